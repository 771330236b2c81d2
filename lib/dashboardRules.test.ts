import { describe, expect, it } from 'vitest';
import { analysisMonth, analysisPath, firstSalesType, shiftMonth } from './dashboardRules';

/** 00:30 in Seoul on the given day (15:30 UTC the day before): the day must be read in Seoul. */
const seoul = (date: string, time = '00:30') => new Date(`${date}T${time}:00+09:00`);

describe('analysisMonth (spec 1 §2 dashboard/analysis)', () => {
  it('payment day 10: the previous month before the 10th, the current one from the 10th', () => {
    expect(analysisMonth(seoul('2026-11-09', '23:59'), 10)).toEqual({ year: 2026, month: 10 });
    expect(analysisMonth(seoul('2026-11-10'), 10)).toEqual({ year: 2026, month: 11 });
    expect(analysisMonth(seoul('2026-11-01'), 10)).toEqual({ year: 2026, month: 10 });
    expect(analysisMonth(seoul('2026-11-30'), 10)).toEqual({ year: 2026, month: 11 });
  });

  it('reads the day in Seoul, not UTC', () => {
    // 2026-11-10 00:30 in Seoul is still the 9th in UTC.
    expect(analysisMonth(seoul('2026-11-10'), 10)).toEqual({ year: 2026, month: 11 });
    expect(analysisMonth(new Date('2026-11-09T14:59:00Z'), 10)).toEqual({ year: 2026, month: 10 });
  });

  it('payment day 1 never goes back, even on the 1st', () => {
    expect(analysisMonth(seoul('2026-11-01'), 1)).toEqual({ year: 2026, month: 11 });
    expect(analysisMonth(seoul('2026-11-30'), 1)).toEqual({ year: 2026, month: 11 });
  });

  it('payment day 0 (end of the month) never goes back', () => {
    expect(analysisMonth(seoul('2026-11-01'), 0)).toEqual({ year: 2026, month: 11 });
    expect(analysisMonth(seoul('2026-11-29'), 0)).toEqual({ year: 2026, month: 11 });
  });

  it('payment day 2: only the 1st is before it', () => {
    expect(analysisMonth(seoul('2026-11-01'), 2)).toEqual({ year: 2026, month: 10 });
    expect(analysisMonth(seoul('2026-11-02'), 2)).toEqual({ year: 2026, month: 11 });
  });

  it('January before the payment day goes back to December of the year before', () => {
    expect(analysisMonth(seoul('2027-01-05'), 25)).toEqual({ year: 2026, month: 12 });
  });

  it('a payment day past the month end counts as its last day', () => {
    expect(analysisMonth(seoul('2026-11-30'), 31)).toEqual({ year: 2026, month: 11 });
    expect(analysisMonth(seoul('2026-11-29'), 31)).toEqual({ year: 2026, month: 10 });
    expect(analysisMonth(seoul('2027-02-28'), 30)).toEqual({ year: 2027, month: 2 });
  });

  it('the path takes the first sales type, all by default, and two-digit months', () => {
    expect(analysisPath(seoul('2026-03-04'), 10, [])).toBe('dashboard/analysis/2026/02/all');
    expect(analysisPath(seoul('2026-03-14'), 10, ['snack24', 'all'])).toBe(
      'dashboard/analysis/2026/03/snack24',
    );
    expect(firstSalesType([])).toBe('all');
  });

  it('shiftMonth crosses years both ways', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 6 }, -17)).toEqual({ year: 2025, month: 1 });
  });
});
