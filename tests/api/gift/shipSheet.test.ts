import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderOrderRecord } from '../../../schemas/gift';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { PROVIDER } from '../matrix/world';
import { listUrl } from '../organisation/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';
import { AGREEMENT, EVENTS, ok, readyEvent, send, tokenSentTo } from './helpers';

/** POST /provider/v1/gift/orders/ship-sheet: every row checked, then all shipped or none. */
const SHEET = '/provider/v1/gift/orders/ship-sheet';
const EVENT = '출고 시트 이벤트';
let t: TestApp;
let provider: Record<string, string>;
let orders: ProviderOrderRecord[];

async function chosenDeliveries(admin: Record<string, string>) {
  const r = await readyEvent(t, admin, { name: EVENT, names: ['출고하나', '출고둘', '출고셋'] });
  await ok(t, 'POST', `${EVENTS}/${r.eventId}/trackings/send-gift`, admin, { agreement: AGREEMENT });
  const item = r.items.find((i) => i.kind === 'DELIVERY')!;
  for (const subject of r.subjects) {
    const token = await tokenSentTo(t, subject.cellPhone);
    await ok(
      t,
      'POST',
      `/birth/v3/public/gift/${token}/choice`,
      {},
      {
        itemId: item.id,
        delivery: {
          name: subject.name,
          cellPhone: '01012345678',
          zoneCode: '06236',
          address1: '서울 강남구 테헤란로 1',
        },
      },
    );
  }
}

async function eventOrders() {
  return ok<ProviderOrderRecord[]>(
    t,
    'GET',
    listUrl('/provider/v1/gift/orders', { filter: { q: EVENT }, sort: ['name', 'ASC'], range: [0, 9] }),
    provider,
  );
}

const row = (order: ProviderOrderRecord, trackingNumber: string, extra: Record<string, string> = {}) => ({
  orderNo: order.orderNo,
  recipientName: order.name,
  carrier: 'CJ대한통운',
  trackingNumber,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await login(t.app, ADMIN)).headers;
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: PROVIDER, password: DEMO_PASSWORD },
  });
  provider = {
    provider_client_id: response.json().clientId,
    provider_client_secret: response.json().clientSecret,
  };
  await chosenDeliveries(admin);
  orders = await eventOrders();
}, 120_000);
afterAll(() => t?.close());

describe('the provider ships orders from a sheet', { timeout: 60_000 }, () => {
  it('lists each order with its number, which finds it', async () => {
    expect(orders.map((o) => o.name)).toEqual(['출고둘', '출고셋', '출고하나']);
    for (const order of orders) expect(order.orderNo).toMatch(/^GS\d{8}$/);
    const found = await ok<ProviderOrderRecord[]>(
      t,
      'GET',
      listUrl('/provider/v1/gift/orders', { filter: { q: orders[0]!.orderNo.toLowerCase() } }),
      provider,
    );
    expect(found.map((o) => o.id)).toEqual([orders[0]!.id]);
  });

  it('saves nothing when one row is bad, naming each bad row and cell', async () => {
    const [a, b, c] = orders as [ProviderOrderRecord, ProviderOrderRecord, ProviderOrderRecord];
    const answer = await ok(t, 'POST', SHEET, provider, {
      rows: [
        row(a, '551200000001'),
        row(b, '55-12'),
        row(c, '551200000003', { recipientName: '다른사람' }),
        { orderNo: 'GS99999999', carrier: 'CJ대한통운', trackingNumber: '551200000004' },
        { orderNo: '주문', carrier: '', trackingNumber: '551200000005' },
        row(a, '551200000006'),
      ],
    });
    expect(answer).toMatchObject({ dryRun: false, total: 6, saved: 0 });
    expect(answer.errors).toEqual([
      {
        row: 2,
        field: 'trackingNumber',
        message: '운송장 번호는 6~30자의 숫자, 영문, -만 입력할 수 있습니다.',
      },
      { row: 3, field: 'recipientName', message: `이 주문의 받는 사람은 ${c.name}입니다.` },
      { row: 4, field: 'orderNo', message: '주문을 찾을 수 없습니다. 주문 번호를 확인해주세요.' },
      { row: 5, field: 'carrier', message: '택배사를 입력해주세요.' },
      { row: 5, field: 'orderNo', message: '주문 번호는 GS와 숫자 8자리입니다. (예: GS00001234)' },
      { row: 6, field: 'orderNo', message: '파일 안에서 주문 번호가 중복됩니다. (1행과 같음)' },
    ]);
    expect((await eventOrders()).map((o) => o.status)).toEqual(['CHOSEN', 'CHOSEN', 'CHOSEN']);
  });

  it('refuses an order the ship button would refuse, with the same message', async () => {
    const voucher = await ok<ProviderOrderRecord[]>(
      t,
      'GET',
      listUrl('/provider/v1/gift/orders', { filter: { status: 'EXCHANGED' }, range: [0, 0] }),
      provider,
    );
    const answer = await ok(t, 'POST', SHEET, provider, { rows: [row(voucher[0]!, '551200000009')] });
    expect(answer.errors).toEqual([
      { row: 1, field: 'orderNo', message: '배송 상품을 고른 주문만 출고할 수 있습니다.' },
    ]);
  });

  it('checks without saving on a dry run, then ships every row in one call', async () => {
    const [a, b] = orders as [ProviderOrderRecord, ProviderOrderRecord];
    const rows = [
      row(a, '551200000001'),
      { ...row(b, 551200000002 as unknown as string), recipientName: '' },
    ];
    const dry = await ok(t, 'POST', SHEET, provider, { rows, dryRun: true });
    expect(dry).toEqual({ dryRun: true, total: 2, saved: 0, errors: [] });
    expect((await eventOrders()).map((o) => o.status)).toEqual(['CHOSEN', 'CHOSEN', 'CHOSEN']);

    expect(await ok(t, 'POST', SHEET, provider, { rows })).toEqual({
      dryRun: false,
      total: 2,
      saved: 2,
      errors: [],
    });
    const after = await eventOrders();
    expect(after.map((o) => [o.status, o.carrier, o.trackingNumber])).toEqual([
      ['SHIPPED', 'CJ대한통운', '551200000001'],
      ['SHIPPED', 'CJ대한통운', '551200000002'],
      ['CHOSEN', null, null],
    ]);
    expect(after[0]!.shippedAt).not.toBeNull();
  });

  it('is the operators’ call only', async () => {
    const admin = (await login(t.app, ADMIN)).headers;
    const rows = [row(orders[2]!, '551200000003')];
    expect((await send(t, 'POST', SHEET, admin, { rows })).status).toBe(401);
    expect((await send(t, 'POST', SHEET, {}, { rows })).status).toBe(401);
    expect((await send(t, 'POST', SHEET, provider, { rows: [] })).body.message).toBe('가져올 행이 없습니다.');
  });
});
