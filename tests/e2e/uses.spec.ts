import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { COMPANY_INFO } from '../../lib/companyInfo';
import { seoulParts } from '../../lib/seoulTime';
import { won } from '../../lib/won';
import { landingPatterns, specRoutes } from './admin-login-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginThroughPage } from './helpers';
import { readPdfText, squash } from './pdfText';

const SHOTS = process.env.USES_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

// The invoice, usage, kiosk, payment and report routes of routes.tsv (usage/staticPrice is the WMS area's).
const USES_ROUTE = /^\/pc\/admin\/(uses\/|usage\/service$)/;
const routes = [
  ...specRoutes('login').filter((route) => USES_ROUTE.test(route.pattern)),
  {
    path: '/pc/admin/certificate',
    pattern: '/pc/admin/certificate',
    access: 'login',
    behaviour: 'page',
    landings: [],
  },
];
const DENIED = '이 화면을 볼 권한이 없습니다';
/** What demo-admin (every service, kiosk, a virtual account, not on WMS billing) sees; null: the gate's page. */
const ADMIN_HEADINGS: Record<string, string | null> = {
  '/pc/admin/uses/payment': '결제 내역',
  '/pc/admin/uses/kiosk': '키오스크 매출',
  '/pc/admin/usage/service': '서비스 이용 현황',
  '/pc/admin/uses/invoice': '청구서',
  '/pc/admin/uses/report/2026/11': '월간 리포트',
  '/pc/admin/uses/company/invoice': null,
  '/pc/admin/certificate': '전용계좌 증명서',
};
const A4 = { format: 'A4', printBackground: true, preferCSSPageSize: true } as const;
const amountOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** No spinner (the app bar's shows a moment after a query starts) in two looks half a second apart. */
async function settled(page: Page, label: string) {
  const spinners = page.locator('.MuiCircularProgress-root');
  await expect
    .poll(
      async () => {
        const first = await spinners.count();
        await page.waitForTimeout(500);
        return first + (await spinners.count());
      },
      { message: label, timeout: 20_000 },
    )
    .toBe(0);
}

async function loggedIn(browser: Browser, email: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginThroughPage(page, email);
  return page;
}

test('every invoice, usage and report route shows its screen at both widths without serious axe findings', async ({
  page,
}) => {
  // 24 screens with axe on each: about two minutes on a quiet machine, up to four times that on a loaded one.
  test.setTimeout(600_000);
  expect(routes.length).toBeGreaterThanOrEqual(11);
  await loginThroughPage(page, 'demo-admin@example.com');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // A fresh load at the new width (the phone's menu is a drawer that starts closed).
    await page.goto('/pc/admin/home');
    for (const route of routes) {
      await goTo(page, route.path);
      const here = () => new URL(page.url()).pathname;
      await expect
        .poll(() => landingPatterns(route).some((pattern) => pattern.test(here())), { message: route.path })
        .toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText('페이지를 찾을 수 없습니다'), route.path).toHaveCount(0);
      // Wait for the data (or its empty or error state), not the skeleton.
      await expect(page.getByText('불러오는 중입니다…'), route.path).toHaveCount(0, { timeout: 15_000 });
      // The app bar's spinner too: every query of the page has answered.
      await settled(page, route.path);
      const heading = ADMIN_HEADINGS[route.path];
      if (heading !== undefined)
        await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toHaveText(
          heading ?? DENIED,
        );
      await expectNoSeriousAxe(page, `${route.path} @${viewport.width}`);
      if (viewport.width < 400) {
        // A phone's page does not scroll sideways, nor does any table box or card list in it.
        const widths = await page.evaluate(() => ({
          page: document.scrollingElement!.scrollWidth,
          boxes: [...document.querySelectorAll('main .MuiTableContainer-root, main section')]
            .filter((box) => box.scrollWidth > box.clientWidth + 1)
            .map((box) => box.getAttribute('aria-label')),
        }));
        expect(widths, route.path).toEqual({ page: 390, boxes: [] });
      }
      if (route.path === '/pc/admin/uses/kiosk') {
        // Two exports with their own names; by item means by the item, not each sale's description.
        await expect(page.getByRole('button', { name: '일별 엑셀 다운로드' })).toBeVisible();
        await expect(page.getByRole('button', { name: '품목별 엑셀 다운로드' })).toBeVisible();
        await expect(page.getByLabel('품목별 매출').getByText(/^키오스크 /)).toHaveCount(0);
      }
      if (viewport.width < 400 && /kiosk|report|payment|orders/.test(route.path))
        await shot(page, `phone-${route.path.split('/').slice(3, 5).join('-')}`);
    }
  }
});

