import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loginThroughPage } from './helpers';

/** Presses Tab until the focused element matches, as a keyboard user would (at most `limit` presses). */
async function tabTo(
  page: Page,
  matches: (element: { tag: string; text: string; href: string }) => boolean,
  limit = 80,
) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        tag: element?.tagName ?? '',
        text: (element?.innerText || element?.getAttribute('aria-label') || '').trim(),
        href: element?.getAttribute('href') ?? '',
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('the keyboard never reached the element');
}

test('keyboard only: create a member, open it from the list, edit, save and delete', async ({ page }) => {
  test.setTimeout(240_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/member/list');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  // Create.
  await tabTo(page, (element) => element.text === '등록');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/create$/);
  // The address changes before the create page replaces the list: until its heading shows, the
  // list's search box ("이름, 이메일, 휴대폰 번호") is still on screen and would take the typing.
  await expect(page.getByRole('heading', { level: 1, name: '구성원 등록' })).toBeVisible();
  const form = page.locator('form');
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field('이름').focus();
  await page.keyboard.type('키보드사용자');
  await field('이메일').focus();
  await page.keyboard.type('keyboard-user@example.com');
  await field('휴대폰 번호').focus();
  await page.keyboard.type('01055556666');
  await expect(field('이름')).toHaveValue('키보드사용자');
  await expect(field('이메일')).toHaveValue('keyboard-user@example.com');
  await expect(field('휴대폰 번호')).toHaveValue('010-5555-6666');
  await tabTo(page, (element) => element.text === '저장');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);

  // Find it and open it with Enter on the link in its first cell.
  await page.getByPlaceholder(/이름/).first().fill('키보드사용자');
  await expect(page.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 });
  await tabTo(page, (element) => element.tag === 'A' && element.text === '키보드사용자');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/[^/]+\/show$/);
  await expect(page.getByText('010-5555-6666')).toBeVisible();

  // Edit from the detail page, save.
  await tabTo(page, (element) => element.text === '수정');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\/[^/]+$/);
  const rank = page.locator('form').getByRole('textbox', { name: '직급' });
  await expect(rank).toBeVisible();
  await rank.focus();
  await page.keyboard.type('대리');
  await tabTo(page, (element) => element.text === '저장');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);
  await expect(page.getByText('수정되었습니다.')).toBeVisible();

  // Open again, edit, delete (it asks first).
  await page.getByPlaceholder(/이름/).first().fill('키보드사용자');
  await expect(page.locator('tbody tr')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('tbody tr').first()).toContainText('대리');
  await tabTo(page, (element) => element.tag === 'A' && element.text === '키보드사용자');
  await page.keyboard.press('Enter');
  await tabTo(page, (element) => element.text === '수정');
  await page.keyboard.press('Enter');
  await expect(page.locator('form').getByRole('textbox', { name: '직급' })).toHaveValue('대리');
  await tabTo(page, (element) => element.text === '삭제');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('키보드사용자');
  await expect(confirm).not.toContainText(/[A-Za-z]{3,}/);
  await tabTo(page, (element) => element.text === '확인');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);
  await page.getByPlaceholder(/이름/).first().fill('키보드사용자');
  await expect(page.getByText(/구성원이 없습니다/)).toBeVisible();
});
