import { describe, expect, it } from 'vitest';
import { dateShortcuts, displayDate, fromIsoDate, singleDateShortcuts, toIsoDate } from './dates';
import { clampPage } from './ListPagination';

// 00:30 on 1 March 2024 in Seoul (15:30 UTC the day before): the Seoul calendar must win.
const NOW = new Date('2024-02-29T15:30:00Z');

describe('dates between storage, input and screen', () => {
  it('converts YYYYMMDD storage to the input value and back', () => {
    expect(toIsoDate('19900505')).toBe('1990-05-05');
    expect(fromIsoDate('1990-05-05', 'compact')).toBe('19900505');
    expect(fromIsoDate('1990-05-05', 'iso')).toBe('1990-05-05');
    expect(toIsoDate('2024-03-01T09:00:00+09:00')).toBe('2024-03-01');
    expect(toIsoDate(null)).toBe('');
  });

  it('reads typed text shorter than 4 characters as no date (spec 1 §5)', () => {
    expect(fromIsoDate('199', 'compact')).toBe('');
    expect(fromIsoDate('', 'iso')).toBe('');
  });

  it('shows every stored form as YYYY.MM.DD, timestamps on the Seoul calendar', () => {
    expect(displayDate('19900505')).toBe('1990.05.05');
    expect(displayDate('2025-03-01')).toBe('2025.03.01');
    expect(displayDate('2024-02-29T15:30:00Z')).toBe('2024.03.01');
    expect(displayDate('')).toBe('');
  });

  it("offers the spec's shortcuts on the Seoul calendar", () => {
    expect(dateShortcuts(NOW)).toEqual([
      { label: '오늘', single: true, from: '2024-03-01', to: '2024-03-01' },
      { label: '어제', single: true, from: '2024-02-29', to: '2024-02-29' },
      { label: '지난 7일', single: false, from: '2024-02-24', to: '2024-03-01' },
      { label: '지난 30일', single: false, from: '2024-02-01', to: '2024-03-01' },
      { label: '이번 달', single: false, from: '2024-03-01', to: '2024-03-31' },
      { label: '지난 달', single: false, from: '2024-02-01', to: '2024-02-29' },
    ]);
    expect(singleDateShortcuts(NOW).map((shortcut) => shortcut.label)).toEqual(['오늘', '어제']);
    expect(dateShortcuts(new Date('2025-01-15T00:00:00Z')).at(-1)).toMatchObject({
      from: '2024-12-01',
      to: '2024-12-31',
    });
  });
});

describe('going to a typed page (spec 1 §5 pagination)', () => {
  it('keeps the page between 1 and the last page, and reads empty as page 1', () => {
    expect(clampPage('3', 4)).toBe(3);
    expect(clampPage('9', 4)).toBe(4);
    expect(clampPage('0', 4)).toBe(1);
    expect(clampPage('', 4)).toBe(1);
    expect(clampPage('2', 0)).toBe(1);
  });
});
