import { describe, expect, it } from 'vitest';
import { formatPhone, formatRegistNumber } from './format';

describe('display formats', () => {
  it('groups a business registration number 3-2-5', () => {
    expect(formatRegistNumber('1208812345')).toBe('120-88-12345');
    expect(formatRegistNumber('12-34')).toBe('12-34');
  });

  it('groups mobile, Seoul and regional numbers', () => {
    expect(formatPhone('01041237788')).toBe('010-4123-7788');
    expect(formatPhone('0215447788')).toBe('02-1544-7788');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('1644')).toBe('1644');
  });
});
