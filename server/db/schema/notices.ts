import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { AUTO_PAYMENT_CHARGE_STATUSES, CS_STATUSES, NOTICE_BOARDS } from '../../../schemas/legacyScreens';
import { invoicePayments, invoices } from './billing';
import { timestamps } from './columns';
import { companies } from './companies';
import { companyMembers } from './members';
import { providerAccounts } from './provider';
import { paymentMethods } from './services';

/**
 * The admin's own screens of the former legacy routes: notices the provider posts (공지사항 and the
 * 복지 게시판), one-to-one inquiries the provider answers (1:1 문의), and the company's automatic
 * payment of invoices on their due date.
 */

/** A notice of the provider console. `companyId` null: every company reads it; else that company only. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    board: text('board', { enum: NOTICE_BOARDS }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id').references(() => providerAccounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('notices_board_idx').on(t.board, t.id), index('notices_company_idx').on(t.companyId, t.id)],
);

/** A member's one-to-one inquiry (customer/cs) and the provider's answer. */
export const csInquiries = pgTable(
  'cs_inquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: CS_STATUSES }).notNull().default('WAITING'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => providerAccounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('cs_inquiries_company_idx').on(t.companyId, t.id),
    index('cs_inquiries_status_idx').on(t.status, t.id),
  ],
);

/** A company's automatic payment: on or off, and the registered method it charges. */
export const autoPaymentSettings = pgTable('auto_payment_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
    onDelete: 'set null',
  }),
  updatedBy: integer('updated_by').references(() => companyMembers.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * One automatic charge per invoice (unique): the charge job inserts this row before it charges, so
 * an invoice is charged once however often the job runs. A refused charge keeps its reason.
 */
export const autoPaymentCharges = pgTable(
  'auto_payment_charges',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: AUTO_PAYMENT_CHARGE_STATUSES }).notNull(),
    methodLabel: text('method_label').notNull(),
    gatewayRef: text('gateway_ref'),
    failure: text('failure'),
    invoicePaymentId: integer('invoice_payment_id').references(() => invoicePayments.id, {
      onDelete: 'set null',
    }),
    chargedOn: text('charged_on').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auto_payment_charges_invoice_idx').on(t.invoiceId),
    index('auto_payment_charges_company_idx').on(t.companyId, t.id),
  ],
);
