-- Writers of billing_lines take a transaction lock per company before changing its daily sums
-- (statement triggers of billing_daily, in company order). Two transactions that each write
-- several statements of one company's lines would otherwise lock the same day rows in different
-- orders and deadlock; with the company lock the second waits for the first to commit.
--> statement-breakpoint
CREATE OR REPLACE FUNCTION billing_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(24170, c.company_id)
  FROM (SELECT DISTINCT company_id FROM new_rows) c
  ORDER BY c.company_id;
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
CREATE OR REPLACE FUNCTION billing_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(24170, c.company_id)
  FROM (SELECT DISTINCT company_id FROM old_rows) c
  ORDER BY c.company_id;
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
CREATE OR REPLACE FUNCTION billing_daily_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(24170, c.company_id)
  FROM (SELECT DISTINCT company_id FROM old_rows UNION SELECT company_id FROM new_rows) c
  ORDER BY c.company_id;
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
