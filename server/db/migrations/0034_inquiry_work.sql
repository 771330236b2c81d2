ALTER TABLE "inquiries" ADD COLUMN "owner_provider_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "internal_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answer_channel" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_owner_provider_id_provider_accounts_id_fk" FOREIGN KEY ("owner_provider_id") REFERENCES "public"."provider_accounts"("id") ON DELETE set null ON UPDATE no action;