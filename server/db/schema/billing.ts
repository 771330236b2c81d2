import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '../../../schemas/billingLedger';
import { timestamps } from './columns';
import { branches, companies } from './companies';

/**
 * The billing ledger: one line per chargeable thing any service produced (a snack delivery, a
 * breakfast order, a cleaning visit, a quick delivery, meal tickets used, a gift sent with its fee,
 * a purchase order, a kiosk sale). Amounts are integer won; `vat` follows lib/billing.ts's rule.
 * A line is written once per source (`sourceType` + `sourceId` unique), so a writer that runs twice
 * does not charge twice. A line belongs to at most one invoice; once invoiced it never changes, and a
 * correction is a new line (negative amounts allowed) in a later month.
 */
export const billingLines = pgTable(
  'billing_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    /** One of SERVICE_KEYS (schemas/services.ts), `kiosk` for kiosk sales. */
    service: text('service').notNull(),
    /** The item's category for the sales analysis (e.g. 과자, 음료, 조식 세트, 배송비). */
    category: text('category').notNull(),
    /** The day the thing was used or delivered, YYYY-MM-DD in Seoul time. */
    usedOn: text('used_on').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    supplyAmount: integer('supply_amount').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('billing_lines_source_idx').on(t.sourceType, t.sourceId),
    index('billing_lines_company_day_idx').on(t.companyId, t.usedOn),
    index('billing_lines_company_service_day_idx').on(t.companyId, t.service, t.usedOn),
    index('billing_lines_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * A monthly invoice per company and service, issued by the invoice job on the company's payment
 * day. Unique per (company, service, period), so the job running twice issues it once. Totals are
 * the sums of its lines at issue time and never change afterwards; payments are recorded apart.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    /** The month billed, YYYY-MM. */
    period: text('period').notNull(),
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    supplyAmount: integer('supply_amount').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    lineCount: integer('line_count').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_company_service_period_idx').on(t.companyId, t.service, t.period),
    index('invoices_period_idx').on(t.period, t.id),
  ],
);

/** Money received against an invoice, recorded by the provider (a transfer into the virtual account, a card charge). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    paidOn: text('paid_on').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_company_idx').on(t.companyId, t.paidOn),
  ],
);
