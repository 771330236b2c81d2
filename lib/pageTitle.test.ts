import { describe, expect, it } from 'vitest';
import { formatPageTitle, setPageTitle } from './pageTitle';

describe('page title', () => {
  it('joins the page name and the selected service', () => {
    expect(formatPageTitle('주문 내역', '스낵24')).toBe('주문 내역 | 스낵24');
  });

  it('falls back to the portal name when no service is selected', () => {
    expect(formatPageTitle('마이페이지')).toBe('마이페이지 | 포털');
    expect(formatPageTitle('마이페이지', '  ')).toBe('마이페이지 | 포털');
  });

  it('shows only the service part when the page has no name', () => {
    expect(formatPageTitle('', null)).toBe('포털');
  });

  it('writes the browser tab title', () => {
    setPageTitle('로그인');
    expect(document.title).toBe('로그인 | 포털');
  });
});
