import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountsFromSupply } from '../../../lib/billing';
import { billingLines } from '../../../server/db/schema';
import { client } from '../services/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type TestApp } from '../testApp';
import { ACE, HANBIT, companyIdOf } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof client>;
let member: ReturnType<typeof client>;
let other: ReturnType<typeof client>;
let hanbit: number;

const MONTH = '2031-03';

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, (await login(t.app, ADMIN)).headers);
  member = client(t, (await login(t.app, MEMBER)).headers);
  other = client(t, (await login(t.app, NIKE)).headers);
  hanbit = await companyIdOf(t, HANBIT);
  const ace = await companyIdOf(t, ACE);
  const line = (companyId: number, service: string, usedOn: string, supply: number, n: number) => ({
    companyId,
    service,
    category: '테스트',
    usedOn,
    description: `${service} 테스트 ${n}`,
    quantity: 1,
    ...amountsFromSupply(supply),
    sourceType: 'legacy-test',
    sourceId: `${companyId}-${n}`,
  });
  await t.database.db.insert(billingLines).values([
    line(hanbit, 'snack24', '2031-03-01', 10_000, 1),
    line(hanbit, 'snack24', '2031-03-31', 20_005, 2),
    line(hanbit, 'breakfast24', '2031-03-15', 7_777, 3),
    line(hanbit, 'sending24', '2031-03-16', 5_000, 4),
    line(hanbit, 'snack24', '2031-04-01', 99_999, 5), // next month
    line(ace, 'snack24', '2031-03-02', 55_555, 6), // another company
  ]);
}, 60_000);
afterAll(() => t.close());

describe('지난 주문 내역 (orders/past)', () => {
  it('sums the month of the caller company, per service, equal to the ledger', async () => {
    const { status, body } = await admin('GET', `/homepage/v2/orders/past/summary?month=${MONTH}`);
    expect(status).toBe(200);
    const [sums] = await t.database.db
      .select({
        total: sql<string>`sum(${billingLines.total})`,
        vat: sql<string>`sum(${billingLines.vat})`,
        n: sql<string>`count(*)`,
      })
      .from(billingLines)
      .where(
        and(
          eq(billingLines.companyId, hanbit),
          gte(billingLines.usedOn, '2031-03-01'),
          lte(billingLines.usedOn, '2031-03-31'),
        ),
      );
    expect(body.totals).toEqual({
      count: 4,
      supplyAmount: 42_782,
      vat: Number(sums!.vat),
      total: Number(sums!.total),
    });
    expect(body.totals.total).toBe(11_000 + 22_005 + 8_554 + 5_500);
    expect(body.byService.map((row: { service: string }) => row.service)).toEqual([
      'breakfast24',
      'sending24',
      'snack24',
    ]);
  });

  it('narrows to one service of the path (birth covers the gift service)', async () => {
    const snack = await member('GET', `/homepage/v2/orders/past/summary?month=${MONTH}&service=snack`);
    expect(snack.body.totals).toMatchObject({ count: 2, total: 33_005 });
    const birth = await member('GET', `/homepage/v2/orders/past/summary?month=${MONTH}&service=birth`);
    expect(birth.body.totals).toMatchObject({ count: 1, total: 5_500 });
  });

  it('lists the lines with the list protocol, filtered by month and service', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/homepage/v2/orders/past?filter=${encodeURIComponent(JSON.stringify({ month: MONTH, service: 'snack' }))}&sort=${encodeURIComponent('["usedOn","ASC"]')}&range=[0,0]`,
      headers: (await login(t.app, ADMIN)).headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('billingLines 0-0/2');
    expect(response.json()[0]).toMatchObject({ usedOn: '2031-03-01', serviceLabel: '스낵24', total: 11_000 });
  });

  it('never shows another company its lines, and refuses a malformed month or service', async () => {
    const theirs = await other('GET', `/homepage/v2/orders/past/summary?month=${MONTH}`);
    expect(theirs.body.totals).toMatchObject({ count: 1, total: 61_110 });
    expect((await admin('GET', '/homepage/v2/orders/past/summary?month=2031-13')).status).toBe(400);
    expect(
      (await admin('GET', `/homepage/v2/orders/past/summary?month=${MONTH}&service=coffee`)).status,
    ).toBe(400);
    expect((await admin('GET', '/homepage/v2/orders/past/summary')).status).toBe(400);
  });
});
