CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_no" text NOT NULL,
	"inquiry_service_type" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"cellphone" text NOT NULL,
	"email" text NOT NULL,
	"inquiry_region" text,
	"zonecode" text,
	"address1" text,
	"address2" text,
	"inquiry_contents" text NOT NULL,
	"is_private_agree" text NOT NULL,
	"bcode" text,
	"tracking" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_cellphone_idx" ON "inquiries" USING btree ("cellphone");