import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUrl } from '../organisation/helpers';
import { ADMIN, MEMBER, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { BASE, fileRequest } from './helpers';

let t: TestApp;
let admin: AuthHeaders;
let member: AuthHeaders;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  admin = (await login(t.app, ADMIN)).headers;
  member = (await login(t.app, MEMBER)).headers;
  serviceId = (await t.app.inject({ method: 'GET', url: BASE, headers: admin })).json().serviceId;
}, 60_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'PUT' | 'PATCH', url: string, headers: AuthHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('구매24 설정: budget alert share and budget override', () => {
  it('an administrator changes them; the settings read back changed and the change is in the audit log', async () => {
    const saved = await send('PUT', `${BASE}/service-preference/`, admin, {
      serviceId,
      budgetAlertPercent: 70,
      allowBudgetOverride: false,
      deliveryNote: '3층 총무팀 앞에 놓아주세요.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await send('GET', `${BASE}/service-preference/${serviceId}`, admin);
    expect(read.json()).toEqual({
      budgetAlertPercent: 70,
      allowBudgetOverride: false,
      deliveryNote: '3층 총무팀 앞에 놓아주세요.',
    });
    const audit = await send(
      'GET',
      listUrl('/homepage/v2/audit-logs', { filter: { targetKind: 'service' } }),
      admin,
    );
    expect(
      (audit.json() as Array<{ call: string }>).some(
        (row) => row.call === 'PUT /buy24/v1/admin/service-preference/',
      ),
    ).toBe(true);
  });

  it('refuses a share outside 50–100% with the Korean message beside the field', async () => {
    const refused = await send('PUT', `${BASE}/service-preference/`, admin, {
      serviceId,
      budgetAlertPercent: 40,
      allowBudgetOverride: true,
      deliveryNote: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.budgetAlertPercent).toBe('알림 기준은 50% 이상이어야 합니다.');
  });

  it('is for administrators only: a member may neither read nor change them', async () => {
    expect((await send('GET', `${BASE}/service-preference/${serviceId}`, member)).statusCode).toBe(403);
    const refused = await send('PUT', `${BASE}/service-preference/`, member, {
      serviceId,
      budgetAlertPercent: 90,
      allowBudgetOverride: true,
      deliveryNote: '',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a member edits their own request', () => {
  it('while it is 요청: the fields change; once in review the edit is refused with 409', async () => {
    const request = (await fileRequest(t, member, { title: '모니터 받침대' })).json();
    expect(request.canEdit).toBe(true);
    const edited = await send('PATCH', `${BASE}/buy-requests/${request.id}`, member, {
      title: '모니터 받침대 2단',
      quantity: 2,
      wishedDate: '2026-12-15',
      body: '<p>2단으로 부탁드립니다.</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: '모니터 받침대 2단',
      quantity: 2,
      wishedDate: '2026-12-15',
      body: '<p>2단으로 부탁드립니다.</p>',
      status: 'REQUESTED',
    });
    await send('PATCH', `${BASE}/buy-requests/${request.id}`, admin, { status: 'IN_REVIEW' });
    const detail = (await send('GET', `${BASE}/buy-requests/${request.id}`, member)).json();
    expect(detail.canEdit).toBe(false);
    const late = await send('PATCH', `${BASE}/buy-requests/${request.id}`, member, { title: '늦은 수정' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("'요청' 상태일 때만 요청 내용을 고칠 수 있습니다.");
  });
});
