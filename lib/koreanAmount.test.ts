import { describe, expect, it } from 'vitest';
import { axisWon, koreanWon, shortKoreanAmount } from './koreanAmount';

describe('shortKoreanAmount', () => {
  it('keeps amounts under 만 whole, with separators', () => {
    expect(shortKoreanAmount(0)).toBe('0');
    expect(shortKoreanAmount(9_800)).toBe('9,800');
  });
  it('writes 만 and 억', () => {
    expect(shortKoreanAmount(10_000)).toBe('1만');
    expect(shortKoreanAmount(123_456)).toBe('12만');
    expect(shortKoreanAmount(45_000_000)).toBe('4,500만');
    expect(shortKoreanAmount(100_000_000)).toBe('1억');
    expect(shortKoreanAmount(123_000_000)).toBe('1억 2,300만');
    expect(shortKoreanAmount(1_234_500_000_000)).toBe('12,345억');
  });
  it('keeps the sign of a correction', () => {
    expect(shortKoreanAmount(-2_500_000)).toBe('-250만');
  });
  it('axisWon adds 원', () => {
    expect(axisWon(0)).toBe('0');
    expect(axisWon(3_000_000)).toBe('300만원');
  });
});

describe('koreanWon', () => {
  it('writes large amounts in 만 and 억 units, exactly', () => {
    expect(koreanWon(12_500_000)).toBe('1,250만원');
    expect(koreanWon(1_234_500_000)).toBe('12억 3,450만원');
    expect(koreanWon(12_345_678)).toBe('1,234만 5,678원');
    expect(koreanWon(300_000_000)).toBe('3억원');
    expect(koreanWon(-2_000_000)).toBe('-200만원');
  });

  it('keeps the plain form below 100만원', () => {
    expect(koreanWon(999_999)).toBe('999,999원');
    expect(koreanWon(0)).toBe('0원');
  });
});
