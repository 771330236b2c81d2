import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { seoulDateString } from '../../lib/seoulTime';
import type { Db } from '../db/client';
import { idempotentAnswers, jobs } from '../db/schema';
import { enqueue } from './enqueue';
import { defineJob } from './registry';
import { nextSeoulTime } from './schedule';

/**
 * 보관 기간 정리, every night: the first answers kept for `Idempotency-Key` repeats (a warehouse
 * phone resending a write whose answer it lost) are removed once no phone can still be resending
 * them. A phone's offline queue sends within hours; 30 days leaves room for a phone left in a
 * drawer, and the table stays the size of a month of writes instead of growing for ever.
 */
export const RETENTION_JOB = 'maintenance.retention';
export const IDEMPOTENT_ANSWER_DAYS = 30;
/** At 04:10 Seoul time, when the floor and the offices are quiet. */
const RUN_TIME = '04:10';
const DAY_MS = 24 * 3600_000;

/** Puts the next nightly run on the queue (once per day: dedupe key). */
export async function scheduleRetention(db: Db, after: Date = new Date()): Promise<void> {
  const runAt = nextSeoulTime(RUN_TIME, after);
  await enqueue(db, {
    kind: RETENTION_JOB,
    payload: {},
    runAt,
    maxAttempts: 5,
    dedupeKey: `${RETENTION_JOB}:${seoulDateString(runAt)}`,
  });
}

export const retentionJob = defineJob(RETENTION_JOB, z.object({}), async (_payload, { db, now }) => {
  await db
    .delete(idempotentAnswers)
    .where(lt(idempotentAnswers.createdAt, new Date(now.getTime() - IDEMPOTENT_ANSWER_DAYS * DAY_MS)));
  // Its own finished runs older than a week go too; the next night's run is queued in this transaction.
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.kind, RETENTION_JOB),
        eq(jobs.status, 'done'),
        lt(jobs.runAt, new Date(now.getTime() - 7 * DAY_MS)),
      ),
    );
  await scheduleRetention(db, now);
});
