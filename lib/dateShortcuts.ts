import { seoulDateString } from './seoulTime';

/** Spec 2 §5 date-picker shortcuts: two single dates and four ranges, named as the user sees them. */
export const SINGLE_DATE_SHORTCUTS = ['오늘', '어제'] as const;
export const RANGE_DATE_SHORTCUTS = ['지난 7일', '지난 30일', '이번 달', '지난 달'] as const;
export type SingleDateShortcut = (typeof SINGLE_DATE_SHORTCUTS)[number];
export type RangeDateShortcut = (typeof RANGE_DATE_SHORTCUTS)[number];

/** A closed range of calendar dates, both YYYY-MM-DD. */
export type DateRange = readonly [start: string, end: string];

const DAY_MS = 86_400_000;

// Calendar arithmetic on UTC midnights: no local time zone or daylight saving can shift a day.
function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The first day of the month `months` away from the month of `date`. */
export function monthStart(date: string, months = 0): string {
  const d = new Date(toUtc(date));
  return fromUtc(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

/** The day a single-date shortcut stands for, in Seoul (the users' calendar, whatever the device's zone). */
export function singleShortcutDate(shortcut: SingleDateShortcut, now: Date = new Date()): string {
  const today = seoulDateString(now);
  return shortcut === '오늘' ? today : addDays(today, -1);
}

/**
 * The range a shortcut stands for. "지난 7일" and "지난 30일" end today and count today; "이번 달" runs
 * from the 1st to today (later days hold no data yet); "지난 달" is the whole previous month.
 */
export function rangeShortcutDates(shortcut: RangeDateShortcut, now: Date = new Date()): DateRange {
  const today = seoulDateString(now);
  switch (shortcut) {
    case '지난 7일':
      return [addDays(today, -6), today];
    case '지난 30일':
      return [addDays(today, -29), today];
    case '이번 달':
      return [monthStart(today), today];
    case '지난 달':
      return [monthStart(today, -1), addDays(monthStart(today), -1)];
  }
}

/**
 * Typed date text as YYYY-MM-DD, or '' when it is not a date. Text shorter than 4 characters is empty
 * (spec 2 §5), so a half-typed year never becomes year 202. Accepts 2024-01-05, 2024.01.05, 2024/1/5
 * and 20240105.
 */
export function parseDateText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < 4) return '';
  const match = /^(\d{4})[-./]?(\d{1,2})[-./]?(\d{1,2})$/.exec(trimmed);
  if (!match) return '';
  const [, y, m, d] = match;
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // Round-tripping rejects impossible days such as 2023-02-30.
  return !Number.isNaN(toUtc(iso)) && fromUtc(toUtc(iso)) === iso ? iso : '';
}
