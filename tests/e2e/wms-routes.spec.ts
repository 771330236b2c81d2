import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { findingLines, seriousAxeViolations } from './axe';
import { LATIN_ALLOWED, inspect } from './admin-walk';
import { loginThroughPage } from './helpers';
import { PHONE, apiLogin, barcode, headersOf, smallTargets } from './wms-helpers';

const SHOTS = process.env.WMS_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
/**
 * Words in Latin letters on a warehouse screen beyond product names, file names and data codes (RCV, the
 * receiving area; a zone, the one letter that begins its locations' codes: A, B).
 */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const words =
    text
      .replace(/\S+@\S+/g, ' ')
      // A photo's file name (선반.png) is data, as a product name is.
      .replace(/\S+\.(?:png|jpe?g|gif|webp|heic)\b/gi, ' ')
      .replace(/\S*\d\S*/g, ' ')
      .match(/[A-Za-z]+/g) ?? [];
  const allowed = new Set([...LATIN_ALLOWED, 'wms', 'rcv']);
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase()) && !/^[A-Z]$/.test(word)))];
}

/** An admin screen as the admin walk checks it: axe, one h1, Korean only, no particle hedges. */
async function adminFindings(page: Page, where: string): Promise<string[]> {
  const found = await inspect(page);
  return [
    ...found.axe,
    ...(found.h1 === 1 ? [] : [`h1 ${found.h1}`]),
    // RCV, the receiving area's location code, is data (a stock check's lines name it).
    ...found.latin.filter((word) => word !== 'RCV').map((word) => `Latin "${word}"`),
    ...found.hedges,
    ...found.figures.map((figure) => `bare figure "${figure}"`),
  ].map((problem) => `${where} ${problem}`);
}
async function seriousAxe(page: Page, where: string): Promise<string[]> {
  return findingLines(await seriousAxeViolations(page)).map((line) => `${where} axe ${line}`);
}

/**
 * Every /wms route of the spec renders a real screen on a phone: its heading, no serious or
 * critical axe finding, no touch target under 44 px; on a desktop width, axe again.
 */
test('every warehouse route renders an accessible phone screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [warehouse] = await get('/homepage/v2/wms/warehouses/displayable');
  const product = await get(`/homepage/v2/wms/products/barcode/${barcode(1)}?warehouseId=${warehouse.id}`);
  const store = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=STORE`)).items[0];
  const collabo = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=COLLABO`)).items[0];
  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: warehouse.id } })
  ).json();
  // The newest transfer: its 다음 link is live (the contrast of a live link is what axe measures).
  const transfer = (await get('/homepage/v2/wms/stock-transfers?orderColumn=DATE&orderByType=DESC')).items[0];

  const routes: [string, string][] = [
    ['/wms/login', '창고 관리(WMS) 로그인'],
    ['/wms', '창고 관리'],
    ['/wms/barcode', '바코드 스캔'],
    [`/wms/prod/stock/${product.id}`, '상품 정보'],
    ['/wms/search', '상품 검색'],
    ['/wms/store', '매장 입고'],
    [`/wms/store/receipt/${store.id}`, '매장 입고 처리'],
    ['/wms/display', '진열하기'],
    ['/wms/displaying', '진열 대기'],
    ['/wms/warehousing', '입고 작업'],
    ['/wms/warehousing/collaboration', '협업 입고'],
    ['/wms/displaylist', '진열 현황'],
    ['/wms/checkdisplay', '재고 조사'],
    [`/wms/checkdisplay/detail/${check.id}`, '재고 조사 상세'],
    [`/wms/add/receipt/${store.id}`, '추가 입고'],
    [`/wms/collabo/receipt/${collabo.id}`, '협업 입고 처리'],
    // The screens the app adds to the spec's routes.
    [`/wms/prod/transfer/${transfer.id}`, '재고 이동'],
    ['/wms/history', '작업 내역'],
    ['/wms/history?tab=receipts', '작업 내역'],
    [`/wms/label/${product.id}`, '바코드 라벨'],
    ['/wms/pending', '대기 중인 작업'],
  ];
  const problems: string[] = [];
  for (const [path, heading] of routes) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText('불러오는 중')).toHaveCount(0);
    if (path.startsWith('/wms/prod/transfer/'))
      await expect(page.getByRole('link', { name: '다음' })).not.toHaveAttribute('aria-disabled', 'true');
    await shot(page, `wms${path.replaceAll(/[/?=]/g, '_')}`);
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      problems.push(...(await seriousAxe(page, `${path} ${size.width}px`)));
    }
    await page.setViewportSize(PHONE);
    for (const small of await smallTargets(page)) problems.push(`${path} 작은 터치 영역 ${small}`);
    for (const word of await latinWords(page)) problems.push(`${path} 한국어가 아닌 낱말 "${word}"`);
    // The login page comes first, on a fresh browser; the other screens need the kept login.
    if (path === '/wms/login')
      await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
  }
  expect(problems).toEqual([]);
});

/**
 * The company's side: its administrator finds the stock transfers of its warehouses (filters, one
 * transfer, the xlsx) and its fixed prices in the admin console, at desktop and phone widths.
 */
