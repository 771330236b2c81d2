import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEffectTable, jobEffects } from '../../tests/api/fixtures/jobEffects';
import { openScratchDatabase, type ScratchDatabase } from '../../tests/api/fixtures/jobsDatabase';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { enqueue } from './enqueue';
import { createJobRegistry, defineJob, PermanentJobError } from './registry';
import { createJobWorker, type JobWorker } from './worker';

let scratch: ScratchDatabase;
let db: Db;
let now: Date;
/** How many more runs of `test.flaky` fail before it succeeds. */
let failuresLeft = 0;

const quiet = { warn: () => {} };

/** The test's own effect: a row per run that committed, carrying the job id. */
async function effects(): Promise<number[]> {
  const rows = await db.select().from(jobEffects).orderBy(asc(jobEffects.jobId));
  return rows.map((row) => row.jobId);
}

const writeEffect = (tx: Db, jobId: number) => tx.insert(jobEffects).values({ jobId, worker: 'test' });

const registry = createJobRegistry([
  defineJob('test.effect', z.object({ n: z.number() }), async (_payload, { db: tx, jobId }) => {
    await writeEffect(tx, jobId);
  }),
  defineJob('test.flaky', z.object({}), async (_payload, { db: tx, jobId }) => {
    // The effect is written first: a failure after it must roll it back.
    await writeEffect(tx, jobId);
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new Error('수신 서버가 응답하지 않습니다 (010-1234-5678, kim@example.com)');
    }
  }),
  defineJob('test.broken', z.object({}), async () => {
    throw new PermanentJobError('받는 사람이 없습니다.');
  }),
]);

let worker: JobWorker;
const job = (id: number) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.id, id))
    .then((rows) => rows[0]!);

beforeAll(async () => {
  scratch = await openScratchDatabase();
  db = scratch.database.db;
  await createEffectTable(db);
});
afterAll(() => scratch.close());

beforeEach(async () => {
  await db.execute(sql`truncate jobs, job_effects`);
  now = new Date('2026-03-02T00:00:00Z');
  failuresLeft = 0;
  worker = createJobWorker(db, registry, { now: () => now, logger: quiet });
});
afterEach(() => worker.stop());

