import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KIND_CHOICES } from '../../../schemas/jobs';
import { companyServices, serviceApplications, serviceDeliveries } from '../../../server/db/schema';
import { APP_JOBS } from '../../../server/jobs/kinds';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { CUT_OFF_REMINDER, WEEKLY_DELIVERIES } from '../../../server/services/serviceApply/jobs';
import { ADMIN, createTestApp, login, MEMBER, type TestApp } from '../testApp';
import { NEW_ADMIN, client, providerHeaders } from './helpers';

let t: TestApp;
let asNew: ReturnType<typeof client>;
let asAdmin: ReturnType<typeof client>;
let asProvider: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  asNew = client(t, (await login(t.app, NEW_ADMIN)).headers);
  asAdmin = client(t, (await login(t.app, ADMIN)).headers);
  asProvider = client(t, await providerHeaders(t));
}, 120_000);
afterAll(() => t.close());

const WREATH = {
  wreath: { kind: 'CONGRATS_3', ribbonMessage: '축 개업', ribbonSender: '주식회사 봄길랩 임직원 일동' },
  delivery: {
    recipientName: '라온카페 개업식',
    recipientPhone: '01055512345',
    zoneCode: '04056',
    address1: '서울특별시 마포구 양화로 45',
    address2: '1층 라온카페',
    deliveryDate: '2030-03-04',
    deliveryTime: 'MORNING',
    request: '',
  },
};

async function order(answers = WREATH) {
  const saved = await asNew('PUT', '/homepage/v2/service-applications/flower24/draft', {
    step: 'result',
    answers,
  });
  expect(saved.status).toBe(200);
  return asNew('POST', '/homepage/v2/service-applications/flower24');
}

describe('flower24: wreath orders on the service-apply engine', () => {
  it('refuses an order without ribbon text with the schema’s Korean message', async () => {
    const saved = await asNew('PUT', '/homepage/v2/service-applications/flower24/draft', {
      step: 'result',
      answers: { ...WREATH, wreath: { kind: 'CONGRATS_3', ribbonMessage: '', ribbonSender: '' } },
    });
    expect(saved.status).toBe(200);
    const refused = await asNew('POST', '/homepage/v2/service-applications/flower24');
    expect(refused.status).toBe(400);
    expect(refused.body.errors['wreath.ribbonMessage']).toBe('리본 문구 (경조사어)를 입력해주세요.');
  });

  it('takes one order after another; the provider confirms each on its date with its price', async () => {
    const first = await order();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('SUBMITTED');
    // A second order right away: orders do not block each other (a subscription would answer 409).
    const second = await order({ ...WREATH, wreath: { ...WREATH.wreath, kind: 'CONDOLENCE_BASKET' } });
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);

    const approved = await asProvider('POST', `/provider/v1/service-applications/${first.body.id}/approve`, {
      startDate: WREATH.delivery.deliveryDate,
    });
    expect(approved.status).toBe(200);
    const approvedAgain = await asProvider(
      'POST',
      `/provider/v1/service-applications/${second.body.id}/approve`,
      { startDate: WREATH.delivery.deliveryDate },
    );
    expect(approvedAgain.status).toBe(200);
    const deliveries = await asNew(
      'GET',
      '/homepage/v2/services/flower24/deliveries?from=2030-03-01&to=2030-03-31',
    );
    expect(deliveries.body.deliveries).toHaveLength(1);
    expect(deliveries.body.deliveries[0]).toMatchObject({ amount: 170_000, itemCount: 2 });

    const [service] = await t.database.db
      .select()
      .from(companyServices)
      .where(and(eq(companyServices.service, 'flower24'), eq(companyServices.status, 'IN_USE')));
    expect(service?.serviceType).toBe('ONE_TIME');
    // A new order while the service is in use leaves it in use.
    expect((await order()).body.serviceStatus).toBe('IN_USE');
    const list = await asNew('GET', '/homepage/v2/service-applications');
    const orders = list.body.applicationList.filter((a: { service: string }) => a.service === 'flower24');
    expect(orders.map((a: { status: string }) => a.status)).toEqual(['SUBMITTED', 'APPROVED', 'APPROVED']);
    const rows = await t.database.db
      .select()
      .from(serviceDeliveries)
      .where(eq(serviceDeliveries.service, 'flower24'));
    expect(rows.every((row) => row.deliveryDate === '2030-03-04')).toBe(true);
  });
});