test("the company's administrator sees its warehouses' stock transfers and fixed prices", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughPage(page, 'demo-wms@example.com');
  await page.getByRole('link', { name: '재고 이동 내역' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '재고 이동 내역' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^TR-\d{5}$/ }).first()).toBeVisible();
  // The filters apply as they are chosen, and the address keeps them.
  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '검수 대기' }).click();
  await expect(page).toHaveURL(/REQUESTED/);
  await expect(page.getByRole('cell', { name: '이동 완료' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '검수 대기' }).first()).toBeVisible();
  await shot(page, 'admin_stockTransfer_1440');
  problems.push(...(await adminFindings(page, 'usage/stockTransfer 1440px')));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  expect((await download).suggestedFilename()).toMatch(/^재고 이동 내역_\d{8}\.xlsx$/);

  const first = page.getByRole('link', { name: /^TR-\d{5}$/ }).first();
  const number = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `재고 이동 ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: '사진 전체 내려받기 (압축 파일)' })).toBeVisible();
  await shot(page, 'admin_stockTransfer_detail_1440');
  problems.push(...(await adminFindings(page, 'usage/stockTransfer/{id} 1440px')));
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `재고 이동 ${number}` })).toBeVisible();
  await shot(page, 'admin_stockTransfer_detail_390');
  problems.push(...(await adminFindings(page, 'usage/stockTransfer/{id} 390px')));
  await page.getByRole('link', { name: '목록으로' }).click();
  // Back on the list its filter still holds: one condition, and only transfers waiting for their audit.
  await expect(page.getByRole('button', { name: '검색 조건 (1)' })).toBeVisible();
  // On a phone each transfer is a card that opens it, titled by its number.
  await expect(page.getByRole('button', { name: new RegExp(`^${number} `) })).toBeVisible();
  await expect(page.getByText('이동 완료')).toHaveCount(0);
  await shot(page, 'admin_stockTransfer_390');
  problems.push(...(await adminFindings(page, 'usage/stockTransfer 390px')));

  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto('/pc/admin/usage/staticPrice');
    await expect(page.getByRole('heading', { level: 1, name: '전용 단가' })).toBeVisible();
    await expect(page.getByText(/원$/).first()).toBeVisible();
    await shot(page, `admin_staticPrice_${size.width}`);
    problems.push(...(await adminFindings(page, `usage/staticPrice ${size.width}px`)));
  }
  expect(problems).toEqual([]);
});

/**
 * 재고 조사 내역: a check a worker finished today is on its administrator's list; its page shows the
 * counted lines, and 다시 열기, after a confirmation, puts it back to 조사 중 for the workers.
 */
test("the company's administrator reopens a stock check finished today", async ({ page, request }) => {
  test.setTimeout(120_000);
  const worker = headersOf(await apiLogin(request));
  const warehouses = (await (
    await request.get('/homepage/v2/wms/warehouses/displayable', { headers: worker })
  ).json()) as { id: string }[];
  const started = await request.post('/homepage/v2/wms/stock-checks', {
    headers: worker,
    data: { warehouseId: warehouses[0]!.id },
  });
  expect(started.status()).toBe(200);
  const check = (await started.json()) as {
    id: string;
    details: { id: string; expectedQuantity: number }[];
  };
  // Counted as the system has it: nothing in the stock changes, finished or reopened.
  const first = check.details[0]!;
  const counted = await request.put(`/homepage/v2/wms/stock-checks/${check.id}/details`, {
    headers: worker,
    data: { counts: [{ detailId: first.id, countedQuantity: first.expectedQuantity }] },
  });
  expect(counted.status()).toBe(200);
  const finish = () => request.post(`/homepage/v2/wms/stock-checks/${check.id}/finish`, { headers: worker });
  expect((await finish()).status()).toBe(200);

  const problems: string[] = [];
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginThroughPage(page, 'demo-wms@example.com');
  await page.getByRole('link', { name: '재고 조사 내역' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '재고 조사 내역' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '완료' }).first()).toBeVisible();
  await shot(page, 'admin_stockCheck_1440');
  problems.push(...(await adminFindings(page, 'usage/stockCheck 1440px')));

  await page.goto(`/pc/admin/usage/stockCheck/${check.id}`);
  // A scrolling table from 600 px up, a list of cards on a phone: a region named by the caption.
  const lines = page.getByRole('region', { name: /^조사 항목 \d+건$/ });
  await expect(lines).toBeVisible();
  await expect(lines.getByText('미조사').first()).toBeVisible();
  await shot(page, 'admin_stockCheck_detail_1440');
  problems.push(...(await adminFindings(page, 'usage/stockCheck/{id} 1440px')));
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(lines).toBeVisible();
  await shot(page, 'admin_stockCheck_detail_390');
  problems.push(...(await adminFindings(page, 'usage/stockCheck/{id} 390px')));

  await page.getByRole('button', { name: '다시 열기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/반영한 차이를 원장에서 되돌리고/)).toBeVisible();
  await dialog.getByRole('button', { name: '다시 열기' }).click();
  await expect(page.getByText(/재고 조사를 다시 열었습니다/)).toBeVisible();
  await expect(page.getByText('조사 중', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 열기' })).toHaveCount(0);
  expect(problems).toEqual([]);
  // The workers finish it again: the suite's later files find no check left open.
  expect((await finish()).status()).toBe(200);
});
