import { bigint, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * The billing ledger summed by day: one row per company, day, service, category and workspace with
 * the count, quantity and amounts of its `billing_lines`. Triggers on billing_lines (migration
 * billing_daily) keep it exact in the same transaction as every insert, update and delete of a line,
 * whoever writes it, so the dashboard's figures read a few thousand rows a year instead of every
 * line and still equal the lines' sums. A group whose last line is deleted loses its row.
 * No foreign keys: the rows follow the lines alone. A workspace removed sets its lines' branch_id to
 * null and the update trigger moves their sums to the row without workspace; a company removed
 * deletes its lines and the delete trigger removes their rows with them.
 */
export const billingDaily = pgTable(
  'billing_daily',
  {
    companyId: integer('company_id').notNull(),
    /** YYYY-MM-DD, as billing_lines.used_on. */
    usedOn: text('used_on').notNull(),
    service: text('service').notNull(),
    category: text('category').notNull(),
    branchId: integer('branch_id'),
    lineCount: bigint('line_count', { mode: 'number' }).notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    supplyAmount: bigint('supply_amount', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('billing_daily_key')
      .on(t.companyId, t.usedOn, t.service, t.category, t.branchId)
      .nullsNotDistinct(),
  ],
);
