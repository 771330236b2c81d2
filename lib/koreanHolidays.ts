import KoreanLunarCalendar from 'korean-lunar-calendar';

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정) of a year as YYYY-MM-DD → name: the fixed solar
 * days, the lunar ones (설날, 부처님오신날, 추석) through the lunar table, and the substitute days
 * (대체공휴일) under the rules in force in that year. Election days and one-off holidays the
 * government declares (임시공휴일) cannot be computed and are not listed.
 */
export type HolidayMap = ReadonlyMap<string, string>;

const SOLAR: [month: number, day: number, name: string][] = [
  [1, 1, '신정'],
  [3, 1, '삼일절'],
  [5, 5, '어린이날'],
  [6, 6, '현충일'],
  [8, 15, '광복절'],
  [10, 3, '개천절'],
  [10, 9, '한글날'],
  [12, 25, '성탄절'],
];

/**
 * Which holidays get a substitute day, from which year, and what counts as a clash: a Sunday always,
 * a Saturday for some, another holiday on the same day for some (부처님오신날 on 어린이날 in 2025
 * gives one substitute, through 어린이날's rule).
 */
const SUBSTITUTES: { names: string[]; since: number; saturday: boolean; otherHoliday: boolean }[] = [
  { names: ['설날', '추석'], since: 2014, saturday: false, otherHoliday: true },
  { names: ['어린이날'], since: 2014, saturday: true, otherHoliday: true },
  { names: ['삼일절', '광복절', '개천절', '한글날'], since: 2021, saturday: true, otherHoliday: false },
  { names: ['부처님오신날', '성탄절'], since: 2023, saturday: true, otherHoliday: false },
];

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The solar date of a lunar month-day, or null outside the table the library carries. */
function fromLunar(year: number, month: number, day: number): Date | null {
  const calendar = new KoreanLunarCalendar();
  if (!calendar.setLunarDate(year, month, day, false)) return null;
  const solar = calendar.getSolarCalendar();
  return utc(solar.year, solar.month, solar.day);
}

const cache = new Map<number, HolidayMap>();

export function koreanHolidays(year: number): HolidayMap {
  const known = cache.get(year);
  if (known) return known;
  // Each holiday's days, in the order the substitute rule looks at them.
  const days: { name: string; dates: Date[] }[] = SOLAR.map(([month, day, name]) => ({
    name,
    dates: [utc(year, month, day)],
  }));
  const newYear = fromLunar(year, 1, 1);
  if (newYear) days.push({ name: '설날', dates: [-1, 0, 1].map((offset) => addDays(newYear, offset)) });
  const buddha = fromLunar(year, 4, 8);
  if (buddha) days.push({ name: '부처님오신날', dates: [buddha] });
  const chuseok = fromLunar(year, 8, 15);
  if (chuseok) days.push({ name: '추석', dates: [-1, 0, 1].map((offset) => addDays(chuseok, offset)) });

  const holidays = new Map<string, string>();
  for (const { name, dates } of days) {
    for (const date of dates) {
      const key = iso(date);
      // Two holidays on one day (부처님오신날 on 어린이날 in 2025) keep both names.
      holidays.set(key, holidays.has(key) ? `${holidays.get(key)}·${name}` : name);
    }
  }
  const clashCount = (key: string) =>
    days.filter((entry) => entry.dates.some((date) => iso(date) === key)).length;
  for (const rule of SUBSTITUTES) {
    if (year < rule.since) continue;
    for (const { name, dates } of days.filter((entry) => rule.names.includes(entry.name))) {
      const clashes = dates.filter((date) => {
        const weekday = date.getUTCDay();
        return (
          weekday === 0 ||
          (rule.saturday && weekday === 6) ||
          (rule.otherHoliday && clashCount(iso(date)) > 1)
        );
      }).length;
      // One substitute per clash, on the first weekdays after the holiday that are not holidays.
      let next = dates.at(-1)!;
      for (let left = clashes; left > 0;) {
        next = addDays(next, 1);
        const weekday = next.getUTCDay();
        if (weekday === 0 || weekday === 6 || holidays.has(iso(next))) continue;
        holidays.set(iso(next), `대체공휴일(${name})`);
        left -= 1;
      }
    }
  }
  const sorted: HolidayMap = new Map([...holidays].sort(([a], [b]) => a.localeCompare(b)));
  cache.set(year, sorted);
  return sorted;
}

/** The holiday name of a YYYY-MM-DD date, or undefined on an ordinary day. */
export function holidayName(date: string): string | undefined {
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) ? koreanHolidays(year).get(date.slice(0, 10)) : undefined;
}
