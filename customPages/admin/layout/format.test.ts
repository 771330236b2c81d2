import { describe, expect, it } from 'vitest';
import { formatRegistNumber } from './format';

describe('display formats', () => {
  it('groups a business registration number 3-2-5', () => {
    expect(formatRegistNumber('1208812345')).toBe('120-88-12345');
    expect(formatRegistNumber('12-34')).toBe('12-34');
  });
});
