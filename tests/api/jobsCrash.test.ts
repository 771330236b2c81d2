import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { queueFigures, seedEffectJobs, startWorkerProcess } from './fixtures/jobEffects';

const JOBS = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-jobs-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function figures() {
  const database = await openDatabase({ dataDir });
  try {
    return await queueFigures(database.db);
  } finally {
    await database.close();
  }
}

// The embedded database's case; the PostgreSQL run of the API suite has its own (jobsPostgres.test.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)('job queue across a crash (embedded database on disk)', () => {
  it('runs each of 200 jobs exactly once when the worker is killed mid-run and restarted', async () => {
    const seeding = await openDatabase({ dataDir });
    await seedEffectJobs(seeding.db, JOBS);
    await seeding.close();

    // Each run holds its transaction 10 ms after writing its effect, so the kill usually lands
    // inside a run: its effect written but not committed.
    const first = startWorkerProcess({ JOBS_DATA_DIR: dataDir, JOBS_WORKER: 'first', JOBS_DELAY_MS: '10' });
    await expect.poll(() => first.ran(), { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(JOBS / 4);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const killed = await figures();
    console.log(`after SIGKILL: ${killed.effects} effects, jobs ${JSON.stringify(killed.byStatus)}`);
    expect(killed.effects).toBeGreaterThan(0);
    expect(killed.effects).toBeLessThan(JOBS);
    expect(killed.duplicates).toEqual([]);
    // Every committed effect is a done job and every done job has its effect.
    expect(killed.done).toBe(killed.effects);

    const second = startWorkerProcess({ JOBS_DATA_DIR: dataDir, JOBS_WORKER: 'second' });
    expect(await second.exited, second.stderr()).toBe(0);

    const final = await figures();
    console.log(
      `after restart: ${final.effects} effects for ${final.distinctJobs} jobs, ` +
        `jobs ${JSON.stringify(final.byStatus)}, by worker ${JSON.stringify(final.byWorker)}`,
    );
    expect(final.duplicates).toEqual([]);
    expect(final.effects).toBe(JOBS);
    expect(final.distinctJobs).toBe(JOBS);
    expect(final.byStatus).toEqual({ done: JOBS });
  }, 180_000);
});
