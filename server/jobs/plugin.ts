import type { FastifyPluginAsync } from 'fastify';
import type { Database, Db } from '../db/client';
import { APP_JOBS } from './kinds';
import { createJobRegistry } from './registry';
import { createJobWorker, type JobWorker } from './worker';

/** The app's job options (AppOptions.jobs). */
export interface JobsOptions {
  /** false: no background worker (tests then run the due jobs with `jobWorkerOf(db).drain()`). */
  worker?: boolean;
  pollMs?: number;
  concurrency?: number;
}

const workers = new WeakMap<Db, JobWorker>();

/** The worker of the app running on this database handle (tests drain it by hand). */
export function jobWorkerOf(db: Db): JobWorker {
  const worker = workers.get(db);
  if (!worker) throw new Error('no job worker on this database');
  return worker;
}

/**
 * Runs the job queue inside the app: the worker starts when the app is ready and stops on close,
 * after the jobs it is running have committed (main.ts closes the app before the database).
 */
export const jobsPlugin: FastifyPluginAsync<JobsOptions & { database: Database; now: () => Date }> = async (
  app,
  { database, now, worker: run = true, pollMs, concurrency },
) => {
  const worker = createJobWorker(database.db, createJobRegistry(APP_JOBS), {
    now,
    pollMs,
    concurrency,
    // The embedded database is locked to this process: whatever it finds running at start was
    // left by a process that died.
    exclusive: database.kind === 'pglite',
    logger: app.log,
  });
  workers.set(database.db, worker);
  if (run) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    workers.delete(database.db);
  });
};
