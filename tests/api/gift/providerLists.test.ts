import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEventRecord, providerOrderRecord } from '../../../schemas/gift';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { compareText } from '../../../server/services/listQuery';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { PROVIDER } from '../matrix/world';
import { listUrl, totalOf } from '../organisation/helpers';
import { ADMIN, NIKE, createTestApp, login, type TestApp } from '../testApp';
import { AGREEMENT, EVENTS, ok, readyEvent } from './helpers';

/** The provider console's gift lists: every company's events and orders, paged by the database. */
let t: TestApp;
let provider: Record<string, string>;
const ids = createIdCodec(testSettings().secrets.idKey);
const HANBIT = '주식회사 한빛솔루션';
const ACE = '에이스스포츠코리아 유한회사';

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await login(t.app, ADMIN)).headers;
  const nike = (await login(t.app, NIKE)).headers;
  const event = (name: string, category: string, budgetPerPerson: number, sendDate: string) => ({
    name,
    category,
    repeat: 'ONCE',
    sendDate,
    sendHour: 10,
    budgetPerPerson,
    senderName: '인사팀',
  });
  await ok(t, 'POST', EVENTS, admin, event('제공 목록 100% 감사', 'THANKS', 20_000, '2030-03-01'));
  await ok(t, 'POST', EVENTS, admin, event('제공 목록 1000 감사', 'CONGRATS', 20_000, '2030-03-01'));
  await ok(t, 'POST', EVENTS, nike, event('제공 목록 나이키', 'HOLIDAY', 10_000, '2030-03-01'));
  const hanbit = await readyEvent(t, admin, { name: '제공 목록 발송 한빛', names: ['홍길동', '김영희'] });
  const ace = await readyEvent(t, nike, { name: '제공 목록 발송 나이키', names: ['수령인제공', '홍길동'] });
  await ok(t, 'PATCH', `${EVENTS}/${hanbit.eventId}/status`, admin, {
    status: 'ACTIVE',
    agreement: AGREEMENT,
  });
  await ok(t, 'POST', `${EVENTS}/${hanbit.eventId}/trackings/send-card`, admin, {});
  await ok(t, 'POST', `${EVENTS}/${ace.eventId}/trackings/send-card`, nike, {});
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: PROVIDER, password: DEMO_PASSWORD },
  });
  const body = response.json();
  provider = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}, 120_000);
afterAll(() => t?.close());

type Options = Parameters<typeof listUrl>[1];
async function page<T>(path: string, options: Options) {
  const response = await t.app.inject({ url: listUrl(path, options), headers: provider });
  expect(response.statusCode).toBe(200);
  return { rows: response.json<T[]>(), total: totalOf(response.headers['content-range']) };
}

/**
 * The order the database must give: code-point text (the C collation), nulls last ascending, the id
 * (as a number) breaking ties; descending is the exact reverse.
 */
function sortedLike<T extends { id: string }>(rows: T[], field: keyof T, kind: 'giftEvent' | 'giftSend') {
  const numeric = (row: T) => ids.decode(kind, row.id)!;
  const key = (row: T) => (field === 'id' ? numeric(row) : row[field]);
  const compare = (a: T, b: T) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return typeof x === 'number' ? x - (y as number) : compareText(String(x), String(y));
  };
  const asc = [...rows].sort((a, b) => compare(a, b) || numeric(a) - numeric(b));
  return { asc, desc: [...asc].reverse() };
}

