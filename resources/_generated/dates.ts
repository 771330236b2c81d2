import { seoulDateString, seoulDateTime, seoulDotDate } from '../../lib/seoulTime';
import type { DateStorage } from './schemaFields';
import { DATE_TEXT } from './strings';

/** A stored date (YYYYMMDD or YYYY-MM-DD…) as the YYYY-MM-DD value of a date input; '' when unset. */
export function toIsoDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return '';
}

/**
 * A date input's YYYY-MM-DD back into the schema's storage. Spec 1 §5: text shorter than 4
 * characters is no date at all, so it becomes '' (the schemas' "not set").
 */
export function fromIsoDate(value: unknown, storage: DateStorage): string {
  if (typeof value !== 'string' || value.length < 4) return '';
  const iso = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return value;
  return storage === 'compact' ? iso.replaceAll('-', '') : iso;
}

/** Any stored date or timestamp as YYYY.MM.DD (timestamps on the Seoul calendar); '' when unset. */
export function displayDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (/^\d{8}$/.test(value)) return `${value.slice(0, 4)}.${value.slice(4, 6)}.${value.slice(6, 8)}`;
  return seoulDotDate(value);
}

/** A timestamp as the Seoul wall clock "YYYY.MM.DD HH:mm"; other text as it is. */
export function displayDateTime(value: unknown): string {
  return typeof value === 'string' ? seoulDateTime(value) : '';
}

export interface DateShortcut {
  label: string;
  /** One date (오늘, 어제) or a range. */
  single: boolean;
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const shift = (now: Date, days: number) => seoulDateString(new Date(now.getTime() + days * DAY_MS));

function monthBounds(year: number, month: number): { from: string; to: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * Spec 1 §5 date-picker shortcuts on the Seoul calendar: 오늘 and 어제 pick one date; 지난 7일,
 * 지난 30일 (today included), 이번 달 and 지난 달 are ranges.
 */
export function dateShortcuts(now: Date = new Date()): DateShortcut[] {
  const today = seoulDateString(now);
  const yesterday = shift(now, -1);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return [
    { label: DATE_TEXT.today, single: true, from: today, to: today },
    { label: DATE_TEXT.yesterday, single: true, from: yesterday, to: yesterday },
    { label: DATE_TEXT.last7Days, single: false, from: shift(now, -6), to: today },
    { label: DATE_TEXT.last30Days, single: false, from: shift(now, -29), to: today },
    { label: DATE_TEXT.thisMonth, single: false, ...monthBounds(year, month) },
    { label: DATE_TEXT.lastMonth, single: false, ...monthBounds(previous.year, previous.month) },
  ];
}

/** The single-date shortcuts (오늘, 어제) for an input that holds one date. */
export const singleDateShortcuts = (now?: Date) => dateShortcuts(now).filter((shortcut) => shortcut.single);
