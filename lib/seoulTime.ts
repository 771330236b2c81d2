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

/** An ISO timestamp (or YYYY-MM-DD) as the Seoul calendar date "YYYY.MM.DD". */
export function seoulDotDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+09:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : seoulDateString(date).replaceAll('-', '.');
}

/** The instant a Seoul calendar day starts (00:00 KST); a day past the month's end rolls over. */
export function seoulMidnightOf(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - SEOUL_OFFSET_MS);
}
