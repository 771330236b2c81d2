CREATE TABLE "buy_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"comment_id" integer,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_catalog_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_id" integer,
	"category_id" integer,
	"item_id" integer
);
--> statement-breakpoint
CREATE TABLE "buy_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"department_id" integer,
	"month" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'ORDERED' NOT NULL,
	"ordered_by_id" integer,
	"ordered_by_name" text NOT NULL,
	"budget_overridden" boolean DEFAULT false NOT NULL,
	"invoice_number" text,
	"invoiced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_orders_order_number_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "buy_preferences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"budget_alert_percent" integer DEFAULT 80 NOT NULL,
	"allow_budget_override" boolean DEFAULT true NOT NULL,
	"delivery_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_quote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_request_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requester_id" integer,
	"requester_name" text NOT NULL,
	"department_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"wished_date" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"quoted_amount" bigint,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer,
	"applicant_name" text NOT NULL,
	"email" text NOT NULL,
	"cell_phone" text NOT NULL,
	"service" text,
	"agree_marketing" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"reject_note" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"regist_digits" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buy_attachments" ADD CONSTRAINT "buy_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_attachments" ADD CONSTRAINT "buy_attachments_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_attachments" ADD CONSTRAINT "buy_attachments_comment_id_buy_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."buy_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_attachments" ADD CONSTRAINT "buy_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_budgets" ADD CONSTRAINT "buy_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_budgets" ADD CONSTRAINT "buy_budgets_department_id_groups_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_catalog_items" ADD CONSTRAINT "buy_catalog_items_category_id_buy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."buy_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_comments" ADD CONSTRAINT "buy_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_comments" ADD CONSTRAINT "buy_comments_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_comments" ADD CONSTRAINT "buy_comments_author_id_company_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_exclusions" ADD CONSTRAINT "buy_exclusions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_exclusions" ADD CONSTRAINT "buy_exclusions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_exclusions" ADD CONSTRAINT "buy_exclusions_category_id_buy_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."buy_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_exclusions" ADD CONSTRAINT "buy_exclusions_item_id_buy_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."buy_catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_items" ADD CONSTRAINT "buy_order_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_items" ADD CONSTRAINT "buy_order_items_order_id_buy_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buy_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_items" ADD CONSTRAINT "buy_order_items_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_order_items" ADD CONSTRAINT "buy_order_items_department_id_groups_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_orders" ADD CONSTRAINT "buy_orders_ordered_by_id_company_members_id_fk" FOREIGN KEY ("ordered_by_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_preferences" ADD CONSTRAINT "buy_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_quote_items" ADD CONSTRAINT "buy_quote_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_quote_items" ADD CONSTRAINT "buy_quote_items_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_request_history" ADD CONSTRAINT "buy_request_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_request_history" ADD CONSTRAINT "buy_request_history_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_requester_id_company_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_department_id_groups_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_signups" ADD CONSTRAINT "company_signups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_signups" ADD CONSTRAINT "company_signups_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_attachments_request_idx" ON "buy_attachments" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE INDEX "buy_attachments_comment_idx" ON "buy_attachments" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buy_budgets_company_department_month_idx" ON "buy_budgets" USING btree ("company_id","department_id","month");--> statement-breakpoint
CREATE INDEX "buy_catalog_items_category_idx" ON "buy_catalog_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "buy_comments_request_idx" ON "buy_comments" USING btree ("company_id","request_id","id");--> statement-breakpoint
CREATE INDEX "buy_exclusions_company_branch_idx" ON "buy_exclusions" USING btree ("company_id","branch_id");--> statement-breakpoint
CREATE INDEX "buy_order_items_order_idx" ON "buy_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "buy_order_items_budget_idx" ON "buy_order_items" USING btree ("company_id","department_id","month");--> statement-breakpoint
CREATE INDEX "buy_orders_company_created_idx" ON "buy_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "buy_quote_items_request_idx" ON "buy_quote_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "buy_request_history_request_idx" ON "buy_request_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "buy_requests_company_status_created_idx" ON "buy_requests" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "buy_requests_company_created_idx" ON "buy_requests" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "buy_requests_company_requester_idx" ON "buy_requests" USING btree ("company_id","requester_id");--> statement-breakpoint
CREATE INDEX "buy_requests_status_idx" ON "buy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_signups_company_idx" ON "company_signups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_signups_status_idx" ON "company_signups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_signups_regist_idx" ON "company_signups" USING btree ("regist_digits");--> statement-breakpoint
CREATE INDEX "signup_codes_target_idx" ON "signup_codes" USING btree ("channel","target","id");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_codes_token_idx" ON "signup_codes" USING btree ("token_hash");