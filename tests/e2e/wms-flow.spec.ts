import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  PHONE,
  WORKER,
  apiLogin,
  barcode,
  barcodePng,
  headersOf,
  ledgerAgrees,
  pageHeaders,
} from './wms-helpers';

test.use({ viewport: PHONE });

/**
 * A warehouse shift on a phone: log in, switch warehouse, find a product by typing its code and by a
 * photo of its barcode, receive goods against a receipt, shelve them (a second worker's move of the
 * same stock makes the stale one fail in Korean), and count stock with one difference. After each
 * step the product's quantity is what its ledger adds up to.
 */
test('a worker receives, shelves and counts stock on the phone', async ({ page, request }) => {
  await page.goto('/wms/store');
  await expect(page).toHaveURL(/\/wms\/login$/);
  await page.getByLabel('이메일').fill(WORKER);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('navigation', { name: '창고 작업 메뉴' })).toBeVisible();

  // The switcher: the choice survives a reload while the warehouse is still listed.
  const switcher = page.getByLabel('작업 창고 선택');
  await switcher.selectOption({ label: '기장 물류센터' });
  await page.reload();
  await expect(page.getByLabel('작업 창고 선택').locator('option:checked')).toHaveText('기장 물류센터');
  await page.getByLabel('작업 창고 선택').selectOption({ label: '센텀 본 창고' });
  const headers = await pageHeaders(page);
  const warehouses = await (await request.get('/homepage/v2/wms/warehouses/displayable', { headers })).json();
  const centum = warehouses[0].id as string;

  // Typed code.
  await page.getByRole('link', { name: '바코드 스캔' }).click();
  await page.getByLabel('바코드 번호').fill(barcode(2));
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByRole('heading', { name: '제주 감귤 주스 180ml' })).toBeVisible();

  // A photo of the barcode through the scanner (ZXing here: Chromium on Linux has no BarcodeDetector).
  await page.goto('/wms/barcode');
  await page
    .getByLabel('바코드 사진 선택')
    .setInputFiles({ name: '바코드.png', mimeType: 'image/png', buffer: await barcodePng(page, barcode(7)) });
  await expect(page.getByRole('heading', { name: '종이컵 6.5온스' })).toBeVisible({ timeout: 20_000 });
  const cupId = page.url().split('/').pop()!;
  const before = await ledgerAgrees(request, headers, centum, cupId);

  // Receive the 5 cups of receipt RC-24002 into the receiving area.
  await page.goto('/wms/store');
  await page.getByRole('link', { name: /RC-24002/ }).click();
  await page.getByLabel(/입고 수량/).fill('5');
  await page.getByRole('button', { name: '입고 처리' }).click();
  await expect(page.getByText('5개를 입고했습니다.')).toBeVisible();
  expect(await ledgerAgrees(request, headers, centum, cupId)).toBe(before + 5);

  // Shelve them from 진열 대기; meanwhile a second worker moves one cup: the stale move is refused.
  await page.getByRole('link', { name: '진열 대기 보기' }).click();
  await page.getByRole('link', { name: /종이컵 6.5온스 · 5개/ }).click();
  await expect(page.getByLabel('출발 위치')).toContainText('RCV (5개)');
  const second = headersOf(await apiLogin(request));
  const locations = await (
    await request.get(`/homepage/v2/wms/warehouses/${centum}/locations`, { headers: second })
  ).json();
  const at = (code: string) => locations.find((row: { code: string }) => row.code === code).id as string;
  const moved = await request.post(`/homepage/v2/wms/warehouses/${centum}/display`, {
    headers: second,
    data: { productId: cupId, fromLocationId: at('RCV'), toLocationId: at('A-01-02'), quantity: 1 },
  });
  expect(moved.status()).toBe(200);
  await page.getByLabel('진열 수량').fill('5');
  await page.getByRole('button', { name: '진열하기' }).click();
  await expect(page.getByRole('alert')).toContainText('다른 작업자가 먼저 재고를 변경했습니다');
  await page.reload();
  await expect(page.getByLabel('출발 위치')).toContainText('RCV (4개)');
  await page.getByLabel('진열 위치').selectOption({ label: 'A-01-01 A열 1단 1칸' });
  await page.getByLabel('진열 수량').fill('4');
  await page.getByRole('button', { name: '진열하기' }).click();
  await expect(page.getByText('4개를 A-01-01에 진열했습니다.')).toBeVisible();
  expect(await ledgerAgrees(request, headers, centum, cupId)).toBe(before + 5);

  // A stock check: one line counted one short; finishing writes the adjustment.
  await page.goto('/wms/checkdisplay');
  await page.getByRole('button', { name: '재고 조사 시작' }).click();
  await expect(page).toHaveURL(/\/wms\/checkdisplay\/detail\//);
  const cupLine = page
    .locator('.MuiPaper-root', { hasText: '종이컵 6.5온스' })
    .filter({ hasText: 'A-01-01' });
  // Counted blind: the screen does not show the system quantity; the test reads it from the check.
  await expect(cupLine).not.toContainText('전산');
  const checkId = page.url().split('/').pop()!;
  const detail = (
    await (await request.get(`/homepage/v2/wms/stock-checks/${checkId}`, { headers })).json()
  ).details.find(
    (row: { productName: string; locationCode: string }) =>
      row.productName === '종이컵 6.5온스' && row.locationCode === 'A-01-01',
  );
  await cupLine.getByLabel(/실사 수량/).fill(String(detail.expectedQuantity - 1));
  await page.getByRole('button', { name: '조사 완료' }).click();
  // The other lines were not counted: the confirmation names them before anything is final.
  const confirm = page.getByRole('dialog', { name: /세지 않은 항목이 \d+개 있습니다/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem').first()).toContainText('(');
  await expect(confirm).not.toContainText('종이컵 6.5온스 (A-01-01)');
  await confirm.getByRole('button', { name: '그래도 완료' }).click();
  await expect(page.getByText('조사 완료 (차이 1건 반영)')).toBeVisible();
  await expect(cupLine).toContainText(`전산 ${detail.expectedQuantity}`);
  expect(await ledgerAgrees(request, headers, centum, cupId)).toBe(before + 4);

  // The one screen kept alive: back from a product, the search is as it was left, its stock re-read.
  await page.goto('/wms/search');
  await page.getByLabel('상품명 또는 바코드').fill('종이컵');
  await page.getByRole('button', { name: '검색' }).click();
  const found = page.getByRole('link', { name: new RegExp(`^종이컵 6.5온스 · ${before + 4}박스`) });
  await found.click();
  await expect(page.getByRole('heading', { name: '종이컵 6.5온스' })).toBeVisible();
  await expect(page.locator('[data-kept-alive]')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByLabel('상품명 또는 바코드')).toHaveValue('종이컵');
  await expect(found).toBeVisible();
  await expect(page.locator('[data-kept-alive]')).toHaveCount(0);
});
