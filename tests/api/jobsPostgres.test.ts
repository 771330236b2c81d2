import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { createPostgresDatabase } from './fixtures/jobsDatabase';
import { queueFigures, seedEffectJobs, startWorkerProcess, type WorkerProcess } from './fixtures/jobEffects';

const adminUrl = process.env.TEST_DATABASE_URL;
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A fresh PostgreSQL database with `count` effect jobs waiting. */
async function seeded(count: number): Promise<{ url: string; database: Database }> {
  const created = await createPostgresDatabase(adminUrl!);
  cleanup.push(created.drop);
  const database = await openDatabase({ databaseUrl: created.url });
  cleanup.push(() => database.close());
  await seedEffectJobs(database.db, count);
  return { url: created.url, database };
}

function start(url: string, name: string, extra: Record<string, string> = {}): WorkerProcess {
  const worker = startWorkerProcess({
    JOBS_DATABASE_URL: url,
    JOBS_WORKER: name,
    JOBS_CONCURRENCY: '3',
    JOBS_DELAY_MS: '2',
    ...extra,
  });
  cleanup.push(async () => {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
  });
  return worker;
}

describe.skipIf(!adminUrl)('job queue on PostgreSQL, two processes', () => {
  it('two worker processes drain one queue of 300 jobs and no job runs twice', async () => {
    const { url, database } = await seeded(300);
    const a = start(url, 'a');
    const b = start(url, 'b');
    expect(await a.exited, a.stderr()).toBe(0);
    expect(await b.exited, b.stderr()).toBe(0);

    const figures = await queueFigures(database.db);
    console.log(
      `two processes: ${figures.effects} effects for ${figures.distinctJobs} jobs, ` +
        `by worker ${JSON.stringify(figures.byWorker)}, jobs ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.duplicates).toEqual([]);
    expect(figures.effects).toBe(300);
    expect(figures.byStatus).toEqual({ done: 300 });
    // Both really worked the queue at the same time.
    expect(figures.byWorker.a).toBeGreaterThan(0);
    expect(figures.byWorker.b).toBeGreaterThan(0);
  }, 120_000);

  it('when one of the two is killed mid-run, the other takes its claims over and each job still runs once', async () => {
    const { url, database } = await seeded(200);
    const lease = { JOBS_LEASE_MS: '1500', JOBS_DELAY_MS: '10' };
    const a = start(url, 'a', lease);
    const b = start(url, 'b', lease);
    await expect.poll(() => a.ran(), { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(20);
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect(await b.exited, b.stderr()).toBe(0);

    const figures = await queueFigures(database.db);
    console.log(
      `one killed: ${figures.effects} effects for ${figures.distinctJobs} jobs, ` +
        `by worker ${JSON.stringify(figures.byWorker)}, jobs ${JSON.stringify(figures.byStatus)}`,
    );
    expect(figures.duplicates).toEqual([]);
    expect(figures.effects).toBe(200);
    expect(figures.byStatus).toEqual({ done: 200 });
  }, 120_000);
});