const EVENTS_URL = '/provider/v1/gift/events';
type EventRow = {
  id: string;
  name: string;
  companyName: string;
  status: string;
  category: string;
  sendDate: string | null;
  budgetPerPerson: number;
  createdAt: string;
  subjectCount: number;
  sentCount: number;
};
const events = (options: Options) => page<EventRow>(EVENTS_URL, options);
const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('provider gift events', () => {
  it('lists the events of every company with the company name and the counts', async () => {
    const mine = await events({ filter: { q: '제공 목록' }, range: [0, 99] });
    expect(mine.total).toBe(5);
    expect(mine.rows.filter((row) => row.companyName === ACE).map((row) => row.name)).toEqual([
      '제공 목록 발송 나이키',
      '제공 목록 나이키',
    ]);
    expect(mine.rows.filter((row) => row.companyName === HANBIT)).toHaveLength(3);
    const sent = mine.rows.find((row) => row.name === '제공 목록 발송 한빛')!;
    expect(sent).toMatchObject({ subjectCount: 2, sentCount: 2, status: 'ACTIVE' });
    for (const row of mine.rows) expect(providerEventRecord.strict().parse(row)).toEqual(row);
  });

  it('searches the event name and the company name, `%` as itself', async () => {
    const byCompany = await events({ filter: { q: '에이스스포츠' }, range: [0, 99] });
    expect(names(byCompany.rows)).toEqual(['제공 목록 나이키', '제공 목록 발송 나이키']);
    expect(byCompany.total).toBe(2);
    const literal = await events({ filter: { q: '100%' } });
    expect(literal.rows.map((row) => row.name)).toEqual(['제공 목록 100% 감사']);
    expect(literal.total).toBe(1);
    expect((await events({ filter: { q: '목록_' } })).total).toBe(0);
  });

  it('filters by status and category', async () => {
    const active = await events({ filter: { q: '제공 목록', status: 'ACTIVE' } });
    // Both sent events: one put 진행 중 by hand, the other by its send.
    expect(names(active.rows)).toEqual(['제공 목록 발송 나이키', '제공 목록 발송 한빛']);
    const all = await events({ filter: { status: 'DRAFT' }, range: [0, 999] });
    expect(all.rows.every((row) => row.status === 'DRAFT')).toBe(true);
    expect(all.total).toBe(all.rows.length);
    const holiday = await events({ filter: { q: '제공 목록', category: 'HOLIDAY' } });
    expect(holiday.rows.map((row) => row.name)).toEqual(['제공 목록 나이키']);
  });

  it('filters by one or several ids; an id of nothing is an empty page', async () => {
    const mine = await events({ filter: { q: '제공 목록' } });
    const one = await events({ filter: { id: mine.rows[0]!.id } });
    expect(one.rows.map((row) => row.id)).toEqual([mine.rows[0]!.id]);
    const several = mine.rows.slice(1, 4).map((row) => row.id);
    const found = await events({ filter: { id: [...several, 'not-an-id'] } });
    expect(found.rows.map((row) => row.id).sort()).toEqual([...several].sort());
    expect(found.total).toBe(3);
    expect(await events({ filter: { id: 'not-an-id' } })).toEqual({ rows: [], total: 0 });
    expect(await events({ filter: { id: ['not-an-id', 'nor-this'] } })).toEqual({ rows: [], total: 0 });
  });

  it.each(['id', 'name', 'sendDate', 'budgetPerPerson', 'createdAt'] as const)(
    'sorts by %s both ways, the id breaking ties',
    async (field) => {
      const all = await events({ range: [0, 999] });
      const expected = sortedLike(all.rows, field, 'giftEvent');
      const asc = await events({ sort: [field, 'ASC'], range: [0, 999] });
      expect(asc.rows.map((row) => row.id)).toEqual(expected.asc.map((row) => row.id));
      const desc = await events({ sort: [field, 'DESC'], range: [0, 999] });
      expect(desc.rows.map((row) => row.id)).toEqual(expected.desc.map((row) => row.id));
    },
  );

  it('newest first by default, paged with the total of the filter', async () => {
    const all = await events({ filter: { q: '제공 목록' } });
    expect(all.rows.map((row) => row.id)).toEqual(
      sortedLike(all.rows, 'createdAt', 'giftEvent').desc.map((row) => row.id),
    );
    const response = await t.app.inject({
      url: listUrl(EVENTS_URL, { filter: { q: '제공 목록' }, range: [1, 2] }),
      headers: provider,
    });
    expect(response.headers['content-range']).toBe('providerGiftEvents 1-2/5');
    expect(response.json<EventRow[]>().map((row) => row.id)).toEqual(
      all.rows.slice(1, 3).map((row) => row.id),
    );
    const past = await t.app.inject({
      url: listUrl(EVENTS_URL, { filter: { q: '제공 목록' }, range: [10, 19] }),
      headers: provider,
    });
    expect(past.headers['content-range']).toBe('providerGiftEvents */5');
  });
});

