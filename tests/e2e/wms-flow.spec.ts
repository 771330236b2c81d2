import { expect, test, type Locator, type Page } from '@playwright/test';
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
  recordScanFeedback,
  takeScanSounds,
  wedgeScan,
  type WmsLogin,
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
  await expect(page.getByText('5박스를 입고했습니다.')).toBeVisible();
  expect(await ledgerAgrees(request, headers, centum, cupId)).toBe(before + 5);

  // Shelve them from 진열 대기; meanwhile a second worker moves one cup: the stale move is refused.
  await page.getByRole('link', { name: '진열 대기 보기' }).click();
  await page.getByRole('link', { name: /종이컵 6.5온스 · 5박스/ }).click();
  await expect(page.getByLabel('출발 위치')).toContainText('RCV (5박스)');
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
  await expect(page.getByLabel('출발 위치')).toContainText('RCV (4박스)');
  await page.getByLabel('진열 위치').selectOption({ label: 'A-01-01 A열 1단 1칸' });
  await page.getByLabel('진열 수량').fill('4');
  await page.getByRole('button', { name: '진열하기' }).click();
  await expect(page.getByText('4박스를 A-01-01에 진열했습니다.')).toBeVisible();
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

/** Logs the page in with a login made through the API (the app keeps it in localStorage). */
async function enter(page: Page, login: WmsLogin) {
  await page.goto('/wms/login');
  await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
}

/**
 * Taps `button`, waits for `message`, and checks the button is where it was: a message that comes
 * never moves a confirm button under the worker's finger.
 */
async function staysPut(button: Locator, message: Locator) {
  await button.scrollIntoViewIfNeeded();
  const before = await button.boundingBox();
  await button.click();
  await expect(message).toBeVisible();
  expect(await button.boundingBox(), (await button.textContent()) ?? '').toEqual(before);
  // And the message lies below the button.
  expect((await message.boundingBox())!.y).toBeGreaterThan(before!.y);
}

test('success and error lines come below the buttons on every screen with a confirm', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [centum] = await get('/homepage/v2/wms/warehouses/displayable');
  const cups = await get(`/homepage/v2/wms/products/barcode/${barcode(7)}?warehouseId=${centum.id}`);
  const open = (await get(`/homepage/v2/wms/receipts?warehouseId=${centum.id}&status=OPEN&kind=STORE`))
    .items[0];
  const alert = page.getByRole('alert');

  await page.goto('/wms/login');
  await staysPut(page.getByRole('button', { name: '로그인' }), alert);
  await enter(page, login);

  await page.goto('/wms/barcode');
  await page.getByLabel('바코드 번호').fill('123');
  await staysPut(page.getByRole('button', { name: '찾기' }), alert);

  await page.goto(`/wms/display?productId=${cups.id}`);
  await staysPut(page.getByRole('button', { name: '진열하기' }), alert);

  await page.goto(`/wms/store/receipt/${open.id}`);
  await staysPut(page.getByRole('button', { name: '입고 처리', exact: true }), alert);

  await page.goto(`/wms/add/receipt/${open.id}`);
  await page.getByLabel('바코드 번호').fill(barcode(5));
  await page.getByRole('button', { name: '찾기' }).click();
  await staysPut(page.getByRole('button', { name: '입고에 추가' }), alert);

  await page.goto(`/wms/prod/stock/${cups.id}`);
  await staysPut(page.getByRole('button', { name: '이동 요청' }), alert);

  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: centum.id } })
  ).json();
  await page.goto(`/wms/checkdisplay/detail/${check.id}`);
  await page
    .getByLabel(/실사 수량/)
    .first()
    .fill('x');
  await staysPut(page.getByRole('button', { name: '실사 수량 저장' }), alert);

  // A transfer the auditor asked for, decided meanwhile from another phone: the worker's 승인 is refused.
  const auditor = headersOf(
    await (
      await request.post('/homepage/v2/wms/auth/login', {
        data: { email: 'demo-wms-auditor@example.com', password: PASSWORD },
      })
    ).json(),
  );
  const locations = await get(`/homepage/v2/wms/warehouses/${centum.id}/locations`);
  const [, gijang] = await get('/homepage/v2/wms/warehouses/displayable');
  const transfer = await (
    await request.post('/homepage/v2/wms/stock-transfers', {
      headers: auditor,
      data: {
        fromWarehouseId: centum.id,
        fromLocationId: locations.find((row: { code: string }) => row.code === 'B-02-01').id,
        toWarehouseId: gijang.id,
        productId: cups.id,
        quantity: 1,
      },
    })
  ).json();
  await page.goto(`/wms/prod/transfer/${transfer.id}`);
  await expect(page.getByText(`종이컵 6.5온스 1박스`)).toBeVisible();
  const decided = await request.post(`/homepage/v2/wms/stock-transfers/${transfer.id}/decision`, {
    headers,
    data: { decision: 'REJECT' },
  });
  expect(decided.status()).toBe(200);
  await staysPut(page.getByRole('button', { name: '검수 승인' }), alert);
});

