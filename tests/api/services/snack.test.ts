import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox, paymentMethods } from '../../../server/db/schema';
import { WEEKLY_DELIVERIES } from '../../../server/services/serviceApply/jobs';
import { ADMIN, createTestApp, drainJobs, login, MEMBER, type TestApp } from '../testApp';
import { NEW_ADMIN, SNACK_ANSWERS, TEST_CARD, client, providerHeaders } from './helpers';

let t: TestApp;
let asNew: ReturnType<typeof client>;
let asProvider: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  asNew = client(t, (await login(t.app, NEW_ADMIN)).headers);
  asProvider = client(t, await providerHeaders(t));
});
afterAll(() => t.close());

describe('snack24: apply, pay, approve, run', () => {
  it('a company without snack24 gets 204 from the service list', async () => {
    expect((await asNew('GET', '/homepage/v2/snack/')).status).toBe(204);
  });

  it('keeps the draft on the server: basic-info and delivery-info edit the same draft as the wizard', async () => {
    expect((await asNew('GET', '/homepage/v2/service-applications/snack24/draft')).body).toEqual({
      application: null,
    });
    const bad = await asNew('POST', '/homepage/v2/snack/basic-info', {
      ...SNACK_ANSWERS.applicant,
      contactPhone: '12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.contactPhone).toMatch(/담당자 연락처/);
    expect((await asNew('PUT', '/homepage/v2/snack/delivery-info', SNACK_ANSWERS.deliveryVisit)).status).toBe(
      409,
    );
    expect((await asNew('POST', '/homepage/v2/snack/basic-info', SNACK_ANSWERS.applicant)).status).toBe(200);
    expect(
      (await asNew('POST', '/homepage/v2/snack/delivery-info', SNACK_ANSWERS.deliveryVisit)).status,
    ).toBe(200);
    const saved = await asNew('PUT', '/homepage/v2/service-applications/snack24/draft', {
      step: 'payment',
      answers: { ...SNACK_ANSWERS },
    });
    expect(saved.status).toBe(200);
    const draft = await asNew('GET', '/homepage/v2/service-applications/snack24/draft');
    expect(draft.body.application).toMatchObject({ step: 'payment', status: 'DRAFT' });
    expect((await asNew('GET', '/homepage/v2/snack/basic-info')).body.basicInfo.headcount).toBe(40);
  });

  it('refuses an unknown step and submitting an incomplete application, naming the fields', async () => {
    const unknown = await asNew('PUT', '/homepage/v2/service-applications/snack24/draft', {
      step: 'nope',
      answers: {},
    });
    expect(unknown.status).toBe(400);
    const incomplete = await asNew('POST', '/homepage/v2/snack/snack-subscription/complete');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors['payment.paymentEncrypted']).toBe('결제 수단을 등록하고 선택해주세요.');
  });

  it('a declined test card answers the gateway message and stores nothing', async () => {
    const declined = await asNew('POST', '/homepage/v2/snack/certification/payment/credit-card', {
      ...TEST_CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toMatch(/카드사에서 승인을 거절했습니다/);
    const luhn = await asNew('POST', '/homepage/v2/snack/certification/payment/credit-card', {
      ...TEST_CARD,
      cardNumber: '4242 4242 4242 4241',
    });
    expect(luhn.body.errors.cardNumber).toBe('카드 번호가 올바르지 않습니다. 다시 확인해주세요.');
    const expired = await asNew('POST', '/homepage/v2/snack/certification/payment/credit-card', {
      ...TEST_CARD,
      expiry: '01/20',
    });
    expect(expired.body.message).toBe('유효기간이 지난 카드입니다.');
    expect((await asNew('GET', '/homepage/v2/snack/payment')).body.paymentList).toEqual([]);
  });

  it('registers the test card as a token and submits; the provider approves; the service runs', async () => {
    const card = await asNew('POST', '/homepage/v2/snack/certification/payment/credit-card', TEST_CARD);
    expect(card.status).toBe(200);
    expect(card.body.label).toBe('테스트비자카드 ****4242');
    const [stored] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.label, card.body.label));
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    await asNew('PUT', '/homepage/v2/service-applications/snack24/draft', {
      step: 'result',
      answers: {
        ...SNACK_ANSWERS,
        payment: { paymentEncrypted: card.body.paymentEncrypted, agreeAutoPayment: true },
      },
    });
    const done = await asNew('POST', '/homepage/v2/snack/snack-subscription/complete');
    expect(done.status).toBe(200);
    expect((await asNew('GET', '/homepage/v2/snack/snack-subscription')).body.applicationStatus).toBe(
      'SUBMITTED',
    );
    expect(
      (
        await asNew('PUT', '/homepage/v2/service-applications/snack24/draft', {
          step: 'applicant',
          answers: {},
        })
      ).status,
    ).toBe(409);

    const list = await asProvider(
      'GET',
      '/provider/v1/service-applications?filter={"status":"SUBMITTED","service":"snack24"}',
    );
    const mine = list.body.find((row: { companyName: string }) => row.companyName === '주식회사 봄길랩');
    expect(mine.answers.applicant.headcount).toBe(40);
    const approved = await asProvider('POST', `/provider/v1/service-applications/${mine.id}/approve`, {
      startDate: '2030-03-04',
    });
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      serviceStatus: 'IN_USE',
      startDate: '2030-03-04',
    });
    expect(
      (
        await asProvider('POST', `/provider/v1/service-applications/${mine.id}/approve`, {
          startDate: '2030-03-04',
        })
      ).status,
    ).toBe(409);

    const info = await asNew('GET', '/homepage/v2/company-member/info');
    const snack = info.body.companyMember.serviceList.find(
      (entry: { service: string }) => entry.service === 'snack24',
    );
    expect(snack).toMatchObject({ useYN: 'Y', status: 'IN_USE' });
    const services = await asNew('GET', '/homepage/v2/snack/');
    expect(services.body.serviceList[0].orderScheduleCountFromToday).toBe(8);
    await drainJobs(t);
    const weekly = await t.database.db.select().from(jobs).where(eq(jobs.kind, WEEKLY_DELIVERIES));
    expect(weekly).toHaveLength(1);
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.purpose, 'service-approved'));
    expect(sent[0]?.body).toContain('스낵24 신청이 승인되었습니다');
  });

  it('bank account: 1-won deposit code through the outbox, wrong code refused, right code certifies', async () => {
    const started = await asNew('POST', '/homepage/v2/snack/certification/payment/bank-account', {
      bank: 'SHINHAN',
      accountNumber: '110-123-456789',
      holder: '주식회사 봄길랩',
      cellPhone: '01024681357',
    });
    expect(started.body).toMatchObject({
      kind: 'BANK_ACCOUNT',
      certified: false,
      label: '신한은행 ****6789',
    });
    await drainJobs(t);
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.purpose, 'payment-account-code'));
    const code = /인증번호 (\d{4})/.exec(message!.body)![1]!;
    const wrong = await asNew('POST', '/homepage/v2/snack/certification/payment-info', {
      paymentEncrypted: started.body.paymentEncrypted,
      code: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.status).toBe(400);
    const right = await asNew('POST', '/homepage/v2/snack/certification/payment-info', {
      paymentEncrypted: started.body.paymentEncrypted,
      code,
    });
    expect(right.body.certified).toBe(true);
    const removed = await asNew('DELETE', '/homepage/v2/snack/payment', undefined, {
      company_member_payment_encrypted: started.body.paymentEncrypted,
    });
    expect(removed.status).toBe(200);
    expect((await asNew('GET', '/homepage/v2/snack/payment')).body.paymentList).toHaveLength(1);
  });

  it('a company without card payment cannot register a card', async () => {
    const small = client(t, (await login(t.app, 'demo-wms@example.com')).headers);
    const refused = await small('POST', '/homepage/v2/snack/certification/payment/credit-card', TEST_CARD);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/신용카드 결제를 사용할 수 없는/);
  });
});

