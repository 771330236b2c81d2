import { expect, test, type Page } from '@playwright/test';
import { landingPatterns, specRoutes } from './admin-login-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginThroughPage } from './helpers';

// The services' admin routes; the outside forwards (snack24/list, snack24Order, coffee24/list) leave
// the portal and have the legacy screens' own tests.
const SERVICE_ROUTE =
  /\/pc\/admin\/(snack24|breakfast24|clean24|quick24|meal24|coffee24|flower24|recommend)(\/|$)/;
const routes = specRoutes('login').filter(
  (route) => SERVICE_ROUTE.test(route.pattern) && !route.behaviour.startsWith('external'),
);

/** A spec path with a {parameter} (not a {list,of,alternatives}): admin-a11y.spec.ts cannot open it. */
const WITH_IDS = /\{[^},]+\}/;

async function open(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** meal24's add and status routes with the ids of 한빛솔루션's first workspace and ticket. */
async function mealPaths(page: Page) {
  await page.goto('/pc/admin/meal24');
  await page
    .getByRole('link', { name: /식권 발급$/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: '발급한 식권' })).toBeVisible({ timeout: 15_000 });
  const add = new URL(page.url()).pathname;
  await page.getByRole('table', { name: '발급한 식권' }).getByRole('link').first().click();
  await expect(page.getByRole('table', { name: '사용 내역' })).toBeVisible();
  const status = new URL(page.url()).pathname;
  return { add, status, update: `${status}/update` };
}

// One test per width: each walks about thirty screens with axe, which on a loaded 2-core machine
// takes minutes.
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every route of the subscription services shows its own screen at ${viewport.width}px, without serious axe findings where the path has ids`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(routes.length).toBeGreaterThanOrEqual(28);
    await loginThroughPage(page, 'demo-admin@example.com');
    const meal = await mealPaths(page);
    const paths = routes.map((route) => {
      const path = route.pattern.includes('meal24/add/')
        ? meal.add
        : route.pattern.includes('meal24/status/')
          ? meal.status
          : route.path;
      return { route, path };
    });
    paths.push({ route: paths.find((p) => p.path === meal.status)!.route, path: meal.update });
    {
      await page.setViewportSize(viewport);
      // A fresh load at each width, so the phone layout starts as a phone opens it.
      await page.goto('/pc/admin/home');
      for (const { route, path } of paths) {
        await open(page, path);
        const here = () => new URL(page.url()).pathname;
        const landings = [
          ...landingPatterns(route),
          new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}$`),
        ];
        await expect
          .poll(() => landings.some((pattern) => pattern.test(here())), { message: path })
          .toBe(true);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText('페이지를 찾을 수 없습니다'), path).toHaveCount(0);
        await expect(page.getByText('불러오지 못했습니다'), path).toHaveCount(0);
        // admin-a11y.spec.ts runs axe on every admin route it can open at both widths; the ones with
        // ids in their path (meal tickets, application steps) only this walk opens.
        if (WITH_IDS.test(route.pattern)) await expectNoSeriousAxe(page, `${path} @${viewport.width}`);
      }
    }
  });
}
