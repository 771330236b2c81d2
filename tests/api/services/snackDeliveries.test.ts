import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_MOVE_TEXT } from '../../../schemas/snack';
import { auditLog, companyMembers, serviceDeliveries } from '../../../server/db/schema';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';
import { NEW_ADMIN, SNACK_ANSWERS, TEST_CARD, client, providerHeaders } from './helpers';

/**
 * An approved snack24 subscription has real deliveries: approval plans the coming weeks on the
 * chosen weekdays from the start date, the subscription lists them, and the alternative-delivery
 * call moves one under the rules (future, scheduled, weekday, free day, own company).
 */
let t: TestApp;
let asNew: ReturnType<typeof client>;
let asProvider: ReturnType<typeof client>;

const CHANGE = '/homepage/v1/portal/deliverydate-change';
const MOVE = '/homepage/v2/snack/deliveries/{id}';
const moveUrl = (id: string) => MOVE.replace('{id}', encodeURIComponent(id));
type Listed = { deliveryEncrypted: string; deliveryDate: string; status: string; changeable: boolean };

beforeAll(async () => {
  t = await createTestApp();
  // A Tuesday in Seoul; the provider starts the service on the next Monday (the console's default).
  t.clock.set('2030-02-26T10:00:00+09:00');
  asNew = client(t, (await login(t.app, NEW_ADMIN)).headers);
  asProvider = client(t, await providerHeaders(t));
});
afterAll(() => t.close());

async function applyAndApprove(startDate: string) {
  const card = await asNew('POST', '/homepage/v2/snack/certification/payment/credit-card', TEST_CARD);
  expect(card.status).toBe(200);
  await asNew('PUT', '/homepage/v2/service-applications/snack24/draft', {
    step: 'result',
    answers: {
      ...SNACK_ANSWERS,
      payment: { paymentEncrypted: card.body.paymentEncrypted, agreeAutoPayment: true },
    },
  });
  expect((await asNew('POST', '/homepage/v2/snack/snack-subscription/complete')).status).toBe(200);
  const list = await asProvider(
    'GET',
    '/provider/v1/service-applications?filter={"status":"SUBMITTED","service":"snack24"}',
  );
  const mine = list.body.find((row: { companyName: string }) => row.companyName === '주식회사 봄길랩');
  const approved = await asProvider('POST', `/provider/v1/service-applications/${mine.id}/approve`, {
    startDate,
  });
  expect(approved.status).toBe(200);
}

const MONDAYS_AND_THURSDAYS = [
  '2030-03-04',
  '2030-03-07',
  '2030-03-11',
  '2030-03-14',
  '2030-03-18',
  '2030-03-21',
  '2030-03-25',
  '2030-03-28',
];