describe('catalogue and delivery rules', () => {
  it('lists items by category, curates a week within the budget, tells the delivery region', async () => {
    const member = client(t, (await login(t.app, MEMBER)).headers);
    const drinks = await member('GET', '/homepage/v2/snack/item?category=DRINK');
    expect(drinks.body.itemList.every((item: { categoryName: string }) => item.categoryName === '음료')).toBe(
      true,
    );
    const curation = await member(
      'GET',
      '/homepage/v2/snack/curation-default?headcount=30&monthlyBudget=400000&packageType=HEALTHY',
    );
    expect(curation.body.total).toBeLessThanOrEqual(100_000);
    expect(curation.body.items.length).toBeGreaterThan(0);
    expect(
      (await member('GET', '/homepage/v2/snack/delivery-availability?zoneCode=63000')).body.available,
    ).toBe(false);
    expect((await member('GET', '/homepage/v2/snack/delivery-availability?zoneCode=06236')).body.region).toBe(
      '서울',
    );
  });

  it('changes a delivery date before the cut-off and refuses after it with a Korean 409', async () => {
    const admin = client(t, (await login(t.app, ADMIN)).headers);
    const list = await admin('GET', '/homepage/v1/portal/deliverydate-change');
    expect(list.body.cutTime).toBe('15:00');
    const later = list.body.deliveries.find((d: { changeable: boolean }) => d.changeable);
    const dates = new Set(list.body.deliveries.map((d: { deliveryDate: string }) => d.deliveryDate));
    // A free weekday within the window, after its own cut-off.
    let target = '';
    for (let i = 3; i < 25 && !target; i += 1) {
      const day = new Date(Date.parse(`${later.deliveryDate}T00:00:00Z`) + i * 86_400_000);
      const iso = day.toISOString().slice(0, 10);
      if (day.getUTCDay() % 6 !== 0 && !dates.has(iso)) target = iso;
    }
    const moved = await admin('POST', '/homepage/v1/portal/deliverydate-change', {
      deliveryEncrypted: later.deliveryEncrypted,
      newDate: target,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.deliveryDate).toBe(target);
    await drainJobs(t);
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.purpose, 'delivery-date-changed'));
    expect(message?.body).toContain(target);

    // The clock moves past the cut-off of the moved delivery: the day before, after cutTime.
    const dayBefore = new Date(Date.parse(`${target}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    t.clock.set(`${dayBefore}T15:01:00+09:00`);
    const again = client(t, (await login(t.app, ADMIN)).headers);
    const refused = await again('POST', '/homepage/v1/portal/deliverydate-change', {
      deliveryEncrypted: moved.body.deliveryEncrypted,
      newDate: later.deliveryDate,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('배송일 변경 마감 시간(배송 전날 15:00)이 지나');
    t.clock.set(new Date().toISOString());
  });
});
