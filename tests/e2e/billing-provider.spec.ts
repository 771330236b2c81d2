import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

test.describe.configure({ timeout: 150_000 });

/**
 * Serious and critical WCAG 2 A/AA findings of these screens as they are now, one line each: the
 * page's main region (or the open dialog), not the console's shared app bar.
 */
async function seriousViolations(page: Page, region = 'main'): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(region)
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const ROUTES = [
  ['/provider/invoice/list', '청구서'],
  ['/provider/invoice/unpaid', '미수금'],
] as const;

test('provider billing: both lists at 1440 and 390 pass axe, and a payment is recorded from the unpaid list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/provider/login');
  await page.getByLabel('이메일').fill('demo-provider@example.com');
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/provider\/login/);

  const found: string[] = [];
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
      // A phone shows each invoice as a card (a link): the payment button is on the desktop rows.
      if (viewport.width > 600)
        await expect(page.getByRole('button', { name: /입금 등록$/ }).first()).toBeVisible();
      else await expect(page.getByRole('listitem').first()).toBeVisible();
      for (const line of await seriousViolations(page)) found.push(`${viewport.width} ${path} ${line}`);
    }
  }
  expect(found).toEqual([]);

  // Mark a payment on the most overdue invoice: 1,000원 today, then the row shows the smaller amount owed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/provider/invoice/unpaid');
  const button = page.getByRole('button', { name: /입금 등록$/ }).first();
  const label = (await button.getAttribute('aria-label'))!;
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const owedText = (await dialog.getByText(/^미수금 /).textContent())!;
  const owed = Number(owedText.replace(/[^\d]/g, ''));
  await dialog.getByLabel('입금액 (원)').fill('9999999999');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(dialog.getByText(/입금액이 미수금\(/)).toBeVisible();
  for (const line of await seriousViolations(page, '[role="dialog"]')) found.push(`dialog ${line}`);
  expect(found).toEqual([]);
  await dialog.getByLabel('입금액 (원)').fill('1000');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('입금을 등록했습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: label })).toBeVisible();
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('dialog').getByText(/^미수금 /)).toHaveText(
    `미수금 ${(owed - 1000).toLocaleString('ko-KR')}원`,
  );
});
