import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/registry';
import { syncLedger } from './ledger';

/**
 * The ledger's catch-up run (원장 반영): the idempotent sync (ledger.ts) on the job queue every few
 * minutes, so today's deliveries, gifts and orders reach the dashboard within minutes instead of at
 * the next morning's invoice run (which still syncs first, as the safety net). A writer that wants
 * its line sooner asks for a run of its company after its own commit with `requestLedgerSync`
 * (inside its transaction: the job exists only if the write commits).
 */
export const LEDGER_SYNC_JOB = 'billing.ledgerSync';
/** The whole ledger's runs: one per this many minutes. */
export const LEDGER_SYNC_MINUTES = 10;
/** A company's requested run: at the next minute (requests within a minute share one run). */
const REQUEST_MINUTES = 1;
/** Finished runs are kept this long (the provider console's job list), then removed by a later run. */
const KEEP_DONE_MS = 24 * 3600_000;

const slotAfter = (after: Date, minutes: number) => {
  const size = minutes * 60_000;
  return new Date((Math.floor(after.getTime() / size) + 1) * size);
};

/** Puts the next run of the whole ledger on the queue (once per slot: dedupe key). */
export async function scheduleLedgerSync(db: Db, after: Date = new Date()): Promise<void> {
  const runAt = slotAfter(after, LEDGER_SYNC_MINUTES);
  await enqueue(db, {
    kind: LEDGER_SYNC_JOB,
    payload: {},
    runAt,
    maxAttempts: 3,
    dedupeKey: `${LEDGER_SYNC_JOB}:all:${runAt.toISOString()}`,
  });
}

/** Asks for a run of one company's sources at the next minute, in the caller's transaction `tx`. */
export async function requestLedgerSync(
  db: Db,
  companyId: number,
  after: Date = new Date(),
  tx?: Db,
): Promise<void> {
  const runAt = slotAfter(after, REQUEST_MINUTES);
  await enqueue(
    db,
    {
      kind: LEDGER_SYNC_JOB,
      payload: { companyId },
      companyId,
      runAt,
      maxAttempts: 3,
      dedupeKey: `${LEDGER_SYNC_JOB}:${companyId}:${runAt.toISOString()}`,
    },
    tx,
  );
}

export const ledgerSyncJob = defineJob(
  LEDGER_SYNC_JOB,
  z.object({ companyId: z.number().int().optional() }),
  async ({ companyId }, { db, now }) => {
    await syncLedger(db, companyId);
    if (companyId !== undefined) return;
    await db
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, LEDGER_SYNC_JOB),
          eq(jobs.status, 'done'),
          lt(jobs.runAt, new Date(now.getTime() - KEEP_DONE_MS)),
        ),
      );
    await scheduleLedgerSync(db, now);
  },
);
