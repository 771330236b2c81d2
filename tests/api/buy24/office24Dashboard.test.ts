import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { office24Dashboard, type Office24Dashboard } from '../../../schemas/office24';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { BASE, fileRequest, providerHeaders } from './helpers';

const URL = '/homepage/v2/office24/dashboard';

let t: TestApp;
let admin: AuthHeaders;
let member: AuthHeaders;
let nike: AuthHeaders;
let provider: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
  member = (await login(t.app, MEMBER)).headers;
  nike = (await login(t.app, NIKE)).headers;
  provider = await providerHeaders(t);
}, 60_000);
afterAll(() => t?.close());

async function dashboard(headers: AuthHeaders): Promise<Office24Dashboard> {
  const response = await t.app.inject({ method: 'GET', url: URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return office24Dashboard.parse(response.json());
}

async function send(headers: Record<string, string>, method: 'PATCH' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An order of one fresh request: filed by the member, quoted, approved and ordered. */
async function placeOrder(unitPrice: number, quantity: number) {
  const request = (await fileRequest(t, member)).json();
  await send(admin, 'PATCH', `${BASE}/buy-requests/${request.id}`, { status: 'IN_REVIEW' });
  await send(provider, 'PUT', `/provider/v1/buy24/requests/${request.id}/quote`, {
    items: [{ name: '복사용지 A4', quantity, unitPrice }],
  });
  await send(admin, 'PATCH', `${BASE}/buy-requests/${request.id}`, { status: 'APPROVED' });
  return send(admin, 'PUT', `${BASE}/orders/request`, { requestIds: [request.id] });
}

describe('GET /homepage/v2/office24/dashboard', () => {
  it("counts this month's orders, places their spending in a workspace and leads with the newest", async () => {
    const before = await dashboard(admin);
    expect(before.month).toMatch(/^\d{4}-\d{2}$/);
    expect(before.workspaces.map((w) => w.name)).toEqual(
      expect.arrayContaining(['본사', '판교 연구소', '부산 지사']),
    );
    const order = await placeOrder(12_000, 3);
    const after = await dashboard(admin);
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(after.supplyAmount).toBe(before.supplyAmount + 36_000);
    expect(after.vat).toBe(before.vat + 3_600);
    expect(after.total).toBe(before.total + 39_600);
    expect(after.total).toBe(order.total + before.total);
    // Every won spent this month sits in exactly one workspace row (or 사업장 미지정).
    expect(after.workspaces.reduce((sum, w) => sum + w.spent, 0)).toBe(after.total);
    expect(after.latestOrders[0]).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'ORDERED',
      itemCount: 1,
      total: 39_600,
    });
    expect(after.latestOrders.length).toBeLessThanOrEqual(5);
  });

  it("sets each workspace's budget beside its spending (the seeded departments have budgets)", async () => {
    const data = await dashboard(admin);
    expect(data.budget).not.toBeNull();
    const budgets = data.workspaces.reduce((sum, w) => sum + (w.budget ?? 0), 0);
    expect(budgets).toBe(data.budget);
  });

  it("shows the branded buyer its own, empty order book and nothing of 한빛솔루션's", async () => {
    const data = await dashboard(nike);
    expect(data.orderCount).toBe(0);
    expect(data.total).toBe(0);
    expect(data.latestOrders).toEqual([]);
    expect(data.workspaces.every((w) => w.spent === 0)).toBe(true);
  });

  it('refuses a plain member without the purchase authority (403) and a visitor (401)', async () => {
    const refused = await t.app.inject({ method: 'GET', url: URL, headers: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/[가-힣]/);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
