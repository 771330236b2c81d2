import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDateString } from '../../../lib/seoulTime';
import { auditLog, billingLines, companies, invoicePayments, invoices } from '../../../server/db/schema';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  provider = await providerHeaders(t);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers: object = provider) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const pay = (id: string, payload: unknown, headers: object = provider) =>
  t.app.inject({
    method: 'POST',
    url: `/provider/v1/invoices/${id}/payments`,
    headers: headers as Record<string, string>,
    payload: payload as object,
  });
const listUrl = (path: string, filter: object = {}, range = [0, 999]) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
const today = seoulDateString();
const thisMonth = today.slice(0, 7);

describe('the seeded ledger', () => {
  it('has a year of lines, past months invoiced with their lines, the current month open', async () => {
    const db = t.database.db;
    const lines = await db.select().from(billingLines);
    const all = await db.select().from(invoices);
    expect(lines.length).toBeGreaterThan(3_000);
    expect(new Set(lines.map((l) => l.service))).toEqual(
      new Set(['snack24', 'breakfast24', 'clean24', 'meal24', 'coffee24', 'birth24', 'buy24', 'kiosk']),
    );
    expect(
      new Set(lines.filter((l) => l.branchId !== null).map((l) => l.branchId)).size,
    ).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((i) => i.period)).size).toBeGreaterThanOrEqual(11);
    expect(all.some((i) => i.period === thisMonth)).toBe(false);
    // Every invoice equals its lines; every line of the current month is open.
    const byInvoice = new Map<number, number>();
    for (const line of lines)
      if (line.invoiceId) byInvoice.set(line.invoiceId, (byInvoice.get(line.invoiceId) ?? 0) + line.total);
    for (const invoice of all) expect(byInvoice.get(invoice.id)).toBe(invoice.total);
    expect(lines.filter((l) => l.usedOn.startsWith(thisMonth)).every((l) => l.invoiceId === null)).toBe(true);
    const kiosk = lines.filter((l) => l.service === 'kiosk');
    const [regular] = await db.select().from(companies).where(eq(companies.hasKioskService, true));
    expect(kiosk.every((l) => l.companyId === regular!.id)).toBe(true);
    expect(new Set(kiosk.map((l) => l.category)).size).toBeGreaterThan(2);
    expect((await db.select().from(invoicePayments)).length).toBeGreaterThan(10);
  });
});

describe('provider console: invoices', () => {
  it('lists every company’s invoices with filters by period, company and paid state', async () => {
    const all = await get(listUrl('/provider/v1/invoices'));
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-range']).toMatch(/^providerInvoices 0-\d+\/\d+$/);
    const rows = all.json() as Array<Record<string, unknown>>;
    expect(new Set(rows.map((r) => r.companyName)).size).toBe(3);

    const period = rows[0]!.period as string;
    const inPeriod = (await get(listUrl('/provider/v1/invoices', { period }))).json() as typeof rows;
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(inPeriod.every((r) => r.period === period)).toBe(true);

    const companyId = rows[0]!.companyId as string;
    const ofCompany = (await get(listUrl('/provider/v1/invoices', { companyId }))).json() as typeof rows;
    expect(ofCompany.every((r) => r.companyId === companyId)).toBe(true);

    for (const paidState of ['PAID', 'PARTIAL', 'UNPAID']) {
      const some = (await get(listUrl('/provider/v1/invoices', { paidState }))).json() as typeof rows;
      expect(some.length, paidState).toBeGreaterThan(0);
      expect(some.every((r) => r.paidState === paidState)).toBe(true);
    }
    const bad = await get(listUrl('/provider/v1/invoices', { paidState: 'MAYBE' }));
    expect(bad.statusCode).toBe(400);
  });

  it('the unpaid list holds invoices paid below their total, most overdue first', async () => {
    const response = await get(listUrl('/provider/v1/invoices/unpaid'));
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<{ unpaidAmount: number; daysOverdue: number; dueOn: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.unpaidAmount > 0)).toBe(true);
    expect(rows[0]!.daysOverdue).toBeGreaterThan(0);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.daysOverdue).toBeGreaterThanOrEqual(rows[i]!.daysOverdue);
    for (const row of rows)
      expect(row.daysOverdue).toBe(
        row.dueOn < today ? (Date.parse(today) - Date.parse(row.dueOn)) / 86_400_000 : 0,
      );
  });

  it('marks a payment received: validated, in one transaction with its audit row, never above what is owed', async () => {
    const [overdue] = (await get(listUrl('/provider/v1/invoices/unpaid'))).json() as Array<{
      id: string;
      unpaidAmount: number;
      issuedOn: string;
      total: number;
    }>;
    const invalid = await pay(overdue!.id, { amount: 0, paidOn: 'yesterday', method: 'CASH' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors ?? {})).toEqual(
      expect.arrayContaining(['amount', 'paidOn', 'method']),
    );
    const future = await pay(overdue!.id, { amount: 1, paidOn: '2999-01-01', method: 'BANK_TRANSFER' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.paidOn).toBe('입금일은 오늘 이후일 수 없습니다.');
    const early = await pay(overdue!.id, { amount: 1, paidOn: '2000-01-01', method: 'BANK_TRANSFER' });
    expect(early.json().errors.paidOn).toBe('입금일은 청구서 발행일보다 앞설 수 없습니다.');
    const over = await pay(overdue!.id, { amount: overdue!.unpaidAmount + 1, paidOn: today, method: 'CARD' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/미수금/);
    const auditBefore = (await t.database.db.select().from(auditLog)).length;

    const partial = await pay(overdue!.id, {
      amount: 1_000,
      paidOn: today,
      method: 'VIRTUAL_ACCOUNT',
      note: '일부',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      paidState: 'PARTIAL',
      unpaidAmount: overdue!.unpaidAmount - 1_000,
    });
    const rest = await pay(overdue!.id, {
      amount: overdue!.unpaidAmount - 1_000,
      paidOn: today,
      method: 'BANK_TRANSFER',
    });
    expect(rest.json()).toMatchObject({
      paidState: 'PAID',
      unpaidAmount: 0,
      daysOverdue: 0,
      lastPaidOn: today,
    });
    const again = await pay(overdue!.id, { amount: 1, paidOn: today, method: 'BANK_TRANSFER' });
    expect(again.statusCode).toBe(409);

    const audit = await t.database.db.select().from(auditLog);
    expect(audit.length - auditBefore).toBe(2);
    expect(audit.at(-1)).toMatchObject({
      actorKind: 'provider',
      call: 'POST /provider/v1/invoices/{id}/payments',
    });
    const unpaidNow = (await get(listUrl('/provider/v1/invoices/unpaid'))).json() as Array<{ id: string }>;
    expect(unpaidNow.some((r) => r.id === overdue!.id)).toBe(false);
    expect((await get(`/provider/v1/invoices/${overdue!.id}`)).json().paidAmount).toBe(overdue!.total);
  });

  it('is for operators only; a tampered id is a 404', async () => {
    const admin = (await login(t.app, ADMIN)).headers;
    expect((await get(listUrl('/provider/v1/invoices'), admin)).statusCode).toBe(401);
    expect((await get(listUrl('/provider/v1/invoices/unpaid'), {})).statusCode).toBe(401);
    expect((await get('/provider/v1/invoices/not-an-id')).statusCode).toBe(404);
  });
});
