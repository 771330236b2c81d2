ALTER TABLE "audit_log" ADD COLUMN "revert_of" integer;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id","created_at");