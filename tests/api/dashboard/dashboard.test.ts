import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingLines } from '../../../server/db/schema';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { ADMIN, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { companyOf, insertLines, sums } from './helpers';

/**
 * The dashboard's figures equal the sums the database computes over billing_lines, and each company
 * sees only its own lines. Lines are written here (a November and an October), on top of whatever the
 * seed already holds, so every expectation is a sum read back from the database, not a constant.
 */
let t: TestApp;
let admin: AuthHeaders;
let other: AuthHeaders;
let companyId: number;
let otherCompanyId: number;
let kioskIds: number[];
let otherKioskId: number;
let snackId: number;
const codec = createIdCodec(testSettings().secrets.idKey);

const NOV = { from: '2026-11-01', to: '2026-11-30' };
const OCT = { from: '2026-10-01', to: '2026-10-31' };

async function get(url: string, headers: Record<string, string> = admin) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return response;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, checked field by field
async function json<T = any>(url: string, headers: Record<string, string> = admin): Promise<T> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-20T03:00:00Z');
  admin = (await login(t.app, ADMIN)).headers;
  other = (await login(t.app, NIKE)).headers;
  const mine = await companyOf(t, ADMIN);
  const theirs = await companyOf(t, NIKE);
  companyId = mine.companyId;
  otherCompanyId = theirs.companyId;
  const [b1, b2] = [mine.branches[0]!.id, (mine.branches[1] ?? mine.branches[0]!).id];
  const snack = await insertLines(t, [
    { companyId, branchId: b1, service: 'snack24', category: '과자', usedOn: '2026-11-03', supply: 123_450 },
    { companyId, branchId: b2, service: 'snack24', category: '음료', usedOn: '2026-11-03', supply: 88_000 },
    {
      companyId,
      branchId: b1,
      service: 'breakfast24',
      category: '조식 세트',
      usedOn: '2026-11-12',
      supply: 450_000,
    },
    {
      companyId,
      branchId: null,
      service: 'quick24',
      category: '배송비',
      usedOn: '2026-11-30',
      supply: 17_273,
    },
    { companyId, branchId: b1, service: 'snack24', category: '과자', usedOn: '2026-10-15', supply: 99_999 },
    {
      companyId,
      branchId: b2,
      service: 'breakfast24',
      category: '조식 세트',
      usedOn: '2026-10-31',
      supply: 300_001,
    },
    // Outside the months asked for: must not count.
    {
      companyId,
      branchId: b1,
      service: 'snack24',
      category: '과자',
      usedOn: '2026-12-01',
      supply: 5_000_000,
    },
  ]);
  snackId = snack[0]!.id;
  kioskIds = (
    await insertLines(t, [
      {
        companyId,
        branchId: b1,
        service: 'kiosk',
        category: '음료',
        usedOn: '2026-11-05',
        supply: 1_819,
        quantity: 2,
        description: '아메리카노',
      },
      {
        companyId,
        branchId: b1,
        service: 'kiosk',
        category: '과자',
        usedOn: '2026-11-05',
        supply: 909,
        description: '초코바',
      },
      {
        companyId,
        branchId: b1,
        service: 'kiosk',
        category: '음료',
        usedOn: '2026-11-06',
        supply: 1_819,
        description: '아메리카노',
      },
    ])
  ).map((row) => row.id);
  const theirLines = await insertLines(t, [
    {
      companyId: otherCompanyId,
      branchId: null,
      service: 'snack24',
      category: '과자',
      usedOn: '2026-11-04',
      supply: 9_999_999,
    },
    {
      companyId: otherCompanyId,
      branchId: null,
      service: 'kiosk',
      category: '음료',
      usedOn: '2026-11-04',
      supply: 7_777,
    },
  ]);
  otherKioskId = theirLines[1]!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /homepage/v2/dashboard/summary', () => {
  it('answers this month (Seoul) by service and day, equal to the database sums', async () => {
    const body = await json('/homepage/v2/dashboard/summary');
    expect([body.year, body.month, body.from, body.to]).toEqual([2026, 11, NOV.from, NOV.to]);
    const [all] = await sums(t, companyId, NOV.from, NOV.to);
    expect(body.total).toMatchObject({
      lineCount: all!.lineCount,
      supplyAmount: all!.supplyAmount,
      vat: all!.vat,
      total: all!.total,
    });
    const byService = await sums(t, companyId, NOV.from, NOV.to, [], 'service');
    expect(body.services).toHaveLength(byService.length);
    for (const row of byService) {
      const figure = body.services.find((s: { service: string }) => s.service === row.key);
      expect(figure, row.key!).toMatchObject({
        total: row.total,
        supplyAmount: row.supplyAmount,
        vat: row.vat,
        lineCount: row.lineCount,
      });
    }
    expect(body.services.find((s: { service: string }) => s.service === 'snack24').label).toBe('스낵24');
    const byDay = await sums(t, companyId, NOV.from, NOV.to, [], 'used_on');
    expect(body.days.map((d: { date: string; total: number }) => [d.date, d.total]).sort()).toEqual(
      byDay.map((d) => [d.key, d.total]).sort(),
    );
    expect(body.salesTypes[0]).toEqual({ type: 'all', label: '전체' });
    expect(body.salesTypes.map((s: { type: string }) => s.type)).toEqual(
      expect.arrayContaining(['snack24', 'breakfast24', 'quick24', 'kiosk']),
    );
  });

  it('another company sees only its own lines', async () => {
    const body = await json('/homepage/v2/dashboard/summary?year=2026&month=11', other);
    const [theirs] = await sums(t, otherCompanyId, NOV.from, NOV.to);
    expect(body.total.total).toBe(theirs!.total);
    const [mine] = await sums(t, companyId, NOV.from, NOV.to);
    const mineBody = await json('/homepage/v2/dashboard/summary?year=2026&month=11');
    expect(mineBody.total.total).toBe(mine!.total);
    expect(mineBody.total.total).not.toBe(body.total.total);
  });

  it('asks for a month, refuses a bad one, and needs a login', async () => {
    const october = await json('/homepage/v2/dashboard/summary?year=2026&month=10&type=snack24');
    const [snack] = await sums(t, companyId, OCT.from, OCT.to, [eq(billingLines.service, 'snack24')]);
    expect(october.total.total).toBe(snack!.total);
    expect((await get('/homepage/v2/dashboard/summary?month=13')).statusCode).toBe(400);
    expect((await get('/homepage/v2/dashboard/summary?type=nothing')).statusCode).toBe(400);
    expect((await get('/homepage/v2/dashboard/summary', {})).statusCode).toBe(401);
  });
});

