CREATE TABLE "billing_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_id" integer,
	"service" text NOT NULL,
	"category" text NOT NULL,
	"used_on" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"supply_amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" text NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"period" text NOT NULL,
	"issued_on" text NOT NULL,
	"due_on" text NOT NULL,
	"supply_amount" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_lines" ADD CONSTRAINT "billing_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_lines" ADD CONSTRAINT "billing_lines_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_lines" ADD CONSTRAINT "billing_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_lines_source_idx" ON "billing_lines" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "billing_lines_company_day_idx" ON "billing_lines" USING btree ("company_id","used_on");--> statement-breakpoint
CREATE INDEX "billing_lines_company_service_day_idx" ON "billing_lines" USING btree ("company_id","service","used_on");--> statement-breakpoint
CREATE INDEX "billing_lines_invoice_idx" ON "billing_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_company_idx" ON "invoice_payments" USING btree ("company_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_service_period_idx" ON "invoices" USING btree ("company_id","service","period");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period","id");