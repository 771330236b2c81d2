CREATE TABLE "provider_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_provider_id_provider_accounts_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sessions_client_id_idx" ON "provider_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "provider_sessions_provider_idx" ON "provider_sessions" USING btree ("provider_id");