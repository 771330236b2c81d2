CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"cell_phone" text NOT NULL,
	"has_master_authority" boolean DEFAULT false NOT NULL,
	"has_admin_authority" boolean DEFAULT false NOT NULL,
	"has_buy_request_authority" boolean DEFAULT false NOT NULL,
	"has_category_item_authority" boolean DEFAULT false NOT NULL,
	"has_manager_authority" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_parent_id_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "groups_company_parent_idx" ON "groups" USING btree ("company_id","parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_invitations_token_hash_idx" ON "manager_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "manager_invitations_company_idx" ON "manager_invitations" USING btree ("company_id","accepted_at","expires_at");--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_members_company_group_name_idx" ON "company_members" USING btree ("company_id","group_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_company_cell_phone_idx" ON "company_members" USING btree ("company_id","cell_phone");