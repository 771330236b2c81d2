import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDaily, billingLines, jobs, serviceDeliveries } from '../../../server/db/schema';
import {
  LEDGER_SYNC_JOB,
  LEDGER_SYNC_MINUTES,
  requestLedgerSync,
  scheduleLedgerSync,
} from '../../../server/services/billing/ledgerSyncJob';
import { ADMIN, createTestApp, drainJobs, type TestApp } from '../testApp';
import { companyOf } from '../dashboard/helpers';

/**
 * The ledger's catch-up run: a delivery delivered now reaches billing_lines (and the dashboard's
 * daily sums) at the next run a few minutes later, not at the next morning's invoice run.
 */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  companyId = (await companyOf(t, ADMIN)).companyId;
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;

async function deliver(date: string, amount: number) {
  const [row] = await db()
    .insert(serviceDeliveries)
    .values({ companyId, service: 'quick24', deliveryDate: date, status: 'DELIVERED', amount, itemCount: 1 })
    .returning({ id: serviceDeliveries.id });
  return String(row!.id);
}

const lineOf = (sourceId: string) =>
  db()
    .select()
    .from(billingLines)
    .where(and(eq(billingLines.sourceType, 'delivery'), eq(billingLines.sourceId, sourceId)));

const waiting = () =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, LEDGER_SYNC_JOB), eq(jobs.status, 'waiting')));

describe('the ledger catch-up run', () => {
  it('writes the lines of what was delivered at its next slot, then puts the following run on the queue', async () => {
    t.clock.set('2031-03-03T01:02:00Z');
    await scheduleLedgerSync(db(), t.clock.now);
    await scheduleLedgerSync(db(), t.clock.now); // once per slot
    expect(await waiting()).toHaveLength(1);
    const source = await deliver('2031-03-03', 50_000);

    await drainJobs(t); // not due yet
    expect(await lineOf(source)).toHaveLength(0);

    t.clock.set('2031-03-03T01:10:00Z');
    await drainJobs(t);
    const [line] = await lineOf(source);
    expect(line).toMatchObject({ companyId, service: 'quick24', usedOn: '2031-03-03', total: 55_000 });
    const [day] = await db()
      .select({ total: sql<number>`sum(${billingDaily.total})`.mapWith(Number) })
      .from(billingDaily)
      .where(and(eq(billingDaily.companyId, companyId), eq(billingDaily.usedOn, '2031-03-03')));
    expect(day!.total).toBe(55_000);
    const [next] = await waiting();
    expect(next!.runAt.toISOString()).toBe('2031-03-03T01:20:00.000Z');
    expect(LEDGER_SYNC_MINUTES).toBe(10);
  });

  it('removes its own finished runs after a day', async () => {
    const done = async () =>
      (
        await db()
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.kind, LEDGER_SYNC_JOB), eq(jobs.status, 'done')))
      ).length;
    expect(await done()).toBeGreaterThan(0);
    t.clock.set('2031-03-04T02:00:00Z');
    await drainJobs(t);
    expect(await done()).toBe(1); // the run that just finished
  });

  it('a company asks for a run in its own transaction: none when it rolls back, one at the next minute when it commits', async () => {
    t.clock.set('2031-03-05T03:00:30Z');
    const before = (await waiting()).length;
    await db()
      .transaction(async (tx) => {
        await requestLedgerSync(db(), companyId, t.clock.now, tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await waiting()).toHaveLength(before);
    const source = await deliver('2031-03-05', 20_000);
    await db().transaction(async (tx) => {
      await requestLedgerSync(db(), companyId, t.clock.now, tx);
      await requestLedgerSync(db(), companyId, t.clock.now, tx); // same minute: one run
    });
    const mine = (await waiting()).filter((job) => job.companyId === companyId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.runAt.toISOString()).toBe('2031-03-05T03:01:00.000Z');
    t.clock.set('2031-03-05T03:01:00Z');
    await drainJobs(t);
    expect(await lineOf(source)).toHaveLength(1);
  });
});