describe('GET /homepage/v2/dashboard/analysis/{year}/{month}/{type}', () => {
  it('compares with the previous month, by workspace and category, from the database sums', async () => {
    const body = await json('/homepage/v2/dashboard/analysis/2026/11/all');
    const [nov] = await sums(t, companyId, NOV.from, NOV.to);
    const [oct] = await sums(t, companyId, OCT.from, OCT.to);
    expect(body.current.total).toBe(nov!.total);
    expect(body.previous).toMatchObject({ year: 2026, month: 10, total: oct!.total });
    expect(body.changeRate).toBe(
      oct!.total ? Math.round(((nov!.total - oct!.total) / oct!.total) * 1000) / 10 : null,
    );
    expect(body.trend).toHaveLength(6);
    expect(body.trend[0]).toMatchObject({ year: 2026, month: 6 });
    expect(body.trend[5]).toEqual({ year: 2026, month: 11, total: nov!.total });
    const categories = await sums(t, companyId, NOV.from, NOV.to, [], 'category');
    for (const row of categories)
      expect(body.byCategory.find((c: { category: string }) => c.category === row.key).total).toBe(row.total);
    const workspaces = await sums(t, companyId, NOV.from, NOV.to, [], 'branch_id');
    const workspaceTotal = body.byWorkspace.reduce((sum: number, w: { total: number }) => sum + w.total, 0);
    expect(workspaceTotal).toBe(workspaces.reduce((sum, w) => sum + w.total, 0));
    expect(body.byWorkspace.map((w: { name: string }) => w.name)).toContain('사업장 없음');
  });

  it('one sales type counts only its service; a month with nothing is all zeros', async () => {
    const body = await json('/homepage/v2/dashboard/analysis/2026/11/breakfast24');
    const [breakfast] = await sums(t, companyId, NOV.from, NOV.to, [eq(billingLines.service, 'breakfast24')]);
    expect(body.current.total).toBe(breakfast!.total);
    const empty = await json('/homepage/v2/dashboard/analysis/2001/01/all');
    expect(empty.current.total).toBe(0);
    expect(empty.changeRate).toBeNull();
    expect((await get('/homepage/v2/dashboard/analysis/2026/13/all')).statusCode).toBe(400);
    expect((await get('/homepage/v2/dashboard/analysis/2026/11/nothing')).statusCode).toBe(400);
  });
});

