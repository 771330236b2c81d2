import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSeoulMidnight, seoulDateString, seoulDotDate, seoulMidnightOf } from './seoulTime';

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
