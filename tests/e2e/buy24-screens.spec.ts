import { expect, test } from '@playwright/test';
import { landingPatterns, specRoutes } from './admin-login-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginThroughPage } from './helpers';

// office24/dashboard is checked by its own spec (office24-manual.spec.ts).
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
