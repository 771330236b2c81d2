import { describe, expect, it } from 'vitest';
import { afterLoginPath, isNoAuthPath, isProtectedAdminPath, loginRedirectUrl } from './guard';

const HERE = 'https://portal.test';

describe('login redirect', () => {
  it('sends a protected page to the login page with origin and the utm parameters', () => {
    const url = loginRedirectUrl({
      pathname: '/pc/admin/member/list',
      search: '?page=2&utm_source=naver&utm_campaign=PC',
    });
    const parsed = new URL(url, HERE);
    expect(parsed.pathname).toBe('/pc/admin/auth/login');
    expect(parsed.searchParams.get('origin')).toBe(
      '/pc/admin/member/list?page=2&utm_source=naver&utm_campaign=PC',
    );
    expect(parsed.searchParams.get('utm_source')).toBe('naver');
    expect(parsed.searchParams.get('utm_campaign')).toBe('PC');
    expect(parsed.searchParams.has('page')).toBe(false);
  });

  it('keeps an origin already on the login page instead of pointing origin at the login page itself', () => {
    const url = loginRedirectUrl({
      pathname: '/pc/admin/auth/login',
      search: '?origin=%2Fpc%2Fadmin%2Fmypage&utm_term=x',
    });
    expect(url).toBe('/pc/admin/auth/login?origin=%2Fpc%2Fadmin%2Fmypage&utm_term=x');
  });

  it('has no origin for a page that is not protected', () => {
    expect(loginRedirectUrl({ pathname: '/pc/snack24', search: '' })).toBe('/pc/admin/auth/login');
  });
});

describe('after login', () => {
  it('returns to the origin admin page with its query', () => {
    expect(afterLoginPath('/pc/admin/mypage?tab=2', HERE)).toBe('/pc/admin/mypage?tab=2');
  });

  it.each([
    null,
    '',
    'https://evil.test/pc/admin/home',
    '//evil.test/pc/admin',
    '/pc/snack24',
    '/pc/admin/auth/login',
    '/pc/adminx',
  ])('goes home for the unsafe or non-admin origin %s', (origin) => {
    expect(afterLoginPath(origin, HERE)).toBe('/pc/admin/home');
  });
});

describe('path kinds', () => {
  it('tells auth pages from protected admin pages', () => {
    expect(isNoAuthPath('/pc/admin/auth/findPassword')).toBe(true);
    expect(isProtectedAdminPath('/pc/admin/auth/findPassword')).toBe(false);
    expect(isProtectedAdminPath('/pc/admin')).toBe(true);
    expect(isProtectedAdminPath('/pc/admin/home')).toBe(true);
    expect(isProtectedAdminPath('/pc/administrator')).toBe(false);
  });
});
