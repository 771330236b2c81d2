import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../../server/db/schema';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { insertInvoiceFixture, TEST_PERIOD, type InvoiceFixture } from './invoicesFixture';
import type {
  AccountCertificate,
  BillingLinesResponse,
  InvoiceDetail,
  InvoiceListResponse,
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

describe('invoices', () => {
  it('lists the month of the session company only, totals equal to the invoices', async () => {
    const list = await json<InvoiceListResponse>('admin', `/homepage/v2/billing/invoices?${march}`);
    expect(list.period).toBe(TEST_PERIOD);
    expect(list.invoices).toHaveLength(1);
    const [invoice] = list.invoices;
    expect(invoice).toMatchObject({
      service: 'snack24',
      serviceLabel: '스낵24',
      total: fixture.snack.total,
      paidAmount: 100_000,
      unpaidAmount: fixture.snack.total - 100_000,
      paymentStatus: 'PARTIAL',
    });
    expect(list.totals.total).toBe(fixture.snack.total);
    expect(list.periods).toContain(TEST_PERIOD);
    // The other company's invoice of the same month and service is not in it.
    const other = await json<InvoiceListResponse>('nike', `/homepage/v2/billing/invoices?${march}`);
    expect(other.invoices).toHaveLength(1);
    expect(other.invoices[0]!.id).not.toBe(invoice!.id);
    expect(other.invoices[0]!.total).toBe(11_000);
  });

  it('filters by service type; all is every service', async () => {
    const kiosk = await json<InvoiceListResponse>(
      'admin',
      `/homepage/v2/billing/invoices?${march}&service=kiosk`,
    );
    expect(kiosk.invoices).toHaveLength(0);
    const all = await json<InvoiceListResponse>(
      'admin',
      `/homepage/v2/billing/invoices?${march}&service=all`,
    );
    expect(all.invoices).toHaveLength(1);
  });

  it('one invoice: its totals equal its lines, with the account to pay into and the payment', async () => {
    const list = await json<InvoiceListResponse>('member', `/homepage/v2/billing/invoices?${march}`);
    const detail = await json<InvoiceDetail>(
      'member',
      `/homepage/v2/billing/invoices/${list.invoices[0]!.id}`,
    );
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

  it("another company's invoice, a tampered id and nobody are refused", async () => {
    const list = await json<InvoiceListResponse>('admin', `/homepage/v2/billing/invoices?${march}`);
    const id = list.invoices[0]!.id;
    const foreign = await get('nike', `/homepage/v2/billing/invoices/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('청구서를 찾을 수 없습니다.');
    expect((await get('admin', `/homepage/v2/billing/invoices/${id.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await get(null, `/homepage/v2/billing/invoices?${march}`)).statusCode).toBe(401);
    expect((await get('admin', '/homepage/v2/billing/invoices?year=20&month=13')).statusCode).toBe(400);
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

  it('order lines page through the month with the whole month count and sums', async () => {
    const first = await json<BillingLinesResponse>('member', `/homepage/v2/billing/lines?${march}&size=2`);
    expect(first.total).toBe(fixture.snack.count + fixture.kiosk.count);
    expect(first.lines).toHaveLength(2);
    const second = await json<BillingLinesResponse>(
      'member',
      `/homepage/v2/billing/lines?${march}&size=2&page=2`,
    );
    expect(second.lines).toHaveLength(2);
    expect(first.totals.total).toBe(fixture.snack.total + fixture.kiosk.total);
    const snack = await json<BillingLinesResponse>(
      'member',
      `/homepage/v2/billing/lines?${march}&service=snack24`,
    );
    expect(sumOf(snack.lines, 'total')).toBe(fixture.snack.total);
    const other = await json<BillingLinesResponse>('nike', `/homepage/v2/billing/lines?${march}`);
    expect(other.total).toBe(1);
    expect((await get('member', `/homepage/v2/billing/lines?${march}&size=5000`)).statusCode).toBe(400);
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
