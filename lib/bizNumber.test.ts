import { describe, expect, it } from 'vitest';
import { bizNumberValid, formatBizNumber, withCheckDigit } from './bizNumber';

describe('business registration number', () => {
  it('accepts a number whose check digit is right, with or without hyphens', () => {
    // 220-81-62517 is a published example with a right check digit.
    expect(bizNumberValid('2208162517')).toBe(true);
    expect(bizNumberValid('220-81-62517')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(bizNumberValid('2208162518')).toBe(false);
    expect(bizNumberValid('220816251')).toBe(false);
    expect(bizNumberValid('22081625a7')).toBe(false);
  });

  it('formats ten digits as 123-45-67890', () => {
    expect(formatBizNumber('2208162517')).toBe('220-81-62517');
    expect(formatBizNumber('12')).toBe('12');
  });

  it('completes nine digits with their check digit', () => {
    expect(withCheckDigit('220816251')).toBe('220-81-62517');
  });
});