test("the product's unit, and the company's stock across warehouses where it is managed as one", async ({
  page,
  request,
}) => {
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [centum, gijang] = await get('/homepage/v2/wms/warehouses/displayable');
  const rice = await get(`/homepage/v2/wms/products/barcode/${barcode(1)}?warehouseId=${centum.id}`);
  await enter(page, login);
  await page.goto('/wms');
  await page.getByLabel('작업 창고 선택').selectOption({ label: '센텀 본 창고' });
  await page.goto(`/wms/prod/stock/${rice.id}`);
  await expect(page.getByTestId('product-total')).toHaveText(`이 창고 재고 ${rice.quantity}박스`);
  const integrated = page.getByRole('region', { name: '통합 재고' });
  await expect(integrated.getByTestId('integrated-total')).toHaveText(
    `회사 전체 ${rice.integrated.total}박스`,
  );
  await expect(integrated.getByRole('listitem')).toHaveText([
    new RegExp(`^센텀 본 창고 \\(이 창고\\): ${rice.integrated.warehouses[0].quantity}박스`),
    new RegExp(`^기장 물류센터: ${rice.integrated.warehouses[1].quantity}박스`),
  ]);
  await expect(page.getByLabel('출발 위치')).toContainText('박스)');
  await expect(page.getByText(/\d개\)/)).toHaveCount(0);
  // 기장 keeps its own stock: no company total there.
  await page.getByLabel('작업 창고 선택').selectOption({ label: '기장 물류센터' });
  await expect(page.getByTestId('product-total')).toHaveText(
    `이 창고 재고 ${(await get(`/homepage/v2/wms/products/${rice.id}?warehouseId=${gijang.id}`)).quantity}박스`,
  );
  await expect(page.getByRole('region', { name: '통합 재고' })).toHaveCount(0);
  await page.getByLabel('작업 창고 선택').selectOption({ label: '센텀 본 창고' });
});

