import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, PHONE, apiLogin, headersOf } from './wms-helpers';

test.use({ viewport: PHONE });

/**
 * The warehouse floor's network: slow, and sometimes losing an answer the server already sent. The
 * worker's taps and retries must record the goods once.
 */

async function openReceipt(page: Page, request: Parameters<typeof apiLogin>[0]) {
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const [warehouse] = await (
    await request.get('/homepage/v2/wms/warehouses/displayable', { headers })
  ).json();
  const receipts = await (
    await request.get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=STORE&status=OPEN`, {
      headers,
    })
  ).json();
  const receipt = receipts.items.find(
    (row: { lines: { receivedQuantity: number; expectedQuantity: number }[] }) =>
      row.lines.some((line) => line.expectedQuantity - line.receivedQuantity >= 4),
  );
  expect(receipt, 'an open receipt with room for 4 more').toBeDefined();
  const line = receipt.lines.find(
    (row: { receivedQuantity: number; expectedQuantity: number }) =>
      row.expectedQuantity - row.receivedQuantity >= 4,
  );
  await page.goto('/wms/login');
  await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
  await page.goto(`/wms/store/receipt/${receipt.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '매장 입고 처리' })).toBeVisible();
  const received = async () =>
    (await (await request.get(`/homepage/v2/wms/receipts/${receipt.id}`, { headers })).json()).lines.find(
      (row: { id: string }) => row.id === line.id,
    ).receivedQuantity as number;
  return { receipt, line, received };
}

test('two taps half a second apart on a slow network send one receipt', async ({ page, request }) => {
  const { received } = await openReceipt(page, request);
  const before = await received();
  const posts: string[] = [];
  await page.route('**/receive', async (route) => {
    posts.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page
    .getByLabel(/입고 수량/)
    .first()
    .fill('2');
  const button = page.getByRole('button', { name: '입고 처리' });
  await button.click();
  await page.waitForTimeout(500);
  // Held while the call runs: the second tap finds it disabled, in the same place.
  await expect(page.getByRole('button', { name: '처리 중…' })).toBeDisabled();
  await page.getByRole('button', { name: '처리 중…' }).click({ force: true });
  await expect(page.getByText(/^2(개|박스|봉)를 입고했습니다\.$/)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await received()).toBe(before + 2);
});

test('an answer lost after the server received the goods, then 다시 시도, records the goods once', async ({
  page,
  request,
}) => {
  const { received } = await openReceipt(page, request);
  const before = await received();
  let dropped = false;
  await page.route('**/receive', async (route) => {
    if (dropped) return route.continue();
    // The server does the write and answers; the phone never sees the answer.
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page
    .getByLabel(/입고 수량/)
    .first()
    .fill('3');
  await page.getByRole('button', { name: '입고 처리' }).click();
  await expect(page.getByRole('alert')).toContainText('서버에 연결하지 못했습니다');
  expect(await received()).toBe(before + 3);
  // The worker taps again with the screen as it was: the same request, the same key, one receipt.
  await page.getByRole('button', { name: '입고 처리' }).click();
  await expect(page.getByText(/^3(개|박스|봉)를 입고했습니다\.$/)).toBeVisible();
  expect(await received()).toBe(before + 3);
});

test('a session that ends during a stock check keeps the typed counts and saves them after the password', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const [warehouse] = await (
    await request.get('/homepage/v2/wms/warehouses/displayable', { headers })
  ).json();
  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: warehouse.id } })
  ).json();
  await page.goto('/wms/login');
  await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
  await page.goto(`/wms/checkdisplay/detail/${check.id}`);
  const fields = page.getByLabel(/실사 수량/);
  await fields.nth(0).fill('7');
  await fields.nth(1).fill('0');
  // The session ends on the server (as at Seoul midnight) while the worker is counting.
  expect((await request.post('/homepage/v2/wms/auth/logout', { headers })).status()).toBe(200);
  await page.getByRole('button', { name: '실사 수량 저장' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인이 만료되었습니다' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('이메일')).toHaveValue(login.email);
  await expect(page).toHaveURL(new RegExp(`/wms/checkdisplay/detail/${check.id}$`));
  await dialog.getByLabel('비밀번호').fill(PASSWORD);
  await dialog.getByRole('button', { name: '다시 로그인' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('실사 7')).toBeVisible();
  const renewed = await page.evaluate(() => JSON.parse(localStorage.getItem('portal.wmsAuth') ?? 'null'));
  const saved = await (
    await request.get(`/homepage/v2/wms/stock-checks/${check.id}`, { headers: headersOf(renewed) })
  ).json();
  expect(saved.details.slice(0, 2).map((row: { countedQuantity: number }) => row.countedQuantity)).toEqual([
    7, 0,
  ]);
});
