import { describe, expect, it } from 'vitest';
import { pickOriginAndUtm, pickUtm, sameOriginPath, toSearch } from './query';

const HERE = 'https://portal.test';

describe('utm pick', () => {
  it('keeps every key containing utm and drops the rest', () => {
    const params = new URLSearchParams('utm_source=naver&page=2&my_utm=x&UTM_TERM=y');
    expect(pickUtm(params).toString()).toBe('utm_source=naver&my_utm=x&UTM_TERM=y');
  });

  it('keeps origin alongside the tracking keys', () => {
    const params = new URLSearchParams('origin=%2Fpc%2Fadmin%2Fmypage&utm_campaign=PC&foo=1');
    expect(pickOriginAndUtm(params).toString()).toBe('origin=%2Fpc%2Fadmin%2Fmypage&utm_campaign=PC');
  });

  it('renders an empty set as no query string at all', () => {
    expect(toSearch(new URLSearchParams())).toBe('');
    expect(toSearch(new URLSearchParams('a=1'))).toBe('?a=1');
  });
});

describe('same-origin path check', () => {
  it('accepts an internal path with its query and hash', () => {
    expect(sameOriginPath('/pc/admin/mypage?tab=1#top', HERE)).toBe('/pc/admin/mypage?tab=1#top');
  });

  it.each([
    'https://evil.test/x',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    'pc/admin',
    '',
    null,
  ])('refuses %s', (target) => {
    expect(sameOriginPath(target, HERE)).toBeNull();
  });
});