describe('detail and orders', () => {
  it('detail/{year}/{month}/{type} holds only that type', async () => {
    const body = await json('/homepage/v2/dashboard/detail/2026/11/snack24');
    const [snack] = await sums(t, companyId, NOV.from, NOV.to, [eq(billingLines.service, 'snack24')]);
    expect(body.total.total).toBe(snack!.total);
    expect(body.services.map((s: { service: string }) => s.service)).toEqual(['snack24']);
  });

  it('orders: by day and service, counts and totals equal the database', async () => {
    const body = await json('/homepage/v2/dashboard/orders?year=2026&month=11');
    const [all] = await sums(t, companyId, NOV.from, NOV.to);
    expect(body.total).toMatchObject({ lineCount: all!.lineCount, total: all!.total });
    expect(
      body.rows.find(
        (r: { date: string; service: string }) => r.date === '2026-11-03' && r.service === 'snack24',
      ),
    ).toBeDefined();
  });
});

describe('sale list and display sales', () => {
  it('lists the month ledger lines with Content-Range, filtered by service', async () => {
    const response = await get(
      `/homepage/v2/dashboard/sales?filter=${encodeURIComponent(JSON.stringify({ period: '2026-11' }))}&range=[0,9]`,
    );
    expect(response.statusCode).toBe(200);
    const [all] = await sums(t, companyId, NOV.from, NOV.to);
    expect(response.headers['content-range']).toBe(
      `billingLines 0-${Math.min(all!.lineCount, 10) - 1}/${all!.lineCount}`,
    );
    const snack = (await json(
      `/homepage/v2/dashboard/sales?filter=${encodeURIComponent(JSON.stringify({ period: '2026-11', service: 'snack24' }))}&range=[0,999]`,
    )) as { service: string; total: number }[];
    const [snackSum] = await sums(t, companyId, NOV.from, NOV.to, [eq(billingLines.service, 'snack24')]);
    expect(snack.every((row) => row.service === 'snack24')).toBe(true);
    expect(snack.reduce((sum, row) => sum + row.total, 0)).toBe(snackSum!.total);
    const bad = await get(
      `/homepage/v2/dashboard/sales?filter=${encodeURIComponent(JSON.stringify({ period: '2026-13' }))}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('display sales are the kiosk lines; the detail shows its day; other lines and companies are 404', async () => {
    const list = (await json(
      `/homepage/v2/dashboard/display-sales?filter=${encodeURIComponent(JSON.stringify({ period: '2026-11' }))}&range=[0,999]&sort=["usedOn","ASC"]`,
    )) as { id: string; description: string; total: number }[];
    const [kiosk] = await sums(t, companyId, NOV.from, NOV.to, [eq(billingLines.service, 'kiosk')]);
    expect(list.length).toBe(kiosk!.lineCount);
    expect(list.reduce((sum, row) => sum + row.total, 0)).toBe(kiosk!.total);
    const id = codec.encode('billingLine', kioskIds[0]!);
    const detail = await json(`/homepage/v2/dashboard/display-sales/${id}`);
    expect(detail).toMatchObject({ id, description: '아메리카노', quantity: 2, usedOn: '2026-11-05' });
    const [day] = await sums(t, companyId, '2026-11-05', '2026-11-05', [
      eq(billingLines.service, 'kiosk'),
      eq(billingLines.branchId, (await companyOf(t, ADMIN)).branches[0]!.id),
    ]);
    expect(detail.dayTotal.total).toBe(day!.total);
    expect(detail.sameDay.map((s: { id: string }) => s.id)).toContain(
      codec.encode('billingLine', kioskIds[1]!),
    );
    expect(detail.itemMonth.lineCount).toBeGreaterThanOrEqual(2);
    expect(
      (await get(`/homepage/v2/dashboard/display-sales/${codec.encode('billingLine', snackId)}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/homepage/v2/dashboard/display-sales/${codec.encode('billingLine', otherKioskId)}`))
        .statusCode,
    ).toBe(404);
    expect((await get(`/homepage/v2/dashboard/display-sales/${id}`, other)).statusCode).toBe(404);
    expect((await get('/homepage/v2/dashboard/display-sales/garbage')).statusCode).toBe(404);
  });
});
