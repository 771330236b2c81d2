CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"zone_code" text,
	"address1" text,
	"address2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_no" text NOT NULL,
	"company_type" text NOT NULL,
	"name" text NOT NULL,
	"regist_number" text NOT NULL,
	"representative" text NOT NULL,
	"zone_code" text,
	"address1" text,
	"address2" text,
	"office_phone" text,
	"is_credit_card_payment_available" boolean DEFAULT false NOT NULL,
	"has_kiosk_service" boolean DEFAULT false NOT NULL,
	"service_usage_status_menu_displayable" boolean DEFAULT true NOT NULL,
	"unpaid_management" boolean DEFAULT false NOT NULL,
	"wms_use" boolean DEFAULT false NOT NULL,
	"wms_and_billing_use" boolean DEFAULT false NOT NULL,
	"wms_stock_transfer_auditing_use" boolean DEFAULT false NOT NULL,
	"wms_fixed_price_auditing_use" boolean DEFAULT false NOT NULL,
	"wms_friendly_category_use" boolean DEFAULT false NOT NULL,
	"wms_payment_day" integer DEFAULT 0 NOT NULL,
	"cut_time" text,
	"is_nike" boolean DEFAULT false NOT NULL,
	"is_birth_v2" boolean DEFAULT true NOT NULL,
	"is_order_bill_issue_alert" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_buyer_no_unique" UNIQUE("buyer_no")
);
--> statement-breakpoint
CREATE TABLE "company_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"service_type" text DEFAULT 'SUBSCRIPTION' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"status" text DEFAULT 'IN_USE' NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"holder" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cell_phone" text,
	"office_phone" text,
	"password_hash" text,
	"company_member_role" text DEFAULT '멤버' NOT NULL,
	"has_master_authority" boolean DEFAULT false NOT NULL,
	"has_admin_authority" boolean DEFAULT false NOT NULL,
	"has_buy_request_authority" boolean DEFAULT false NOT NULL,
	"has_category_item_authority" boolean DEFAULT false NOT NULL,
	"has_manager_authority" boolean DEFAULT false NOT NULL,
	"office_order_reviewees_by_department" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"office_order_reviewees_by_member" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"birth_custom_info" boolean DEFAULT false NOT NULL,
	"is_budget_alert_enabled" boolean DEFAULT true NOT NULL,
	"sms_alert_yn" text DEFAULT 'Y' NOT NULL,
	"email_alert_yn" text DEFAULT 'Y' NOT NULL,
	"rank" text,
	"gender" text,
	"event_date" text,
	"lunar" text,
	"join_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"session_id_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"keep_login_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"type" text NOT NULL,
	"pc_web" text NOT NULL,
	"alt" text NOT NULL,
	"link" text NOT NULL,
	"target_new" boolean DEFAULT false NOT NULL,
	"banner_image_type" text DEFAULT 'DEFAULT' NOT NULL,
	"tag" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "constants" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"service_name" text NOT NULL,
	"sub_name" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"key" text NOT NULL,
	"icon_image_url" text NOT NULL,
	"tool_tip_image_url" text,
	"code" text NOT NULL,
	"open_window" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_category_code_menu_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."menu_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_company_idx" ON "branches" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_services_company_service_idx" ON "company_services" USING btree ("company_id","service");--> statement-breakpoint
CREATE INDEX "virtual_accounts_company_idx" ON "virtual_accounts" USING btree ("company_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_email_idx" ON "company_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "company_members_company_name_idx" ON "company_members" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "password_reset_codes_member_idx" ON "password_reset_codes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_client_id_idx" ON "sessions" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_session_id_hash_idx" ON "sessions" USING btree ("session_id_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "outbox_company_idx" ON "outbox" USING btree ("company_id","created_at");