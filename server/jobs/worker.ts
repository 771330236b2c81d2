import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { onEnqueue } from './enqueue';
import { listenForJobs } from './listen';
import { backoffMs, safeErrorText } from './policy';
import { PermanentJobError, type JobRegistry } from './registry';

export interface JobLogger {
  warn(details: object, message: string): void;
}

export interface JobWorkerOptions {
  /** The clock due times are compared with (the app's, so tests can move it). */
  now?: () => Date;
  /** How often an idle worker looks for due jobs; an enqueue in this process wakes it at once. */
  pollMs?: number;
  /** Jobs run at the same time by this process (PostgreSQL; the embedded database runs one). */
  concurrency?: number;
  /** How long a claim stays valid when its process stops answering (died) before another may retry. */
  leaseMs?: number;
  backoff?: (attempt: number) => number;
  /**
   * This process is the only one on the database (the embedded one is locked to one process), so a
   * job found running at start was left by a process that died: it is retried at once.
   */
  exclusive?: boolean;
  logger?: JobLogger;
}

export interface JobWorker {
  start(): void;
  /** Stops polling and waits for the jobs being run to commit. */
  stop(): Promise<void>;
  wake(): void;
  /** Claims and runs one due job; false when none is due. */
  runOne(): Promise<boolean>;
  /** Runs due jobs until none is left (and waits for the ones already running); returns how many ran. */
  drain(): Promise<number>;
}

const CRASHED = '처리 중 서버가 중단되어 다시 실행합니다.';
const CRASHED_LAST = '처리 중 서버가 중단되었고, 최대 시도 횟수에 도달했습니다.';

/**
 * The worker. Each job goes through two transactions:
 *
 * 1. the claim (one statement, `FOR UPDATE SKIP LOCKED`, so two processes never claim one job):
 *    status `running`, one more attempt, a lease. It commits at once, so the console shows the job
 *    as running, and a job whose run kills its process still counts an attempt (it ends `failed`
 *    instead of bringing the server down on every start).
 * 2. the run: lock the row again, only if it is still our claim (same attempt), run the handler in a
 *    savepoint of this transaction, mark the job done (or schedule the retry) and commit. The
 *    handler's writes and the "done" commit together or not at all: a crash rolls both back, and
 *    the claim is taken back when its lease ends, so the database effects happen exactly once.
 *
 * While a run holds the row, other processes skip it; a process that reclaims an expired lease
 * bumps the attempt, so a late run of the old claim finds it is no longer its own and does nothing.
 */
export function createJobWorker(db: Db, registry: JobRegistry, options: JobWorkerOptions = {}): JobWorker {
  const clock = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoff = options.backoff ?? backoffMs;
  const logger = options.logger ?? { warn: (details, message) => console.warn(message, details) };

  let started = false;
  let stopping = false;
  let woken = false;
  let lastRecovery = 0;
  const sleepers = new Set<() => void>();
  const inFlight = new Set<Promise<unknown>>();
  const loops: Promise<void>[] = [];
  let unsubscribe = () => {};
  let listener: { stop(): Promise<void> } | null = null;

  const wake = () => {
    if (sleepers.size === 0) woken = true;
    for (const resolve of sleepers) resolve();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) {
        woken = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  /** Running jobs whose lease ended (or, exclusive at start, every running job) are claimable again. */
  async function recover(all: boolean) {
    const now = clock();
    const orphans = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'running'), all ? undefined : lte(jobs.lockedUntil, now)))
      .limit(100)
      .for('update', { skipLocked: true });
    const exhausted = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
    await db
      .update(jobs)
      .set({
        status: sql`case when ${exhausted} then 'failed' else 'waiting' end`,
        finishedAt: sql`case when ${exhausted} then ${now.toISOString()}::timestamptz end`,
        lastError: sql`case when ${exhausted} then ${CRASHED_LAST} else ${CRASHED} end`,
        lockedUntil: null,
      })
      .where(inArray(jobs.id, orphans));
    lastRecovery = Date.now();
  }

  async function claim() {
    const kinds = registry.kinds();
    if (kinds.length === 0) return null;
    const now = clock();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'waiting'), lte(jobs.runAt, now), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        companyId: jobs.companyId,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
    return claimed ?? null;
  }

  async function run(job: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const definition = registry.get(job.kind)!;
    await db.transaction(async (tx) => {
      const [ours] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
        .for('update');
      if (!ours) return; // our lease ended and another process took the job over
      const now = clock();
      try {
        await tx.transaction((savepoint) =>
          definition.run(job.payload, {
            db: savepoint,
            now,
            jobId: job.id,
            attempt: job.attempts,
            companyId: job.companyId,
          }),
        );
        await tx
          .update(jobs)
          .set({ status: 'done', finishedAt: now, lockedUntil: null })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const lastError = safeErrorText(error);
        const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
        logger.warn(
          { jobId: job.id, kind: job.kind, attempt: job.attempts, error: lastError },
          final ? '작업이 실패했습니다.' : '작업이 실패하여 다시 시도합니다.',
        );
        await tx
          .update(jobs)
          .set(
            final
              ? { status: 'failed', finishedAt: now, lockedUntil: null, lastError }
              : {
                  status: 'waiting',
                  runAt: new Date(now.getTime() + backoff(job.attempts)),
                  lockedUntil: null,
                  lastError,
                },
          )
          .where(eq(jobs.id, job.id));
      }
    });
  }

  async function claimAndRun(): Promise<boolean> {
    if (Date.now() - lastRecovery > leaseMs / 4) await recover(false);
    const job = await claim();
    if (!job) return false;
    await run(job);
    return true;
  }

  // Tracked from before the claim is sent: on PostgreSQL another claim of this process may skip
  // a row this one has locked and hear back first, and drain() must then wait for this one.
  async function runOne(): Promise<boolean> {
    const attempt = claimAndRun();
    inFlight.add(attempt);
    try {
      return await attempt;
    } finally {
      inFlight.delete(attempt);
    }
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      let ran = false;
      try {
        ran = await runOne();
        failures = 0;
      } catch (error) {
        if (stopping) return;
        failures++;
        logger.warn({ error: safeErrorText(error) }, '작업 큐를 읽지 못했습니다. 잠시 후 다시 시도합니다.');
      }
      // While the database is unreachable, look less and less often (at most every 30 s).
      if (!ran) await sleep(failures ? Math.min(pollMs * 2 ** failures, 30_000) : pollMs);
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribe = onEnqueue(wake);
      const first = options.exclusive ? recover(true) : Promise.resolve();
      // On PostgreSQL a commit in any process wakes this worker (LISTEN/NOTIFY).
      listener = listenForJobs(db, wake, pollMs * 5);
      for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++)
        loops.push(
          first
            .catch((error: unknown) =>
              logger.warn({ error: safeErrorText(error) }, '중단된 작업을 되살리지 못했습니다.'),
            )
            .then(loop),
        );
    },
    async stop() {
      stopping = true;
      unsubscribe();
      wake();
      await Promise.all(loops);
      await Promise.allSettled([...inFlight]);
      await listener?.stop();
      listener = null;
    },
    wake,
    runOne,
    async drain() {
      let count = 0;
      await recover(false);
      for (;;) {
        while (await runOne()) count++;
        // Only other claims are left (this loop's last one has finished): wait, then look again.
        if (inFlight.size === 0) return count;
        await Promise.allSettled([...inFlight]);
      }
    },
  };
}
