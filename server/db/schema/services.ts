import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEAL_TICKET_STATUS_IDS } from '../../../schemas/mealTickets';
import { APPLICATION_STATUSES } from '../../../schemas/serviceApply';
import { DELIVERY_STATUSES } from '../../../schemas/snack';
import { PAYMENT_KINDS } from '../../../schemas/snackPayment';
import { timestamps } from './columns';
import { branches, companies } from './companies';
import { companyMembers } from './members';

/**
 * A company's application for one service: the draft (step reached, answers so far) until it is
 * submitted, then the provider's decision. At most one open application per company and service.
 */
export const serviceApplications = pgTable(
  'service_applications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('DRAFT'),
    step: text('step').notNull(),
    answers: jsonb('answers').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    applicantId: integer('applicant_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    startDate: text('start_date'),
    rejectReason: text('reject_reason'),
    ...timestamps,
  },
  (t) => [
    index('service_applications_company_idx').on(t.companyId, t.service, t.id),
    index('service_applications_status_idx').on(t.status, t.id),
  ],
);

/**
 * Payment methods: a card as the gateway's token with brand and last four digits (never the number),
 * a bank account once its 1-won deposit code is confirmed.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    token: text('token').notNull(),
    label: text('label').notNull(),
    holder: text('holder').notNull(),
    expiry: text('expiry'),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('payment_methods_company_idx').on(t.companyId, t.id)],
);

/** The snack catalogue (not company-scoped): items with category and price. */
export const snackItems = pgTable('snack_items', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  unit: text('unit').notNull(),
  ...timestamps,
});

/**
 * Scheduled and past deliveries, visits and orders of the running services (snack boxes,
 * breakfasts, cleaning visits, coffee machine care, quick deliveries, meal ticket use).
 */
export const serviceDeliveries = pgTable(
  'service_deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    deliveryDate: text('delivery_date').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('SCHEDULED'),
    amount: integer('amount').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    index('service_deliveries_company_idx').on(t.companyId, t.service, t.deliveryDate),
    uniqueIndex('service_deliveries_unique_idx').on(t.companyId, t.service, t.deliveryDate),
  ],
);

/**
 * 식권24: a meal ticket issued to one member of a workspace (branch) for a period, with the amount of
 * one meal and the meals a day; stopped tickets stay for their usage list.
 */
export const mealTickets = pgTable(
  'meal_tickets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    dailyLimit: integer('daily_limit').notNull().default(1),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    status: text('status', { enum: MEAL_TICKET_STATUS_IDS }).notNull().default('ACTIVE'),
    ...timestamps,
  },
  (t) => [index('meal_tickets_company_idx').on(t.companyId, t.branchId, t.id)],
);

/** One use of a meal ticket (the restaurant's report): when, where, how much. */
export const mealTicketUses = pgTable(
  'meal_ticket_uses',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => mealTickets.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    store: text('store').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('meal_ticket_uses_ticket_idx').on(t.ticketId, t.usedAt)],
);
