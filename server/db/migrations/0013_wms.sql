CREATE TABLE "wms_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"cell_phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_item_static_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text
);
--> statement-breakpoint
CREATE TABLE "wms_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"account_id" integer,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_movements_positive" CHECK ("wms_movements"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wms_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"barcode" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '개' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wms_receipt_lines_within" CHECK ("wms_receipt_lines"."received_quantity" between 0 and "wms_receipt_lines"."expected_quantity")
);
--> statement-breakpoint
CREATE TABLE "wms_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"receipt_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"supplier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wms_stock_not_negative" CHECK ("wms_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wms_stock_check_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"check_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected_quantity" integer NOT NULL,
	"counted_quantity" integer
);
--> statement-breakpoint
CREATE TABLE "wms_stock_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wms_stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"transfer_no" text NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_transfer_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"transfer_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wms_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"stock_transfer_auditing_yn" text DEFAULT 'N' NOT NULL,
	"stock_branch_yn" text DEFAULT 'N' NOT NULL,
	"integrated_stock_management_yn" text DEFAULT 'N' NOT NULL,
	"display_yn" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wms_accounts" ADD CONSTRAINT "wms_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_item_static_prices" ADD CONSTRAINT "wms_item_static_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_item_static_prices" ADD CONSTRAINT "wms_item_static_prices_product_id_wms_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."wms_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_locations" ADD CONSTRAINT "wms_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_locations" ADD CONSTRAINT "wms_locations_warehouse_id_wms_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."wms_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_movements" ADD CONSTRAINT "wms_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_movements" ADD CONSTRAINT "wms_movements_warehouse_id_wms_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."wms_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_movements" ADD CONSTRAINT "wms_movements_product_id_wms_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."wms_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_movements" ADD CONSTRAINT "wms_movements_from_location_id_wms_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."wms_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_movements" ADD CONSTRAINT "wms_movements_to_location_id_wms_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."wms_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_movements" ADD CONSTRAINT "wms_movements_account_id_wms_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wms_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_products" ADD CONSTRAINT "wms_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_receipt_lines" ADD CONSTRAINT "wms_receipt_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_receipt_lines" ADD CONSTRAINT "wms_receipt_lines_receipt_id_wms_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."wms_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_receipt_lines" ADD CONSTRAINT "wms_receipt_lines_product_id_wms_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."wms_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_receipts" ADD CONSTRAINT "wms_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_receipts" ADD CONSTRAINT "wms_receipts_warehouse_id_wms_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."wms_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_sessions" ADD CONSTRAINT "wms_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_sessions" ADD CONSTRAINT "wms_sessions_account_id_wms_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wms_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock" ADD CONSTRAINT "wms_stock_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock" ADD CONSTRAINT "wms_stock_location_id_wms_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."wms_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock" ADD CONSTRAINT "wms_stock_product_id_wms_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."wms_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_check_details" ADD CONSTRAINT "wms_stock_check_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_check_details" ADD CONSTRAINT "wms_stock_check_details_check_id_wms_stock_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."wms_stock_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_check_details" ADD CONSTRAINT "wms_stock_check_details_location_id_wms_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."wms_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_check_details" ADD CONSTRAINT "wms_stock_check_details_product_id_wms_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."wms_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_checks" ADD CONSTRAINT "wms_stock_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_checks" ADD CONSTRAINT "wms_stock_checks_warehouse_id_wms_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."wms_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_checks" ADD CONSTRAINT "wms_stock_checks_created_by_wms_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."wms_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_transfers" ADD CONSTRAINT "wms_stock_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_transfers" ADD CONSTRAINT "wms_stock_transfers_from_warehouse_id_wms_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."wms_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_transfers" ADD CONSTRAINT "wms_stock_transfers_from_location_id_wms_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."wms_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_transfers" ADD CONSTRAINT "wms_stock_transfers_to_warehouse_id_wms_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."wms_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_stock_transfers" ADD CONSTRAINT "wms_stock_transfers_product_id_wms_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."wms_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_transfer_photos" ADD CONSTRAINT "wms_transfer_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_transfer_photos" ADD CONSTRAINT "wms_transfer_photos_transfer_id_wms_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wms_stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_transfer_photos" ADD CONSTRAINT "wms_transfer_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wms_warehouses" ADD CONSTRAINT "wms_warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wms_accounts_email_idx" ON "wms_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "wms_accounts_company_idx" ON "wms_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "wms_item_static_prices_company_idx" ON "wms_item_static_prices" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_locations_code_idx" ON "wms_locations" USING btree ("company_id","warehouse_id","code");--> statement-breakpoint
CREATE INDEX "wms_movements_product_idx" ON "wms_movements" USING btree ("company_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "wms_movements_warehouse_idx" ON "wms_movements" USING btree ("company_id","warehouse_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_products_barcode_idx" ON "wms_products" USING btree ("company_id","barcode");--> statement-breakpoint
CREATE INDEX "wms_receipt_lines_receipt_idx" ON "wms_receipt_lines" USING btree ("company_id","receipt_id");--> statement-breakpoint
CREATE INDEX "wms_receipts_warehouse_idx" ON "wms_receipts" USING btree ("company_id","warehouse_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_sessions_client_id_idx" ON "wms_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "wms_sessions_account_idx" ON "wms_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wms_stock_location_product_idx" ON "wms_stock" USING btree ("company_id","location_id","product_id");--> statement-breakpoint
CREATE INDEX "wms_stock_product_idx" ON "wms_stock" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "wms_stock_check_details_check_idx" ON "wms_stock_check_details" USING btree ("company_id","check_id");--> statement-breakpoint
CREATE INDEX "wms_stock_checks_warehouse_idx" ON "wms_stock_checks" USING btree ("company_id","warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "wms_stock_transfers_company_idx" ON "wms_stock_transfers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "wms_transfer_photos_transfer_idx" ON "wms_transfer_photos" USING btree ("company_id","transfer_id");--> statement-breakpoint
CREATE INDEX "wms_warehouses_company_idx" ON "wms_warehouses" USING btree ("company_id");