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
