import { describe, expect, it } from 'vitest';
import { monthFilter, monthOf, pastOrdersPath, serviceOfPath } from './month';

describe('the month and service of a past orders address', () => {
  it('reads a valid year and month, and falls back to this Seoul month otherwise', () => {
    expect(monthOf('2026', '3')).toEqual({ year: 2026, month: 3 });
    const now = new Date('2026-11-30T16:00:00Z'); // 2026-12-01 01:00 in Seoul
    expect(monthOf('2026', '13', now)).toEqual({ year: 2026, month: 12 });
    expect(monthOf('x', undefined, now)).toEqual({ year: 2026, month: 12 });
  });

  it('sends the month as YYYY-MM and finds the service segment of the address', () => {
    expect(monthFilter({ year: 2026, month: 3 })).toBe('2026-03');
    expect(serviceOfPath('orders/past/snack/:year/:month')).toBe('snack');
    expect(serviceOfPath('orders/past/:year/:month')).toBeUndefined();
    expect(pastOrdersPath({ year: 2026, month: 3 }, 'birth')).toBe('orders/past/birth/2026/3');
    expect(pastOrdersPath({ year: 2026, month: 3 })).toBe('orders/past/2026/3');
  });
});
