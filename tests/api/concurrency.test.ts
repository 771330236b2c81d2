// Rules that check a limit, under simultaneous requests. On the embedded database statements take
// turns, so this file proves its point when CI runs the API suite on PostgreSQL (TEST_DATABASE_URL),
// where each request has its own connection at READ COMMITTED. The README names each rule.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDateString } from '../../lib/seoulTime';
import { mealTickets } from '../../server/db/schema';
import { createIdCodec } from '../../server/services/ids';
import { testSettings } from '../../server/settings';
import { BASE, budgetSheet, fileRequest, providerHeaders as buyProvider } from './buy24/helpers';
import { multipart } from './fileSamples';
import { client } from './services/helpers';
import { ADMIN, MEMBER, createTestApp, login, type AuthHeaders, type TestApp } from './testApp';

let t: TestApp;
let admin: AuthHeaders;
let member: AuthHeaders;
const ids = createIdCodec(testSettings().secrets.idKey);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  admin = (await login(t.app, ADMIN)).headers;
  member = (await login(t.app, MEMBER)).headers;
}, 120_000);
afterAll(() => t?.close());

describe('limits under simultaneous requests', () => {
  it('two orders at once spend no more of a department budget than it holds', async () => {
    const provider = await buyProvider(t);
    const month = seoulDateString(t.clock.now).slice(0, 7);
    const departments = (
      await t.app.inject({ method: 'GET', url: `${BASE}/departments`, headers: member })
    ).json() as Array<{ id: string; name: string; spent: number }>;
    const quiet = departments.find((d) => d.spent === 0 && d.name !== '인사팀' && d.name !== '플랫폼팀')!;
    const sheet = multipart([{ name: '예산.xlsx', contents: budgetSheet([[quiet.name, month, 15_000]]) }]);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${BASE}/budgets/excel`,
      headers: { ...admin, ...sheet.headers },
      payload: sheet.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const approvedRequest = async () => {
      const request = (await fileRequest(t, member, { departmentId: quiet.id })).json() as { id: string };
      const patch = (status: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `${BASE}/buy-requests/${request.id}`,
          headers: admin,
          payload: { status },
        });
      await patch('IN_REVIEW');
      await t.app.inject({
        method: 'PUT',
        url: `/provider/v1/buy24/requests/${request.id}/quote`,
        headers: provider,
        payload: { items: [{ name: '키보드', quantity: 1, unitPrice: 10_000 }] },
      });
      await patch('APPROVED');
      return request.id;
    };
    const requests = [await approvedRequest(), await approvedRequest()];
    const answers = await Promise.all(
      requests.map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `${BASE}/orders/request`,
          headers: admin,
          payload: { requestIds: [id], overrideBudget: false },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = (
      await t.app.inject({ method: 'GET', url: `${BASE}/departments`, headers: member })
    ).json() as Array<{ id: string; spent: number }>;
    expect(after.find((d) => d.id === quiet.id)!.spent).toBeLessThanOrEqual(15_000);
  });

  it('five tickets issued at once to one member leave one active', async () => {
    const asAdmin = client(t, admin);
    const info = await asAdmin('GET', '/homepage/v2/company-member/info');
    const companyMember = info.body.companyMember;
    const service = companyMember.serviceList.find((s: { service: string }) => s.service === 'meal24');
    let base = '';
    let holder = '';
    for (const branch of companyMember.branchList) {
      const url = `/homepage/v2/meal24/${service.serviceEncrypted}/branches/${branch.branchEncrypted}`;
      const found = await asAdmin('GET', url);
      if (found.body.members.length > 0) {
        base = url;
        holder = found.body.members[0].memberEncrypted;
        break;
      }
    }
    expect(holder).not.toBe('');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        asAdmin('POST', `${base}/tickets`, {
          memberEncrypted: [holder],
          amount: 8_000 + index * 100,
          dailyLimit: 1,
          validFrom: '2030-01-01',
          validTo: '2030-01-31',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const active = await t.database.db
      .select({ id: mealTickets.id })
      .from(mealTickets)
      .where(and(eq(mealTickets.memberId, ids.decode('member', holder)!), eq(mealTickets.status, 'ACTIVE')));
    expect(active).toHaveLength(1);
  });

  it('two deliveries moved to one free day at once: one moves, the other hears the day is taken', async () => {
    const asAdmin = client(t, admin);
    const list = await asAdmin('GET', '/homepage/v1/portal/deliverydate-change');
    const changeable = list.body.deliveries.filter((d: { changeable: boolean }) => d.changeable);
    expect(changeable.length).toBeGreaterThanOrEqual(2);
    const dates = new Set(list.body.deliveries.map((d: { deliveryDate: string }) => d.deliveryDate));
    let target = '';
    for (let i = 3; i < 25 && !target; i += 1) {
      const day = new Date(Date.parse(`${changeable[0].deliveryDate}T00:00:00Z`) + i * 86_400_000);
      const iso = day.toISOString().slice(0, 10);
      if (day.getUTCDay() % 6 !== 0 && !dates.has(iso)) target = iso;
    }
    const answers = await Promise.all(
      changeable.slice(0, 2).map((delivery: { deliveryEncrypted: string }) =>
        asAdmin('POST', '/homepage/v1/portal/deliverydate-change', {
          deliveryEncrypted: delivery.deliveryEncrypted,
          newDate: target,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      '그 날짜에는 이미 배송이 예정되어 있습니다.',
    );
  });
});
