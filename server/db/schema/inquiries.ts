import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { YN_VALUES } from '../../../schemas/common';
import { INQUIRY_STATUSES } from '../../../schemas/inquiry';
import { INQUIRY_ANSWER_CHANNELS } from '../../../schemas/provider';
import { providerAccounts } from './provider';
import { timestamps } from './columns';

/** Service inquiries from the public site, with the tracking tags of the visitor's session. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    /** What the visitor quotes to follow the inquiry (e.g. Q-20261121-0007). */
    receiptNo: text('receipt_no').notNull().unique(),
    inquiryServiceType: text('inquiry_service_type').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    cellphone: text('cellphone').notNull(),
    email: text('email').notNull(),
    inquiryRegion: text('inquiry_region'),
    zonecode: text('zonecode'),
    address1: text('address1'),
    address2: text('address2'),
    inquiryContents: text('inquiry_contents').notNull(),
    isPrivateAgree: text('is_private_agree', { enum: YN_VALUES }).notNull(),
    bcode: text('bcode'),
    /** utm_* tags, referrer, landing path and device captured in the visitor's session. */
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('RECEIVED'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The operator working it (provider console), and what operators note for each other. */
    ownerProviderId: integer('owner_provider_id').references(() => providerAccounts.id, {
      onDelete: 'set null',
    }),
    internalNote: text('internal_note').notNull().default(''),
    /** The last answer sent to the visitor, and how. */
    answer: text('answer'),
    answerChannel: text('answer_channel', { enum: INQUIRY_ANSWER_CHANNELS }),
    ...timestamps,
  },
  (t) => [index('inquiries_created_idx').on(t.createdAt), index('inquiries_cellphone_idx').on(t.cellphone)],
);
