CREATE TABLE "gift_event_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_id" integer,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"repeat" text DEFAULT 'ONCE' NOT NULL,
	"anniversary" text DEFAULT 'NONE' NOT NULL,
	"send_date" text,
	"send_hour" integer DEFAULT 9 NOT NULL,
	"budget_per_person" integer NOT NULL,
	"sender_name" text NOT NULL,
	"card_template" text,
	"card_message" text DEFAULT '' NOT NULL,
	"card_file_id" integer,
	"default_item_id" integer,
	"purchase_agreed_at" timestamp with time zone,
	"limit_over_budget" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"price" integer NOT NULL,
	"kind" text NOT NULL,
	"image_src" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thanksgiving" boolean DEFAULT false NOT NULL,
	"valid_days" integer DEFAULT 90 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"member_id" integer,
	"kind" text NOT NULL,
	"event_id" integer,
	"file_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_sender_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cell_phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"certified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"subject_id" integer,
	"send_date" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"recipient_name" text NOT NULL,
	"cell_phone" text NOT NULL,
	"budget" integer NOT NULL,
	"token_hash" text,
	"item_id" integer,
	"price" integer,
	"delivery" jsonb,
	"carrier" text,
	"tracking_number" text,
	"voucher_code" text,
	"voucher_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"chosen_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"exchanged_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_sends_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "gift_sends_voucher_code_unique" UNIQUE("voucher_code")
);
--> statement-breakpoint
CREATE TABLE "gift_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"cell_phone" text NOT NULL,
	"rank" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"event_date" text DEFAULT '' NOT NULL,
	"lunar" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"budget" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_event_items" ADD CONSTRAINT "gift_event_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_event_items" ADD CONSTRAINT "gift_event_items_event_id_gift_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."gift_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_event_items" ADD CONSTRAINT "gift_event_items_item_id_gift_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."gift_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_events" ADD CONSTRAINT "gift_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_events" ADD CONSTRAINT "gift_events_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_events" ADD CONSTRAINT "gift_events_card_file_id_stored_files_id_fk" FOREIGN KEY ("card_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_event_id_gift_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."gift_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_requests" ADD CONSTRAINT "gift_requests_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sender_phones" ADD CONSTRAINT "gift_sender_phones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_event_id_gift_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."gift_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_subject_id_gift_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."gift_subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_sends" ADD CONSTRAINT "gift_sends_item_id_gift_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."gift_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_subjects" ADD CONSTRAINT "gift_subjects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_subjects" ADD CONSTRAINT "gift_subjects_event_id_gift_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."gift_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_subjects" ADD CONSTRAINT "gift_subjects_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_event_items_event_item_idx" ON "gift_event_items" USING btree ("event_id","item_id");--> statement-breakpoint
CREATE INDEX "gift_events_company_idx" ON "gift_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_events_company_name_idx" ON "gift_events" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "gift_requests_company_idx" ON "gift_requests" USING btree ("company_id","kind","id");--> statement-breakpoint
CREATE INDEX "gift_sender_phones_company_idx" ON "gift_sender_phones" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "gift_sends_company_event_idx" ON "gift_sends" USING btree ("company_id","event_id","send_date");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_sends_once_idx" ON "gift_sends" USING btree ("event_id","subject_id","send_date","kind");--> statement-breakpoint
CREATE INDEX "gift_sends_status_idx" ON "gift_sends" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gift_subjects_company_event_idx" ON "gift_subjects" USING btree ("company_id","event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_subjects_event_phone_idx" ON "gift_subjects" USING btree ("event_id","cell_phone");