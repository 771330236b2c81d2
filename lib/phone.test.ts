import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone';

describe('formatPhone', () => {
  it('groups mobile numbers', () => {
    expect(formatPhone('01041237788')).toBe('010-4123-7788');
    expect(formatPhone('0111234567')).toBe('011-123-4567');
  });

  it('groups Seoul and regional numbers by their area code', () => {
    expect(formatPhone('0215447788')).toBe('02-1544-7788');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('05312345678')).toBe('053-1234-5678');
    expect(formatPhone('07012345678')).toBe('070-1234-5678');
  });

  it('keeps the four-digit prefix of 0505 personal numbers', () => {
    expect(formatPhone('05051234567')).toBe('0505-123-4567');
    expect(formatPhone('050512345678')).toBe('0505-1234-5678');
  });

  it('groups nationwide 15xx, 16xx and 18xx numbers as two fours', () => {
    expect(formatPhone('16444624')).toBe('1644-4624');
    expect(formatPhone('15881234')).toBe('1588-1234');
    expect(formatPhone('1644-4624')).toBe('1644-4624');
  });

  it('re-groups a number typed with other separators and leaves anything else as it is', () => {
    expect(formatPhone('010 4123.7788')).toBe('010-4123-7788');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('1644')).toBe('1644');
    expect(formatPhone('내선 123')).toBe('내선 123');
    expect(formatPhone('0991234567')).toBe('0991234567');
  });
});

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('010-4123 7788')).toBe('01041237788');
    expect(phoneDigits(undefined)).toBe('');
  });
});
