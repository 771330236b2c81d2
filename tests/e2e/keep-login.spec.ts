import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { justAfterSeoulMidnight, loginThroughPage } from './helpers';

/** A real browser profile on disk, so closing and reopening it is a browser restart. */
async function openBrowser(profileDir: string, baseURL: string, time: Date): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await context.clock.install({ time });
  return context;
}

for (const keepLogin of [true, false]) {
  test(`after a browser restart past midnight, ${keepLogin ? 'keep-login is still logged in' : 'a plain login is gone'}`, async () => {
    const baseURL = test.info().project.use.baseURL!;
    const profileDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
    try {
      const now = new Date();
      const first = await openBrowser(profileDir, baseURL, now);
      const page = first.pages()[0] ?? (await first.newPage());
      await loginThroughPage(page, 'demo-admin@example.com', { keepLogin });
      await first.close();

      const second = await openBrowser(profileDir, baseURL, justAfterSeoulMidnight(now));
      const again = second.pages()[0] ?? (await second.newPage());
      await again.goto('/pc/admin/home');
      if (keepLogin) {
        await expect(again.getByRole('heading', { name: '김지원님, 안녕하세요' })).toBeVisible();
        await expect(again).toHaveURL(/\/pc\/admin\/home$/);
      } else {
        await expect(again).toHaveURL(/\/pc\/admin\/auth\/login\?origin=%2Fpc%2Fadmin%2Fhome/);
      }
      await second.close();
    } finally {
      rmSync(profileDir, { recursive: true, force: true });
    }
  });
}

test('the same day, a plain login survives a reload', async ({ page }) => {
  await loginThroughPage(page, 'demo-member@example.com');
  await page.reload();
  await expect(page.getByRole('heading', { name: '박서준님, 안녕하세요' })).toBeVisible();
});
