import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../testApp';
import { NEW_ADMIN, client } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GARBAGE: unknown[] = [
  null,
  [],
  'x',
  12,
  { step: {}, answers: [] },
  { answers: { applicant: 'x' } },
  { cardNumber: 4242 },
];
const CALLS: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
  ['POST', '/homepage/v2/snack/basic-info'],
  ['POST', '/homepage/v2/snack/delivery-info'],
  ['PUT', '/homepage/v2/snack/delivery-info'],
  ['POST', '/homepage/v2/snack/certification/payment-info'],
  ['POST', '/homepage/v2/snack/certification/payment/bank-account'],
  ['POST', '/homepage/v2/snack/certification/payment/credit-card'],
  ['POST', '/homepage/v1/portal/deliverydate-change'],
  ['PUT', '/homepage/v2/service-applications/snack24/draft'],
  ['PUT', '/homepage/v2/service-applications/unknown/draft'],
  ['POST', '/homepage/v2/service-applications/snack24'],
  ['GET', '/homepage/v2/snack/curation-default?headcount=abc&monthlyBudget=-1'],
  ['GET', '/homepage/v2/snack/item?category=%00'],
  ['GET', '/homepage/v2/snack/delivery-availability?zoneCode=1'],
  ['GET', '/homepage/v2/services/nothing/deliveries?from=x&to=y'],
  ['DELETE', '/homepage/v2/snack/payment'],
  ['PUT', '/homepage/v2/service-applications/flower24/draft'],
  ['POST', '/homepage/v2/service-applications/flower24'],
  ['PUT', '/homepage/v2/service-applications/phone24/draft'],
  ['GET', '/homepage/v2/meal24/%00/branches/x'],
  ['POST', '/homepage/v2/meal24/x/branches/y/tickets'],
  ['GET', '/homepage/v2/meal24/tickets/garbage'],
  ['PUT', '/homepage/v2/meal24/tickets/garbage'],
];

it('answers malformed input to the service calls with a Korean 4xx, never a 5xx', async () => {
  const send = client(t, (await login(t.app, NEW_ADMIN)).headers);
  for (const [method, url] of CALLS) {
    for (const payload of method === 'GET' || method === 'DELETE' ? [undefined] : GARBAGE) {
      const answer = await send(method, url, payload, { company_member_payment_encrypted: 'garbage' });
      expect(answer.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
  }
});
