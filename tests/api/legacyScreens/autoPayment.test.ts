import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autoPaymentCharges,
  autoPaymentSettings,
  invoicePayments,
  invoices,
  jobs,
} from '../../../server/db/schema';
import { enqueue } from '../../../server/jobs/enqueue';
import { AUTO_PAYMENT_JOB } from '../../../server/services/payments/autoPayment';
import { DECLINED_TEST_CARD } from '../../../server/payments/testGateway';
import { TEST_CARD, client } from '../services/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, drainJobs, login, type TestApp } from '../testApp';
import { HANBIT, companyIdOf } from './helpers';

let t: TestApp;
let admin: ReturnType<typeof client>;
let member: ReturnType<typeof client>;
let nike: ReturnType<typeof client>;
let hanbit: number;
let invoiceId: number;
let bigInvoiceId: number;
let card: string;

/** 2031-05-10 07:00 in Seoul: the morning of the invoice's due date, before the 09:00 run. */
const DUE_MORNING = '2031-05-09T22:00:00Z';
const AFTER_RUN = '2031-05-10T00:30:00Z';

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  t.clock.set(DUE_MORNING);
  admin = client(t, (await login(t.app, ADMIN)).headers);
  member = client(t, (await login(t.app, MEMBER)).headers);
  nike = client(t, (await login(t.app, NIKE)).headers);
  hanbit = await companyIdOf(t, HANBIT);
  const invoice = (service: string, total: number) => ({
    companyId: hanbit,
    service,
    period: '2031-04',
    issuedOn: '2031-04-30',
    dueOn: '2031-05-10',
    supplyAmount: Math.ceil(total / 1.1),
    vat: total - Math.ceil(total / 1.1),
    total,
    lineCount: 1,
  });
  const rows = await t.database.db
    .insert(invoices)
    .values([invoice('snack24', 110_000), invoice('breakfast24', 60_000_000)])
    .returning({ id: invoices.id });
  invoiceId = rows[0]!.id;
  bigInvoiceId = rows[1]!.id;
}, 60_000);
afterAll(() => t.close());

const autoPaymentsOf = (id: number) =>
  t.database.db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, id), like(invoicePayments.note, '자동 결제%')));

describe('결제 수단 관리 (payment/management)', () => {
  it('is only for administrators of a company with card payment', async () => {
    expect((await nike('GET', '/homepage/v2/payment/methods')).status).toBe(403);
    expect((await nike('POST', '/homepage/v2/payment/methods', TEST_CARD)).status).toBe(403);
    expect((await member('GET', '/homepage/v2/payment/methods')).status).toBe(403);
    const { status, body } = await admin('GET', '/homepage/v2/payment/methods');
    expect(status).toBe(200);
    expect(Array.isArray(body.methods)).toBe(true);
  });

  it('adds a card through the gateway (a declined card is a 402 and stores nothing)', async () => {
    const before = (await admin('GET', '/homepage/v2/payment/methods')).body.methods.length;
    const declined = await admin('POST', '/homepage/v2/payment/methods', {
      ...TEST_CARD,
      cardNumber: DECLINED_TEST_CARD,
      expiry: '12/39',
    });
    expect(declined.status).toBe(402);
    const added = await admin('POST', '/homepage/v2/payment/methods', { ...TEST_CARD, expiry: '12/39' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ kind: 'CARD', label: '테스트비자카드 ****4242' });
    card = added.body.paymentEncrypted;
    expect((await admin('GET', '/homepage/v2/payment/methods')).body.methods).toHaveLength(before + 1);
  });
});

