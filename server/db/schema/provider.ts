import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The portal's own operators (provider console): they see every company's inquiries and outbox. */
export const providerAccounts = pgTable('provider_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

/** Provider console sessions: like member sessions, only hashes of the secret are stored. */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providerAccounts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_sessions_client_id_idx').on(t.clientId),
    index('provider_sessions_provider_idx').on(t.providerId),
  ],
);

/**
 * How long a row may wait in each provider queue before the console shows it as late (대기 기준),
 * as the operators set it; a queue without a row here uses the default in schemas/provider.ts.
 */
export const queueLimits = pgTable('queue_limits', {
  queue: text('queue').primaryKey(),
  hours: integer('hours').notNull(),
  updatedBy: integer('updated_by').references(() => providerAccounts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers the operators start from (답변 템플릿): a title to pick it by and the text it fills in,
 * for the 1:1 문의 answer or the 서비스 문의 answer (`use`).
 */
export const answerTemplates = pgTable(
  'answer_templates',
  {
    id: serial('id').primaryKey(),
    use: text('use', { enum: ['CS', 'INQUIRY'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by').references(() => providerAccounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('answer_templates_use_idx').on(t.use, t.title)],
);
