import type { CallExample } from '../examples';
import type { Caller, World } from '../world';
import { SNACK_ANSWERS, TEST_CARD } from '../../services/helpers';
import { drainJobs } from '../../testApp';

const fixed = (url: string, payload?: unknown): CallExample => ({ make: async () => ({ url, payload }) });

const APPLICANT = SNACK_ANSWERS.applicant;
const MEAL = {
  applicant: { ...APPLICANT, headcount: undefined },
  tickets: { members: 30, ticketAmount: 9_000, issueCycle: 'DAILY', request: '' },
};
const QUICK = {
  applicant: { ...APPLICANT, headcount: undefined },
  account: {
    zoneCode: '04539',
    address1: '서울 중구 을지로 100',
    address2: 'B동 9층',
    monthlyOrders: 20,
    billing: 'MONTHLY_INVOICE',
  },
};

/** The other company (에이스스포츠코리아) applies for a service it does not use; the application's id. */
async function submittedByOther(world: World, service: 'meal24' | 'quick24'): Promise<string> {
  const headers = world.headers.otherAdmin;
  const answers = service === 'meal24' ? MEAL : QUICK;
  const clean = Object.fromEntries(
    Object.entries(answers).map(([step, fields]) => [
      step,
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ]),
  );
  const saved = await world.t.app.inject({
    method: 'PUT',
    url: `/homepage/v2/service-applications/${service}/draft`,
    headers,
    payload: { step: 'result', answers: clean },
  });
  if (saved.statusCode !== 200) throw new Error(`draft failed: ${saved.body}`);
  const submitted = await world.t.app.inject({
    method: 'POST',
    url: `/homepage/v2/service-applications/${service}`,
    headers,
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return submitted.json().id;
}

/** The small company's seeded breakfast application: an id for callers who are refused anyway. */
async function seededApplication(world: World): Promise<string> {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/provider/v1/service-applications?filter={"service":"breakfast24"}',
    headers: world.headers.provider,
  });
  return response.json()[0].id;
}

const decided = (service: 'meal24' | 'quick24', action: string, payload: unknown): CallExample => ({
  make: async (world: World, caller: Caller) => ({
    url: `/provider/v1/service-applications/${caller === 'provider' ? await submittedByOther(world, service) : await seededApplication(world)}/${action}`,
    payload,
  }),
});

/** A payment method of 한빛솔루션 (which pays by card). */
async function adminCard(world: World): Promise<string> {
  const card = (await world.asAdmin(
    'POST',
    '/homepage/v2/snack/certification/payment/credit-card',
    TEST_CARD,
  )) as {
    paymentEncrypted: string;
  };
  return card.paymentEncrypted;
}

const BANK = {
  bank: 'KB',
  accountNumber: '12345678901',
  holder: '주식회사 한빛솔루션',
  cellPhone: '01041237788',
};

/** A changeable snack delivery of 한빛솔루션 and a free weekday to move it to. */
async function deliveryMove(world: World) {
  const list = (await world.asAdmin('GET', '/homepage/v1/portal/deliverydate-change')) as {
    deliveries: { deliveryEncrypted: string; deliveryDate: string; changeable: boolean }[];
  };
  const taken = new Set(list.deliveries.map((d) => d.deliveryDate));
  const delivery = list.deliveries.find((d) => d.changeable)!;
  for (let i = 2; i < 28; i += 1) {
    const day = new Date(Date.parse(`${delivery.deliveryDate}T00:00:00Z`) + i * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() % 6 !== 0 && !taken.has(iso))
      return { deliveryEncrypted: delivery.deliveryEncrypted, newDate: iso };
  }
  throw new Error('no free weekday');
}

/** 한빛솔루션's meal24 service and a workspace of it with members and seeded tickets. */
async function mealBranch(world: World) {
  const { companyMember: info } = (await world.asAdmin('GET', '/homepage/v2/company-member/info')) as {
    companyMember: {
      serviceList: { service: string; serviceEncrypted: string }[];
      branchList: { branchEncrypted: string }[];
    };
  };
  const service = info.serviceList.find((entry) => entry.service === 'meal24')!.serviceEncrypted;
  for (const { branchEncrypted } of info.branchList) {
    const base = `/homepage/v2/meal24/${service}/branches/${branchEncrypted}`;
    const branch = (await world.asAdmin('GET', base)) as {
      members: { memberEncrypted: string }[];
      tickets: { mealTicketEncrypted: string }[];
    };
    if (branch.tickets.length > 0) return { base, branch };
  }
  throw new Error('no workspace with meal tickets');
}

const MEAL_TICKET = { amount: 9_000, dailyLimit: 1, validTo: '2030-12-31', status: 'ACTIVE' };

// Both companies of the matrix already run snack24, so writing its application is a 409 to them.
const SNACK_RUNNING = { admin: 409, otherAdmin: 409 };

