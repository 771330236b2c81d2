import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceIssueDay } from '../../../lib/billing';
import { seoulDateString } from '../../../lib/seoulTime';
import type { Db } from '../../db/client';
import { billingClosings, billingLines, companies, invoices } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/registry';
import { nextSeoulTime } from '../../jobs/schedule';
import { addDays } from '../serviceApply/deliveries';
import { syncLedger } from './ledger';

/** An invoice is due this many days after it is issued. */
export const INVOICE_DUE_DAYS = 14;
export const INVOICE_JOB = 'billing.invoices';
/** The daily run's Seoul time. */
export const INVOICE_RUN_TIME = '06:00';

/** YYYY-MM of `date` (YYYY-MM-DD) moved by `months`. */
export function shiftPeriod(period: string, months: number): string {
  const index = Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The latest month whose invoice is due on `today` for a company with this payment day: the
 * current month when the payment day is 0 and today is its last day, otherwise the newest month
 * whose issue day (lib/billing.ts `invoiceIssueDay`) is today or past.
 */
export function duePeriod(today: string, paymentDay: number): string {
  const current = today.slice(0, 7);
  for (let back = 0; back < 3; back++) {
    const period = shiftPeriod(current, -back);
    if (invoiceIssueDay(period, paymentDay) <= today) return period;
  }
  return shiftPeriod(current, -3); // unreachable: a month's issue day is at most a month later
}

export interface IssueResult {
  companyId: number;
  period: string;
  invoices: number;
}

/**
 * Issues the invoices that are due on `today` (Seoul date), in the caller's transaction.
 *
 * For each company, the due month (`duePeriod`) is closed once: the run that inserts its
 * `billing_closings` row (on conflict do nothing) creates one invoice per service from the
 * company's uninvoiced lines dated up to the end of that month, marks those lines with the invoice
 * and writes the invoice's sums from exactly the lines it marked. A second run, the same day or
 * later, or a concurrent one (it waits on the closing row's unique key, then finds it taken), does
 * nothing for that month; `invoices` is unique per company, service and month besides. Lines dated
 * in a closed month that arrive later are not uninvoiced lines of a month still open, so they go on
 * the next month's invoice. Months the job missed (the server was down on their issue days) are
 * billed together on the next invoice.
 */
export async function issueDueInvoices(
  db: Db,
  today: string,
  options: { companyId?: number } = {},
): Promise<IssueResult[]> {
  const rows = await db
    .select({ id: companies.id, paymentDay: companies.wmsPaymentDay })
    .from(companies)
    .where(options.companyId === undefined ? undefined : eq(companies.id, options.companyId))
    .orderBy(companies.id);
  const results: IssueResult[] = [];
  for (const company of rows) {
    const period = duePeriod(today, company.paymentDay);
    const lastDay = `${period}-31`; // usedOn is YYYY-MM-DD: every day of the month sorts at or below it
    const open = and(
      eq(billingLines.companyId, company.id),
      isNull(billingLines.invoiceId),
      lte(billingLines.usedOn, lastDay),
    );
    // One statement: the month's closing row (only when it has something to bill, so a company's
    // first lines are not pushed a month on by an empty closing), the sums per service, the invoices
    // with them and the lines marked. Its parts read one snapshot, so an invoice's sums are exactly
    // the lines it marks; without the closing row (another run has it) nothing else happens.
    const result = await db.execute(sql`
      with closing as (
        insert into ${billingClosings} (company_id, period, closed_on, invoice_count)
        select ${company.id}::int, ${period}::text, ${today}::text, count(distinct ${billingLines.service})::int
        from ${billingLines} where ${open}
        having count(*) > 0
        on conflict do nothing
        returning period
      ), sums as (
        select ${billingLines.service} as service, sum(${billingLines.supplyAmount})::int as supply,
               sum(${billingLines.vat})::int as vat, sum(${billingLines.total})::int as total,
               count(*)::int as n
        from ${billingLines} where ${open} and exists (select 1 from closing)
        group by ${billingLines.service}
      ), created as (
        insert into ${invoices}
          (company_id, service, period, issued_on, due_on, supply_amount, vat, total, line_count)
        select ${company.id}::int, service, ${period}::text, ${today}::text,
               ${addDays(today, INVOICE_DUE_DAYS)}::text, supply, vat, total, n
        from sums
        on conflict do nothing
        returning id, service
      ), lines as (
        update ${billingLines} set invoice_id = created.id from created
        where ${billingLines.service} = created.service and ${open}
        returning ${billingLines.invoiceId}
      )
      select (select count(*)::int from created) as invoices, (select count(*)::int from lines) as lines`);
    const count = (result as unknown as { rows: Array<{ invoices: number }> }).rows[0]?.invoices ?? 0;
    if (count === 0) continue;
    results.push({ companyId: company.id, period, invoices: count });
  }
  return results;
}

/** Puts the next daily run on the queue (once per day: dedupe key). */
export async function scheduleInvoiceRun(db: Db, after: Date = new Date()): Promise<void> {
  const runAt = nextSeoulTime(INVOICE_RUN_TIME, after);
  const day = seoulDateString(runAt);
  await enqueue(db, {
    kind: INVOICE_JOB,
    payload: {},
    runAt,
    maxAttempts: 10,
    dedupeKey: `${INVOICE_JOB}:${day}`,
  });
}

/**
 * 청구서 발행, every morning: brings the ledger up to date, issues the invoices due today, and
 * puts tomorrow's run on the queue, all in the run's transaction (a failed run leaves nothing and is
 * retried; a run that committed is not repeated).
 */
export const invoiceJob = defineJob(INVOICE_JOB, z.object({}), async (_payload, { db, now }) => {
  await syncLedger(db);
  await issueDueInvoices(db, seoulDateString(now));
  await scheduleInvoiceRun(db, now);
});
