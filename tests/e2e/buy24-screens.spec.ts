import { expect, test } from '@playwright/test';
import { landingPatterns, specRoutes } from './admin-login-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginThroughPage } from './helpers';

// office24/dashboard forwards to the portal (a legacy route with its own test).
const BUY_ROUTE = /\/pc\/admin\/(buy24|office24)(\/|$)/;
const routes = specRoutes('login').filter(
  (route) => BUY_ROUTE.test(route.pattern) && !route.pattern.endsWith('dashboard'),
);

test('every buy24 and office24 route shows its own screen at both widths, without serious axe findings', async ({
  page,
}) => {
  test.setTimeout(150_000);
  expect(routes.length).toBeGreaterThanOrEqual(14);
  await loginThroughPage(page, 'demo-admin@example.com');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/pc/admin/home');
    for (const route of routes) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      const here = () => new URL(page.url()).pathname;
      await expect
        .poll(() => landingPatterns(route).some((pattern) => pattern.test(here())), { message: route.path })
        .toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByText('페이지를 찾을 수 없습니다'), route.path).toHaveCount(0);
      if (viewport.width > 1000) await expectNoSeriousAxe(page, route.path);
    }
  }
});

test('a member files a request with a PDF and comments on it; the administrator sees it and sends it for a quote', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await browser.newPage();
  await loginThroughPage(member, 'demo-member@example.com');
  await member.goto('/pc/admin/buy24/edit');
  await member.getByLabel('제목').fill('브라우저 시험 요청');
  await member.getByLabel('수량').fill('2');
  await member.getByLabel('내용').fill('회의실용 스피커 2대 부탁드립니다.');
  await member.getByLabel('첨부파일').setInputFiles({
    name: '사양.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await member.getByRole('button', { name: '요청 등록' }).click();
  await expect(member.getByRole('heading', { level: 1, name: '브라우저 시험 요청' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(member.getByText('사양.pdf')).toBeVisible({ timeout: 15_000 });
  await member.getByRole('textbox', { name: '댓글' }).fill('다음 주까지 필요합니다.');
  await member.getByRole('button', { name: '등록', exact: true }).click();
  await expect(member.getByText('다음 주까지 필요합니다.')).toBeVisible({ timeout: 15_000 });
  const url = member.url();
  await member.close();

  const admin = await browser.newPage();
  await loginThroughPage(admin, 'demo-admin@example.com');
  await admin.goto(url);
  await expect(admin.getByText('다음 주까지 필요합니다.')).toBeVisible({ timeout: 15_000 });
  await admin.getByRole('button', { name: '견적 요청' }).click();
  await expect(admin.getByText('견적 검토 중').first()).toBeVisible({ timeout: 15_000 });
  await admin.close();
});