export const serviceExamples: Record<string, CallExample> = {
  'POST /homepage/v2/snack/basic-info': {
    ...fixed('/homepage/v2/snack/basic-info', APPLICANT),
    expect: SNACK_RUNNING,
  },
  'POST /homepage/v2/snack/delivery-info': {
    ...fixed('/homepage/v2/snack/delivery-info', SNACK_ANSWERS.deliveryVisit),
    expect: SNACK_RUNNING,
  },
  'PUT /homepage/v2/snack/delivery-info': {
    ...fixed('/homepage/v2/snack/delivery-info', SNACK_ANSWERS.deliveryVisit),
    expect: SNACK_RUNNING,
  },
  'DELETE /homepage/v2/snack/payment': {
    make: async (world) => ({
      url: '/homepage/v2/snack/payment',
      extraHeaders: { company_member_payment_encrypted: await adminCard(world) },
    }),
    // The header names 한빛솔루션's payment method: another company does not find it.
    expect: { otherAdmin: 404 },
  },
  'POST /homepage/v2/snack/certification/payment-info': {
    make: async (world) => {
      const started = (await world.asAdmin(
        'POST',
        '/homepage/v2/snack/certification/payment/bank-account',
        BANK,
      )) as {
        paymentEncrypted: string;
      };
      await drainJobs(world.t);
      const code = /인증번호 (\d{4})/.exec(await world.lastMessage())?.[1] ?? '0000';
      return {
        url: '/homepage/v2/snack/certification/payment-info',
        payload: { paymentEncrypted: started.paymentEncrypted, code },
      };
    },
    // 한빛솔루션's pending account: another company does not find it.
    expect: { otherAdmin: 404 },
  },
  'POST /homepage/v2/snack/certification/payment/bank-account': fixed(
    '/homepage/v2/snack/certification/payment/bank-account',
    BANK,
  ),
  'POST /homepage/v2/snack/certification/payment/credit-card': {
    ...fixed('/homepage/v2/snack/certification/payment/credit-card', TEST_CARD),
    // 에이스스포츠코리아 has no card payment (isCreditCardPaymentAvailable false).
    expect: { otherAdmin: 403 },
  },
  'GET /homepage/v2/snack/delivery-availability': fixed(
    '/homepage/v2/snack/delivery-availability?zoneCode=06236',
  ),
  'POST /homepage/v2/snack/snack-subscription/complete': {
    ...fixed('/homepage/v2/snack/snack-subscription/complete'),
    expect: SNACK_RUNNING,
  },
  'POST /homepage/v1/portal/deliverydate-change': {
    make: async (world) => ({
      url: '/homepage/v1/portal/deliverydate-change',
      payload: await deliveryMove(world),
    }),
    // 한빛솔루션's delivery: another company does not find it.
    expect: { otherAdmin: 404 },
  },
  'PUT /homepage/v2/snack/deliveries/{id}': {
    make: async (world) => {
      const { deliveryEncrypted, newDate } = await deliveryMove(world);
      return {
        url: `/homepage/v2/snack/deliveries/${encodeURIComponent(deliveryEncrypted)}`,
        payload: { newDate },
      };
    },
    // 한빛솔루션's delivery: another company does not find it.
    expect: { otherAdmin: 404 },
  },
  'PUT /homepage/v2/service-applications/{service}/draft': {
    ...fixed('/homepage/v2/service-applications/clean24/draft', { step: 'applicant', answers: {} }),
    // 한빛솔루션 already runs clean24; 에이스스포츠코리아 does not and saves a draft.
    expect: { admin: 409 },
  },
  'POST /homepage/v2/service-applications/{service}': {
    ...fixed('/homepage/v2/service-applications/clean24'),
    // 한빛솔루션 runs clean24 (409); 에이스스포츠코리아's draft is still empty (400 naming the fields).
    expect: { admin: 409, otherAdmin: 400 },
  },
  'GET /homepage/v2/meal24/{serviceEncrypted}/branches/{branchEncrypted}': {
    make: async (world) => ({ url: (await mealBranch(world)).base }),
    // 한빛솔루션's workspace: another company does not find it.
    expect: { otherAdmin: 404 },
  },
  'POST /homepage/v2/meal24/{serviceEncrypted}/branches/{branchEncrypted}/tickets': {
    make: async (world) => {
      const { base, branch } = await mealBranch(world);
      return {
        url: `${base}/tickets`,
        payload: {
          memberEncrypted: [branch.members[0]!.memberEncrypted],
          amount: 9_000,
          dailyLimit: 1,
          validFrom: '2030-01-01',
          validTo: '2030-12-31',
        },
      };
    },
    expect: { otherAdmin: 404 },
  },
  'GET /homepage/v2/meal24/tickets/{mealTicketEncrypted}': {
    make: async (world) => ({
      url: `/homepage/v2/meal24/tickets/${(await mealBranch(world)).branch.tickets[0]!.mealTicketEncrypted}`,
    }),
    expect: { otherAdmin: 404 },
  },
  'PUT /homepage/v2/meal24/tickets/{mealTicketEncrypted}': {
    make: async (world) => ({
      url: `/homepage/v2/meal24/tickets/${(await mealBranch(world)).branch.tickets[0]!.mealTicketEncrypted}`,
      payload: MEAL_TICKET,
    }),
    expect: { otherAdmin: 404 },
  },
  'GET /provider/v1/service-applications/{id}': {
    make: async (world) => ({ url: `/provider/v1/service-applications/${await seededApplication(world)}` }),
  },
  'POST /provider/v1/service-applications/{id}/approve': decided('meal24', 'approve', {
    startDate: '2030-01-07',
  }),
  'POST /provider/v1/service-applications/{id}/reject': decided('quick24', 'reject', {
    reason: '배송 불가 지역입니다.',
  }),
};
