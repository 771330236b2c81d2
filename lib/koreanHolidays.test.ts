import { describe, expect, it } from 'vitest';
import { holidayName, koreanHolidays } from './koreanHolidays';

/** Checked against the holidays the Korean government published for each year. */
describe('koreanHolidays', () => {
  it('lists 2025 with its lunar days and substitutes', () => {
    expect(Object.fromEntries(koreanHolidays(2025))).toEqual({
      '2025-01-01': '신정',
      '2025-01-28': '설날',
      '2025-01-29': '설날',
      '2025-01-30': '설날',
      '2025-03-01': '삼일절',
      '2025-03-03': '대체공휴일(삼일절)',
      '2025-05-05': '어린이날·부처님오신날',
      '2025-05-06': '대체공휴일(어린이날)',
      '2025-06-06': '현충일',
      '2025-08-15': '광복절',
      '2025-10-03': '개천절',
      '2025-10-05': '추석',
      '2025-10-06': '추석',
      '2025-10-07': '추석',
      '2025-10-08': '대체공휴일(추석)',
      '2025-10-09': '한글날',
      '2025-12-25': '성탄절',
    });
  });

  it('gives 2026 its Saturday and Sunday substitutes, none for a 추석 Saturday or 현충일', () => {
    const days = koreanHolidays(2026);
    expect([...days.keys()].filter((date) => days.get(date)!.startsWith('대체'))).toEqual([
      '2026-03-02',
      '2026-05-25',
      '2026-08-17',
      '2026-10-05',
    ]);
    expect(days.get('2026-02-17')).toBe('설날');
    expect(days.get('2026-09-25')).toBe('추석');
    expect(days.has('2026-09-28')).toBe(false);
    expect(days.has('2026-06-08')).toBe(false);
  });

  it('applies each rule only from its year', () => {
    // 2024: 설날 ends on a Sunday, 어린이날 is a Sunday.
    expect(holidayName('2024-02-12')).toBe('대체공휴일(설날)');
    expect(holidayName('2024-05-06')).toBe('대체공휴일(어린이날)');
    // 2020: 광복절 on a Saturday had no substitute yet (the rule came in 2021).
    expect(holidayName('2020-08-17')).toBeUndefined();
    expect(holidayName('2026-11-30')).toBeUndefined();
  });
});
