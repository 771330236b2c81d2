import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type LoggedIn, type TestApp } from './testApp';

let t: TestApp;
let admin: LoggedIn;
let member: LoggedIn;
let nike: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  [admin, member, nike] = await Promise.all([login(t.app, ADMIN), login(t.app, MEMBER), login(t.app, NIKE)]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /homepage/v2/company-member/info', () => {
  it('returns every Member field for the administrator, with all services and authority flags', async () => {
    const response = await get('/homepage/v2/company-member/info', admin.headers);
    expect(response.statusCode).toBe(200);
    const { companyMember, useBirthV2, isOrderBillIssueAlert } = response.json();
    expect(useBirthV2).toBe(true);
    expect(isOrderBillIssueAlert).toBe(true);
    expect(companyMember).toMatchObject({
      name: '김지원',
      companyName: '주식회사 한빛솔루션',
      companyMemberRole: '관리자',
      hasMasterAuthority: true,
      hasManagerAuthority: true,
      isNike: false,
      wmsPaymentDay: 0,
      isBudgetAlertEnabled: true,
      virtualAccount: { bank: '신한은행' },
    });
    expect(companyMember.serviceList).toHaveLength(11);
    expect(companyMember.branchList.map((b: { name: string }) => b.name)).toEqual([
      '본사',
      '판교 연구소',
      '부산 지사',
    ]);
  });

  it('gives the plain member the member role and no authority', async () => {
    const { companyMember } = (await get('/homepage/v2/company-member/info', member.headers)).json();
    expect(companyMember.companyMemberRole).toBe('멤버');
    expect(companyMember.hasAdminAuthority).toBe(false);
  });

  it('scopes to the session: the branded buyer sees only its own company', async () => {
    const { companyMember } = (await get('/homepage/v2/company-member/info', nike.headers)).json();
    expect(companyMember.companyName).toBe('에이스스포츠코리아 유한회사');
    expect(companyMember.isNike).toBe(true);
    expect(companyMember.virtualAccount).toBeNull();
  });

  it('401s without a session', async () => {
    expect((await get('/homepage/v2/company-member/info')).statusCode).toBe(401);
  });
});

describe('workspaces', () => {
  it('lists the company workspaces with member counts adding up to 200', async () => {
    const { workspaceList } = (await get('/homepage/v2/workspace/', admin.headers)).json();
    expect(workspaceList).toHaveLength(3);
    expect(workspaceList.reduce((sum: number, w: { memberCount: number }) => sum + w.memberCount, 0)).toBe(
      200,
    );
  });

  it("404s for another company's workspace id and for a tampered id", async () => {
    const { workspaceList } = (await get('/homepage/v2/workspace/', admin.headers)).json();
    const id = workspaceList[0].branchEncrypted as string;
    expect((await get(`/homepage/v2/workspace/${id}`, admin.headers)).statusCode).toBe(200);
    const foreign = await get(`/homepage/v2/workspace/${id}`, nike.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('사업장을 찾을 수 없습니다.');
    const tampered = id.slice(0, -2) + (id.endsWith('AA') ? 'BB' : 'AA');
    expect((await get(`/homepage/v2/workspace/${tampered}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('banners, menus, constants', () => {
  it('serves banners to the fixed public client and refuses others', async () => {
    const fixed = { client_id: 'portal-web', client_secret: 'portal-web-public' };
    const gnb = await get('/homepage/v2/banner/GNB', fixed);
    expect(gnb.statusCode).toBe(200);
    expect(gnb.json().bannerList.map((b: { bannerImageType: string }) => b.bannerImageType)).toContain('TAG');
    expect((await get('/homepage/v2/banner/GNB')).statusCode).toBe(401);
    expect((await get('/homepage/v2/banner/XYZ', fixed)).statusCode).toBe(400);
  });

  it('returns partner menus with their category names', async () => {
    const { menus, categories } = (await get('/homepage/v2/menu-management', member.headers)).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['업무 지원', '임직원 복지']);
    expect(menus.find((m: { key: string }) => m.key === 'move24')).toMatchObject({
      openWindow: true,
      categoryName: '업무 지원',
    });
  });

  it('serves the outside links publicly and 404s an unknown constant', async () => {
    const links = (await get('/homepage/v2/constants/links')).json();
    expect(links.value.portalUrl).toMatch(/^https:\/\//);
    expect((await get('/homepage/v2/constants/banks')).json().value).toContain('신한은행');
    expect((await get('/homepage/v2/constants/none')).statusCode).toBe(404);
  });
});

describe('virtual account', () => {
  it('lets only an administrator reissue, closing the old account in the same step', async () => {
    const before = (await get('/homepage/v1/virtual-accounts', member.headers)).json().virtualAccount;
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/homepage/v1/virtual-accounts',
      headers: member.headers,
    });
    expect(denied.statusCode).toBe(403);
    const reissued = await t.app.inject({
      method: 'PUT',
      url: '/homepage/v1/virtual-accounts',
      headers: admin.headers,
    });
    expect(reissued.statusCode).toBe(200);
    const after = reissued.json().virtualAccount;
    expect(after.accountNumber).not.toBe(before.accountNumber);
    expect((await get('/homepage/v1/virtual-accounts', member.headers)).json().virtualAccount).toEqual(after);
  });
});

describe('profile', () => {
  it('updates the own profile and reports bad phone numbers beside the field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/homepage/v1/profile',
      headers: member.headers,
      payload: { name: '박서준', cellPhone: '0101234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.cellPhone).toBe('휴대폰 번호는 11자리 숫자여야 합니다.');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/homepage/v1/profile',
      headers: member.headers,
      payload: { name: '박서준', cellPhone: '01052846611', officePhone: '0215447788' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().companyMember.cellPhone).toBe('01052846611');
  });
});

describe('wefun-info', () => {
  it('tells whether the gift service is in use', async () => {
    const info = (await get('/homepage/v2/company-member/wefun-info', admin.headers)).json();
    expect(info).toMatchObject({
      isServiceUsed: true,
      companyName: '주식회사 한빛솔루션',
      memberName: '김지원',
    });
  });
});
