import { describe, expect, it } from 'vitest';
import { isScrolledToEnd, mobileTermsTextHeight } from './termsLayout';

describe('mobileTermsTextHeight', () => {
  it('is 90% of the window height minus 120 px, minus another 120 px with the footer', () => {
    expect(mobileTermsTextHeight(500, false)).toBe(330);
    expect(mobileTermsTextHeight(700, true)).toBe(390);
  });

  it('applies only below 420 px', () => {
    expect(mobileTermsTextHeight(600, false)).toBeNull(); // exactly 420
    expect(mobileTermsTextHeight(599, false)).toBe(419);
    expect(mobileTermsTextHeight(800, true)).toBeNull(); // 480
    expect(mobileTermsTextHeight(700, false)).toBeNull(); // 510
  });

  it('never shrinks the box below 100 px on a tiny window', () => {
    expect(mobileTermsTextHeight(200, true)).toBe(100);
  });
});

describe('isScrolledToEnd', () => {
  it('is true when the last line is in view, allowing 2 px of rounding', () => {
    expect(isScrolledToEnd({ scrollTop: 1600, scrollHeight: 2000, clientHeight: 400 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 1598.5, scrollHeight: 2000, clientHeight: 400 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 1500, scrollHeight: 2000, clientHeight: 400 })).toBe(false);
  });

  it('is true for a text shorter than its box', () => {
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 })).toBe(true);
  });
});
