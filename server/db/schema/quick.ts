import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUICK_ORDER_STATUSES } from '../../../schemas/quick/order';
import { timestamps } from './columns';

/**
 * Paid quick-delivery orders from the public site. A visitor has no company, so the table carries
 * none: the operator sees every order, a visitor only the one whose number and phone they give.
 */
export const quickOrders = pgTable(
  'quick_orders',
  {
    id: serial('id').primaryKey(),
    /** What the visitor quotes (QK-YYYYMMDD-XXXXXX). */
    orderNo: text('order_no').notNull().unique(),
    /** The browser's key for this order: a repeated request finds the first order, not a new charge. */
    requestKey: uuid('request_key').notNull().unique(),
    senderName: text('sender_name').notNull(),
    senderPhone: text('sender_phone').notNull(),
    fromDistrict: text('from_district').notNull(),
    fromAddress: text('from_address').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    toDistrict: text('to_district').notNull(),
    toAddress: text('to_address').notNull(),
    item: text('item').notNull(),
    vehicle: text('vehicle').notNull(),
    urgent: boolean('urgent').notNull(),
    memo: text('memo').notNull().default(''),
    km: doublePrecision('km').notNull(),
    amount: integer('amount').notNull(),
    /** The gateway's reference of the charge. */
    approvalNo: text('approval_no').notNull(),
    cardLast4: text('card_last4').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: QUICK_ORDER_STATUSES }).notNull().default('RECEIVED'),
    ...timestamps,
  },
  (t) => [
    index('quick_orders_created_idx').on(t.createdAt),
    index('quick_orders_status_idx').on(t.status, t.createdAt),
  ],
);
