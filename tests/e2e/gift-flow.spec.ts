import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { PASSWORD, loginThroughPage } from './helpers';
import { PHONE, stubPostcode } from './public-helpers';

/** A subjects file as an administrator makes one: the member-import columns, one row. */
function subjectsFile(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['이름', '이메일', '휴대폰 번호', '성별', '직급', '생일(YYYYMMDD)', '양력/음력'],
    ['선물받음', 'gift-e2e@example.com', '01077770001', '여', '대리', '19900512', '양력'],
  ]);
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
async function recipientLink(request: APIRequestContext, phone: string) {
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

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

test('an administrator sends a gift event and the recipient chooses on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await loginThroughPage(page, 'demo-admin@example.com');

  // Create the event.
  await page.goto('/pc/admin/sending24/event/detail');
  await page.getByLabel('이벤트 이름').fill('E2E 감사 선물');
  // Today in Seoul: sent now, not scheduled.
  await page
    .getByLabel('발송일')
    .fill(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()));
  await page.getByLabel('1인당 예산(원)').fill('30000');
  await page.getByLabel('보내는 사람').fill('인사팀');
  await page.getByRole('button', { name: '이벤트 만들기' }).click();
  await expect(page).toHaveURL(/\/sending24\/event\/detail\/[^/?]+\?tab=subjects$/);

  // Subjects from members and from a spreadsheet.
  await page.getByRole('button', { name: '구성원에서 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: /^추가/ }).click();
  await expect(page.getByText('대상자 1명을 추가했습니다.')).toBeVisible();
  await page.getByTestId('subjects-file').setInputFiles({
    name: 'subjects.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: subjectsFile(),
  });
  await expect(page.getByRole('cell', { name: '선물받음', exact: true })).toBeVisible();
  await expect(page.getByText('총 2명')).toBeVisible();

  // Card, gifts within the budget, agreement, send.
  await openTab(page, '카드');
  await page.locator('label', { hasText: '감사 1' }).first().click();
  await page.getByLabel('카드 메시지').fill('늘 고맙습니다. 작은 선물 보냅니다.');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('카드를 저장했습니다.')).toBeVisible();
  await openTab(page, '선물');
  const enabled = page.getByRole('checkbox', { disabled: false });
  await enabled.nth(0).check();
  await enabled.nth(1).check();
  await page.getByRole('button', { name: /^저장/ }).click();
  await expect(page.getByText('선물을 저장했습니다.')).toBeVisible();
  await openTab(page, '발송');
  // The confirmation states the fee of spec 2 §9: 3,000 won for each of the two.
  await expect(page.getByRole('definition').filter({ hasText: /^6,000원$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '선물 보내기' })).toBeDisabled();
  await page.getByLabel('상품, 가격, 유효기간, 받는 사람을 모두 확인했습니다.').check();
  await page.getByRole('button', { name: '선물 보내기' }).click();
  await expect(page.getByText('2명에게 보냈습니다.')).toBeVisible();
  await expect(page).toHaveURL(/tab=status/);
  await expect(page.getByTestId('tracking-row')).toHaveCount(2);
  const adminUrl = page.url();

  // The recipient opens the link of the message on a phone and chooses a delivered gift.
  const link = await recipientLink(request, '01077770001');
  const phone = await browser.newPage({ ...PHONE, baseURL: test.info().project.use.baseURL });
  await stubPostcode(phone);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: '선물받음님, 선물이 도착했어요' })).toBeVisible();
  await expect(phone.getByText('늘 고맙습니다. 작은 선물 보냅니다.')).toBeVisible();
  const delivery = phone.locator('label.gift-item', { hasText: '택배 배송' }).first();
  const hasDelivery = (await delivery.count()) > 0;
  await (hasDelivery ? delivery : phone.locator('label.gift-item').first()).click();
  await phone.getByRole('button', { name: '이 선물로 할게요' }).click();
  if (hasDelivery) {
    await phone.getByLabel('휴대폰 번호').fill('01077770001');
    await phone.getByRole('button', { name: '주소 검색' }).click();
    await phone.getByRole('button', { name: '서울 강남구 테헤란로 427' }).click();
    await phone.getByLabel('상세 주소').fill('12층');
    await phone.getByRole('button', { name: '이 주소로 받기' }).click();
  } else {
    await phone.getByRole('button', { name: '교환권 받기' }).click();
  }
  await expect(phone.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  // A second choice is not offered: the page shows the gift chosen.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  await expect(phone.getByRole('button', { name: '이 선물로 할게요' })).toHaveCount(0);

  // The administrator sees the choice in the send status and the dashboard.
  await page.goto(adminUrl);
  await expect(page.getByTestId('tracking-status').filter({ hasText: '선택 완료' })).toHaveCount(1);
  await openTab(page, '대시보드');
  await expect(page.getByTestId('dashboard-선택')).toContainText('1명');
  if (!hasDelivery) return;

  // The provider ships it: the recipient's page and the admin's send status show the tracking number.
  const headers = await providerHeaders(request);
  const orders = await request.get('/provider/v1/gift/orders', {
    params: { filter: JSON.stringify({ q: '선물받음' }), range: '[0,9]' },
    headers,
  });
  const [order] = (await orders.json()) as { id: string }[];
  const ship = await request.post(`/provider/v1/gift/orders/${order!.id}/ship`, {
    headers,
    data: { carrier: 'CJ대한통운', trackingNumber: '556677889900' },
  });
  expect(ship.ok()).toBe(true);
  await phone.reload();
  await expect(phone.getByTestId('shipment')).toContainText('CJ대한통운 운송장 556677889900');
  await openTab(page, '발송 현황');
  await expect(page.getByTestId('tracking-status').filter({ hasText: '배송 중' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'CJ대한통운 556677889900' })).toBeVisible();
  await openTab(page, '대시보드');
  await expect(page.getByTestId('dashboard-배송 중')).toContainText('1명');
});
