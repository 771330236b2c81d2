CREATE TABLE "queue_limits" (
	"queue" text PRIMARY KEY NOT NULL,
	"hours" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_limits" ADD CONSTRAINT "queue_limits_updated_by_provider_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."provider_accounts"("id") ON DELETE set null ON UPDATE no action;