import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '../../../schemas/jobs';
import { companies } from './companies';

/**
 * The durable job queue (server/jobs): scheduled and outgoing work, run exactly once per job.
 * Times are UTC (timestamptz). `last_error` holds a short, personal-data-free description only.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** The company the work is for (console filter); null for the portal's own work. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('waiting'),
    /** Claims so far, a claim that died with its process included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    /** While running: when the claim is given up as dead (its process gone) and the job claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Same key, same job: an enqueue repeated by a retried request is stored once. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim: due waiting jobs in run order. Partial, so done rows never weigh on it.
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`status = 'waiting'`),
    // Claims whose process died: running rows past their lease.
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    // The provider console: by status, newest first; and per company.
    index('jobs_status_idx').on(t.status, t.createdAt),
    index('jobs_company_idx').on(t.companyId, t.createdAt),
  ],
);
