import { seoulParts } from './seoulTime';

/** A billed month. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The last day of a month (1-12). */
export const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month before (or `delta` months from) a month. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The month `dashboard/analysis` opens on (spec 1 §2): the current month in Seoul, or the previous
 * one while today is before the company's payment day, unless the payment day is 1 (nothing is ever
 * before it) or 0 (the end of the month: the month's own invoice is issued on its last day). A payment
 * day past the month's end counts as its last day, as lib/billing's invoiceIssueDay writes it.
 */
export function analysisMonth(now: Date, paymentDay: number): YearMonth {
  const today = seoulParts(now);
  const current = { year: today.year, month: today.month };
  if (paymentDay <= 1) return current;
  const due = Math.min(paymentDay, lastDayOf(today.year, today.month));
  return today.day < due ? shiftMonth(current, -1) : current;
}

/** The sales type the analysis opens on: the first one offered, `all` when none is. */
export const firstSalesType = (salesTypes: readonly string[]) => salesTypes[0] ?? 'all';

/** `dashboard/analysis/{year}/{month}/{type}` below /pc/admin, the month written with two digits. */
export function analysisPath(now: Date, paymentDay: number, salesTypes: readonly string[]): string {
  const { year, month } = analysisMonth(now, paymentDay);
  return `dashboard/analysis/${year}/${String(month).padStart(2, '0')}/${firstSalesType(salesTypes)}`;
}
