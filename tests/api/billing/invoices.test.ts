import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../../server/db/schema';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { insertInvoiceFixture, TEST_PERIOD, type InvoiceFixture } from './invoicesFixture';
import type { BillingLineRecord } from '../../../schemas/billingLines';
import type {
  AccountCertificate,
  InvoiceDetail,
  InvoiceSummary,
  KioskSalesResponse,
  MonthlyReport,
  PaymentsResponse,
  UsageResponse,
} from '../../../schemas/billingInvoices';

let t: TestApp;
let fixture: InvoiceFixture;
const as: Record<'admin' | 'member' | 'nike' | 'wms', AuthHeaders> = {} as never;

const get = async (who: keyof typeof as | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? as[who] : {} });
const json = async <T>(who: keyof typeof as, url: string): Promise<T> => {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
/** A list-protocol page: its rows and the total of its `Content-Range`. */
const listOf = async <T>(
  who: keyof typeof as,
  path: string,
  filter: Record<string, unknown>,
  query: Record<string, string> = {},
): Promise<{ rows: T[]; total: number }> => {
  const params = new URLSearchParams({ filter: JSON.stringify(filter), ...query });
  const response = await get(who, `${path}?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  const range = String(response.headers['content-range']);
  return { rows: response.json() as T[], total: Number(range.split('/')[1]) };
};
const invoicesOf = (who: keyof typeof as, filter: Record<string, unknown>) =>
  listOf<InvoiceSummary>(who, '/homepage/v2/billing/invoices', filter);
const linesOf = (who: keyof typeof as, filter: Record<string, unknown>, query?: Record<string, string>) =>
  listOf<BillingLineRecord>(who, '/homepage/v2/billing/lines', filter, query);
const sumOf = <K extends 'supplyAmount' | 'vat' | 'total'>(rows: readonly Record<K, number>[], key: K) =>
  rows.reduce((sum, row) => sum + row[key], 0);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertInvoiceFixture(t.database.db);
  as.admin = (await login(t.app, ADMIN)).headers;
  as.member = (await login(t.app, MEMBER)).headers;
  as.nike = (await login(t.app, NIKE)).headers;
  as.wms = (await login(t.app, 'demo-wms@example.com')).headers;
}, 120_000);
afterAll(async () => t?.close());

const march = 'year=2020&month=3';
const MARCH = { period: TEST_PERIOD };

describe('invoices', () => {
  it('lists the month of the session company only (list protocol)', async () => {
    const list = await invoicesOf('admin', MARCH);
    expect(list.total).toBe(1);
    const [invoice] = list.rows;
    expect(invoice).toMatchObject({
      period: TEST_PERIOD,
      service: 'snack24',
      serviceLabel: '스낵24',
      total: fixture.snack.total,
      paidAmount: 100_000,
      unpaidAmount: fixture.snack.total - 100_000,
      paymentStatus: 'PARTIAL',
    });
    // The other company's invoice of the same month and service is not in it.
    const other = await invoicesOf('nike', MARCH);
    expect(other.rows).toHaveLength(1);
    expect(other.rows[0]!.id).not.toBe(invoice!.id);
    expect(other.rows[0]!.total).toBe(11_000);
  });

  it('filters by year, service and payment status, in the database', async () => {
    expect((await invoicesOf('admin', { ...MARCH, service: 'kiosk' })).total).toBe(0);
    expect((await invoicesOf('admin', { ...MARCH, service: 'snack24' })).total).toBe(1);
    expect((await invoicesOf('admin', { ...MARCH, paymentStatus: 'PARTIAL' })).total).toBe(1);
    expect((await invoicesOf('admin', { ...MARCH, paymentStatus: 'PAID' })).total).toBe(0);
    const year = await invoicesOf('admin', { year: '2020' });
    expect(year.rows.map((row) => row.period)).toEqual([TEST_PERIOD]);
    // Every month, newest first; a page of one row still counts them all.
    const all = await listOf<InvoiceSummary>(
      'admin',
      '/homepage/v2/billing/invoices',
      {},
      { range: '[0,0]' },
    );
    expect(all.rows).toHaveLength(1);
    expect(all.total).toBeGreaterThan(1);
    const byUnpaid = await listOf<InvoiceSummary>(
      'admin',
      '/homepage/v2/billing/invoices',
      {},
      { sort: '["unpaidAmount","DESC"]', range: '[0,4]' },
    );
    const unpaid = byUnpaid.rows.map((row) => row.unpaidAmount);
    expect(unpaid).toEqual([...unpaid].sort((a, b) => b - a));
  });

  it('one invoice: its totals equal its lines, with the account to pay into and the payment', async () => {
    const list = await invoicesOf('member', MARCH);
    const detail = await json<InvoiceDetail>('member', `/homepage/v2/billing/invoices/${list.rows[0]!.id}`);
    expect(detail.lines).toHaveLength(fixture.snack.count);
    expect(detail.lineCount).toBe(detail.lines.length);
    for (const key of ['supplyAmount', 'vat', 'total'] as const) {
      expect(detail[key]).toBe(sumOf(detail.lines, key));
    }
    expect(detail.total).toBe(detail.supplyAmount + detail.vat);
    for (const line of detail.lines) expect(line.vat).toBe(Math.trunc(line.supplyAmount / 10));
    expect(detail.company).toMatchObject({ name: '주식회사 한빛솔루션', registNumber: '214-86-52317' });
    expect(detail.provider.address).toContain('서울특별시');
    expect(detail.virtualAccount).toMatchObject({ bank: '신한은행', accountNumber: '562-004-17204511' });
    expect(detail.payments).toEqual([
      expect.objectContaining({ amount: 100_000, method: 'VIRTUAL_ACCOUNT' }),
    ]);
    expect(detail.lines[0]!.branchName).toBeTruthy();
  });

  it("another company's invoice, a tampered id, a bad filter and nobody are refused", async () => {
    const id = (await invoicesOf('admin', MARCH)).rows[0]!.id;
    const foreign = await get('nike', `/homepage/v2/billing/invoices/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('청구서를 찾을 수 없습니다.');
    expect((await get('admin', `/homepage/v2/billing/invoices/${id.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await get(null, '/homepage/v2/billing/invoices')).statusCode).toBe(401);
    const bad = (filter: object) =>
      get('admin', `/homepage/v2/billing/invoices?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect((await bad({ period: '2020-13' })).statusCode).toBe(400);
    expect((await bad({ year: '20' })).statusCode).toBe(400);
    expect((await bad({ paymentStatus: 'LATE' })).statusCode).toBe(400);
    expect((await bad({ month: '3' })).statusCode).toBe(400);
  });
});

describe('usage and order lines', () => {
  it('usage per service equals the sums of the month lines', async () => {
    const usage = await json<UsageResponse>('member', `/homepage/v2/billing/usage?${march}`);
    const snack = usage.services.find((row) => row.service === 'snack24')!;
    expect(snack).toMatchObject({ total: fixture.snack.total, lineCount: 3, quantity: 84 });
    const kiosk = usage.services.find((row) => row.service === 'kiosk')!;
    expect(kiosk.total).toBe(fixture.kiosk.total);
    expect(usage.totals.total).toBe(fixture.snack.total + fixture.kiosk.total);
  });

  it('usage is refused to a company whose usage menu is hidden (both ways)', async () => {
    const refused = await get('wms', `/homepage/v2/billing/usage?${march}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('서비스 이용 현황');
    const [small] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, '소담상회'));
    await t.database.db
      .update(companies)
      .set({ serviceUsageStatusMenuDisplayable: true })
      .where(eq(companies.id, small!.id));
    expect((await get('wms', `/homepage/v2/billing/usage?${march}`)).statusCode).toBe(200);
    await t.database.db
      .update(companies)
      .set({ serviceUsageStatusMenuDisplayable: false })
      .where(eq(companies.id, small!.id));
  });

  it('order lines are the list protocol: a page, the whole filtered count, the service filter', async () => {
    const first = await linesOf('member', MARCH, { range: '[0,1]' });
    expect(first.total).toBe(fixture.snack.count + fixture.kiosk.count);
    expect(first.rows).toHaveLength(2);
    const second = await linesOf('member', MARCH, { range: '[2,3]' });
    expect(second.rows).toHaveLength(2);
    expect(second.rows.map((row) => row.id)).not.toContain(first.rows[0]!.id);
    const snack = await linesOf('member', { ...MARCH, service: 'snack24' });
    expect(snack.total).toBe(fixture.snack.count);
    expect(sumOf(snack.rows, 'total')).toBe(fixture.snack.total);
    const other = await linesOf('nike', MARCH);
    expect(other.total).toBe(1);
    const byTotal = await linesOf('member', MARCH, { sort: '["total","ASC"]' });
    const totals = byTotal.rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect((await get('member', `/homepage/v2/billing/lines?range=[0,5000]`)).statusCode).toBe(400);
    expect((await get('member', `/homepage/v2/billing/lines?sort=["vat","ASC"]`)).statusCode).toBe(400);
  });

  it('the three lists of ledger lines answer the same rows for the same filter', async () => {
    const filter = { period: TEST_PERIOD, service: 'snack24' };
    const lines = await linesOf('member', filter);
    const sales = await listOf<BillingLineRecord>('member', '/homepage/v2/dashboard/sales', filter);
    const past = await listOf<BillingLineRecord>('member', '/homepage/v2/orders/past', filter);
    expect(sales).toEqual(lines);
    expect(past).toEqual(lines);
    // The past-order screens' names: month for period, a group of services (snack = 스낵24).
    const legacy = await listOf<BillingLineRecord>('member', '/homepage/v2/orders/past', {
      month: TEST_PERIOD,
      service: 'snack',
    });
    expect(legacy).toEqual(lines);
  });
});

describe('kiosk sales', () => {
  it('by day and by item for a company with a kiosk service', async () => {
    const sales = await json<KioskSalesResponse>('member', `/homepage/v2/billing/kiosk?${march}`);
    expect(sales.byDay.map((row) => [row.day, row.count])).toEqual([
      ['2020-03-05', 2],
      ['2020-03-06', 1],
    ]);
    // By the item (the line's category), not the description each sale writes.
    expect(sales.byItem.map((row) => [row.item, row.count, row.total])).toEqual([
      ['아메리카노', 2, 6_000],
      ['카페라떼', 1, 3_500],
    ]);
    expect(sales.totals.total).toBe(fixture.kiosk.total);
    expect(sumOf(sales.byItem, 'total')).toBe(sales.totals.total);
  });

  it('is refused without a kiosk service', async () => {
    const refused = await get('nike', `/homepage/v2/billing/kiosk?${march}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('키오스크');
  });
});

describe('payments (administrators)', () => {
  it('a plain member is refused; the administrator sees payments, unpaid only with unpaidManagement', async () => {
    expect((await get('member', '/homepage/v2/billing/payments?year=2020')).statusCode).toBe(403);
    const off = await json<PaymentsResponse>('admin', '/homepage/v2/billing/payments?year=2020');
    expect(off.unpaidManagement).toBe(false);
    expect(off.unpaid).toEqual([]);
    expect(off.payments).toHaveLength(1);
    expect(off.paid).toBe(100_000);
    expect(off.billed).toBe(fixture.snack.total);
    await t.database.db
      .update(companies)
      .set({ unpaidManagement: true })
      .where(eq(companies.id, fixture.regularId));
    const on = await json<PaymentsResponse>('admin', '/homepage/v2/billing/payments?year=2020');
    expect(on.unpaid).toHaveLength(1);
    expect(on.unpaid[0]!.unpaidAmount).toBe(fixture.snack.total - 100_000);
    expect(on.unpaidTotal).toBe(fixture.snack.total - 100_000);
    await t.database.db
      .update(companies)
      .set({ unpaidManagement: false })
      .where(eq(companies.id, fixture.regularId));
    const other = await json<PaymentsResponse>('nike', '/homepage/v2/billing/payments?year=2020');
    expect(other.payments).toHaveLength(0);
  });
});

describe('monthly report (administrators)', () => {
  it('one section per service, sums equal to its categories and workspaces', async () => {
    expect((await get('member', '/homepage/v2/billing/report/2020/03')).statusCode).toBe(403);
    const report = await json<MonthlyReport>('admin', '/homepage/v2/billing/report/2020/03');
    expect(report.period).toBe(TEST_PERIOD);
    expect(report.services.map((s) => s.service).sort()).toEqual(['kiosk', 'snack24']);
    for (const section of report.services) {
      expect(sumOf(section.byCategory, 'total')).toBe(section.total);
      expect(sumOf(section.byBranch, 'total')).toBe(section.total);
    }
    expect(report.services.find((s) => s.service === 'snack24')!.invoice?.total).toBe(fixture.snack.total);
    expect(report.totals.total).toBe(fixture.snack.total + fixture.kiosk.total);
    expect((await get('admin', '/homepage/v2/billing/report/2020/13')).statusCode).toBe(400);
  });
});

describe('dedicated-account certificate', () => {
  it('gives every field for a company with a virtual account', async () => {
    t.clock.set('2026-11-04T03:00:00.000Z');
    const certificate = await json<AccountCertificate>('member', '/homepage/v2/billing/certificate');
    expect(certificate).toMatchObject({
      companyName: '주식회사 한빛솔루션',
      registNumber: '214-86-52317',
      bank: '신한은행',
      accountNumber: '562-004-17204511',
      holder: '주식회사 한빛솔루션',
      issuedOn: '2026-11-04',
    });
    expect(certificate.provider.address).toContain('테헤란로');
  });

  it('is a 404 for a company without one', async () => {
    const refused = await get('nike', '/homepage/v2/billing/certificate');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('가상계좌');
  });
});
