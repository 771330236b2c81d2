CREATE TABLE "billing_closings" (
	"company_id" integer NOT NULL,
	"period" text NOT NULL,
	"closed_on" text NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_closings_company_id_period_pk" PRIMARY KEY("company_id","period")
);
--> statement-breakpoint
ALTER TABLE "billing_closings" ADD CONSTRAINT "billing_closings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;