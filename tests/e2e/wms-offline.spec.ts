import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { findingLines, seriousAxeViolations } from './axe';
import { PHONE, apiLogin, barcode, headersOf, smallTargets, type WmsLogin } from './wms-helpers';

test.use({ viewport: PHONE });

/**
 * The warehouse app without a network: installable, its visited screens open offline from the
 * service worker with the last loaded data, writes wait on the phone (대기 중) and are sent once
 * when the network returns, and a write the server refuses lands on the 대기 중인 작업 screen.
 */

const SHOTS = process.env.WMS_SHOTS_DIR ?? '/tmp/wms-offline-shots';

interface Line {
  id: string;
  expectedQuantity: number;
  receivedQuantity: number;
}

/** An open 매장 receipt with a line that can take `room` more, and how to read that line's received count. */
async function receiptWithRoom(request: APIRequestContext, login: WmsLogin, room: number) {
  const headers = headersOf(login);
  const [warehouse] = await (
    await request.get('/homepage/v2/wms/warehouses/displayable', { headers })
  ).json();
  const receipts = await (
    await request.get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=STORE&status=OPEN`, {
      headers,
    })
  ).json();
  const hasRoom = (line: Line) => line.expectedQuantity - line.receivedQuantity >= room;
  const receipt = receipts.items.find((row: { lines: Line[] }) => row.lines.some(hasRoom));
  expect(receipt, `an open receipt with room for ${room} more`).toBeDefined();
  // The screen shows one field per line with room; the first of them is the one filled.
  const line = (receipt.lines as Line[]).find((row) => row.expectedQuantity > row.receivedQuantity)!;
  expect(hasRoom(line)).toBe(true);
  const received = async () =>
    (await (await request.get(`/homepage/v2/wms/receipts/${receipt.id}`, { headers })).json()).lines.find(
      (row: Line) => row.id === line.id,
    ).receivedQuantity as number;
  return { warehouse, receipt, line, received, headers };
}

/** Logs the page in (the login kept locally) and waits until the service worker controls it. */
async function enter(page: Page, login: WmsLogin) {
  await page.goto('/wms/login');
  await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
  await page.goto('/wms');
  await expect(page.getByRole('navigation', { name: '창고 작업 메뉴' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

const header = (page: Page) => page.locator('header');

test('the warehouse app passes Chromium installability, with its manifest only on /wms pages', async ({
  request,
}) => {
  const manifest = await (await request.get('/wms.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: '창고 앱',
    start_url: '/wms',
    scope: '/wms',
    display: 'standalone',
  });
  for (const size of ['192', '512']) {
    const icon = await request.get(`/icons/wms-${size}.png`);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect(manifest.icons.some((row: { sizes: string }) => row.sizes === `${size}x${size}`)).toBe(true);
  }
  expect((await request.get('/wms-sw.js')).headers()['content-type']).toMatch(/javascript/);

  // Chromium never offers to install from an incognito profile (Playwright's contexts): a real one.
  const profileDir = mkdtempSync(join(tmpdir(), 'portal-wms-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: test.info().project.use.baseURL!,
    viewport: PHONE,
    locale: 'ko-KR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await enter(page, await apiLogin(request));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/wms.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/wms');
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 30_000,
      })
      .toEqual([]);

    // The portal's other pages are not this app.
    await page.goto('/pc');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});

test('offline, visited screens open with their last data, and a receipt waits (대기 중) and is sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const login = await apiLogin(request);
  const { warehouse, receipt, received, headers } = await receiptWithRoom(request, login, 2);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const product = await get(`/homepage/v2/wms/products/barcode/${barcode(1)}?warehouseId=${warehouse.id}`);
  const collabo = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=COLLABO`)).items[0];
  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: warehouse.id } })
  ).json();
  const screens: [string, string][] = [
    ['/wms', '창고 관리'],
    ['/wms/barcode', '바코드 스캔'],
    [`/wms/prod/stock/${product.id}`, '상품 정보'],
    ['/wms/search', '상품 검색'],
    ['/wms/store', '매장 입고'],
    ['/wms/display', '진열하기'],
    ['/wms/displaying', '진열 대기'],
    ['/wms/warehousing', '입고 작업'],
    ['/wms/warehousing/collaboration', '협업 입고'],
    ['/wms/displaylist', '진열 현황'],
    ['/wms/checkdisplay', '재고 조사'],
    [`/wms/checkdisplay/detail/${check.id}`, '재고 조사 상세'],
    [`/wms/add/receipt/${receipt.id}`, '추가 입고'],
    [`/wms/collabo/receipt/${collabo.id}`, '협업 입고 처리'],
    ['/wms/pending', '대기 중인 작업'],
    [`/wms/store/receipt/${receipt.id}`, '매장 입고 처리'],
  ];
  await enter(page, login);
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText('불러오는 중')).toHaveCount(0);
  }

  await context.setOffline(true);
  for (const [path, heading] of screens) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} from the service worker`).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(/마지막으로 불러온 시각 \d\d:\d\d/), path).toBeVisible();
    await expect(page.getByText('불러오는 중')).toHaveCount(0);
  }

  // The receipt screen (last in the list) from the kept data: a receipt made offline waits on the phone.
  const before = await received();
  await page
    .getByLabel(/입고 수량/)
    .first()
    .fill('2');
  await page.getByRole('button', { name: '입고 처리' }).click();
  await expect(page.getByRole('alert')).toContainText('대기 중');
  await expect(header(page).getByRole('link', { name: '대기 중 1' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-queued.png` });
  expect(await received()).toBe(before);
  // Still waiting after a restart of the app offline: the queue lives in IndexedDB.
  await page.reload();
  await expect(header(page).getByRole('link', { name: '대기 중 1' })).toBeVisible();
  await header(page).getByRole('link', { name: '대기 중 1' }).click();
  await expect(page.getByText(/^입고 처리 2(개|박스|봉)/)).toBeVisible();

  await context.setOffline(false);
  await expect(header(page).getByRole('link', { name: /대기 중/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('대기 중인 작업이 없습니다.')).toBeVisible();
  expect(await received()).toBe(before + 2);
  // The app starting again sends nothing more: the receipt was recorded once.
  await page.goto(`/wms/store/receipt/${receipt.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '매장 입고 처리' })).toBeVisible();
  await expect(page.getByText(/마지막으로 불러온 시각/)).toHaveCount(0);
  expect(await received()).toBe(before + 2);
});

test('a queued receipt the server refuses lands on the 대기 중인 작업 screen: what happened, what to do', async ({
  page,
  context,
  request,
}) => {
  const login = await apiLogin(request);
  const { receipt, line, received, headers } = await receiptWithRoom(request, login, 3);
  await enter(page, login);
  await page.goto(`/wms/store/receipt/${receipt.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '매장 입고 처리' })).toBeVisible();
  await expect(page.getByText('불러오는 중')).toHaveCount(0);

  await context.setOffline(true);
  await page
    .getByLabel(/입고 수량/)
    .first()
    .fill('2');
  await page.getByRole('button', { name: '입고 처리' }).click();
  await expect(header(page).getByRole('link', { name: '대기 중 1' })).toBeVisible();
  // Meanwhile another worker receives on the same line: the phone's receipt names a stale quantity.
  const answer = await request.post(`/homepage/v2/wms/receipts/${receipt.id}/receive`, {
    headers,
    data: { lines: [{ lineId: line.id, quantity: 1 }] },
  });
  expect(answer.status()).toBe(200);
  const before = await received();

  await context.setOffline(false);
  const badge = header(page).getByRole('link', { name: '확인 필요 1' });
  await expect(badge).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('서버가 이 작업을 받지 않았습니다');
  await page.screenshot({ path: `${SHOTS}/conflict-header.png` });
  await badge.click();
  await expect(page.getByRole('heading', { level: 1, name: '대기 중인 작업' })).toBeVisible();
  const conflict = page.getByRole('region', { name: /입고 처리 2(개|박스|봉)/ });
  await expect(conflict).toContainText('무슨 일이 있었나요');
  await expect(conflict).toContainText('다른 작업자가 먼저');
  await expect(conflict).toContainText('어떻게 하나요');
  await expect(conflict.getByRole('button', { name: '다시 보내기' })).toBeVisible();
  await expect(conflict.getByRole('link', { name: '화면 열기' })).toHaveAttribute(
    'href',
    `/wms/store/receipt/${receipt.id}`,
  );
  await page.screenshot({ path: `${SHOTS}/conflict-screen.png`, fullPage: true });
  expect(findingLines(await seriousAxeViolations(page))).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await received()).toBe(before);

  // 다시 보내기 asks the server again (still refused); 버리기 asks once more, then forgets it.
  await conflict.getByRole('button', { name: '다시 보내기' }).click();
  await expect(conflict.getByRole('button', { name: '다시 보내기' })).toBeEnabled();
  await expect(badge).toBeVisible();
  await conflict.getByRole('button', { name: '버리기' }).click();
  await conflict.getByRole('button', { name: '버리기 확인' }).click();
  await expect(page.getByText('대기 중인 작업이 없습니다.')).toBeVisible();
  await expect(header(page).getByRole('link', { name: /확인 필요|대기 중/ })).toHaveCount(0);
  expect(await received()).toBe(before);
});

