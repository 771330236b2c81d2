import { describe, expect, it } from 'vitest';
import { resolveParticles, withParticle } from './korean';

describe('withParticle', () => {
  it('picks the particle by the last syllable', () => {
    expect(withParticle('구성원', '이/가')).toBe('구성원이');
    expect(withParticle('부서', '이/가')).toBe('부서가');
    expect(withParticle('구성원', '을/를')).toBe('구성원을');
    expect(withParticle('관리자', '을/를')).toBe('관리자를');
    expect(withParticle('기념일', '은/는')).toBe('기념일은');
    expect(withParticle('', '이/가')).toBe('');
  });
});

describe('resolveParticles', () => {
  it('replaces every hedge of a sentence', () => {
    expect(resolveParticles('구성원이(가) 없습니다')).toBe('구성원이 없습니다');
    expect(resolveParticles('현재 필터 조건에 맞는 부서이(가) 없습니다.')).toBe(
      '현재 필터 조건에 맞는 부서가 없습니다.',
    );
    expect(resolveParticles('이 관리자을(를) 삭제하시겠습니까?')).toBe('이 관리자를 삭제하시겠습니까?');
    expect(resolveParticles('선물은(는) 준비 중입니다')).toBe('선물은 준비 중입니다');
  });

  it('leaves a sentence without hedges alone', () => {
    expect(resolveParticles('저장되었습니다.')).toBe('저장되었습니다.');
  });
});

describe('withParticle on what is not written in Hangul', () => {
  it('reads numbers as Korean numerals', () => {
    expect(withParticle('3', '으로/로')).toBe('3으로');
    expect(withParticle('2', '으로/로')).toBe('2로');
    expect(withParticle('10', '이/가')).toBe('10이');
    expect(withParticle('2026-12-01', '으로/로')).toBe('2026-12-01로');
    expect(withParticle('1,000', '은/는')).toBe('1,000은');
    expect(withParticle('5개', '을/를')).toBe('5개를');
  });

  it('reads Latin letters by their Korean names and skips closing brackets', () => {
    expect(withParticle('SMS', '을/를')).toBe('SMS를');
    expect(withParticle('URL', '이/가')).toBe('URL이');
    expect(withParticle('금액(원)', '은/는')).toBe('금액(원)은');
    expect(withParticle("'배송 중'", '으로/로')).toBe("'배송 중'으로");
    expect(withParticle('휴대폰', '으로/로')).toBe('휴대폰으로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
  });
});
