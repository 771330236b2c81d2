import { TEST_VOUCHER_SECRET } from '../../server/settings';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { createHmac } from 'node:crypto';
import { PASSWORD, loginProviderThroughPage } from './helpers';

const AGREEMENT = {
  itemConfirmed: true,
  priceConfirmed: true,
  expiryConfirmed: true,
  recipientConfirmed: true,
};
export const seoulToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());

/**
 * A subjects file as an administrator makes one from the screen's own guide ("필수 열: 이름, 휴대폰
 * 번호 · 선택 열: 성별, …"): exactly the columns it names, in its order, one row.
 */
export function subjectsFile(guide: string): Buffer {
  const headers = [...guide.matchAll(/(?:필수|선택) 열: ([^·]+)/g)].flatMap((match) =>
    match[1]!.split(',').map((header) => header.trim()),
  );
  const value = (header: string) =>
    header.startsWith('이름')
      ? '선물받음'
      : header.startsWith('휴대폰')
        ? '01077770001'
        : header === '성별'
          ? '여'
          : header === '직급'
            ? '대리'
            : header.startsWith('기념일')
              ? '19900512'
              : header === '양력/음력'
                ? '양력'
                : '';
  expect(headers, guide).toContain('이름');
  const sheet = XLSX.utils.aoa_to_sheet([headers, headers.map(value)]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'subjects');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function providerHeaders(request: APIRequestContext) {
  const login = await request.post('/provider/v1/auth/login', {
    data: { email: 'demo-provider@example.com', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { clientId, clientSecret } = (await login.json()) as { clientId: string; clientSecret: string };
  return { provider_client_id: clientId, provider_client_secret: clientSecret };
}

/** The recipient link of the gift message to `phone`, read in full in the provider's outbox. */
export async function recipientLink(request: APIRequestContext, phone: string) {
  const headers = await providerHeaders(request);
  const read = async () => {
    const outbox = await request.get('/provider/v1/outbox', {
      params: { filter: JSON.stringify({ q: phone }), range: '[0,9]', sort: JSON.stringify(['id', 'DESC']) },
      headers,
    });
    const messages = (await outbox.json()) as { id: string }[];
    for (const message of messages) {
      const full = await request.get(`/provider/v1/outbox/${message.id}/full`, { headers });
      const { body } = (await full.json()) as { body: string };
      const link = /\/gift\/[\w.~-]+/.exec(body)?.[0];
      if (link) return link;
    }
    return undefined;
  };
  await expect
    .poll(read, { message: 'the gift message carries the recipient link', timeout: 20_000 })
    .toBeTruthy();
  return (await read())!;
}

/** The provider console, logged in. */
export async function providerPage(browser: Browser, baseURL: string | undefined) {
  // Its own context (not browser.newPage()), so axe can open its frames.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginProviderThroughPage(page);
  return page;
}

/**
 * A second event through the API as demo-admin: one subject, a card and only the voucher items
 * within the budget, sent with the purchase agreement (event names are unique in a company, so a
 * second spec names its own). Returns its id.
 */
export async function voucherEvent(request: APIRequestContext, cellPhone: string, name = 'E2E 교환권 선물') {
  const login = await request.post('/portal/auth/api/login', {
    data: { email: 'demo-admin@example.com', password: PASSWORD },
  });
  const body = (await login.json()) as Record<string, string>;
  const headers = {
    company_member_encrypted: body.companyMemberEncrypted!,
    company_encrypted: body.companyEncrypted!,
    client_id: body.clientId!,
    client_secret: body.clientSecret!,
  };
  const call = async <T>(method: 'post' | 'put' | 'get', url: string, data?: unknown): Promise<T> => {
    const response = await request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const event = await call<{ id: string }>('post', '/birth/v3/events', {
    name,
    category: 'THANKS',
    repeat: 'ONCE',
    sendDate: seoulToday(),
    sendHour: 9,
    budgetPerPerson: 30_000,
    senderName: '인사팀',
  });
  const path = `/birth/v3/events/${event.id}`;
  await call('post', `${path}/subjects`, {
    rows: [
      {
        name: '교환권받음',
        email: 'gift-voucher-e2e@example.com',
        cellPhone,
        gender: '',
        rank: '',
        eventDate: '19910101',
        lunar: '양력',
      },
    ],
  });
  await call('post', `${path}/cards`, { template: 'thanks02', message: '고생 많으셨습니다.' });
  const items = await call<{ id: string; kind: string; price: number }[]>(
    'get',
    `${path}/gifts/items?range=${encodeURIComponent('[0,99]')}`,
  );
  const vouchers = items.filter((item) => item.kind !== 'DELIVERY' && item.price <= 30_000);
  expect(vouchers.length).toBeGreaterThan(0);
  await call('put', `${path}/gifts`, { itemIds: vouchers.map((item) => item.id), defaultItemId: null });
  await call('post', `${path}/trackings/send-gift`, { agreement: AGREEMENT });
  return event.id;
}

/**
 * The voucher side's exchange notice, signed with HMAC-SHA256 as the README describes, under the key
 * the end-to-end server runs with (the test mode's).
 */
export async function exchangeSigned(request: APIRequestContext, voucherCode: string) {
  const timestamp = Date.now();
  const signature = createHmac('sha256', TEST_VOUCHER_SECRET)
    .update(`${voucherCode}.${timestamp}`)
    .digest('hex');
  const unsigned = await request.post('/provider/v1/gift/vouchers/exchange', {
    headers: { 'x-voucher-signature': '0'.repeat(64) },
    data: { voucherCode, timestamp },
  });
  expect(unsigned.status()).toBe(401);
  const exchanged = await request.post('/provider/v1/gift/vouchers/exchange', {
    headers: { 'x-voucher-signature': signature },
    data: { voucherCode, timestamp },
  });
  expect(exchanged.ok(), await exchanged.text()).toBe(true);
  expect(((await exchanged.json()) as { status: string }).status).toBe('EXCHANGED');
}
