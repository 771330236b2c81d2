import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups mobile, Seoul and regional numbers and leaves anything else as it is', () => {
    expect(formatPhone('01041237788')).toBe('010-4123-7788');
    expect(formatPhone('0215447788')).toBe('02-1544-7788');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('1644')).toBe('1644');
  });
});
