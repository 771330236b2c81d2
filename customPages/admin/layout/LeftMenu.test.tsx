import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Resource, ResourceDefinitionContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdministrator, buildMember } from '../../../authProvider/permissions.testing';
import { anniversaries } from '../../../resources/anniversaries';
import { groups } from '../../../resources/groups';
import { companyInvoices, invoices } from '../../../resources/invoices';
import { managers } from '../../../resources/managers';
import { members } from '../../../resources/members';
import { orderLines } from '../../../resources/orderLines';
import { staticPrices } from '../../../resources/staticPrices';
import { stockChecks } from '../../../resources/stockChecks';
import { stockTransfers } from '../../../resources/stockTransfers';
import { AdminMenu, LeftMenu } from './LeftMenu';
import { renderInAdmin } from './testUtils';
import type { ApiRoutes } from './testUtils';

// The first render loads the whole UI kit; on a busy machine that alone can take over a second.
configure({ asyncUtilTimeout: 5_000 });

const NOW = new Date('2026-11-21T03:00:00Z');
const ACCOUNT = {
  bank: '신한은행',
  accountNumber: '56211234567890',
  holder: '한빛솔루션',
  issuedAt: '2026-01-02',
};
const MENUS = {
  menus: [
    {
      sort: 2,
      name: '사무실 이전',
      serviceName: '이사24',
      subName: '견적 비교',
      url: 'https://move.example.com',
      key: 'move24',
      iconImageUrl: '',
      toolTipImageUrl: null,
      code: 'MOVE',
      categoryName: '업무 지원',
      openWindow: true,
    },
    {
      sort: 1,
      name: '명함 제작',
      serviceName: '명함24',
      subName: '디자인부터 배송까지',
      url: 'https://card.example.com/p',
      key: 'card24',
      iconImageUrl: '',
      toolTipImageUrl: null,
      code: 'CARD',
      categoryName: '업무 지원',
      openWindow: false,
    },
  ],
  categories: [{ code: 'WORK', name: '업무 지원', sort: 1 }],
};
const routes = (virtualAccount: typeof ACCOUNT | null = null): ApiRoutes => ({
  '/homepage/v2/menu-management': () => MENUS,
  '/homepage/v1/virtual-accounts': () => ({ virtualAccount }),
  '/homepage/v2/banner/LNB': () => ({ bannerList: [] }),
});
const menuLabels = () => screen.getAllByRole('link').map((link) => link.textContent);
/**
 * The organisation resources in the admin's order, and 주문 내역, the two invoice lists, 전용 단가 and
 * 재고 이동 내역, whose entries take their slots in the usage section; their menu entries (and gates)
 * come from their definitions.
 */
const RESOURCES = [
  members,
  groups,
  anniversaries,
  managers,
  orderLines,
  invoices,
  companyInvoices,
  staticPrices,
  stockTransfers,
  stockChecks,
];
const ENTRIES = RESOURCES.flatMap((resource) => (resource.menu ? [resource.menu] : []));

describe('LeftMenu gating', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a plain member no administrator-only, flag-gated or certificate entries', async () => {
    // Card payment on for the company: 결제수단 is still for its administrators only.
    const member = buildMember({ isCreditCardPaymentAvailable: true });
    renderInAdmin(<LeftMenu member={member} now={NOW} resources={ENTRIES} />, {
      member,
      routes: routes(),
    });
    await screen.findByRole('link', { name: '명함 제작' });
    const labels = menuLabels();
    expect(labels).toEqual(
      expect.arrayContaining([
        '홈',
        '대시보드',
        '구성원 관리',
        '조직도',
        '기념일',
        '복지 게시판',
        '자동결제',
        '주문 내역',
        '청구서',
        '공지사항',
        '스낵 앱 사용법',
      ]),
    );
    for (const hidden of [
      '관리자 설정',
      '결제수단',
      '서비스 이용 현황',
      '키오스크 매출',
      '결제 내역',
      '전용 단가',
      '재고 이동 내역',
      '재고 조사 내역',
      '월간 리포트',
    ]) {
      expect(labels).not.toContain(hidden);
    }
    expect(screen.queryByRole('link', { name: '전용계좌 증명서 발급' })).toBeNull();
    expect(screen.getByRole('button', { name: '새 서비스 신청' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '추천인 이벤트' })).toBeInTheDocument();
  });

  it('shows an administrator with every flag the gated entries, the company invoice and the report of this month', async () => {
    const admin = buildAdministrator({
      isCreditCardPaymentAvailable: true,
      serviceUsageStatusMenuDisplayable: 'Y',
      wmsAndBillingUse: true,
      hasKioskService: true,
      wmsFixedPriceAuditingUse: true,
      wmsUse: true,
      virtualAccount: ACCOUNT,
    });
    renderInAdmin(<LeftMenu member={admin} now={NOW} resources={ENTRIES} />, {
      member: admin,
      routes: routes(ACCOUNT),
    });
    // The certificate is a page of its own (spec 2 §2), not a dialog.
    expect(await screen.findByRole('link', { name: '전용계좌 증명서 발급' })).toHaveAttribute(
      'href',
      '/pc/admin/certificate',
    );
    expect(screen.getByRole('link', { name: '월간 리포트' })).toHaveAttribute(
      'href',
      '/pc/admin/uses/report/2026/11',
    );
    expect(screen.getByRole('link', { name: '청구서' })).toHaveAttribute(
      'href',
      '/pc/admin/uses/company/invoice',
    );
    for (const shown of [
      '관리자 설정',
      '결제수단',
      '서비스 이용 현황',
      '키오스크 매출',
      '결제 내역',
      '전용 단가',
      '재고 이동 내역',
      '재고 조사 내역',
    ]) {
      expect(screen.getByRole('link', { name: shown })).toBeInTheDocument();
    }
  });

  it('shows the certificate link only to a company with a virtual account', async () => {
    renderInAdmin(<LeftMenu member={buildAdministrator()} now={NOW} resources={ENTRIES} />, {
      member: buildAdministrator(),
      routes: routes(ACCOUNT),
    });
    await screen.findByRole('link', { name: '명함 제작' });
    expect(screen.queryByRole('link', { name: '전용계좌 증명서 발급' })).toBeNull();
  });

  it('lists partner services by category and menu order, opening flagged ones in a new window', async () => {
    renderInAdmin(<LeftMenu member={buildMember()} now={NOW} resources={ENTRIES} />, {
      member: buildMember(),
      routes: routes(),
    });
    const group = await screen.findByRole('list', { name: '업무 지원' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['명함 제작', '사무실 이전']);
    expect(links[0]).toHaveAttribute(
      'href',
      '/pc/admin/featpaper/service?serviceName=%EB%AA%85%ED%95%A824&serviceSubName=%EB%94%94%EC%9E%90%EC%9D%B8%EB%B6%80%ED%84%B0+%EB%B0%B0%EC%86%A1%EA%B9%8C%EC%A7%80&url=https%3A%2F%2Fcard.example.com%2Fp',
    );
    expect(links[1]).toHaveAttribute('href', 'https://move.example.com');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAccessibleName('사무실 이전 (새 창에서 열림)');
  });
});

