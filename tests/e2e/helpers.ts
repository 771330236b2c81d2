import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo!2345';
export const ADMIN_ONLY_ENTRIES = ['결제 내역', '월간 리포트', '관리자 설정'];

/** Logs in through our own login page, as a person would. */
export async function loginThroughPage(page: Page, email: string, options: { keepLogin?: boolean } = {}) {
  await page.goto('/pc/admin/auth/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  if (options.keepLogin) await page.getByLabel('로그인 상태 유지').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/home$/);
}

/**
 * Logs in to the provider console through its login page, and waits until the console has taken the
 * session: a navigation started before that would meet the login page again.
 */
export async function loginProviderThroughPage(page: Page) {
  await page.goto('/provider/login');
  await page.getByLabel('이메일').fill('demo-provider@example.com');
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/provider\/login/, { timeout: 15_000 });
}

/** The next 00:00 in Seoul after `now`, plus a minute. */
export function justAfterSeoulMidnight(now = new Date()): Date {
  const offset = 9 * 60 * 60 * 1000;
  const day = 24 * 60 * 60 * 1000;
  const midnight = Math.floor((now.getTime() + offset) / day) * day + day - offset;
  return new Date(midnight + 60_000);
}