describe('snack24 deliveries after approval', () => {
  it('approval plans four weeks on the chosen weekdays; the subscription lists them', async () => {
    await applyAndApprove('2030-03-04');
    const subscription = await asNew('GET', '/homepage/v2/snack/snack-subscription');
    expect(subscription.body.applicationStatus).toBe('APPROVED');
    expect(subscription.body.packageType).toBe('BASIC');
    expect(subscription.body.upcoming.map((row: Listed) => row.deliveryDate)).toEqual(MONDAYS_AND_THURSDAYS);
    expect(subscription.body.upcoming.every((row: Listed) => row.status === 'SCHEDULED')).toBe(true);
    const draft = await asNew('GET', '/homepage/v2/service-applications/snack24/draft');
    expect(draft.body.application).toMatchObject({ status: 'APPROVED', startDate: '2030-03-04' });
  });

  it('the alternative-delivery list has them, each still changeable', async () => {
    const list = await asNew('GET', CHANGE);
    expect(list.status).toBe(200);
    expect(list.body.deliveries.map((row: Listed) => row.deliveryDate)).toEqual(MONDAYS_AND_THURSDAYS);
    expect(list.body.deliveries.every((row: Listed) => row.changeable)).toBe(true);
  });

  it('moves a delivery to a free weekday, audited, and the list shows the new date', async () => {
    const list = await asNew('GET', CHANGE);
    const thursday = list.body.deliveries.find((row: Listed) => row.deliveryDate === '2030-03-07');
    const moved = await asNew('PUT', moveUrl(thursday.deliveryEncrypted), { newDate: '2030-03-08' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ deliveryDate: '2030-03-08', status: 'SCHEDULED' });
    const after = await asNew('GET', CHANGE);
    const dates = after.body.deliveries.map((row: Listed) => row.deliveryDate);
    expect(dates).toContain('2030-03-08');
    expect(dates).not.toContain('2030-03-07');
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, `PUT ${MOVE}`));
    expect(audited).toMatchObject({ action: 'update', targetKind: 'delivery' });
    expect(audited!.targetId).toBe(thursday.deliveryEncrypted);
    expect(audited!.changes.deliveryDate).toEqual({ before: '2030-03-07', after: '2030-03-08' });
  });

  it('refuses a weekend, a past day, a taken day, with the Korean messages of schemas', async () => {
    const list = await asNew('GET', CHANGE);
    const monday = list.body.deliveries.find((row: Listed) => row.deliveryDate === '2030-03-11');
    const move = (newDate: string) => asNew('PUT', moveUrl(monday.deliveryEncrypted), { newDate });

    const weekend = await move('2030-03-16');
    expect(weekend.status).toBe(400);
    expect(weekend.body.errors.newDate).toBe(DELIVERY_MOVE_TEXT.weekend);

    const past = await move('2030-02-25');
    expect(past.status).toBe(400);
    expect(past.body.errors.newDate).toBe(DELIVERY_MOVE_TEXT.notInWindow('15:00'));

    const invalid = await move('2030-02-30');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.newDate).toBe(DELIVERY_MOVE_TEXT.invalidDate);

    const taken = await move('2030-03-14');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(DELIVERY_MOVE_TEXT.taken);
  });

  it('refuses a delivery already shipped and one whose cut-off has passed', async () => {
    const list = await asNew('GET', CHANGE);
    const first = list.body.deliveries.find((row: Listed) => row.deliveryDate === '2030-03-04');
    const [member] = await t.database.db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.email, NEW_ADMIN));
    await t.database.db
      .update(serviceDeliveries)
      .set({ status: 'DELIVERED' })
      .where(
        and(
          eq(serviceDeliveries.companyId, member!.companyId),
          eq(serviceDeliveries.deliveryDate, '2030-03-04'),
        ),
      );
    const shipped = await asNew('PUT', moveUrl(first.deliveryEncrypted), { newDate: '2030-03-05' });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(DELIVERY_MOVE_TEXT.notScheduled);

    const second = list.body.deliveries.find((row: Listed) => row.deliveryDate === '2030-03-14');
    // The day before, after the company's cut-off time (15:00 Seoul); the spec's call says the same.
    t.clock.set('2030-03-13T15:30:00+09:00');
    const late = client(t, (await login(t.app, NEW_ADMIN)).headers);
    const refused = await late('PUT', moveUrl(second.deliveryEncrypted), { newDate: '2030-03-19' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DELIVERY_MOVE_TEXT.cutOffPassed('15:00'));
    const viaSpecCall = await late('POST', CHANGE, {
      deliveryEncrypted: second.deliveryEncrypted,
      newDate: '2030-03-19',
    });
    expect(viaSpecCall.status).toBe(409);
    t.clock.set('2030-02-26T10:00:00+09:00');
    asNew = client(t, (await login(t.app, NEW_ADMIN)).headers);
  });

  it('another company does not find the delivery (404) and nothing moves', async () => {
    const list = await asNew('GET', CHANGE);
    const target = list.body.deliveries.find((row: Listed) => row.deliveryDate === '2030-03-18');
    const other = client(t, (await login(t.app, ADMIN)).headers);
    const refused = await other('PUT', moveUrl(target.deliveryEncrypted), { newDate: '2030-03-19' });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(DELIVERY_MOVE_TEXT.notFound);
    const viaSpecCall = await other('POST', CHANGE, {
      deliveryEncrypted: target.deliveryEncrypted,
      newDate: '2030-03-19',
    });
    expect(viaSpecCall.status).toBe(404);
    const tampered = await asNew('PUT', moveUrl(`${target.deliveryEncrypted}x`), { newDate: '2030-03-19' });
    expect(tampered.status).toBe(404);
    const again = await asNew('GET', CHANGE);
    expect(again.body.deliveries.map((row: Listed) => row.deliveryDate)).toContain('2030-03-18');
  });
});