const ORDERS_URL = '/provider/v1/gift/orders';
type OrderRow = {
  id: string;
  name: string;
  searchDate: string;
  status: string;
  companyName: string;
  eventName: string;
  address: string | null;
  voucherCode: string | null;
};
const orders = (options: Options) => page<OrderRow>(ORDERS_URL, options);

describe('provider gift orders', () => {
  it('searches the recipient, company and event names', async () => {
    const recipient = await orders({ filter: { q: '수령인제공' } });
    expect(recipient.rows).toMatchObject([
      { name: '수령인제공', companyName: ACE, eventName: '제공 목록 발송 나이키' },
    ]);
    expect(recipient.total).toBe(1);
    const company = await orders({ filter: { q: '에이스스포츠' } });
    expect(names(company.rows)).toEqual(['수령인제공', '홍길동']);
    const event = await orders({ filter: { q: '제공 목록 발송' } });
    expect(event.total).toBe(4);
    expect(new Set(event.rows.map((row) => row.companyName))).toEqual(new Set([HANBIT, ACE]));
    expect((await orders({ filter: { q: '%' } })).total).toBe(0);
  });

  it('lists the orders to ship (status CHOSEN) with their address or voucher code', async () => {
    const all = await orders({ range: [0, 999] });
    const chosen = await orders({ filter: { status: 'CHOSEN' }, range: [0, 999] });
    expect(chosen.total).toBe(all.rows.filter((row) => row.status === 'CHOSEN').length);
    expect(chosen.rows.every((row) => row.status === 'CHOSEN')).toBe(true);
    expect(chosen.rows.map((row) => [row.address, row.voucherCode]).sort()).toEqual([
      ['(06236) 서울 강남구 테헤란로 152 12층', null],
      [null, '9077777777777775'],
    ]);
    for (const row of all.rows) expect(providerOrderRecord.strict().parse(row)).toEqual(row);

    // A shipped order reads the same from the list and from the call that shipped it.
    const delivery = chosen.rows.find((row) => row.address !== null)!;
    const shipped = await ok<OrderRow>(t, 'POST', `${ORDERS_URL}/${delivery.id}/ship`, provider, {
      carrier: 'CJ대한통운',
      trackingNumber: '551234567890',
    });
    const listed = await orders({ filter: { id: delivery.id } });
    expect(listed).toEqual({ rows: [shipped], total: 1 });
    expect(shipped).toMatchObject({ status: 'SHIPPED', address: delivery.address });
  });

  it('filters by one or several ids; an id of nothing is an empty page', async () => {
    const mine = await orders({ filter: { q: '제공 목록 발송' } });
    const several = mine.rows.slice(0, 3).map((row) => row.id);
    const found = await orders({ filter: { id: several } });
    expect(found.rows.map((row) => row.id).sort()).toEqual([...several].sort());
    expect(found.total).toBe(3);
    expect((await orders({ filter: { id: several[0] } })).rows.map((row) => row.id)).toEqual([several[0]]);
    expect(await orders({ filter: { id: 'not-an-id' } })).toEqual({ rows: [], total: 0 });
  });

  it.each(['id', 'searchDate', 'name'] as const)(
    'sorts by %s both ways, the id breaking ties',
    async (field) => {
      const all = await orders({ range: [0, 999] });
      const expected = sortedLike(all.rows, field, 'giftSend');
      const asc = await orders({ sort: [field, 'ASC'], range: [0, 999] });
      expect(asc.rows.map((row) => row.id)).toEqual(expected.asc.map((row) => row.id));
      const desc = await orders({ sort: [field, 'DESC'], range: [0, 999] });
      expect(desc.rows.map((row) => row.id)).toEqual(expected.desc.map((row) => row.id));
    },
  );

  it('latest send date first by default, paged with the total', async () => {
    const all = await orders({ range: [0, 999] });
    expect(all.rows.map((row) => row.id)).toEqual(
      sortedLike(all.rows, 'searchDate', 'giftSend').desc.map((row) => row.id),
    );
    const response = await t.app.inject({ url: listUrl(ORDERS_URL, { range: [2, 4] }), headers: provider });
    expect(response.headers['content-range']).toBe(`providerGiftOrders 2-4/${all.total}`);
    expect(response.json<OrderRow[]>().map((row) => row.id)).toEqual(
      all.rows.slice(2, 5).map((row) => row.id),
    );
  });
});
