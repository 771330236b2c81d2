import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BUY_REQUEST_STATUSES } from '../../../schemas/buy24';
import { ORDER_STATUSES } from '../../../schemas/buy24Orders';
import { timestamps } from './columns';
import { branches, companies } from './companies';
import { storedFiles } from './files';
import { companyMembers } from './members';
import { groups } from './organisation';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** 구매24 buy requests: a member asks for something to be bought. */
export const buyRequests = pgTable(
  'buy_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requesterId: integer('requester_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    requesterName: text('requester_name').notNull(),
    departmentId: integer('department_id').references(() => groups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    quantity: integer('quantity').notNull(),
    wishedDate: text('wished_date').notNull().default(''),
    status: text('status', { enum: BUY_REQUEST_STATUSES }).notNull().default('REQUESTED'),
    /** The quote's supply total in won, set when the provider quotes. */
    quotedAmount: bigint('quoted_amount', { mode: 'number' }),
    commentCount: integer('comment_count').notNull().default(0),
    attachmentCount: integer('attachment_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // The list: one company, by status, newest first (the bench's query), and by date alone.
    index('buy_requests_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('buy_requests_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('buy_requests_company_requester_idx').on(t.companyId, t.requesterId),
    // The provider's queue of requests in review across companies.
    index('buy_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** Comments on a request, by a member of the company. */
export const buyComments = pgTable(
  'buy_comments',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('buy_comments_request_idx').on(t.companyId, t.requestId, t.id)],
);

/** Files attached to a request (comment_id null) or to one of its comments. */
export const buyAttachments = pgTable(
  'buy_attachments',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => buyComments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('buy_attachments_request_idx').on(t.companyId, t.requestId),
    index('buy_attachments_comment_idx').on(t.commentId),
  ],
);

/** Every step of a request, by a member or the provider: the history the company reads. */
export const buyRequestHistory = pgTable(
  'buy_request_history',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: BUY_REQUEST_STATUSES }).notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('buy_request_history_request_idx').on(t.requestId, t.id)],
);

/** The provider's quote: items and unit prices. */
export const buyQuoteItems = pgTable(
  'buy_quote_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [index('buy_quote_items_request_idx').on(t.requestId)],
);

/** An order of approved requests; the invoice columns are set when the provider issues it. */
export const buyOrders = pgTable(
  'buy_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    orderNumber: text('order_number').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('ORDERED'),
    orderedById: integer('ordered_by_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    orderedByName: text('ordered_by_name').notNull(),
    budgetOverridden: boolean('budget_overridden').notNull().default(false),
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('buy_orders_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);

/** One line of an order: one request's quoted item, with the department and month it spends. */
export const buyOrderItems = pgTable(
  'buy_order_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => buyOrders.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => buyRequests.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => groups.id, { onDelete: 'set null' }),
    /** YYYY-MM in Seoul: the budget month the item spends. */
    month: text('month').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('buy_order_items_order_idx').on(t.orderId),
    index('buy_order_items_budget_idx').on(t.companyId, t.departmentId, t.month),
  ],
);

/** A department's budget for one month (won, VAT included, as orders spend it). */
export const buyBudgets = pgTable(
  'buy_budgets',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('buy_budgets_company_department_month_idx').on(t.companyId, t.departmentId, t.month)],
);

/** The catalogue's category tree (the provider's, shared by every company). */
export const buyCategories = pgTable('buy_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const buyCatalogItems = pgTable(
  'buy_catalog_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => buyCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [index('buy_catalog_items_category_idx').on(t.categoryId)],
);

/** A category or one item a company (or one of its branches) excludes from ordering. */
export const buyExclusions = pgTable(
  'buy_exclusions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => buyCategories.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => buyCatalogItems.id, { onDelete: 'cascade' }),
  },
  (t) => [index('buy_exclusions_company_branch_idx').on(t.companyId, t.branchId)],
);

/** A company's 구매24 preferences (one row, made on first save). */
export const buyPreferences = pgTable('buy_preferences', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  budgetAlertPercent: integer('budget_alert_percent').notNull().default(80),
  allowBudgetOverride: boolean('allow_budget_override').notNull().default(true),
  deliveryNote: text('delivery_note').notNull().default(''),
  ...timestamps,
});
