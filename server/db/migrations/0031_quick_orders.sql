CREATE TABLE "quick_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"request_key" uuid NOT NULL,
	"sender_name" text NOT NULL,
	"sender_phone" text NOT NULL,
	"from_district" text NOT NULL,
	"from_address" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"to_district" text NOT NULL,
	"to_address" text NOT NULL,
	"item" text NOT NULL,
	"vehicle" text NOT NULL,
	"urgent" boolean NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"km" double precision NOT NULL,
	"amount" integer NOT NULL,
	"approval_no" text NOT NULL,
	"card_last4" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "quick_orders_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE INDEX "quick_orders_created_idx" ON "quick_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quick_orders_status_idx" ON "quick_orders" USING btree ("status","created_at");