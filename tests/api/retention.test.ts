// The nightly retention run: repeat answers of phone writes older than their keeping time go, newer
// ones stay, and the next night's run is on the queue.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KIND_CHOICES } from '../../schemas/jobs';
import { idempotentAnswers, jobs } from '../../server/db/schema';
import { APP_JOBS } from '../../server/jobs/kinds';
import { IDEMPOTENT_ANSWER_DAYS, RETENTION_JOB, scheduleRetention } from '../../server/jobs/retention';
import { createTestApp, drainJobs, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const DAY = 24 * 3600_000;

describe('retention', () => {
  it('removes repeat answers older than their keeping time and queues the next night', async () => {
    const answer = (key: string, ageDays: number) => ({
      actor: 'warehouse:1',
      key,
      call: 'POST /homepage/v2/wms/receipts/{id}/receive',
      requestHash: 'h',
      answer: { ok: true },
      createdAt: new Date(t.clock.now.getTime() - ageDays * DAY),
    });
    await t.database.db
      .insert(idempotentAnswers)
      .values([answer('old', IDEMPOTENT_ANSWER_DAYS + 1), answer('recent', IDEMPOTENT_ANSWER_DAYS - 1)]);
    // Last night's run, due now.
    await scheduleRetention(t.database.db, new Date(t.clock.now.getTime() - 2 * DAY));
    // The app's worker may have taken it already; this waits for whatever is due to commit.
    await drainJobs(t);
    const kept = await t.database.db
      .select({ key: idempotentAnswers.key })
      .from(idempotentAnswers)
      .where(eq(idempotentAnswers.actor, 'warehouse:1'));
    expect(kept.map((row) => row.key)).toEqual(['recent']);
    const next = await t.database.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOB), eq(jobs.status, 'waiting'), gt(jobs.runAt, t.clock.now)));
    expect(next).toHaveLength(1);
  });

  it('every kind of job the server runs has its Korean name in the provider console', () => {
    const named = new Set<string>(JOB_KIND_CHOICES.map((choice) => choice.id));
    expect(APP_JOBS.map((job) => job.kind).filter((kind) => !named.has(kind))).toEqual([]);
  });
});
