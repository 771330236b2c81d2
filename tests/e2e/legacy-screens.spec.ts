import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seoulParts } from '../../lib/seoulTime';
import { openInApp } from './admin-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { PASSWORD, loginThroughPage } from './helpers';

/**
 * The legacy routes' own screens (routes.tsv lines 115-120): with no legacy portal configured each
 * shows its screen; with one, it forwards there. One walk at both widths with axe, the card gate
 * both ways, and a one-to-one inquiry written by a member and answered by the provider.
 */
const SHOTS = process.env.LEGACY_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const now = seoulParts();
const last = now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 };
/** The distinct screens, walked with axe at both widths. */
const ROUTES: ReadonlyArray<readonly [path: string, heading: string]> = [
  [`/pc/admin/orders/past/${last.year}/${last.month}`, '지난 주문 내역'],
  ['/pc/admin/payment/subscription', '자동 결제 관리'],
  ['/pc/admin/payment/management', '결제 수단 관리'],
  ['/pc/admin/customer/notice', '공지사항'],
  ['/pc/admin/notice/welfare', '복지 게시판'],
  ['/pc/admin/customer/cs', '1:1 문의'],
  ['/pc/admin/customer/cs/write', '1:1 문의 등록'],
];
/** The per-service past orders: the same screen narrowed to one service. */
const SERVICE_ROUTES = ['snack', 'breakfast', 'birth', 'buy', 'quick', 'meal'].map(
  (service) => `/pc/admin/orders/past/${service}/${last.year}/${last.month}`,
);

async function providerHeaders(request: APIRequestContext) {
  const login = await request.post('/provider/v1/auth/login', {
    data: { email: 'demo-provider@example.com', password: PASSWORD },
  });
  const body = await login.json();
  return { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}

async function settled(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('불러오는 중입니다…'), label).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.MuiCircularProgress-root'), label).toHaveCount(0, { timeout: 15_000 });
}

test('every legacy route shows its own screen at both widths without serious axe findings', async ({
  page,
  request,
}) => {
  // Fourteen screens with axe, then six more: on a shared 2-core machine this takes minutes.
  test.setTimeout(360_000);
  const headers = await providerHeaders(request);
  await request.post('/provider/v1/notices', {
    headers,
    data: { board: 'NOTICE', title: '연말 배송 일정 안내', body: '12월 31일은 배송이 쉽니다.', pinned: true },
  });
  await request.post('/provider/v1/notices', {
    headers,
    data: { board: 'WELFARE', title: '임직원 건강검진 제휴 안내', body: '제휴 병원에서 할인됩니다.' },
  });
  await loginThroughPage(page, 'demo-admin@example.com');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    // A fresh load at the new width: the phone's menu is a drawer that starts closed (kept open from
    // the desktop it would hide the page behind it).
    await page.goto('/pc/admin/home');
    for (const [path, heading] of ROUTES) {
      await openInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible({
        timeout: 15_000,
      });
      await settled(page, path);
      await expect(page.getByText('이 화면은 이전되었습니다')).toHaveCount(0);
      await expectNoSeriousAxe(page, `${path} @${viewport.width}`);
      await shot(page, `${path.replace(/^\/pc\/admin\//, '').replaceAll('/', '_')}-${viewport.width}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of SERVICE_ROUTES) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: '지난 주문 내역' }), path).toBeVisible({
      timeout: 15_000,
    });
    await settled(page, path);
  }
  await expectNoSeriousAxe(page, SERVICE_ROUTES.at(-1)!);
  // The welfare board searches (the search box filters as one types) and opens a notice at its address.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openInApp(page, '/pc/admin/notice/welfare');
  await page.getByPlaceholder('제목, 내용 검색').fill('건강검진');
  await expect(page).toHaveURL(/건강검진|%EA%B1%B4/);
  await page.getByRole('link', { name: '임직원 건강검진 제휴 안내' }).first().click();
  await expect(page).toHaveURL(/\/pc\/admin\/notice\/welfare\/[^/]+$/);
  await expect(page.getByText('제휴 병원에서 할인됩니다.')).toBeVisible();
  // The pinned notice leads its board with the 고정 chip.
  await openInApp(page, '/pc/admin/customer/notice');
  await expect(
    page
      .getByRole('link', { name: /연말 배송 일정 안내/ })
      .first()
      .getByText('고정'),
  ).toBeVisible();
});

test('payment methods open only for a company with card payment; the legacy portal still takes the routes when configured', async ({
  browser,
}) => {
  // Three logins in their own browsers.
  test.setTimeout(120_000);
  const nikeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const nike = await nikeContext.newPage();
  await loginThroughPage(nike, 'demo-nike@example.com');
  await openInApp(nike, '/pc/admin/payment/management');
  await expect(nike.getByRole('heading', { level: 1, name: '이 화면을 볼 권한이 없습니다' })).toBeVisible();
  await expectNoSeriousAxe(nike, 'payment/management denied');
  await shot(nike, 'payment_management-denied');
  await nikeContext.close();

  // A plain member of a company with card payment: no 결제수단 entry, and the page is refused (administrators only).
  const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await memberContext.newPage();
  await loginThroughPage(member, 'demo-member@example.com');
  await expect(member.getByRole('link', { name: '자동결제' })).toBeVisible();
  await expect(member.getByRole('link', { name: '결제수단' })).toHaveCount(0);
  await openInApp(member, '/pc/admin/payment/management');
  await expect(member.getByRole('heading', { level: 1, name: '이 화면을 볼 권한이 없습니다' })).toBeVisible();
  await memberContext.close();

  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await admin.route('**/homepage/v2/constants/links', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, value: { ...body.value, legacyPortalUrl: 'https://legacy-portal.example.com' } },
    });
  });
  await admin.route('https://legacy-portal.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<html lang="ko"><title>기존 포털</title></html>' }),
  );
  await loginThroughPage(admin, 'demo-admin@example.com');
  await openInApp(admin, '/pc/admin/customer/cs');
  await expect(admin).toHaveURL('https://legacy-portal.example.com/pc/admin/customer/cs');
  await adminContext.close();
});

test('a member writes a one-to-one inquiry, the provider answers it, the member reads the answer', async ({
  page,
  request,
}) => {
  await loginThroughPage(page, 'demo-member@example.com');
  await openInApp(page, '/pc/admin/customer/cs');
  await page.getByRole('link', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/customer\/cs\/write$/);
  await page.getByLabel('문의 내용').fill('복지 포인트로 조식24를 결제할 수 있나요?');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('제목을 입력해주세요.')).toBeVisible();
  await page.getByLabel('제목').fill('복지 포인트 사용처 문의');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('아직 답변이 등록되지 않았습니다.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '삭제' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;

  const headers = await providerHeaders(request);
  const answered = await request.put(`/provider/v1/cs-inquiries/${id}`, {
    headers,
    data: { answer: '네, 조식24 결제에 사용할 수 있습니다.' },
  });
  expect(answered.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('cs-answer')).toHaveText('네, 조식24 결제에 사용할 수 있습니다.', {
    timeout: 15_000,
  });
  await expect(page.getByText('답변 완료').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await shot(page, 'customer_cs-answered');
});
