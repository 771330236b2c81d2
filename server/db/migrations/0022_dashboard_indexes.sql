-- The dashboard reads a company's month (or six months) of ledger lines grouped by day, service,
-- workspace and category. These two indexes carry every column it reads, so PostgreSQL answers
-- from the index alone (an index-only scan) instead of visiting each of the month's rows.
CREATE INDEX IF NOT EXISTS "billing_lines_dashboard_day_idx" ON "billing_lines" USING btree ("company_id","used_on") INCLUDE ("service","branch_id","category","quantity","supply_amount","vat","total");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "billing_lines_dashboard_service_idx" ON "billing_lines" USING btree ("company_id","service","used_on") INCLUDE ("branch_id","category","quantity","supply_amount","vat","total");
