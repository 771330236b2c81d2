import { describe, expect, it } from 'vitest';
import { won } from './won';

describe('won', () => {
  it('writes an amount with thousands separators and 원', () => {
    expect(won(12300)).toBe('12,300원');
    expect(won(0)).toBe('0원');
    expect(won(-1500)).toBe('-1,500원');
  });

  it('writes a dash when there is no amount', () => {
    expect(won(null)).toBe('-');
    expect(won(undefined)).toBe('-');
    expect(won(Number.NaN)).toBe('-');
  });
});