describe('meal24: tickets for the members of a workspace', () => {
  async function branch() {
    const info = await asAdmin('GET', '/homepage/v2/company-member/info');
    const member = info.body.companyMember;
    const service = member.serviceList.find((s: { service: string }) => s.service === 'meal24');
    for (const b of member.branchList) {
      const base = `/homepage/v2/meal24/${service.serviceEncrypted}/branches/${b.branchEncrypted}`;
      const found = await asAdmin('GET', base);
      if (found.body.tickets.length > 0) return { base, body: found.body };
    }
    throw new Error('no branch with tickets');
  }

  it('issues tickets, stops the earlier one of the same member, lists uses and updates a ticket', async () => {
    const { base, body } = await branch();
    const holder = body.members.find((m: { ticketEncrypted: string | null }) => m.ticketEncrypted);
    const earlier = await asAdmin('GET', `/homepage/v2/meal24/tickets/${holder.ticketEncrypted}`);
    expect(earlier.status).toBe(200);
    expect(earlier.body.uses.length).toBeGreaterThan(0);

    const bad = await asAdmin('POST', `${base}/tickets`, {
      memberEncrypted: [holder.memberEncrypted],
      amount: 500,
      dailyLimit: 1,
      validFrom: '2030-01-31',
      validTo: '2030-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.amount).toBe('1회 금액은 1,000원 이상이어야 합니다.');
    const backwards = await asAdmin('POST', `${base}/tickets`, {
      memberEncrypted: [holder.memberEncrypted],
      amount: 8_000,
      dailyLimit: 1,
      validFrom: '2030-01-31',
      validTo: '2030-01-01',
    });
    expect(backwards.body.errors.validTo).toBe('종료일은 시작일과 같거나 뒤여야 합니다.');

    const issued = await asAdmin('POST', `${base}/tickets`, {
      memberEncrypted: [holder.memberEncrypted],
      amount: 8_000,
      dailyLimit: 2,
      validFrom: '2030-01-01',
      validTo: '2030-01-31',
    });
    expect(issued.body).toEqual({ issued: 1 });
    const after = await asAdmin('GET', base);
    const mine = after.body.tickets.filter(
      (ticket: { memberEncrypted: string }) => ticket.memberEncrypted === holder.memberEncrypted,
    );
    expect(mine.map((ticket: { status: string }) => ticket.status).sort()).toEqual(['ACTIVE', 'STOPPED']);

    const updated = await asAdmin('PUT', `/homepage/v2/meal24/tickets/${holder.ticketEncrypted}`, {
      amount: 9_500,
      dailyLimit: 1,
      validTo: '2031-01-31',
      status: 'STOPPED',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.ticket).toMatchObject({ amount: 9_500, validTo: '2031-01-31', status: 'STOPPED' });
  });

  it('refuses members, other companies and a company without meal24', async () => {
    const { base, body } = await branch();
    const asMember = client(t, (await login(t.app, MEMBER)).headers);
    expect((await asMember('GET', base)).status).toBe(403);
    expect((await asNew('GET', base)).status).toBe(404);
    const stranger = await asAdmin('POST', `${base}/tickets`, {
      memberEncrypted: ['nope'],
      amount: 8_000,
      dailyLimit: 1,
      validFrom: '2030-01-01',
      validTo: '2030-01-31',
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors.memberEncrypted).toBe('이 사업장의 구성원만 선택할 수 있습니다.');
    expect(body.branchName).toBeTruthy();
  });
});

describe('job kinds', () => {
  it('names the services’ scheduled jobs in Korean for the provider’s job queue', () => {
    const named = new Map(JOB_KIND_CHOICES.map((choice) => [choice.id as string, choice.name]));
    for (const kind of [WEEKLY_DELIVERIES, CUT_OFF_REMINDER]) {
      expect(APP_JOBS.some((job) => job.kind === kind)).toBe(true);
      expect(named.get(kind)).toMatch(/[가-힣]/);
    }
  });

  it('keeps only the fields its steps declare, so approval never acts on what a client made up', async () => {
    const made = {
      wreath: { ...WREATH.wreath, price: 0, amount: 1, weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
      delivery: { ...WREATH.delivery, deliveryDate: '2030-04-08', note: 'x'.repeat(300_000) },
      extra: { anything: true },
    };
    const unknownStep = await asNew('PUT', '/homepage/v2/service-applications/flower24/draft', {
      step: 'result',
      answers: made,
    });
    expect(unknownStep.status).toBe(400);
    const { extra: _extra, ...steps } = made;
    const saved = await asNew('PUT', '/homepage/v2/service-applications/flower24/draft', {
      step: 'result',
      answers: steps,
    });
    expect(saved.status).toBe(200);
    expect(Object.keys(saved.body.answers.wreath).sort()).toEqual(['kind', 'ribbonMessage', 'ribbonSender']);
    expect(saved.body.answers.delivery).not.toHaveProperty('note');
    const [stored] = await t.database.db
      .select({ answers: serviceApplications.answers })
      .from(serviceApplications)
      .where(
        eq(
          serviceApplications.id,
          createIdCodec(testSettings().secrets.idKey).decode('serviceApplication', saved.body.id)!,
        ),
      );
    expect(JSON.stringify(stored!.answers).length).toBeLessThan(2_000);

    const submitted = await asNew('POST', '/homepage/v2/service-applications/flower24');
    expect(submitted.status).toBe(200);
    const approved = await asProvider(
      'POST',
      `/provider/v1/service-applications/${submitted.body.id}/approve`,
      {
        startDate: '2030-04-08',
      },
    );
    expect(approved.status).toBe(200);
    const april = await asNew(
      'GET',
      '/homepage/v2/services/flower24/deliveries?from=2030-04-01&to=2030-04-30',
    );
    // One wreath on its day at its kind's price: no weekday deliveries of 0원.
    expect(april.body.deliveries).toHaveLength(1);
    expect(april.body.deliveries[0]).toMatchObject({ deliveryDate: '2030-04-08', amount: 100_000 });
  });
});
