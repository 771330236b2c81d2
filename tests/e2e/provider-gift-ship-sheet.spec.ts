import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { recipientLink, seoulToday } from './gift-flow-helpers';
import { PASSWORD, loginProviderThroughPage } from './helpers';

test.describe.configure({ timeout: 180_000 });

const AGREEMENT = {
  itemConfirmed: true,
  priceConfirmed: true,
  expiryConfirmed: true,
  recipientConfirmed: true,
};
const EVENT = 'E2E 출고 시트 선물';
const PEOPLE = [
  { name: '시트출고가', cellPhone: '01071110001' },
  { name: '시트출고나', cellPhone: '01071110002' },
];

type Order = { id: string; name: string; orderNo: string; status: string; trackingNumber: string | null };

async function headersOf(request: APIRequestContext, url: string, email: string) {
  const response = await request.post(url, { data: { email, password: PASSWORD, keepLoginYN: 'N' } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, string>;
}

/** Two recipients of a fresh event who chose a delivery item: orders waiting to be shipped. */
async function chosenDeliveries(request: APIRequestContext) {
  const login = await headersOf(request, '/portal/auth/api/login', 'demo-admin@example.com');
  const headers = {
    company_member_encrypted: login.companyMemberEncrypted!,
    company_encrypted: login.companyEncrypted!,
    client_id: login.clientId!,
    client_secret: login.clientSecret!,
  };
  const call = async <T>(method: 'post' | 'put' | 'get', url: string, data?: unknown): Promise<T> => {
    const response = await request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const event = await call<{ id: string }>('post', '/birth/v3/events', {
    name: EVENT,
    category: 'THANKS',
    repeat: 'ONCE',
    sendDate: seoulToday(),
    sendHour: 9,
    budgetPerPerson: 50_000,
    senderName: '인사팀',
  });
  const path = `/birth/v3/events/${event.id}`;
  await call('post', `${path}/subjects`, {
    rows: PEOPLE.map((p) => ({ ...p, gender: '', rank: '', eventDate: '19910101', lunar: '양력' })),
  });
  await call('post', `${path}/cards`, { template: 'thanks02', message: '고맙습니다.' });
  const items = await call<{ id: string; kind: string; price: number }[]>(
    'get',
    `${path}/gifts/items?range=${encodeURIComponent('[0,99]')}`,
  );
  const delivery = items.find((item) => item.kind === 'DELIVERY' && item.price <= 50_000)!;
  await call('put', `${path}/gifts`, { itemIds: [delivery.id], defaultItemId: null });
  await call('post', `${path}/trackings/send-gift`, { agreement: AGREEMENT });
  for (const person of PEOPLE) {
    const token = (await recipientLink(request, person.cellPhone)).split('/').pop()!;
    const chosen = await request.post(`/birth/v3/public/gift/${token}/choice`, {
      data: {
        itemId: delivery.id,
        delivery: {
          name: person.name,
          cellPhone: person.cellPhone,
          zoneCode: '06236',
          address1: '서울 강남구 테헤란로 1',
        },
      },
    });
    expect(chosen.ok(), await chosen.text()).toBe(true);
  }
}

/** The event's orders as the provider console lists them. */
async function orders(request: APIRequestContext): Promise<Order[]> {
  const login = await headersOf(request, '/provider/v1/auth/login', 'demo-provider@example.com');
  const response = await request.get('/provider/v1/gift/orders', {
    params: { filter: JSON.stringify({ q: EVENT }), sort: JSON.stringify(['name', 'ASC']), range: '[0,9]' },
    headers: { provider_client_id: login.clientId!, provider_client_secret: login.clientSecret! },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order[];
}

function sheet(rows: string[][]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['주문 번호', '받는 사람', '택배사', '운송장 번호'], ...rows]),
    '출고',
  );
  return {
    name: '출고.xlsx',
    mimeType: 'application/octet-stream',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  };
}

test('the operator ships orders from a sheet: one bad row saves nothing, the corrected sheet ships both', async ({
  page,
  request,
}) => {
  await chosenDeliveries(request);
  const [a, b] = await orders(request);
  expect([a?.status, b?.status]).toEqual(['CHOSEN', 'CHOSEN']);

  await loginProviderThroughPage(page);
  await page.goto('/provider/gift/orders');
  await page.getByRole('link', { name: '엑셀로 일괄 출고' }).click();
  await expect(page.getByRole('heading', { name: '엑셀로 일괄 출고' })).toBeVisible();

  // The template: Korean headers, an example row and the carriers' dropdown values on their own sheet.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '양식 다운로드' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('선물 주문 처리_일괄등록_양식.xlsx');
  const book = XLSX.read(readFileSync(await template.path()), { type: 'buffer' });
  expect(book.SheetNames).toEqual(['선물 주문 처리', '선택 값']);
  expect(XLSX.utils.sheet_to_json<string[]>(book.Sheets['선물 주문 처리']!, { header: 1 })[0]).toEqual([
    '주문 번호',
    '받는 사람',
    '택배사',
    '운송장 번호',
  ]);

  const good = [
    [a!.orderNo, a!.name, 'CJ대한통운', '551277770001'],
    [b!.orderNo, b!.name, '한진택배', '551277770002'],
  ];
  await page
    .getByLabel('파일 선택')
    .setInputFiles(sheet([...good, ['GS99999999', '', '롯데택배', '551277770003']]));
  await expect(page.getByText('3행 중 1행에 오류가 있습니다.', { exact: false })).toBeVisible();
  await expect(page.getByText('오류가 있는 행: 4')).toBeVisible();
  const bad = page.getByRole('row', { name: /GS99999999/ });
  await expect(bad).toContainText('주문을 찾을 수 없습니다. 주문 번호를 확인해주세요.');
  await expect(page.getByRole('button', { name: '3건 출고' })).toBeDisabled();
  expect((await orders(request)).map((o) => o.status)).toEqual(['CHOSEN', 'CHOSEN']);

  // The bad row removed, the same sheet again: both are shipped in one save.
  await page.getByLabel('파일 선택').setInputFiles(sheet(good));
  await expect(page.getByText('2행 모두 저장할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '2건 출고' }).click();
  await expect(page.getByText('2건을 출고 처리했습니다.')).toBeVisible();
  expect((await orders(request)).map((o) => [o.status, o.trackingNumber])).toEqual([
    ['SHIPPED', '551277770001'],
    ['SHIPPED', '551277770002'],
  ]);
});
