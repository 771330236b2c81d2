CREATE TABLE "answer_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_templates" ADD CONSTRAINT "answer_templates_updated_by_provider_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."provider_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_templates_use_idx" ON "answer_templates" USING btree ("use","title");