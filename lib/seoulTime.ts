/** Asia/Seoul has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next 00:00 in Asia/Seoul strictly after `now` (spec: the auth cookie expires "tomorrow 00:00"). */
export function nextSeoulMidnight(now: Date = new Date()): Date {
  const seoulMs = now.getTime() + SEOUL_OFFSET_MS;
  const startOfSeoulDay = Math.floor(seoulMs / DAY_MS) * DAY_MS;
  return new Date(startOfSeoulDay + DAY_MS - SEOUL_OFFSET_MS);
}

/** The calendar date in Seoul as YYYY-MM-DD. */
export function seoulDateString(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Year, month (1-12) and day of `now` in Seoul. */
export function seoulParts(now: Date = new Date()): {
  year: number;
  month: number;
  day: number;
  hour: number;
} {
  const d = new Date(now.getTime() + SEOUL_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours() };
}

/** An ISO timestamp as an instant; a bare YYYY-MM-DD is that day's 00:00 in Seoul. Null when no date. */
function instantOf(value: string): Date | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+09:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Date whose UTC fields read as the Seoul wall clock of `instant` (for writers with no time zone). */
export function seoulWallClock(instant: Date): Date {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS);
}

/** An ISO timestamp (or YYYY-MM-DD) as the Seoul calendar date "YYYY.MM.DD". */
export function seoulDotDate(value: string): string {
  const date = instantOf(value);
  return date ? seoulDateString(date).replaceAll('-', '.') : value;
}

/**
 * A timestamp as the Seoul wall clock "YYYY.MM.DD HH:mm" (with `seconds`, "YYYY.MM.DD HH:mm:ss");
 * '' when unset, other text as it is.
 */
export function seoulDateTime(value: string | null | undefined, { seconds = false } = {}): string {
  if (!value) return '';
  const date = instantOf(value);
  if (!date) return value;
  const text = seoulWallClock(date).toISOString();
  return `${text.slice(0, 10).replaceAll('-', '.')} ${text.slice(11, seconds ? 19 : 16)}`;
}

/** The browser's Korean date formats, always on the Seoul clock whatever the device's zone. */
const LOCALE_STYLES = {
  /** "2026. 11. 21. 오후 2:30:09" */
  dateTime: {},
  /** "2026. 11. 21." */
  date: { year: 'numeric', month: 'numeric', day: 'numeric' },
  /** "2026. 11. 21. 오후 2:30" */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "26. 11. 21. 오후 2:30" */
  shortDateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** "2026년 11월 21일" */
  longDate: { dateStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type SeoulLocaleStyle = keyof typeof LOCALE_STYLES;

/** A timestamp (or YYYY-MM-DD) in a Korean locale format on the Seoul clock; '' when unset, other text as it is. */
export function seoulLocaleText(
  value: string | null | undefined,
  style: SeoulLocaleStyle = 'dateTime',
): string {
  if (!value) return '';
  const date = instantOf(value);
  return date ? date.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', ...LOCALE_STYLES[style] }) : value;
}

/** The instant a Seoul calendar day starts (00:00 KST); a day past the month's end rolls over. */
export function seoulMidnightOf(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - SEOUL_OFFSET_MS);
}

/** 00:00 in Seoul of a day given as YYYY-MM-DD or YYYYMMDD, `plusDays` later (a list's date range). */
export function seoulDayStart(day: string, plusDays = 0): Date {
  const digits = day.replaceAll('-', '');
  return seoulMidnightOf(
    Number(digits.slice(0, 4)),
    Number(digits.slice(4, 6)),
    Number(digits.slice(6, 8)) + plusDays,
  );
}

const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The Korean weekday ("월") of a Seoul calendar date YYYY-MM-DD (or of an instant, on the Seoul clock). */
export function seoulWeekdayName(value: string): string {
  const date = instantOf(value);
  if (!date) return '';
  return KOREAN_WEEKDAYS[new Date(date.getTime() + SEOUL_OFFSET_MS).getUTCDay()]!;
}

/** "2026.11.30 (월)": a Seoul date with its Korean weekday. */
export function seoulDotDateWithWeekday(value: string): string {
  const weekday = seoulWeekdayName(value);
  return weekday ? `${seoulDotDate(value)} (${weekday})` : value;
}
