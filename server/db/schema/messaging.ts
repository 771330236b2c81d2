import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS } from '../../../schemas/provider';
import { companies } from './companies';

/** Outgoing messages. The default sender writes here; the provider console shows them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_company_idx').on(t.companyId, t.createdAt)],
);
