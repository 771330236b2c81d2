import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openInApp } from './admin-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginThroughPage } from './helpers';
import { brokenImages } from './route-images';

/**
 * The office24 dashboard and the snack app's manual: their own screens at a desktop and a phone
 * width, the dashboard's loading, empty and error states, the manual's pictures and headings.
 * OFFICE_SHOTS_DIR=dir keeps a full-page screenshot of each.
 */
const SHOTS = process.env.OFFICE_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const DASHBOARD = '/pc/admin/office24/dashboard';
const API = '**/homepage/v2/office24/dashboard';

async function noSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test("the office24 dashboard shows this month's orders, workspaces against budget and the latest orders", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // A fresh load at each width: the shell lays itself out for the screen it starts on.
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: '오피스24 대시보드' })).toBeVisible();
    await expect(page.getByTestId('office24-order-count')).toHaveText(/^\d+건$/);
    await expect(page.getByTestId('office24-order-total')).toHaveText(/원$/);
    await expect(page.getByRole('heading', { level: 2, name: '사업장별 예산 대비 사용액' })).toBeVisible();
    await expect(page.getByText('본사').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '최근 주문' })).toBeVisible();
    await expect(page.getByText(/B\d{6}-D\d+/).first()).toBeVisible();
    await expect(page.getByText('이 화면은 이전되었습니다')).toHaveCount(0);
    await noSideScroll(page);
    await expectNoSeriousAxe(page, `office24 dashboard ${size.width}px`);
    await shot(page, `office24-dashboard-${size.width}`);
  }
});

test('the office24 dashboard tells loading, failure (with 다시 시도) and an empty order book apart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(API, async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, code: 'INTERNAL', message: '잠시 후 다시 시도해주세요.' }),
    });
  });
  await openInApp(page, DASHBOARD);
  await expect(page.getByTestId('office24-loading')).toBeVisible();
  await expect(page.getByTestId('office24-loading')).toContainText('불러오는 중');
  release();
  await expect(page.getByTestId('office24-error')).toContainText('잠시 후 다시 시도해주세요.');
  await page.unroute(API);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByTestId('office24-order-count')).toBeVisible();

  // The branded buyer uses office24 but has no orders or budgets yet.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughPage(page, 'demo-nike@example.com');
  await openInApp(page, DASHBOARD);
  await expect(page.getByTestId('office24-empty')).toContainText('아직 오피스24 주문과 예산이 없습니다');
  await noSideScroll(page);
  await shot(page, 'office24-dashboard-empty-390');
});

test("the snack app's manual explains ordering and receiving on a PC and a phone, with its pictures", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginThroughPage(page, 'demo-member@example.com');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/pc/admin/app/manual');
    await expect(page.getByRole('heading', { level: 1, name: '스낵 앱 사용법' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'PC에서 이용하기',
      '휴대폰에서 이용하기',
      '도움이 필요하면',
    ]);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5);
    const pictures = page.getByTestId('snack-app-manual').locator('img');
    await expect(pictures).toHaveCount(5);
    for (const alt of await pictures.evaluateAll((images) =>
      images.map((img) => (img as HTMLImageElement).alt),
    ))
      expect(alt).toMatch(/^(PC|휴대폰) 화면: /);
    expect(await brokenImages(page)).toEqual([]);
    await noSideScroll(page);
    await expectNoSeriousAxe(page, `app/manual ${size.width}px`);
    await shot(page, `app-manual-${size.width}`);
  }
});
