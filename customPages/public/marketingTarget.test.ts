import { describe, expect, it } from 'vitest';
import { marketingTarget } from './marketingTarget';

describe('marketing site address', () => {
  it('carries the utm parameters of the entry and drops the rest', () => {
    expect(marketingTarget('https://www.example.com/', '?utm_source=naver&utm_medium=cpc&x=1')).toBe(
      'https://www.example.com/?utm_source=naver&utm_medium=cpc',
    );
  });

  it('refuses an empty or non-http address', () => {
    expect(marketingTarget('', '')).toBeNull();
    expect(marketingTarget('javascript:alert(1)', '')).toBeNull();
  });
});
