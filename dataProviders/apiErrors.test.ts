import { describe, expect, it } from 'vitest';
import { errorMessageOf, fieldErrorsOf } from './apiErrors';
import { ApiError } from './httpClient';

describe('reading a failed call', () => {
  it('picks the field messages of a validation failure', () => {
    const error = new ApiError(
      400,
      { message: '확인', errors: { code: '인증번호가 올바르지 않습니다.' } },
      '확인',
    );
    expect(fieldErrorsOf(error)).toEqual({ code: '인증번호가 올바르지 않습니다.' });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });

  it('shows the server message, and the fallback for anything that is not an API answer', () => {
    expect(errorMessageOf(new ApiError(401, null, '이메일 또는 비밀번호가 올바르지 않습니다.'), '실패')).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(errorMessageOf(new TypeError('Failed to fetch'), '실패')).toBe('실패');
  });
});
