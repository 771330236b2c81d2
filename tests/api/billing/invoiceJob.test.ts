import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceIssueDay } from '../../../lib/billing';
import { seoulDateString } from '../../../lib/seoulTime';
import { billingLines, companies, invoices, jobs, serviceDeliveries } from '../../../server/db/schema';
import { enqueue } from '../../../server/jobs/enqueue';
import { seoulTime } from '../../../server/jobs/schedule';
import {
  INVOICE_JOB,
  duePeriod,
  issueDueInvoices,
  scheduleInvoiceRun,
  shiftPeriod,
} from '../../../server/services/billing/invoicing';
import { insertLines, recordCorrection, syncLedger } from '../../../server/services/billing/ledger';
import { createTestApp, drainJobs, type TestApp } from '../testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
}, 120_000);
afterAll(() => t?.close());

const db = () => t.database.db;
// Months after the seeded year, so the demo companies' own invoices never meet these.
const base = shiftPeriod(seoulDateString().slice(0, 7), 3);
let serial = 0;

async function newCompany(paymentDay: number) {
  serial += 1;
  const [company] = await db()
    .insert(companies)
    .values({
      buyerNo: `B-TEST-${paymentDay}-${serial}`,
      companyType: 'CORPORATION',
      name: `청구 시험 ${serial}`,
      registNumber: `111-22-${String(33300 + serial)}`,
      representative: '김시험',
      wmsPaymentDay: paymentDay,
    })
    .returning();
  return company!.id;
}

let source = 0;
const line = (companyId: number, service: string, usedOn: string, supplyAmount: number) => {
  source += 1;
  return {
    companyId,
    service,
    category: '시험',
    usedOn,
    description: `시험 ${source}`,
    supplyAmount,
    vat: Math.trunc(supplyAmount / 10),
    total: supplyAmount + Math.trunc(supplyAmount / 10),
    sourceType: 'test',
    sourceId: String(source),
  };
};

const invoicesOf = (companyId: number) =>
  db()
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(invoices.period, invoices.service);
const linesOf = (invoiceId: number) =>
  db().select().from(billingLines).where(eq(billingLines.invoiceId, invoiceId));

/** Runs the daily job at a Seoul wall-clock moment on the fake clock (enqueued by its own schedule). */
async function runJobOn(day: string) {
  t.clock.set(seoulTime(day, '05:59').toISOString());
  await scheduleInvoiceRun(db(), t.clock.now);
  t.clock.set(seoulTime(day, '06:00').toISOString());
  await drainJobs(t);
}

describe('the due month', () => {
  it('follows the payment day: 0 = the month’s own last day, d = the d-th of the next month', () => {
    expect(duePeriod('2026-11-30', 0)).toBe('2026-11');
    expect(duePeriod('2026-11-29', 0)).toBe('2026-10');
    expect(duePeriod('2026-12-01', 1)).toBe('2026-11');
    expect(duePeriod('2026-11-30', 1)).toBe('2026-10');
    expect(duePeriod('2026-11-10', 10)).toBe('2026-10');
    expect(duePeriod('2026-11-09', 10)).toBe('2026-09');
    // Payment day 31 in a 28-day month: its last day.
    expect(duePeriod('2027-02-28', 31)).toBe('2027-01');
    expect(duePeriod('2027-02-27', 31)).toBe('2026-12');
  });
});

