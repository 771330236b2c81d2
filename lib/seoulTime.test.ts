import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nextSeoulMidnight,
  seoulDateString,
  seoulDateTime,
  seoulDotDate,
  seoulLocaleText,
  seoulMidnightOf,
  seoulWallClock,
} from './seoulTime';

describe('nextSeoulMidnight', () => {
  afterEach(() => vi.useRealTimers());

  it('is the coming 00:00 in Seoul, i.e. 15:00 UTC, for a Seoul afternoon', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T05:30:00Z')); // 14:30 in Seoul
    expect(nextSeoulMidnight().toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('moves to the next day just after Seoul midnight even though UTC is still on the previous day', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T15:00:01Z')); // 2026-11-22 00:00:01 in Seoul
    expect(nextSeoulMidnight().toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(seoulDateString()).toBe('2026-11-22');
  });

  it('treats exactly midnight as the start of a new day, expiring a day later', () => {
    expect(nextSeoulMidnight(new Date('2026-12-31T15:00:00Z')).toISOString()).toBe(
      '2027-01-01T15:00:00.000Z',
    );
  });

  it('crosses month and year ends', () => {
    expect(nextSeoulMidnight(new Date('2026-12-31T14:59:59Z')).toISOString()).toBe(
      '2026-12-31T15:00:00.000Z',
    );
  });
});

describe('seoulDotDate', () => {
  it('shows the Seoul calendar day of a UTC timestamp, not the UTC day', () => {
    expect(seoulDotDate('2024-02-29T15:00:00.000Z')).toBe('2024.03.01');
    // A card registered at 00:30 in Seoul belongs to that Seoul day, though UTC is still on the day before.
    expect(seoulDotDate('2026-11-27T15:30:00.000Z')).toBe('2026.11.28');
    expect(seoulDotDate('2026-11-27T14:59:59.999Z')).toBe('2026.11.27');
    expect(seoulDotDate('2024-03-01')).toBe('2024.03.01');
    expect(seoulDotDate('not a date')).toBe('not a date');
  });
});

describe('seoulMidnightOf', () => {
  it('is 15:00 UTC of the day before, and rolls over past the end of a month', () => {
    expect(seoulMidnightOf(2026, 11, 23).toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(seoulMidnightOf(2026, 11, 31).toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });
});

describe('seoulDateTime', () => {
  it('writes a UTC instant as the Seoul wall clock, YYYY.MM.DD HH:mm', () => {
    expect(seoulDateTime('2026-11-23T05:07:00Z')).toBe('2026.11.23 14:07');
  });

  it('moves to the next Seoul day for an evening in UTC, and keeps seconds when asked', () => {
    expect(seoulDateTime('2026-03-01T15:00:05.123Z')).toBe('2026.03.02 00:00');
    expect(seoulDateTime('2026-03-01T15:00:05.123Z', { seconds: true })).toBe('2026.03.02 00:00:05');
  });

  it('is empty when unset and leaves text that is no date as it is', () => {
    expect(seoulDateTime(null)).toBe('');
    expect(seoulDateTime('')).toBe('');
    expect(seoulDateTime('미정')).toBe('미정');
  });
});

describe('seoulLocaleText', () => {
  it('writes the Korean calendar formats on the Seoul clock whatever the device zone', () => {
    expect(seoulLocaleText('2026-11-21T16:00:00Z', 'date')).toBe('2026. 11. 22.');
    expect(seoulLocaleText('2026-12-24', 'longDate')).toBe('2026년 12월 24일');
    expect(seoulLocaleText('2026-11-21T05:30:09Z')).toMatch(/^2026\. 11\. 21\. .*2:30:09$/);
    expect(seoulLocaleText('2026-11-21T05:30:09Z', 'mediumDateTime')).toMatch(/^2026\. 11\. 21\. .*2:30$/);
    expect(seoulLocaleText('2026-11-21T05:30:09Z', 'shortDateTime')).toMatch(/^26\. 11\. 21\. .*2:30$/);
  });

  it('is empty when unset and leaves text that is no date as it is', () => {
    expect(seoulLocaleText(undefined)).toBe('');
    expect(seoulLocaleText('없음', 'longDate')).toBe('없음');
  });
});

describe('seoulWallClock', () => {
  it('gives a Date whose UTC fields are the Seoul time', () => {
    expect(seoulWallClock(new Date('2026-11-21T16:30:00Z')).toISOString()).toBe('2026-11-22T01:30:00.000Z');
  });
});
