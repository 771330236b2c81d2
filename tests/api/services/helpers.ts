import type { TestApp } from '../testApp';
import { DEMO_PASSWORD } from '../../../server/db/seed';

export const NEW_ADMIN = 'demo-new@example.com';

/** A complete snack24 application (the payment step filled in by the caller). */
export const SNACK_ANSWERS = {
  applicant: {
    companyName: '주식회사 봄길랩',
    contactName: '한봄길',
    contactPhone: '01024681357',
    contactEmail: 'demo-new@example.com',
    headcount: 40,
  },
  deliveryVisit: {
    zoneCode: '04056',
    address1: '서울특별시 마포구 양화로 45',
    address2: '메세나폴리스 11층',
    weekdays: ['MON', 'THU'],
    visitTime: 'MORNING',
    facility: '',
  },
  deliveryPackage: { packageType: 'BASIC', monthlyBudget: 800_000, request: '' },
};

export const TEST_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  holder: '한봄길',
  birthOrBusinessNo: '1058732196',
};

type Headers = Record<string, string>;

/** A small JSON client bound to one caller. */
export function client(t: TestApp, headers: Headers) {
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: Headers = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  return send;
}

export async function providerHeaders(t: TestApp): Promise<Headers> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: DEMO_PASSWORD },
  });
  const body = response.json();
  return { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}
