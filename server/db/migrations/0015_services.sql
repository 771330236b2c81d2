CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"label" text NOT NULL,
	"holder" text NOT NULL,
	"expiry" text,
	"certified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"step" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applicant_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"start_date" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"delivery_date" text NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "snack_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_applications" ADD CONSTRAINT "service_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_applications" ADD CONSTRAINT "service_applications_applicant_id_company_members_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_deliveries" ADD CONSTRAINT "service_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_company_idx" ON "payment_methods" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "service_applications_company_idx" ON "service_applications" USING btree ("company_id","service","id");--> statement-breakpoint
CREATE INDEX "service_applications_status_idx" ON "service_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "service_deliveries_company_idx" ON "service_deliveries" USING btree ("company_id","service","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_deliveries_unique_idx" ON "service_deliveries" USING btree ("company_id","service","delivery_date");