describe('the invoice job across a payment day', () => {
  it.each([10, 0, 1])(
    'payment day %i: nothing the day before, one invoice per service on the day, none more on a second run',
    async (paymentDay) => {
      const companyId = await newCompany(paymentDay);
      const next = shiftPeriod(base, 1);
      await insertLines(db(), [
        line(companyId, 'snack24', `${base}-03`, 300_000),
        line(companyId, 'snack24', `${base}-17`, 320_001),
        line(companyId, 'meal24', `${base}-20`, 99_999),
        line(companyId, 'kiosk', `${base}-28`, -5_000),
        line(companyId, 'snack24', `${next}-01`, 50_000), // the next month: stays open
      ]);
      const issueDay = invoiceIssueDay(base, paymentDay);
      const before = addDay(issueDay, -1);

      await runJobOn(before);
      expect(await invoicesOf(companyId)).toHaveLength(0);

      await runJobOn(issueDay);
      // The job running twice (a second job of the same kind, the same day) and once more the next day.
      await enqueue(db(), {
        kind: INVOICE_JOB,
        payload: {},
        runAt: t.clock.now,
        dedupeKey: `again-${companyId}`,
      });
      await drainJobs(t);
      await runJobOn(addDay(issueDay, 1));

      const issued = await invoicesOf(companyId);
      expect(issued.map((i) => [i.service, i.period, i.issuedOn])).toEqual([
        ['kiosk', base, issueDay],
        ['meal24', base, issueDay],
        ['snack24', base, issueDay],
      ]);
      const snack = issued.find((i) => i.service === 'snack24')!;
      expect(snack).toMatchObject({
        supplyAmount: 620_001,
        vat: 30_000 + 32_000,
        total: 682_001,
        lineCount: 2,
      });
      for (const invoice of issued) {
        const lines = await linesOf(invoice.id);
        expect(lines.reduce((sum, l) => sum + l.total, 0)).toBe(invoice.total);
        expect(lines.reduce((sum, l) => sum + l.vat, 0)).toBe(invoice.vat);
        expect(lines).toHaveLength(invoice.lineCount);
      }
      const open = await db()
        .select()
        .from(billingLines)
        .where(and(eq(billingLines.companyId, companyId), eq(billingLines.usedOn, `${next}-01`)));
      expect(open[0]!.invoiceId).toBeNull();
      const ran = await db().select().from(jobs).where(eq(jobs.kind, INVOICE_JOB));
      expect(ran.filter((job) => job.status === 'failed')).toHaveLength(0);
    },
  );

  it('two runs at once issue each invoice once', async () => {
    const companyId = await newCompany(5);
    await insertLines(db(), [
      line(companyId, 'clean24', `${base}-08`, 180_000),
      line(companyId, 'coffee24', `${base}-09`, 60_000),
    ]);
    const day = invoiceIssueDay(base, 5);
    const runs = await Promise.all(
      [1, 2, 3].map(() => db().transaction((tx) => issueDueInvoices(tx, day, { companyId }))),
    );
    expect(runs.flat().reduce((sum, r) => sum + r.invoices, 0)).toBe(2);
    expect(await invoicesOf(companyId)).toHaveLength(2);
  });
});

describe('corrections', () => {
  it('a line dated in an invoiced month that arrives after issue goes on the next month’s invoice', async () => {
    const companyId = await newCompany(10);
    const next = shiftPeriod(base, 1);
    await insertLines(db(), [line(companyId, 'snack24', `${base}-05`, 100_000)]);
    const issueDay = invoiceIssueDay(base, 10);
    await runJobOn(issueDay);
    const [first] = await invoicesOf(companyId);
    expect(first).toMatchObject({ period: base, total: 110_000, lineCount: 1 });

    // After issue: a delivery of that month delivered late (through the ledger's sync), a credit,
    // and a service that had no invoice that month.
    await db()
      .insert(serviceDeliveries)
      .values({
        companyId,
        service: 'snack24',
        deliveryDate: `${base}-25`,
        status: 'DELIVERED',
        amount: 40_000,
        itemCount: 16,
      });
    await recordCorrection(db(), {
      companyId,
      service: 'snack24',
      category: '간식 배송',
      usedOn: `${base}-05`,
      description: '누락 품목 환급',
      supplyAmount: -10_000,
      key: `test-credit-${companyId}`,
    });
    await insertLines(db(), [line(companyId, 'quick24', `${base}-28`, 20_000)]);
    expect(await syncLedger(db(), companyId)).toBe(1);
    expect(await syncLedger(db(), companyId)).toBe(0);

    await runJobOn(addDay(issueDay, 1));
    expect(await invoicesOf(companyId)).toHaveLength(1); // the issued invoice never changes
    expect((await invoicesOf(companyId))[0]).toMatchObject({ total: 110_000, lineCount: 1 });

    await runJobOn(invoiceIssueDay(next, 10));
    const all = await invoicesOf(companyId);
    expect(all.map((i) => [i.period, i.service, i.total, i.lineCount])).toEqual([
      [base, 'snack24', 110_000, 1],
      [next, 'quick24', 22_000, 1],
      [next, 'snack24', 44_000 - 11_000, 2],
    ]);
  });
});

function addDay(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
