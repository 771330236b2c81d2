CREATE TABLE "auto_payment_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"method_label" text NOT NULL,
	"gateway_ref" text,
	"failure" text,
	"invoice_payment_id" integer,
	"charged_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_payment_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"payment_method_id" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_payment_charges" ADD CONSTRAINT "auto_payment_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_payment_charges" ADD CONSTRAINT "auto_payment_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_payment_charges" ADD CONSTRAINT "auto_payment_charges_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_payment_settings" ADD CONSTRAINT "auto_payment_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_payment_settings" ADD CONSTRAINT "auto_payment_settings_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_payment_settings" ADD CONSTRAINT "auto_payment_settings_updated_by_company_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_inquiries" ADD CONSTRAINT "cs_inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_inquiries" ADD CONSTRAINT "cs_inquiries_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_inquiries" ADD CONSTRAINT "cs_inquiries_answered_by_provider_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."provider_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_provider_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."provider_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_payment_charges_invoice_idx" ON "auto_payment_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "auto_payment_charges_company_idx" ON "auto_payment_charges" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "cs_inquiries_company_idx" ON "cs_inquiries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "cs_inquiries_status_idx" ON "cs_inquiries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "notices_board_idx" ON "notices" USING btree ("board","id");--> statement-breakpoint
CREATE INDEX "notices_company_idx" ON "notices" USING btree ("company_id","id");