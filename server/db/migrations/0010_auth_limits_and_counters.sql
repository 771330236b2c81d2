CREATE TABLE "auth_limits" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_limits_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "daily_counters" (
	"name" text NOT NULL,
	"day" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "daily_counters_name_day_pk" PRIMARY KEY("name","day")
);
--> statement-breakpoint
CREATE INDEX "auth_limits_window_idx" ON "auth_limits" USING btree ("window_start");