describe('자동 결제 (payment/subscription)', () => {
  it('is turned on by an administrator with a chosen method only', async () => {
    expect(
      (await member('PUT', '/homepage/v2/payment/subscription', { enabled: true, paymentEncrypted: card }))
        .status,
    ).toBe(403);
    const missing = await admin('PUT', '/homepage/v2/payment/subscription', { enabled: true });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.paymentEncrypted).toBe('자동 결제에 사용할 결제 수단을 선택해주세요.');
    const on = await admin('PUT', '/homepage/v2/payment/subscription', {
      enabled: true,
      paymentEncrypted: card,
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, paymentMethod: { label: '테스트비자카드 ****4242' } });
    const seen = await member('GET', '/homepage/v2/payment/subscription');
    expect(seen.body.enabled).toBe(true);
    expect(
      seen.body.upcoming.some(
        (row: { dueOn: string; unpaid: number }) => row.dueOn === '2031-05-10' && row.unpaid === 110_000,
      ),
    ).toBe(true);
  });

  it('refuses to delete the method automatic payment charges (409)', async () => {
    expect((await admin('DELETE', `/homepage/v2/payment/methods/${card}`)).status).toBe(409);
  });

  it('charges nothing before 09:00 on the due date', async () => {
    await drainJobs(t);
    expect(await autoPaymentsOf(invoiceId)).toHaveLength(0);
  });

  it('charges each due invoice exactly once at 09:00, also when the job runs twice', async () => {
    t.clock.set(AFTER_RUN);
    await drainJobs(t);
    // A second run the same day (another process, a retried job) and the next day's run.
    await enqueue(t.database.db, {
      kind: AUTO_PAYMENT_JOB,
      payload: { companyId: hanbit },
      companyId: hanbit,
    });
    await drainJobs(t);
    t.clock.advance(24 * 3_600_000);
    await drainJobs(t);

    const payments = await autoPaymentsOf(invoiceId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 110_000, method: 'CARD', paidOn: '2031-05-10' });
    const perInvoice = await t.database.db
      .select({ invoiceId: invoicePayments.invoiceId, n: sql<number>`count(*)::int` })
      .from(invoicePayments)
      .where(like(invoicePayments.note, '자동 결제%'))
      .groupBy(invoicePayments.invoiceId);
    expect(perInvoice.every((row) => row.n === 1)).toBe(true);
    const charges = await t.database.db
      .select()
      .from(autoPaymentCharges)
      .where(eq(autoPaymentCharges.companyId, hanbit));
    expect(new Set(charges.map((row) => row.invoiceId)).size).toBe(charges.length);
    // Sessions end at Seoul midnight: the next day needs a new login.
    admin = client(t, (await login(t.app, ADMIN)).headers);
    const state = await admin('GET', '/homepage/v2/payment/subscription');
    expect(
      state.body.upcoming.some(
        (row: { dueOn: string; total: number }) => row.total === 110_000 && row.dueOn === '2031-05-10',
      ),
    ).toBe(false);
    expect(state.body.charges.find((row: { amount: number }) => row.amount === 110_000)).toMatchObject({
      status: 'PAID',
    });
  });

  it('records a refused charge with its reason and no payment', async () => {
    expect(await autoPaymentsOf(bigInvoiceId)).toHaveLength(0);
    const [charge] = await t.database.db
      .select()
      .from(autoPaymentCharges)
      .where(eq(autoPaymentCharges.invoiceId, bigInvoiceId));
    expect(charge).toMatchObject({ status: 'FAILED' });
    expect(charge!.failure).toContain('결제 한도');
  });

  it('stops the daily runs when turned off', async () => {
    const off = await admin('PUT', '/homepage/v2/payment/subscription', {
      enabled: false,
      paymentEncrypted: card,
    });
    expect(off.body.enabled).toBe(false);
    t.clock.advance(24 * 3_600_000);
    await drainJobs(t);
    const waiting = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, AUTO_PAYMENT_JOB), eq(jobs.status, 'waiting')));
    expect(waiting).toHaveLength(0);
    const [setting] = await t.database.db
      .select()
      .from(autoPaymentSettings)
      .where(eq(autoPaymentSettings.companyId, hanbit));
    expect(setting?.enabled).toBe(false);
    // Off, the method can go.
    admin = client(t, (await login(t.app, ADMIN)).headers);
    expect((await admin('DELETE', `/homepage/v2/payment/methods/${card}`)).status).toBe(200);
  });
});
