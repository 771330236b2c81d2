CREATE TABLE "idempotent_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"key" text NOT NULL,
	"call" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_answers_actor_key_idx" ON "idempotent_answers" USING btree ("actor","key");--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_idx" ON "idempotent_answers" USING btree ("created_at");