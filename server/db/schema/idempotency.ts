import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer of every write sent with an `Idempotency-Key`, kept with the write in its own
 * transaction: a phone that lost the answer and sends the same request again gets this answer back
 * instead of a second receipt, count or transfer. Keys belong to one caller (`actor`), so one
 * worker's key never answers another's request.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    id: serial('id').primaryKey(),
    /** `warehouse:12`, `member:7`, `provider:3`: whose key it is. */
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    /** The declared call and a hash of its path and body: the same key on another request is refused. */
    call: text('call').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotent_answers_actor_key_idx').on(t.actor, t.key),
    index('idempotent_answers_created_idx').on(t.createdAt),
  ],
);
