import { describe, expect, it } from 'vitest';
import { monthOfFilter, shiftMonth, thisMonth, yearChoices } from './month';

// 23:30 on 31 December in Seoul (14:30 UTC).
const NEW_YEARS_EVE = new Date('2025-12-31T14:30:00Z');

describe('the month switcher of anniversary/list', () => {
  it('opens on the current month in Seoul', () => {
    expect(thisMonth(NEW_YEARS_EVE)).toEqual({ year: 2025, month: 12 });
    expect(thisMonth(new Date('2025-12-31T15:30:00Z'))).toEqual({ year: 2026, month: 1 });
  });

  it('steps across year boundaries both ways', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
  });

  it('reads the filter as numbers, and falls back to this month for a missing or broken one', () => {
    expect(monthOfFilter({ year: '2024', month: '2' }, NEW_YEARS_EVE)).toEqual({ year: 2024, month: 2 });
    expect(monthOfFilter({ year: 2024, month: 13 }, NEW_YEARS_EVE)).toEqual({ year: 2025, month: 12 });
    expect(monthOfFilter({}, NEW_YEARS_EVE)).toEqual({ year: 2025, month: 12 });
  });

  it('offers five past years, this year and the next', () => {
    expect(yearChoices(NEW_YEARS_EVE)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });
});
