import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../authProvider/permissions.testing';
import type { OutsideLinks } from '../../../schemas/content';
import { renderInAdmin } from './testUtils';
import { TopMenu } from './TopMenu';
import { UserLinks } from './UserLinks';

const LINKS: OutsideLinks = {
  portalUrl: 'https://portal.example.com',
  oldSnackUrl: 'https://snack.example.com',
  coffeeUrl: 'https://coffee.example.com',
  marketingUrl: 'https://www.example.com',
  helpUrl: 'https://help.example.com',
  quickUrl: 'https://quick.example.com',
  welcomeKitUrl: 'https://welcomekit.example.com',
  promoGoodsUrl: 'https://goods.example.com',
  introUrl: 'https://www.example.com/intro',
  improvementRequestUrl: 'https://forms.example.com/improvement',
  postcodeScriptUrl: 'https://postcode.example.com/p.js',
  legacyPortalUrl: '',
};
const TODAY = '2026-11-21';
const serviceNames = () =>
  within(screen.getByRole('navigation', { name: '서비스 메뉴' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('TopMenu', () => {
  it('shows buy24 and not office24 to an ordinary company, with list routes', () => {
    const member = buildMember();
    renderInAdmin(<TopMenu member={member} links={LINKS} today={TODAY} />, { member });
    expect(serviceNames()).toContain('구매24');
    expect(serviceNames()).not.toContain('오피스24');
    expect(screen.getByRole('link', { name: '선물24' })).toHaveAttribute(
      'href',
      '/pc/admin/sending24/event/list',
    );
    expect(screen.getByRole('link', { name: '법인폰' })).toHaveAttribute('href', '/pc/admin/recommend/list');
  });

  it('shows office24 and not buy24 to the branded buyer', () => {
    const member = buildMember({ isNike: true });
    renderInAdmin(<TopMenu member={member} links={LINKS} today={TODAY} />, { member });
    expect(screen.getByRole('link', { name: '오피스24' })).toHaveAttribute(
      'href',
      '/pc/admin/office24/dashboard',
    );
    expect(serviceNames()).not.toContain('구매24');
  });

  it('hides coffee and meal unless enabled, and marks only flower24 신규 today', () => {
    const member = buildMember();
    renderInAdmin(<TopMenu member={member} links={LINKS} today={TODAY} />, { member });
    expect(serviceNames()).not.toContain('커피24');
    expect(serviceNames()).not.toContain('식권24');
    expect(screen.getAllByText('신규')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /화환24/ })).toHaveTextContent('화환24신규');
  });

  it('sends the welcome-kit and promo-goods links with tracking parameters to a new window', () => {
    const member = buildMember();
    renderInAdmin(<TopMenu member={member} links={LINKS} today={TODAY} />, { member });
    const kit = screen.getByRole('link', { name: '웰컴키트 (새 창에서 열림)' });
    expect(kit).toHaveAttribute('target', '_blank');
    expect(kit.getAttribute('href')).toBe(
      'https://welcomekit.example.com/?utm_source=portal&utm_medium=admin_gnb&utm_campaign=PC&utm_term=welcomeKit',
    );
    expect(screen.getByRole('link', { name: '판촉물 (새 창에서 열림)' }).getAttribute('href')).toContain(
      'utm_term=promoGoods',
    );
  });

  it('collapses the entries into one menu button on a narrow screen', async () => {
    const member = buildMember();
    renderInAdmin(<TopMenu member={member} links={LINKS} today={TODAY} compact />, { member });
    expect(screen.queryByRole('navigation', { name: '서비스 메뉴' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '서비스' }));
    const menu = await screen.findByRole('menu', { name: '서비스 메뉴' });
    expect(within(menu).getByRole('menuitem', { name: '스낵24' })).toHaveAttribute(
      'href',
      '/pc/admin/snack24/list',
    );
    expect(within(menu).queryByRole('menuitem', { name: '오피스24' })).toBeNull();
  });
});

describe('UserLinks', () => {
  it('offers mypage, intro, improvement request, the customer centre by phone and logout', () => {
    const member = buildMember();
    renderInAdmin(<UserLinks memberName="김지원" links={LINKS} />, { member });
    expect(screen.getByText('김지원님')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/pc/admin/mypage');
    expect(screen.getByRole('link', { name: '서비스 소개' })).toHaveAttribute('href', LINKS.introUrl);
    expect(screen.getByRole('link', { name: '개선 요청' })).toHaveAttribute(
      'href',
      LINKS.improvementRequestUrl,
    );
    expect(screen.getByRole('link', { name: '고객센터 1644-4624' })).toHaveAttribute('href', 'tel:16444624');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  });

  it('leaves out the outside links while their addresses are unknown', () => {
    renderInAdmin(<UserLinks memberName={undefined} links={null} />, { member: buildMember() });
    expect(screen.queryByRole('link', { name: '서비스 소개' })).toBeNull();
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
  });
});
