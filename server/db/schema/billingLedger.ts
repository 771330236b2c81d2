import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';

/**
 * One row per company and billed month the invoice job has closed. The first run that inserts it
 * (on conflict do nothing) issues the month's invoices; any later or concurrent run finds it and
 * leaves the month alone. A line dated in a closed month that arrives afterwards (a late delivery, a
 * correction) is therefore never added to a month already issued: it waits for the next month's
 * invoice, also for a service that had no invoice that month.
 */
export const billingClosings = pgTable(
  'billing_closings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The month closed, YYYY-MM. */
    period: text('period').notNull(),
    closedOn: text('closed_on').notNull(),
    invoiceCount: integer('invoice_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period] })],
);