describe('job queue', () => {
  it('runs a job only once it is due', async () => {
    const { id } = await enqueue(db, {
      kind: 'test.effect',
      payload: { n: 1 },
      runAt: new Date(now.getTime() + 60 * 60 * 1000),
    });
    expect(await worker.drain()).toBe(0);
    expect((await job(id)).status).toBe('waiting');

    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await worker.drain()).toBe(1);
    const done = await job(id);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedUntil: null });
    expect(done.finishedAt?.toISOString()).toBe(now.toISOString());
    expect(await effects()).toEqual([id]);
  });

  it('retries a failed job with a growing wait, and rolls back what the failed run wrote', async () => {
    failuresLeft = 2;
    const { id } = await enqueue(db, { kind: 'test.flaky', runAt: now });

    expect(await worker.drain()).toBe(1);
    let row = await job(id);
    expect(row).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(row.runAt.getTime() - now.getTime()).toBe(30_000);
    // The message keeps the reason, without the phone number or the address.
    expect(row.lastError).toBe('수신 서버가 응답하지 않습니다 (***, ***@***)');
    expect(await effects()).toEqual([]);

    now = new Date(now.getTime() + 29_999);
    expect(await worker.drain()).toBe(0);
    now = new Date(now.getTime() + 1);
    expect(await worker.drain()).toBe(1);
    row = await job(id);
    expect(row).toMatchObject({ status: 'waiting', attempts: 2 });
    expect(row.runAt.getTime() - now.getTime()).toBe(60_000);

    now = new Date(now.getTime() + 60_000);
    expect(await worker.drain()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect(await effects()).toEqual([id]);
  });

  it('fails a job for good after its last attempt', async () => {
    failuresLeft = 100;
    const { id } = await enqueue(db, { kind: 'test.flaky', runAt: now, maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.drain()).toBe(1);
      now = new Date(now.getTime() + 60 * 60 * 1000);
    }
    expect(await worker.drain()).toBe(0);
    const row = await job(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.finishedAt).not.toBeNull();
    expect(await effects()).toEqual([]);
  });

  it('fails at once on a failure retrying cannot fix, and on a payload that does not fit', async () => {
    const broken = await enqueue(db, { kind: 'test.broken', runAt: now });
    const malformed = await enqueue(db, { kind: 'test.effect', payload: { n: 'one' }, runAt: now });
    expect(await worker.drain()).toBe(2);
    expect(await job(broken.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '받는 사람이 없습니다.',
    });
    expect(await job(malformed.id)).toMatchObject({
      status: 'failed',
      lastError: '작업 내용의 형식이 올바르지 않습니다 (test.effect).',
    });
  });

  it('stores a job enqueued twice with one dedupe key once', async () => {
    const first = await enqueue(db, {
      kind: 'test.effect',
      payload: { n: 1 },
      dedupeKey: 'invite:7',
      runAt: now,
    });
    const second = await enqueue(db, {
      kind: 'test.effect',
      payload: { n: 2 },
      dedupeKey: 'invite:7',
      runAt: now,
    });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    expect(await worker.drain()).toBe(1);
    expect(await effects()).toEqual([first.id]);
  });

  it('keeps a job enqueued in a transaction only if that transaction commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(db, { kind: 'test.effect', payload: { n: 1 }, runAt: now }, tx);
        throw new Error('the change that asked for the job failed');
      }),
    ).rejects.toThrow();
    expect(await db.select().from(jobs)).toEqual([]);

    await db.transaction((tx) => enqueue(db, { kind: 'test.effect', payload: { n: 2 }, runAt: now }, tx));
    expect(await worker.drain()).toBe(1);
    expect(await effects()).toHaveLength(1);
  });

  it('takes back a claim whose process died once its lease is over, counting the attempt', async () => {
    const { id } = await enqueue(db, { kind: 'test.effect', payload: { n: 1 }, runAt: now });
    // What a claim looks like after its process was killed before the run committed.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(jobs.id, id));
    expect(await worker.drain()).toBe(0);

    now = new Date(now.getTime() + 60_000);
    const later = createJobWorker(db, registry, { now: () => now, logger: quiet });
    expect(await later.drain()).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect((await job(id)).lastError).toContain('서버가 중단');
    expect(await effects()).toEqual([id]);
  });

  it('fails a job whose runs keep killing the process once its attempts are used up', async () => {
    const { id } = await enqueue(db, { kind: 'test.effect', payload: { n: 1 }, runAt: now, maxAttempts: 2 });
    await db.update(jobs).set({ status: 'running', attempts: 2, lockedUntil: now }).where(eq(jobs.id, id));
    expect(await worker.drain()).toBe(0);
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await effects()).toEqual([]);
  });

  it('runs a job as soon as the transaction that enqueued it commits, without waiting for the next poll', async () => {
    const polling = createJobWorker(db, registry, { now: () => now, pollMs: 60_000, logger: quiet });
    polling.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // idle, asleep until the next poll
      // The caller's transaction commits a while after the enqueue: a worker looking at once would
      // find nothing. On PostgreSQL the commit's notification wakes it; on the embedded database
      // its look waits behind the transaction.
      const { id } = await db.transaction(async (tx) => {
        const enqueued = await enqueue(db, { kind: 'test.effect', payload: { n: 1 }, runAt: now }, tx);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return enqueued;
      });
      await expect.poll(async () => (await job(id)).status, { timeout: 3_000 }).toBe('done');
    } finally {
      await polling.stop();
    }
  });

  it('drains the jobs the background loop claimed too: after drain() their effects are there', async () => {
    const background = createJobWorker(db, registry, { now: () => now, logger: quiet });
    background.start();
    try {
      for (let n = 0; n < 30; n++) {
        // An enqueue wakes the background loop, which races drain() for the job.
        const { id } = await db.transaction((tx) =>
          enqueue(db, { kind: 'test.effect', payload: { n }, runAt: now }, tx),
        );
        await background.drain();
        expect(await effects()).toContain(id);
      }
    } finally {
      await background.stop();
    }
  });

  it('lets the job being run commit before stop() returns', async () => {
    const started = createJobWorker(db, registry, { now: () => now, logger: quiet });
    started.start();
    const enqueued = await Promise.all(
      Array.from({ length: 20 }, (_, n) => enqueue(db, { kind: 'test.effect', payload: { n }, runAt: now })),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await started.stop();
    const rows = await db.select().from(jobs);
    // Whatever stopped half-way is a waiting job, never a running one left behind by a clean stop.
    expect(rows.filter((row) => row.status === 'running')).toEqual([]);
    const done = rows.filter((row) => row.status === 'done').map((row) => row.id);
    expect((await effects()).sort()).toEqual(done.sort());
    expect(enqueued).toHaveLength(20);
  });
});
