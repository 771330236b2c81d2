CREATE TABLE "billing_daily" (
	"company_id" integer NOT NULL,
	"used_on" text NOT NULL,
	"service" text NOT NULL,
	"category" text NOT NULL,
	"branch_id" integer,
	"line_count" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"supply_amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "billing_daily_key" UNIQUE NULLS NOT DISTINCT("company_id","used_on","service","category","branch_id")
);
--> statement-breakpoint
-- billing_daily follows billing_lines in the same transaction. Statement triggers with transition
-- tables add each statement's lines grouped by day, service, category and workspace: an import of
-- thousands of lines costs one upsert per group. Groups are written in key order, so two writers
-- touching the same groups lock them in the same order. An update that changes no key or amount
-- (an invoice marking its lines) nets to zero and writes nothing.
CREATE FUNCTION billing_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing_daily AS d
    (company_id, used_on, service, category, branch_id, line_count, quantity, supply_amount, vat, total)
  SELECT company_id, used_on, service, category, branch_id,
    count(*), sum(quantity), sum(supply_amount), sum(vat), sum(total)
  FROM new_rows
  GROUP BY company_id, used_on, service, category, branch_id
  ORDER BY company_id, used_on, service, category, branch_id
  ON CONFLICT ON CONSTRAINT billing_daily_key DO UPDATE SET
    line_count = d.line_count + excluded.line_count,
    quantity = d.quantity + excluded.quantity,
    supply_amount = d.supply_amount + excluded.supply_amount,
    vat = d.vat + excluded.vat,
    total = d.total + excluded.total;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION billing_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE billing_daily AS d SET
    line_count = d.line_count - o.line_count,
    quantity = d.quantity - o.quantity,
    supply_amount = d.supply_amount - o.supply_amount,
    vat = d.vat - o.vat,
    total = d.total - o.total
  FROM (
    SELECT company_id, used_on, service, category, branch_id, count(*) AS line_count,
      sum(quantity) AS quantity, sum(supply_amount) AS supply_amount, sum(vat) AS vat, sum(total) AS total
    FROM old_rows
    GROUP BY company_id, used_on, service, category, branch_id
  ) o
  WHERE d.company_id = o.company_id AND d.used_on = o.used_on AND d.service = o.service
    AND d.category = o.category AND d.branch_id IS NOT DISTINCT FROM o.branch_id;
  DELETE FROM billing_daily AS d
  USING (SELECT DISTINCT company_id, used_on, service, category, branch_id FROM old_rows) o
  WHERE d.line_count = 0 AND d.company_id = o.company_id AND d.used_on = o.used_on
    AND d.service = o.service AND d.category = o.category AND d.branch_id IS NOT DISTINCT FROM o.branch_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION billing_daily_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO billing_daily AS d
    (company_id, used_on, service, category, branch_id, line_count, quantity, supply_amount, vat, total)
  SELECT company_id, used_on, service, category, branch_id,
    sum(n), sum(quantity), sum(supply_amount), sum(vat), sum(total)
  FROM (
    SELECT company_id, used_on, service, category, branch_id, -1 AS n,
      -quantity AS quantity, -supply_amount AS supply_amount, -vat AS vat, -total AS total
    FROM old_rows
    UNION ALL
    SELECT company_id, used_on, service, category, branch_id, 1, quantity, supply_amount, vat, total
    FROM new_rows
  ) moves
  GROUP BY company_id, used_on, service, category, branch_id
  HAVING sum(n) <> 0 OR sum(quantity) <> 0 OR sum(supply_amount) <> 0 OR sum(vat) <> 0 OR sum(total) <> 0
  ORDER BY company_id, used_on, service, category, branch_id
  ON CONFLICT ON CONSTRAINT billing_daily_key DO UPDATE SET
    line_count = d.line_count + excluded.line_count,
    quantity = d.quantity + excluded.quantity,
    supply_amount = d.supply_amount + excluded.supply_amount,
    vat = d.vat + excluded.vat,
    total = d.total + excluded.total;
  DELETE FROM billing_daily AS d
  USING (SELECT DISTINCT company_id, used_on, service, category, branch_id FROM old_rows) o
  WHERE d.line_count = 0 AND d.company_id = o.company_id AND d.used_on = o.used_on
    AND d.service = o.service AND d.category = o.category AND d.branch_id IS NOT DISTINCT FROM o.branch_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION billing_daily_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM billing_daily;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER billing_daily_insert AFTER INSERT ON billing_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_daily_add();
--> statement-breakpoint
CREATE TRIGGER billing_daily_update AFTER UPDATE ON billing_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_daily_move();
--> statement-breakpoint
CREATE TRIGGER billing_daily_delete AFTER DELETE ON billing_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION billing_daily_remove();
--> statement-breakpoint
CREATE TRIGGER billing_daily_truncate AFTER TRUNCATE ON billing_lines
  FOR EACH STATEMENT EXECUTE FUNCTION billing_daily_clear();
--> statement-breakpoint
INSERT INTO billing_daily
  (company_id, used_on, service, category, branch_id, line_count, quantity, supply_amount, vat, total)
SELECT company_id, used_on, service, category, branch_id,
  count(*), sum(quantity), sum(supply_amount), sum(vat), sum(total)
FROM billing_lines
GROUP BY company_id, used_on, service, category, branch_id;
