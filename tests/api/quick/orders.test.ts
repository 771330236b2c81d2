import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateFare } from '../../../schemas/quick/fare';
import { QUICK_MESSAGES, QUICK_ORDER_NO_PATTERN } from '../../../schemas/quick/order';
import { createTestApp, drainJobs, type TestApp } from '../testApp';
import { quickOrderPayload } from './fixtures';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  t.clock.set('2026-11-27T15:30:00Z'); // 2026-11-28 00:30 in Seoul: the number carries Seoul's date
  const login = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: 'Demo!2345' },
  });
  const body = login.json();
  provider = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
});
afterAll(() => t.close());

const order = quickOrderPayload;

const place = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/homepage/v2/quick/orders', payload: payload as object });
const lookup = (orderNo: string, phone: string) =>
  t.app.inject({ method: 'POST', url: '/homepage/v2/quick/orders/lookup', payload: { orderNo, phone } });

describe('public quick order', () => {
  it('charges the fare the server computes, whatever the browser says, and stores the order', async () => {
    const response = await place(order({ amount: 100 }));
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed.orderNo).toMatch(QUICK_ORDER_NO_PATTERN);
    expect(placed.orderNo.startsWith('QK-20261128-')).toBe(true);
    expect(placed.amount).toBe(estimateFare('서울 강남구', '서울 마포구', 'MOTORCYCLE', true)!.amount);
    expect(placed.status).toBe('RECEIVED');
    expect(placed.cardLast4).toBe('4242');
    expect(JSON.stringify(placed)).not.toContain('4242424242424242');
  });

  it('answers a repeated request with the first order instead of a second one', async () => {
    const payload = order();
    const [a, b] = await Promise.all([place(payload), place(payload)]);
    const c = await place(payload);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().orderNo, b.json().orderNo, c.json().orderNo]).size).toBe(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/quick-orders?filter=${encodeURIComponent(JSON.stringify({ q: a.json().orderNo }))}`,
      headers: provider,
    });
    expect(listed.json()).toHaveLength(1);
  });

  it('refuses a declined card with its message, and stores nothing', async () => {
    const payload = order({ card: { ...order().card, cardNumber: '4000000000000002' } });
    const response = await place(payload);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toContain('거절');
    const listed = await t.app.inject({ method: 'GET', url: '/provider/v1/quick-orders', headers: provider });
    expect(listed.json().every((row: { senderName: string }) => row.senderName === '김보냄')).toBe(true);
  });

  it('refuses unknown areas, bad phones and a missing card with Korean field messages', async () => {
    const response = await place(
      order({ fromDistrict: '부산 해운대구', senderPhone: '0101234', card: undefined }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.fromDistrict).toBe(QUICK_MESSAGES.district);
    expect(errors.senderPhone).toMatch(/휴대폰 번호/);
    expect(Object.keys(errors).some((key) => key.startsWith('card'))).toBe(true);
  });

  it('is found by its number with the sender’s or receiver’s phone, from any browser, and by nothing else', async () => {
    const placed = (await place(order())).json();
    expect((await lookup(placed.orderNo, '01012345678')).json().orderNo).toBe(placed.orderNo);
    expect((await lookup(placed.orderNo.toLowerCase(), '01087654321')).statusCode).toBe(200);
    const wrong = await lookup(placed.orderNo, '01099998888');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(QUICK_MESSAGES.notFound);
    expect((await lookup('QK-20261128-AAAAAA', '01012345678')).statusCode).toBe(404);
    expect((await lookup('1 OR 1=1', '01012345678')).statusCode).toBe(400);
  });

  it('tells the sender by SMS, through the message queue', async () => {
    const placed = (await place(order({ senderPhone: '01055556666' }))).json();
    await drainJobs(t);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/outbox?filter=${encodeURIComponent(JSON.stringify({ purpose: 'quick-order' }))}`,
      headers: provider,
    });
    expect(outbox.statusCode).toBe(200);
    // The console masks digit runs that could be codes; the number's own tail stays readable.
    const sent = outbox.json().filter((row: { recipient: string }) => row.recipient === '01055556666');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain(placed.orderNo.slice(-6));
  });
});

describe('the operators’ quick-order queue', () => {
  it('is the provider’s only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/provider/v1/quick-orders' })).statusCode).toBe(401);
  });

  it('moves an order one step at a time, and refuses a skipped or repeated step', async () => {
    const placed = (await place(order())).json();
    const step = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/provider/v1/quick-orders/${placed.id}/status`,
        headers: provider,
        payload: { status },
      });
    expect((await step('DELIVERED')).statusCode).toBe(409);
    expect((await step('DISPATCHED')).json().status).toBe('DISPATCHED');
    const again = await step('DISPATCHED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/바꿀 수 없습니다/);
    expect((await step('PICKED_UP')).statusCode).toBe(200);
    expect((await step('DELIVERED')).statusCode).toBe(200);
    expect((await lookup(placed.orderNo, '01012345678')).json().status).toBe('DELIVERED');
  });

  it('lets two operators race for one step and only one of them win', async () => {
    const placed = (await place(order())).json();
    const step = () =>
      t.app.inject({
        method: 'PUT',
        url: `/provider/v1/quick-orders/${placed.id}/status`,
        headers: provider,
        payload: { status: 'DISPATCHED' },
      });
    const codes = (await Promise.all([step(), step(), step()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
  });
});