describe('LeftMenu dialogs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies the recommendation link and says so in a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const member = buildMember({ buyerNo: 'B777' });
    renderInAdmin(<LeftMenu member={member} now={NOW} resources={ENTRIES} />, { member, routes: routes() });
    fireEvent.click(screen.getByRole('button', { name: '추천인 이벤트' }));
    fireEvent.click(await screen.findByRole('button', { name: '링크 복사' }));
    expect(await screen.findByText('추천 링크가 복사되었습니다.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/pc/admin/auth/signUp?recommender=B777'));
  });

  it('offers only services the company does not use yet', async () => {
    const member = buildMember({
      serviceList: [
        {
          serviceEncrypted: 's1',
          service: 'snack24',
          serviceType: 'SUBSCRIPTION',
          useYN: 'Y',
          status: 'IN_USE',
          startedAt: null,
        },
      ],
    });
    renderInAdmin(<LeftMenu member={member} now={NOW} resources={ENTRIES} />, { member, routes: routes() });
    fireEvent.click(screen.getByRole('button', { name: '새 서비스 신청' }));
    const menu = await screen.findByRole('menu', { name: '신청할 서비스' });
    const choices = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(choices).not.toContain('스낵24');
    expect(choices).not.toContain('오피스24');
    expect(choices).toContain('구매24');
    expect(within(menu).getByRole('menuitem', { name: '조식24' })).toHaveAttribute(
      'href',
      '/pc/admin/breakfast24/serviceApply',
    );
  });
});

describe('LeftMenu waiting counts', () => {
  it('counts the transfers waiting for their audit on 재고 이동 내역, from its list call', async () => {
    const member = buildAdministrator({ wmsUse: true });
    renderInAdmin(<LeftMenu member={member} now={NOW} resources={ENTRIES} />, {
      member,
      routes: routes(),
      totals: { stockTransfers: 3 },
    });
    const entry = await screen.findByRole('link', { name: '재고 이동 내역 (검수 대기 3건)' });
    expect(entry).toHaveAttribute('href', '/pc/admin/usage/stockTransfer');
    expect(within(entry).getByText('3')).toBeInTheDocument();
  });
});

describe('LeftMenu entries of registered resources', () => {
  it("reads each registered resource's entry (label, link, gate) from its <Resource> registration", async () => {
    // What <Admin> holds once the <Resource>s of the admin's list have registered themselves.
    const definitions = Object.fromEntries(
      RESOURCES.map((resource) => [resource.name, Resource.registerResource(resource.resourceProps)]),
    );
    const member = buildMember();
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <AdminMenu />
      </ResourceDefinitionContextProvider>,
      { member, routes: routes() },
    );
    const section = await screen.findByRole('list', { name: '회원 관리' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['구성원 관리', '조직도', '기념일']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pc/admin/member/list',
      '/pc/admin/group/list',
      '/pc/admin/anniversary/list',
    ]);
    // The manager list's own read gate (administrators and manager authority) hides it here.
    expect(screen.queryByRole('link', { name: '관리자 설정' })).toBeNull();
  });
});
