import { describe, expect, it } from 'vitest';
import {
  lunarMonthsFor,
  lunarRecurrences,
  solarRecurrence,
} from '../../../server/services/organisation/solarDates';

describe('anniversary dates', () => {
  it('puts a solar date on the same day of the asked year', () => {
    expect(solarRecurrence('19880315', 2026)).toBe('20260315');
  });

  it('moves 29 February to 28 February in a common year and keeps it in a leap year', () => {
    expect(solarRecurrence('20000229', 2026)).toBe('20260228');
    expect(solarRecurrence('20000229', 2028)).toBe('20280229');
  });

  it('converts a lunar birthday to the solar date of that year (설날 2026 is 17 February)', () => {
    expect(lunarRecurrences('19800101', 2026)).toEqual(['20260217']);
    expect(lunarRecurrences('19850815', 2026)).toEqual(['20260925']);
  });

  it('celebrates a lunar 30th on the 29th when the month is short that year', () => {
    // Lunar 12/2025 has 29 days: the 30th falls back to the 29th, the day before 설날.
    expect(lunarRecurrences('19801230', 2026)).toEqual(['20260216']);
  });

  it('lists both occurrences when a late lunar date falls twice in one solar year, none when it skips one', () => {
    expect(lunarRecurrences('19801115', 2026)).toEqual(['20260103', '20261223']);
    expect(lunarRecurrences('19801115', 2025)).toEqual([]);
  });

  it('looks for lunar birthdays of a solar month in that lunar month and the two before', () => {
    expect(lunarMonthsFor(3)).toEqual(['03', '02', '01']);
    expect(lunarMonthsFor(1)).toEqual(['01', '12', '11']);
  });
});
