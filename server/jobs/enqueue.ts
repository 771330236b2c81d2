import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/** A job to store: what to run, with what, for whom and when (UTC; see schedule.ts for Seoul times). */
export interface NewJob {
  kind: string;
  payload?: unknown;
  companyId?: number | null;
  /** Not before this instant; default: now. */
  runAt?: Date;
  /** Runs before the job is failed for good (default 5). */
  maxAttempts?: number;
  /** The same key stores one job: a request retried after a lost answer does not enqueue twice. */
  dedupeKey?: string;
}

export interface Enqueued {
  id: number;
  /** false when a job with the same dedupe key was already stored. */
  created: boolean;
}

/** The PostgreSQL channel on which a committed enqueue wakes the workers of every process. */
export const JOBS_CHANNEL = 'portal_jobs';

const wakers = new Set<() => void>();

/**
 * Called on every enqueue in this process (a worker's wake-up); returns the unsubscribe. Every
 * worker of the process wakes, whatever database it runs on: a wake-up is only an early look.
 */
export function onEnqueue(wake: () => void): () => void {
  wakers.add(wake);
  return () => void wakers.delete(wake);
}

/**
 * Tells the workers that a job became due. In this process they look at once: on the embedded
 * database their claim queues behind the caller's transaction (one statement or transaction at a
 * time), so it sees the committed job. On PostgreSQL a worker looking before the caller's commit
 * would miss it, so the notification (delivered when, and only if, the transaction commits, to
 * every listening process) wakes them again.
 */
export async function announceJobs(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  for (const wake of wakers) wake();
}

/**
 * Stores a job. Given the caller's transaction `tx`, the job is part of it: it exists only if the
 * change that asked for it commits (`tx` may also be passed as `db`).
 */
export async function enqueue(db: Db, job: NewJob, tx?: Db): Promise<Enqueued> {
  const target = tx ?? db;
  const insert = target.insert(jobs).values({
    kind: job.kind,
    payload: job.payload ?? {},
    companyId: job.companyId ?? null,
    runAt: job.runAt ?? new Date(),
    maxAttempts: job.maxAttempts ?? 5,
    dedupeKey: job.dedupeKey ?? null,
  });
  const [row] = await (job.dedupeKey
    ? insert.onConflictDoNothing({ target: jobs.dedupeKey }).returning({ id: jobs.id })
    : insert.returning({ id: jobs.id }));
  if (!row) {
    const [existing] = await target
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.dedupeKey, job.dedupeKey!));
    return { id: existing!.id, created: false };
  }
  await announceJobs(target);
  return { id: row.id, created: true };
}
