import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCorrection, recordKioskSales, syncLedger } from '../../../server/services/billing/ledger';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { ADMIN, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { companyOf, insertLines, insertLinesWith } from './helpers';

/**
 * The dashboard reads billing_daily (the ledger summed by day), which triggers on billing_lines keep
 * up to date. Here lines are inserted, changed and deleted in every way the writers do (one statement
 * of many lines, many small concurrent transactions, the ledger sync, kiosk sales, corrections, an
 * update that moves lines, deletes), and after each step every dashboard answer is compared with a
 * SUM over billing_lines computed here, and billing_daily as a whole with billing_lines grouped.
 */
let t: TestApp;
let admin: AuthHeaders;
let companyId: number;
let branchIds: number[];
const codec = createIdCodec(testSettings().secrets.idKey);

const MONTHS = [
  { year: 2026, month: 11, from: '2026-11-01', to: '2026-11-30' },
  { year: 2026, month: 10, from: '2026-10-01', to: '2026-10-31' },
];

interface Sums {
  key: string | null;
  lineCount: number;
  quantity: number;
  supplyAmount: number;
  vat: number;
  total: number;
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** A SUM over the company's billing_lines between two days, grouped by a column (or not). */
async function lineSums(from: string, to: string, groupBy?: string, service?: string): Promise<Sums[]> {
  const key = groupBy ? sql.raw(groupBy) : sql`null`;
  const result = await t.database.db.execute(sql`
    select ${key}::text as key, count(*)::int as "lineCount", coalesce(sum(quantity), 0)::int as quantity,
      coalesce(sum(supply_amount), 0)::bigint as "supplyAmount", coalesce(sum(vat), 0)::bigint as vat,
      coalesce(sum(total), 0)::bigint as total
    from billing_lines
    where company_id = ${companyId} and used_on between ${from} and ${to}
      ${service ? sql`and service = ${service}` : sql``}
    ${groupBy ? sql`group by ${key}` : sql``}`);
  return rowsOf(result).map((row) => ({
    key: row.key as string | null,
    lineCount: Number(row.lineCount),
    quantity: Number(row.quantity),
    supplyAmount: Number(row.supplyAmount),
    vat: Number(row.vat),
    total: Number(row.total),
  }));
}

const figures = (row: Sums) => ({
  lineCount: row.lineCount,
  quantity: row.quantity,
  supplyAmount: row.supplyAmount,
  vat: row.vat,
  total: row.total,
});

async function json(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json(), headers: response.headers };
}

/** billing_daily holds exactly billing_lines grouped by its key, for every company. */
async function expectTableEqualsLines() {
  const result = await t.database.db.execute(sql`
    with lines as (
      select company_id, used_on, service, category, branch_id, count(*)::bigint as line_count,
        sum(quantity)::bigint as quantity, sum(supply_amount)::bigint as supply_amount,
        sum(vat)::bigint as vat, sum(total)::bigint as total
      from billing_lines group by company_id, used_on, service, category, branch_id),
    daily as (
      select company_id, used_on, service, category, branch_id, line_count, quantity, supply_amount, vat, total
      from billing_daily)
    select (select count(*) from ((select * from lines except all select * from daily)
      union all (select * from daily except all select * from lines)) d)::int as differences,
      (select count(*) from daily)::int as "dailyRows"`);
  const [row] = rowsOf(result);
  expect(row).toMatchObject({ differences: 0 });
  return Number(row!.dailyRows);
}

/** Every dashboard answer of both months equals the SUM over billing_lines. */
async function expectDashboardEqualsLines() {
  for (const m of MONTHS) {
    const [all] = await lineSums(m.from, m.to);
    const byService = await lineSums(m.from, m.to, 'service');
    const byDay = await lineSums(m.from, m.to, 'used_on');
    const summary = (await json(`/homepage/v2/dashboard/summary?year=${m.year}&month=${m.month}`)).body;
    expect(summary.total).toEqual(figures(all!));
    expect(
      Object.fromEntries(summary.services.map((s: Sums & { service: string }) => [s.service, figures(s)])),
    ).toEqual(Object.fromEntries(byService.map((s) => [s.key, figures(s)])));
    expect(
      Object.fromEntries(summary.days.map((d: Sums & { date: string }) => [d.date, figures(d)])),
    ).toEqual(Object.fromEntries(byDay.map((d) => [d.key, figures(d)])));

    const orders = (await json(`/homepage/v2/dashboard/orders?year=${m.year}&month=${m.month}`)).body;
    expect(orders.total).toEqual(figures(all!));
    const byDayService = await lineSums(m.from, m.to, `used_on || ' ' || service`);
    expect(
      Object.fromEntries(
        orders.rows.map((r: Sums & { date: string; service: string }) => [
          `${r.date} ${r.service}`,
          figures(r),
        ]),
      ),
    ).toEqual(Object.fromEntries(byDayService.map((r) => [r.key, figures(r)])));

    const [snack] = await lineSums(m.from, m.to, undefined, 'snack24');
    const detail = (await json(`/homepage/v2/dashboard/detail/${m.year}/${m.month}/snack24`)).body;
    expect(detail.total).toEqual(figures(snack!));

    const analysis = (await json(`/homepage/v2/dashboard/analysis/${m.year}/${m.month}/all`)).body;
    expect(analysis.current).toEqual(figures(all!));
    const previous = MONTHS.find((p) => p.month === m.month - 1);
    if (previous) {
      const [before] = await lineSums(previous.from, previous.to);
      expect(analysis.previous).toMatchObject(figures(before!));
      const categories = await lineSums(m.from, m.to, 'category');
      const categoriesBefore = await lineSums(previous.from, previous.to, 'category');
      const expected = new Map<string | null, { total: number; previousTotal: number; lineCount: number }>();
      for (const row of categories)
        expected.set(row.key, { total: row.total, previousTotal: 0, lineCount: row.lineCount });
      for (const row of categoriesBefore) {
        const entry = expected.get(row.key) ?? { total: 0, previousTotal: 0, lineCount: 0 };
        expected.set(row.key, { ...entry, previousTotal: row.total });
      }
      expect(
        Object.fromEntries(
          analysis.byCategory.map(
            (c: { category: string; total: number; previousTotal: number; lineCount: number }) => [
              c.category,
              { total: c.total, previousTotal: c.previousTotal, lineCount: c.lineCount },
            ],
          ),
        ),
      ).toEqual(Object.fromEntries(expected));
      const workspaces = await lineSums(m.from, m.to, 'branch_id');
      for (const row of workspaces) {
        const id = row.key === null ? null : codec.encode('branch', Number(row.key));
        const found = analysis.byWorkspace.find((w: { branchId: string | null }) => w.branchId === id);
        expect(found, String(row.key)).toMatchObject({ total: row.total, lineCount: row.lineCount });
      }
    }

    const filter = encodeURIComponent(
      JSON.stringify({ period: `${m.year}-${String(m.month).padStart(2, '0')}` }),
    );
    const sales = await json(`/homepage/v2/dashboard/sales?filter=${filter}&range=[0,0]`);
    expect(String(sales.headers['content-range'])).toMatch(new RegExp(`/${all!.lineCount}$`));
    const [kiosk] = await lineSums(m.from, m.to, undefined, 'kiosk');
    const display = await json(`/homepage/v2/dashboard/display-sales?filter=${filter}&range=[0,0]`);
    expect(String(display.headers['content-range'])).toMatch(new RegExp(`/${kiosk!.lineCount}$`));
  }
  return expectTableEqualsLines();
}

const SERVICES = ['snack24', 'breakfast24', 'kiosk', 'quick24'];
const CATEGORIES = ['과자', '음료', '조식 세트'];

/** `count` lines spread over both months, services, categories and workspaces (one without). */
function spread(count: number, seed: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = seed + i;
    return {
      companyId,
      branchId: n % 4 === 3 ? null : branchIds[n % branchIds.length]!,
      service: SERVICES[n % SERVICES.length]!,
      category: CATEGORIES[n % CATEGORIES.length]!,
      usedOn: `2026-${n % 2 ? '10' : '11'}-${String(1 + (n % 28)).padStart(2, '0')}`,
      supply: 1_000 + ((n * 7_919) % 90_000) - (n % 17 === 0 ? 50_000 : 0),
      quantity: 1 + (n % 3),
    };
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-20T03:00:00Z');
  admin = (await login(t.app, ADMIN)).headers;
  const mine = await companyOf(t, ADMIN);
  companyId = mine.companyId;
  branchIds = mine.branches.map((b) => b.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('billing_daily follows billing_lines', () => {
  it('holds the seeded ledger after the migration and the seed', async () => {
    await expectDashboardEqualsLines();
  });

  it('one statement of many lines, then deletes of some of them', async () => {
    const ids = (await insertLines(t, spread(1_500, 1))).map((row) => row.id);
    expect(await expectDashboardEqualsLines()).toBeGreaterThan(0);
    await t.database.db.execute(
      sql`delete from billing_lines where id = any(${sql.param(ids.filter((_, i) => i % 3 === 0))}::int[])`,
    );
    await expectDashboardEqualsLines();
    // Every line of one day and service: its rows go with them.
    await t.database.db.execute(
      sql`delete from billing_lines where company_id = ${companyId} and used_on = '2026-11-02' and service = 'snack24'`,
    );
    await expectDashboardEqualsLines();
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from billing_daily where company_id = ${companyId} and used_on = '2026-11-02' and service = 'snack24'`,
    );
    expect(rowsOf(left)[0]).toEqual({ n: 0 });
  });

  it('updates: a workspace moved, amounts and days changed, an invoice-like marking that changes no figure', async () => {
    const db = t.database.db;
    await db.execute(sql`update billing_lines set branch_id = null
      where company_id = ${companyId} and branch_id = ${branchIds[0]!} and id % 5 = 0`);
    await expectDashboardEqualsLines();
    await db.execute(sql`update billing_lines set total = total + 11, vat = vat + 1, quantity = quantity + 1,
      used_on = '2026-10-31' where company_id = ${companyId} and used_on = '2026-11-07'`);
    await expectDashboardEqualsLines();
    const before = rowsOf(
      await db.execute(sql`select sum(total)::bigint as t, count(*)::int as n from billing_daily`),
    );
    await db.execute(
      sql`update billing_lines set description = description || ' ' where company_id = ${companyId}`,
    );
    expect(
      rowsOf(await db.execute(sql`select sum(total)::bigint as t, count(*)::int as n from billing_daily`)),
    ).toEqual(before);
    await expectDashboardEqualsLines();
  });

  it('concurrent transactions inserting into the same days, with a delete among them', async () => {
    const db = t.database.db;
    const batches = Array.from({ length: 12 }, (_, b) => spread(40, 10_000 + b * 7));
    const victims = rowsOf(
      await db.execute(
        sql`select id from billing_lines where company_id = ${companyId} order by id desc limit 30`,
      ),
    ).map((row) => Number(row.id));
    await Promise.all([
      ...batches.map((lines, b) =>
        db.transaction(async (tx) => {
          // Two statements per transaction with a pause between: on PostgreSQL the transactions
          // overlap and wait on each other's day rows.
          const half = lines.length / 2;
          await insertLinesWith(tx, lines.slice(0, half));
          await new Promise((resolve) => setTimeout(resolve, 5 + (b % 3) * 5));
          await insertLinesWith(tx, lines.slice(half));
        }),
      ),
      db.execute(sql`delete from billing_lines where id = any(${sql.param(victims)}::int[])`),
    ]);
    await expectDashboardEqualsLines();
  });

  it('the ledger writers: the sync, kiosk sales sent twice, a negative correction', async () => {
    const db = t.database.db;
    await syncLedger(db);
    const sales = [1, 2, 3].map((n) => ({
      companyId,
      branchId: branchIds[0]!,
      saleId: `daily-sums-kiosk-${n}`,
      soldOn: '2026-11-19',
      item: '아메리카노',
      quantity: n,
      total: 2_000 * n,
    }));
    expect(await recordKioskSales(db, sales)).toBe(3);
    expect(await recordKioskSales(db, sales)).toBe(0);
    await recordCorrection(db, {
      companyId,
      service: 'snack24',
      category: '과자',
      usedOn: '2026-11-20',
      description: '간식 배송 정정',
      supplyAmount: -12_345,
      key: 'daily-sums-correction',
    });
    await expectDashboardEqualsLines();
  });
});
