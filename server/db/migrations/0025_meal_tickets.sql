CREATE TABLE "meal_ticket_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"store" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"branch_id" integer,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"daily_limit" integer DEFAULT 1 NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_ticket_uses" ADD CONSTRAINT "meal_ticket_uses_ticket_id_meal_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."meal_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_tickets" ADD CONSTRAINT "meal_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_tickets" ADD CONSTRAINT "meal_tickets_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_tickets" ADD CONSTRAINT "meal_tickets_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_ticket_uses_ticket_idx" ON "meal_ticket_uses" USING btree ("ticket_id","used_at");--> statement-breakpoint
CREATE INDEX "meal_tickets_company_idx" ON "meal_tickets" USING btree ("company_id","branch_id","id");