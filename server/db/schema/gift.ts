import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ANNIVERSARY_LINK_IDS, EVENT_REPEAT_IDS, EVENT_STATUSES } from '../../../schemas/gift/events';
import { ITEM_KIND_IDS } from '../../../schemas/gift/gifts';
import { SEND_KIND_IDS, SEND_STATUSES } from '../../../schemas/gift/sends';
import { SUBJECT_SOURCE_IDS } from '../../../schemas/gift/subjects';
import { timestamps } from './columns';
import { branches, companies } from './companies';
import { storedFiles } from './files';
import { companyMembers } from './members';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A gift or birthday event of a company (선물24): who it sends to, which card, which gifts, when. */
export const giftEvents = pgTable(
  'gift_events',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('DRAFT'),
    repeat: text('repeat', { enum: EVENT_REPEAT_IDS }).notNull().default('ONCE'),
    anniversary: text('anniversary', { enum: ANNIVERSARY_LINK_IDS }).notNull().default('NONE'),
    /** YYYY-MM-DD of a one-time event. */
    sendDate: text('send_date'),
    /** Seoul hour (0-23) at which its messages go out. */
    sendHour: integer('send_hour').notNull().default(9),
    budgetPerPerson: integer('budget_per_person').notNull(),
    senderName: text('sender_name').notNull(),
    cardTemplate: text('card_template'),
    cardMessage: text('card_message').notNull().default(''),
    cardFileId: integer('card_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    defaultItemId: integer('default_item_id'),
    /** When the administrator ticked the purchase agreement (spec 2 §5) for this event. */
    purchaseAgreedAt: timestamp('purchase_agreed_at', { withTimezone: true }),
    limitOverBudget: integer('limit_over_budget'),
    /** The last time it became ACTIVE: scheduled sends of an earlier activation no longer run. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * The event's subjects, kept by statement triggers on gift_subjects (migration 0035): the subject
     * list's total without a search reads it instead of counting 100,000 rows per page.
     */
    subjectCount: integer('subject_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('gift_events_company_idx').on(t.companyId, t.id),
    uniqueIndex('gift_events_company_name_idx').on(t.companyId, t.name),
  ],
);

/** A recipient of an event: a member, an imported row or an anniversary of the company. */
export const giftSubjects = pgTable(
  'gift_subjects',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => giftEvents.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    cellPhone: text('cell_phone').notNull(),
    rank: text('rank').notNull().default(''),
    gender: text('gender').notNull().default(''),
    /** YYYYMMDD as registered (birthday or join date); lunar birthdays are converted per year. */
    eventDate: text('event_date').notNull().default(''),
    lunar: text('lunar').notNull().default(''),
    source: text('source', { enum: SUBJECT_SOURCE_IDS }).notNull(),
    /** Per-person budget; 0 means the event's. */
    budget: integer('budget').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('gift_subjects_company_event_idx').on(t.companyId, t.eventId, t.id),
    // An event's subject list by name (its default sort), the id breaking ties: read off the index.
    index('gift_subjects_company_event_name_idx').on(t.companyId, t.eventId, t.name, t.id),
    uniqueIndex('gift_subjects_event_phone_idx').on(t.eventId, t.cellPhone),
  ],
);

/** The gift catalogue (the provider's, shared by every company). */
export const giftItems = pgTable('gift_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  price: integer('price').notNull(),
  kind: text('kind', { enum: ITEM_KIND_IDS }).notNull(),
  imageSrc: text('image_src').notNull(),
  description: text('description').notNull().default(''),
  thanksgiving: boolean('thanksgiving').notNull().default(false),
  validDays: integer('valid_days').notNull().default(90),
});

/** The items an event offers. */
export const giftEventItems = pgTable(
  'gift_event_items',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => giftEvents.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => giftItems.id),
  },
  (t) => [uniqueIndex('gift_event_items_event_item_idx').on(t.eventId, t.itemId)],
);

/**
 * One send to one subject on one date (card, or card with a choice link), and the order it becomes.
 * The unique (event, subject, date, kind) makes a scheduled send happen once however often it runs.
 */
export const giftSends = pgTable(
  'gift_sends',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => giftEvents.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => giftSubjects.id, { onDelete: 'set null' }),
    sendDate: text('send_date').notNull(),
    kind: text('kind', { enum: SEND_KIND_IDS }).notNull(),
    status: text('status', { enum: SEND_STATUSES }).notNull().default('SENT'),
    recipientName: text('recipient_name').notNull(),
    cellPhone: text('cell_phone').notNull(),
    budget: integer('budget').notNull(),
    /** SHA-256 of the recipient link's token (the token itself is only in the message). */
    tokenHash: text('token_hash').unique(),
    itemId: integer('item_id').references(() => giftItems.id),
    price: integer('price'),
    delivery: jsonb('delivery').$type<{
      name: string;
      cellPhone: string;
      zoneCode: string;
      address1: string;
      address2: string;
    }>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    voucherCode: text('voucher_code').unique(),
    voucherExpiresAt: timestamp('voucher_expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // An event's send list by date (its default sort) or by recipient, the id breaking ties.
    index('gift_sends_company_event_idx').on(t.companyId, t.eventId, t.sendDate, t.id),
    index('gift_sends_company_event_name_idx').on(t.companyId, t.eventId, t.recipientName, t.id),
    uniqueIndex('gift_sends_once_idx').on(t.eventId, t.subjectId, t.sendDate, t.kind),
    index('gift_sends_status_idx').on(t.status, t.id),
  ],
);

/** Subscription applications, consultation requests and limit-over requests of the gift service. */
export const giftRequests = pgTable(
  'gift_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    memberId: integer('member_id').references(() => companyMembers.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['SUBSCRIPTION', 'CONSULT', 'LIMIT_OVER'] }).notNull(),
    eventId: integer('event_id').references(() => giftEvents.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_requests_company_idx').on(t.companyId, t.kind, t.id)],
);

/** Sender-number certification: a code sent by message; a certified row is the company's sender. */
export const giftSenderPhones = pgTable(
  'gift_sender_phones',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    cellPhone: text('cell_phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_sender_phones_company_idx').on(t.companyId, t.id)],
);