test('scanning drives the work: a wedge scanner without a tap, sounds, shelving, counting by zone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await recordScanFeedback(page);
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [centum] = await get('/homepage/v2/wms/warehouses/displayable');
  await enter(page, login);

  // Shelving: the product's barcode, then the shelf's label; no field tapped first.
  await page.goto('/wms/display');
  await expect(page.getByRole('button', { name: '카메라로 연속 스캔' })).toBeVisible();
  await wedgeScan(page, barcode(2));
  await expect(page.getByText(/^제주 감귤 주스 180ml · 이 창고 \d+박스$/)).toBeVisible();
  expect(await takeScanSounds(page)).toEqual([1320]);
  await wedgeScan(page, 'A-01-02');
  await expect(page.getByLabel('진열 위치').locator('option:checked')).toHaveText('A-01-02 A열 1단 2칸');
  await expect(page.getByRole('status').filter({ hasText: '진열 위치 A-01-02' })).toBeVisible();
  await expect(page.getByLabel(/진열 수량/)).toBeFocused();
  expect(await takeScanSounds(page)).toEqual([1320]);
  await wedgeScan(page, 'RCV');
  await expect(page.getByRole('alert')).toContainText('RCV는 입고 위치입니다');
  expect(await takeScanSounds(page)).toEqual([220, 220]);
  // A scan typed into the focused quantity field is taken back out of it.
  await page.getByLabel(/진열 수량/).fill('2');
  await wedgeScan(page, 'A-01-01');
  await expect(page.getByLabel('진열 위치').locator('option:checked')).toHaveText('A-01-01 A열 1단 1칸');
  await expect(page.getByLabel(/진열 수량/)).toHaveValue('2');

  // A receipt: each scan counts one more of its line; 남은 수량 모두 입고 fills what is left.
  const receipt = (await get(`/homepage/v2/wms/receipts?warehouseId=${centum.id}&status=OPEN`)).items.find(
    (row: { lines: { expectedQuantity: number; receivedQuantity: number }[] }) =>
      row.lines.some((line) => line.expectedQuantity - line.receivedQuantity >= 3),
  );
  const line = receipt.lines.find(
    (row: { expectedQuantity: number; receivedQuantity: number }) =>
      row.expectedQuantity - row.receivedQuantity >= 3,
  );
  await page.goto(`/wms/${receipt.kind === 'COLLABO' ? 'collabo' : 'store'}/receipt/${receipt.id}`);
  const field = page.getByLabel(
    new RegExp(`입고 수량 \\(남은 ${line.expectedQuantity - line.receivedQuantity}${line.unit}\\)`),
  );
  await expect(field).toBeVisible();
  await wedgeScan(page, line.barcode);
  await wedgeScan(page, line.barcode);
  await expect(field).toHaveValue('2');
  await page.getByRole('button', { name: `${line.productName} 남은 수량 모두 입고` }).click();
  await expect(field).toHaveValue(String(line.expectedQuantity - line.receivedQuantity));
  await wedgeScan(page, barcode(8));
  await expect(page.getByRole('alert')).toContainText(/입고에 없는 상품|예정 수량을 모두/);

  // A stock check counted by zone: a zone button, a shelf label, then products.
  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: centum.id } })
  ).json();
  await page.goto(`/wms/checkdisplay/detail/${check.id}`);
  await page.getByRole('button', { name: 'B 구역' }).click();
  await expect(page).toHaveURL(/zone=B/);
  const lines = page.locator('.MuiPaper-root').filter({ has: page.getByLabel(/실사 수량/) });
  for (const text of await lines.allTextContents()) expect(text).toMatch(/B-\d\d-\d\d/);
  await wedgeScan(page, 'A-01-01');
  await expect(page.getByLabel('위치 코드 앞자리 (예: A-01)')).toHaveValue('A-01-01');
  const rice = check.details.find(
    (row: { barcode: string; locationCode: string }) =>
      row.barcode === barcode(1) && row.locationCode === 'A-01-01',
  );
  await wedgeScan(page, barcode(1));
  await wedgeScan(page, barcode(1));
  await expect(page.getByLabel(`${rice.productName} 실사 수량 (${rice.unit})`)).toHaveValue('2');
  await expect(
    page.getByText(
      `A-01-01 위치 ${check.details.filter((row: { locationCode: string }) => row.locationCode === 'A-01-01').length}개 항목 중 1개 셈`,
    ),
  ).toBeVisible();
});

test('history of finished work, and a printable barcode label', async ({ page, request }) => {
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [centum] = await get('/homepage/v2/wms/warehouses/displayable');
  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: centum.id } })
  ).json();
  expect((await request.post(`/homepage/v2/wms/stock-checks/${check.id}/finish`, { headers })).status()).toBe(
    200,
  );
  await enter(page, login);
  await page.goto('/wms');
  await page.getByRole('link', { name: '작업 내역' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '작업 내역' })).toBeVisible();
  const checks = page.getByRole('region', { name: '완료한 재고 조사' });
  await expect(checks.getByRole('link').first()).toContainText('완료');
  await checks.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/wms\/checkdisplay\/detail\//);
  await page.goBack();
  await page.getByRole('tab', { name: '완료한 입고' }).click();
  await expect(page).toHaveURL(/tab=receipts/);
  await expect(
    page
      .getByRole('region', { name: '완료한 입고' })
      .getByRole('link')
      .first()
      .or(page.getByText('완료한 입고가 없습니다.')),
  ).toBeVisible();

  const cups = await get(`/homepage/v2/wms/products/barcode/${barcode(7)}?warehouseId=${centum.id}`);
  await page.goto(`/wms/prod/stock/${cups.id}`);
  await page.getByRole('link', { name: '바코드 라벨 인쇄' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '바코드 라벨' })).toBeVisible();
  const labels = page.getByRole('img', { name: `종이컵 6.5온스 바코드 ${barcode(7)}` });
  await expect(labels).toHaveCount(24);
  await expect(labels.first()).toHaveAttribute('data-drawn', 'true');
  await page.getByLabel('라벨 용지').selectOption({ label: '50 × 30mm 라벨' });
  await expect(labels).toHaveCount(1);
  await page.getByLabel(/라벨 수/).fill('3');
  await expect(labels).toHaveCount(3);
  // Printed, only the labels show: the app's header and the form are not on the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  await expect(labels.first()).toBeVisible();
  const size = await labels.first().evaluate((svg) => {
    const label = svg.closest('.wms-label')!.getBoundingClientRect();
    return { width: Math.round(label.width), height: Math.round(label.height) };
  });
  // 50 × 30 mm at 96 dpi.
  expect(size).toEqual({ width: 189, height: 113 });
  await page.emulateMedia({ media: 'screen' });
});
