import KoreanLunarCalendar from 'korean-lunar-calendar';

const pad = (n: number) => String(n).padStart(2, '0');
const yyyymmdd = (year: number, month: number, day: number) => `${year}${pad(month)}${pad(day)}`;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The day a solar date (YYYYMMDD) recurs in `year`. 29 February falls on 28 February in common
 * years: it stays in the same month, so the monthly list still shows it.
 */
export function solarRecurrence(original: string, year: number): string {
  const month = Number(original.slice(4, 6));
  const day = Number(original.slice(6, 8));
  return month === 2 && day === 29 && !isLeapYear(year) ? yyyymmdd(year, 2, 28) : yyyymmdd(year, month, day);
}

/** One lunar month-day in a lunar year as a solar YYYYMMDD, or null outside the table (1000–2050). */
function lunarToSolar(calendar: KoreanLunarCalendar, lunarYear: number, month: number, day: number) {
  // A 30th day in a year whose month has only 29 days is celebrated on the month's last day, the
  // 29th, as Korean families do; the library refuses the 30th there, so we try the 29th next.
  for (const candidate of day === 30 ? [30, 29] : [day]) {
    if (calendar.setLunarDate(lunarYear, month, candidate, false)) {
      const solar = calendar.getSolarCalendar();
      return yyyymmdd(solar.year, solar.month, solar.day);
    }
  }
  return null;
}

/**
 * The solar dates in `year` on which a lunar birthday (month and day of the registered YYYYMMDD,
 * never a leap month: registrations do not record one) is celebrated. Lunar years run about late
 * January to February, so the occurrence may come from lunar year `year - 1` (its 11th and 12th
 * months land in January/February) or `year`. A lunar year is 11 days shorter than a solar one, so
 * for late-year lunar dates a solar year sometimes holds two occurrences (both are listed: both are
 * real birthdays in that year) and sometimes none; a monthly list is always exact.
 */
export function lunarRecurrences(original: string, year: number): string[] {
  const month = Number(original.slice(4, 6));
  const day = Number(original.slice(6, 8));
  const calendar = new KoreanLunarCalendar();
  const dates = [year - 1, year]
    .map((lunarYear) => lunarToSolar(calendar, lunarYear, month, day))
    .filter((date): date is string => date !== null && date.startsWith(String(year)));
  return [...new Set(dates)];
}

/**
 * The lunar months whose days can fall in solar `month`: a lunar date lies 20 to 50 days after the
 * solar date with the same numbers, so the same month and the two before it (wrapping at the year).
 */
export function lunarMonthsFor(month: number): string[] {
  return [month, month - 1, month - 2].map((m) => pad(((m + 11) % 12) + 1));
}
