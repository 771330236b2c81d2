import { expect, test, type Page } from '@playwright/test';
import { loginThroughPage } from './helpers';

/**
 * The login and password pages come before anyone has logged in: they must stay light, at most
 * 200 kB of JavaScript on the wire (compressed, headers included) on an empty cache, and the admin
 * console's code must load only after the login. Measured with the browser's own resource timing.
 */
const LIMIT = 200_000;

async function javaScriptOnTheWire(page: Page) {
  // Idle-time prefetches count too: let them start and finish first.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.transferSize })),
  );
}

const total = (scripts: { bytes: number }[]) => scripts.reduce((sum, script) => sum + script.bytes, 0);

for (const [path, ready] of [
  ['/pc/admin/auth/login', '로그인'],
  ['/pc/admin/auth/findPassword', '인증번호 받기'],
] as const) {
  test(`${path} transfers at most 200 kB of JavaScript`, async ({ page }) => {
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.goto(path);
    await expect(page.getByRole('button', { name: ready, exact: true })).toBeVisible();
    const scripts = await javaScriptOnTheWire(page);
    const listing = scripts.map((script) => `${script.path} ${script.bytes}`).join('\n');
    expect(total(scripts), listing).toBeLessThanOrEqual(LIMIT);
    expect(total(scripts), 'the browser cache must not answer on a fresh context').toBeGreaterThan(0);
  });
}

test('the console loads after the login, and the login still reaches it', async ({ page }) => {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  await loginThroughPage(page, 'demo-admin@example.com');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  const scripts = await javaScriptOnTheWire(page);
  // A full page load never happened: the console's code came on top of the login page's.
  expect(total(scripts)).toBeGreaterThan(LIMIT);
});
