import { describe, expect, it } from 'vitest';
import { addDays, parseDateText, rangeShortcutDates, singleShortcutDate } from './dateShortcuts';

// 2024-03-01 08:30 in Seoul is still 2024-02-29 in UTC: the shortcuts must follow Seoul.
const now = new Date('2024-02-29T23:30:00Z');

describe('date shortcuts', () => {
  it('오늘 and 어제 are Seoul calendar days', () => {
    expect(singleShortcutDate('오늘', now)).toBe('2024-03-01');
    expect(singleShortcutDate('어제', now)).toBe('2024-02-29');
  });

  it('ranges count today and cross month and leap-day boundaries', () => {
    expect(rangeShortcutDates('지난 7일', now)).toEqual(['2024-02-24', '2024-03-01']);
    expect(rangeShortcutDates('지난 30일', now)).toEqual(['2024-02-01', '2024-03-01']);
    expect(rangeShortcutDates('이번 달', now)).toEqual(['2024-03-01', '2024-03-01']);
    expect(rangeShortcutDates('지난 달', now)).toEqual(['2024-02-01', '2024-02-29']);
    expect(rangeShortcutDates('지난 달', new Date('2024-01-15T03:00:00Z'))).toEqual([
      '2023-12-01',
      '2023-12-31',
    ]);
  });

  it('addDays crosses years', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
  });
});

describe('parseDateText', () => {
  it('gives empty for text shorter than 4 characters', () => {
    expect(parseDateText('202')).toBe('');
    expect(parseDateText('')).toBe('');
    expect(parseDateText(' 20 ')).toBe('');
  });

  it('reads the usual Korean ways of writing a date', () => {
    expect(parseDateText('2024-01-05')).toBe('2024-01-05');
    expect(parseDateText('2024.1.5')).toBe('2024-01-05');
    expect(parseDateText('20240105')).toBe('2024-01-05');
  });

  it('refuses impossible dates and other text', () => {
    expect(parseDateText('2023-02-30')).toBe('');
    expect(parseDateText('2024')).toBe('');
    expect(parseDateText('내일')).toBe('');
  });
});
