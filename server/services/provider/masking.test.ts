import { describe, expect, it } from 'vitest';
import { maskLink, maskMessage } from './masking';

describe('masking the outbox for the provider console', () => {
  it('masks the password code of the find-password message', () => {
    expect(maskMessage('[포털] 비밀번호 재설정 인증번호는 [482913] 입니다. 5분 안에 입력해주세요.')).toBe(
      '[포털] 비밀번호 재설정 인증번호는 [******] 입니다. 5분 안에 입력해주세요.',
    );
  });

  it('masks codes of 4 to 8 digits wherever they stand', () => {
    expect(maskMessage('인증번호 1234')).toBe('인증번호 ****');
    expect(maskMessage('code:87654321.')).toBe('code:********.');
    expect(maskMessage('(123456)')).toBe('(******)');
  });

  it('leaves phone numbers, dates, times, amounts and short numbers readable', () => {
    const text = '010-1234-5678 로 2025-03-15 14:30 까지 12,000원, 15000원, 2025년 3개, 01012345678, 123';
    expect(maskMessage(text)).toBe(text);
  });

  it('masks the token of an invitation link, keeping where it leads', () => {
    const body = [
      '주식회사 한빛솔루션의 관리자로 초대되었습니다.',
      '아래 링크에서 비밀번호를 설정하면 바로 로그인할 수 있습니다. (2025-03-22까지)',
      'https://portal.example.com/pc/admin/auth/manager/signup?token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA',
    ].join('\n');
    const masked = maskMessage(body);
    expect(masked).not.toContain('Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA');
    expect(masked).toContain('https://portal.example.com/pc/admin/auth/manager/signup?token=************');
    expect(masked).toContain('(2025-03-22까지)');
  });

  it('masks tokens in link paths, every query value and the fragment', () => {
    expect(maskLink('https://gift.example.com/r/a8F3kQ9zLmP2xY7w/open')).toBe(
      'https://gift.example.com/r/************/open',
    );
    expect(maskLink('https://x.example.com/path?id=42&code=123456#secret')).toBe(
      'https://x.example.com/path?id=**&code=******#******',
    );
    expect(maskLink('https://www.example.com/intro')).toBe('https://www.example.com/intro');
  });

  it('masks a code beside a link without touching the link twice', () => {
    expect(maskMessage('인증번호 [654321] https://portal.example.com/pc/admin/auth/findPassword')).toBe(
      '인증번호 [******] https://portal.example.com/pc/admin/auth/findPassword',
    );
  });
});