test('an invoice opens, its total equals its lines, and it prints on one A4 page holding that total', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/uses/invoice');
  // The generated list: each row's first cell (its month) leads to the invoice page.
  const open = page
    .getByRole('table')
    .getByRole('link', { name: /^\d{4}년 \d{1,2}월$/ })
    .first();
  await expect(open).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('invoice-list-totals')).toContainText('합계');
  await shot(page, 'invoice-list');
  await open.click();
  await expect(page).toHaveURL(/\/pc\/admin\/uses\/invoice\/[^/]+$/);
  const document = page.getByTestId('invoice-document');
  await expect(document).toBeVisible({ timeout: 15_000 });
  const lines = document.getByRole('table', { name: /^청구 항목 \d+건$/ });
  const cells = await lines.locator('tbody tr td:last-child').allInnerTexts();
  expect(cells.length).toBeGreaterThan(0);
  const footer = await lines.locator('tfoot td:last-child').innerText();
  const total = amountOf(footer);
  expect(cells.reduce((sum, cell) => sum + amountOf(cell), 0)).toBe(total);
  await expect(page.getByTestId('invoice-totals')).toContainText(won(total));
  await expect(page.getByTestId('invoice-account')).toContainText('562-004-17204511');
  await expect(page.getByRole('button', { name: '인쇄 / PDF로 저장' })).toBeVisible();
  await expect(page.getByRole('link', { name: '전용계좌 증명서', exact: true })).toBeVisible();
  await expect(page.getByText('인쇄 창에서 대상을 "PDF로 저장"으로 고르면')).toBeVisible();
  await shot(page, 'invoice-detail');
  // Every line to a spreadsheet named after the invoice.
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/^\d{4}년 \d{1,2}월 .+ 청구서_\d{8}\.xlsx$/);

  const printed = readPdfText(await page.pdf(A4));
  expect(printed.pages).toBe(1);
  const text = squash(printed.pageTexts.join(''));
  expect(text).toContain(squash(won(total)));
  expect(text).toContain('주식회사한빛솔루션');
  expect(text).toContain('562-004-17204511');
  expect(text).not.toContain('인쇄/PDF로저장');
});

test("주문 내역 lists the month's lines with its totals and downloads every filtered line", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/uses/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('주문 내역', { timeout: 15_000 });
  const { year, month } = seoulParts();
  await expect(page.getByRole('group', { name: '조회 기간' })).toContainText(`${year}년 ${month}월`);
  // The month before has lines in the demo data (the month in progress may not yet).
  await page.getByRole('button', { name: '이전 달' }).click();
  await expect(page.getByTestId('order-totals')).toContainText('합계', { timeout: 15_000 });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/^주문 내역_\d{8}\.xlsx$/);
});

test('the account certificate prints on one A4 page with every field', async ({ page }) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/certificate');
  await expect(page.getByTestId('certificate-document')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'certificate');
  // The left menu's entry is a link to this page (no dialog any more).
  await expect(page.getByRole('link', { name: '전용계좌 증명서 발급' })).toHaveAttribute(
    'href',
    '/pc/admin/certificate',
  );
  const { year, month, day } = seoulParts();
  const printed = readPdfText(await page.pdf(A4));
  expect(printed.pages).toBe(1);
  const text = squash(printed.pageTexts.join(''));
  for (const field of [
    '전용계좌 증명서',
    '주식회사 한빛솔루션',
    '214-86-52317',
    '신한은행',
    '562-004-17204511',
    `${year}년 ${month}월 ${day}일`,
    COMPANY_INFO.name,
    COMPANY_INFO.address,
  ])
    expect(text, field).toContain(squash(field));
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'phone-certificate');
});

test('gates both ways: administrator, kiosk, billing and usage flags, and the certificate', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const expectScreen = async (page: Page, path: string, heading: string | null) => {
    await goTo(page, path);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect(h1, path).toHaveText(heading ?? DENIED, { timeout: 15_000 });
  };
  const member = await loggedIn(browser, 'demo-member@example.com');
  await expectScreen(member, '/pc/admin/uses/payment', null);
  await expectScreen(member, '/pc/admin/uses/report/2026/11', null);
  await expectScreen(member, '/pc/admin/uses/orders', '주문 내역');
  await member.close();

  const branded = await loggedIn(browser, 'demo-nike@example.com');
  await expectScreen(branded, '/pc/admin/uses/kiosk', null);
  await expectScreen(branded, '/pc/admin/certificate', null);
  await expect(branded.getByRole('link', { name: '전용계좌 증명서 발급' })).toHaveCount(0);
  await branded.close();

  const small = await loggedIn(browser, 'demo-wms@example.com');
  await expectScreen(small, '/pc/admin/uses/company/invoice', '통합 청구서');
  await expectScreen(small, '/pc/admin/uses/invoice', null);
  await expectScreen(small, '/pc/admin/usage/service', null);
  await small.close();
});
