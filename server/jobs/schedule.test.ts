import { describe, expect, it } from 'vitest';
import { nextSeoulTime, seoulTime } from './schedule';

describe('Seoul times for jobs', () => {
  it('turns a Seoul wall-clock time into the UTC instant stored', () => {
    expect(seoulTime('2026-03-02', '09:00').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(seoulTime('2026-03-02', '08:30').toISOString()).toBe('2026-03-01T23:30:00.000Z');
  });

  it('refuses a date or time that does not exist', () => {
    expect(() => seoulTime('2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => seoulTime('2026-03-02', '24:00')).toThrow(RangeError);
    expect(() => seoulTime('2026-3-2', '9:00')).toThrow(RangeError);
  });

  it('finds the next 09:00 in Seoul: today before it, tomorrow from it on', () => {
    // 08:59 and 09:00 in Seoul on 2 March.
    expect(nextSeoulTime('09:00', new Date('2026-03-01T23:59:00Z')).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(nextSeoulTime('09:00', new Date('2026-03-02T00:00:00Z')).toISOString()).toBe(
      '2026-03-03T00:00:00.000Z',
    );
    // 23:30 UTC on 31 Dec is already 1 January in Seoul.
    expect(nextSeoulTime('09:00', new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});
