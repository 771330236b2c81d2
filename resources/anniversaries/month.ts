import { seoulParts } from '../../lib/seoulTime';

export interface YearMonth {
  year: number;
  month: number;
}

/** The current month in Seoul: what the list opens on. */
export function thisMonth(now: Date = new Date()): YearMonth {
  const { year, month } = seoulParts(now);
  return { year, month };
}

/** The month `delta` months away (December + 1 is January of the next year). */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The year and month of the list's filter (as numbers, whatever the URL made of them), else this month. */
export function monthOfFilter(filter: Record<string, unknown>, now: Date = new Date()): YearMonth {
  const year = Number(filter.year);
  const month = Number(filter.month);
  return Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12
    ? { year, month }
    : thisMonth(now);
}

/** Years offered by the year select: a few back (anniversaries of past years) and the next one. */
export function yearChoices(now: Date = new Date()): number[] {
  const { year } = thisMonth(now);
  return Array.from({ length: 7 }, (_, index) => year - 5 + index);
}
