import { describe, expect, it } from 'vitest';
import { backoffMs, safeErrorText } from './policy';

describe('job retry policy', () => {
  it('doubles the wait after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(60 * 60 * 1000);
  });

  it('keeps the reason of an error but not who it was about', () => {
    expect(safeErrorText(new Error('발송 실패: 010-1234-5678 / kim.minsu@example.co.kr'))).toBe(
      '발송 실패: *** / ***@***',
    );
    expect(safeErrorText(new Error('주민번호 900101-1234567 확인 실패'))).toBe('주민번호 *** 확인 실패');
    expect(safeErrorText(new Error('한 줄\n두 줄'))).toBe('한 줄 두 줄');
  });

  it('reduces a database error to its code, never the values of its detail', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "outbox_pkey"'), {
      code: '23505',
      constraint: 'outbox_pkey',
      detail: 'Key (recipient)=(01012345678) already exists.',
    });
    expect(safeErrorText(error)).toBe('데이터베이스 오류 (SQLSTATE 23505, outbox_pkey)');
  });

  it('cuts a long Korean message between characters', () => {
    const text = safeErrorText(new Error('가'.repeat(600)));
    expect(Array.from(text)).toHaveLength(500);
    expect(text.endsWith('가…')).toBe(true);
  });
});