test("a transfer's photos chosen offline wait on the phone and are attached once when the network returns", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const [transfer] = (await (await request.get('/homepage/v2/wms/stock-transfers', { headers })).json())
    .items as { id: string }[];
  const photos = async () =>
    (
      (await (await request.get(`/homepage/v2/wms/stock-transfers/${transfer!.id}`, { headers })).json())
        .photos as unknown[]
    ).length;
  const before = await photos();
  await enter(page, login);
  await page.goto(`/wms/prod/transfer/${transfer!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '재고 이동' })).toBeVisible();
  // The heading shows before the transfer has loaded: going offline earlier would leave a screen
  // that never loaded (its own case in the tests above), not the transfer this test attaches to.
  await expect(page.getByRole('heading', { level: 2, name: `사진 ${before}장` })).toBeVisible();
  await expect(page.getByLabel('첨부할 사진 선택')).toBeAttached();

  await context.setOffline(true);
  await page.getByLabel('첨부할 사진 선택').setInputFiles({
    name: '상자.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('alert')).toContainText('대기 중');
  await header(page).getByRole('link', { name: '대기 중 1' }).click();
  await expect(page.getByText('사진 첨부 1장')).toBeVisible();
  expect(await photos()).toBe(before);

  await context.setOffline(false);
  await expect(header(page).getByRole('link', { name: /대기 중/ })).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(photos).toBe(before + 1);
  // Opened again with the network: nothing more is sent.
  await page.goto(`/wms/prod/transfer/${transfer!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '재고 이동' })).toBeVisible();
  expect(await photos()).toBe(before + 1);
});
