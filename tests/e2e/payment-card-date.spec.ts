import { expect, test } from '@playwright/test';
import { seoulDotDate } from '../../lib/seoulTime';
import { TEST_CARDS } from '../../customPages/public/payment/testCard';
import { loginThroughPage } from './helpers';

const METHODS = '**/homepage/v2/payment/methods';
/** 2026-11-28 00:30 in Seoul, still 2026-11-27 in UTC. */
const HALF_PAST_SEOUL_MIDNIGHT = new Date('2026-11-27T15:30:00Z');
const HOLDER = '자정등록';

// A browser in UTC: a date formatted on the device's clock would fall on the UTC day.
test.use({ timezoneId: 'UTC' });

test('a card registered at 00:30 Seoul time is listed under that Seoul day, not the UTC day before', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.clock.setFixedTime(HALF_PAST_SEOUL_MIDNIGHT);
  await page.goto('/pc/admin/payment/management');
  await expect(page.getByRole('heading', { level: 1, name: '결제 수단 관리' })).toBeVisible({
    timeout: 15_000,
  });

  // Registered through the screen: the server stamps the time, and the list shows it on the Seoul clock.
  await page.getByLabel('카드 번호').fill(TEST_CARDS.approve);
  await page.getByLabel('유효기간 (월/연)').fill('12/30');
  await page.getByLabel('카드 소유자').fill(HOLDER);
  await page.getByLabel('생년월일 6자리 / 사업자번호 10자리').fill('900101');
  const [registered] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/homepage/v2/payment/methods') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: '카드 등록' }).click(),
  ]);
  const { createdAt } = (await registered.json()) as { createdAt: string };
  const row = page.getByRole('row').filter({ hasText: HOLDER });
  await expect(row).toContainText(seoulDotDate(createdAt), { timeout: 15_000 });

  // The server's clock is not the page's: its answer carries the stamp it would give at 00:30 in Seoul.
  await page.route(METHODS, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { methods: Array<{ holder: string; createdAt: string }> };
    const methods = body.methods.map((method) =>
      method.holder === HOLDER ? { ...method, createdAt: HALF_PAST_SEOUL_MIDNIGHT.toISOString() } : method,
    );
    await route.fulfill({ response, json: { ...body, methods } });
  });
  await page.reload();
  await expect(row).toContainText('2026.11.28', { timeout: 15_000 });
  await expect(row).not.toContainText('2026.11.27');
  // The page's own clock reads 00:30 on the 28th in Seoul, and the day shown agrees with it.
  expect(await page.evaluate(() => new Date().toISOString())).toBe(HALF_PAST_SEOUL_MIDNIGHT.toISOString());
});
