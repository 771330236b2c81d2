import { expect, test } from '@playwright/test';
import { expectStableLoginForm, watchNavigations } from './admin-login-walk';
import { ADMIN_ONLY_ENTRIES, loginThroughPage } from './helpers';

test('the administrator logs in, reaches home with the full menus, and logs out', async ({ page }) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await expect(page.getByRole('heading', { name: '김지원님, 안녕하세요' })).toBeVisible();
  await expect(page).toHaveTitle(/홈/);
  const nav = page.getByRole('navigation').first();
  for (const entry of ['홈', '구성원 관리', '조직도', ...ADMIN_ONLY_ENTRIES]) {
    await expect(page.getByRole('link', { name: entry, exact: true }).first(), entry).toBeAttached();
  }
  await expect(nav).toBeVisible();
  // Top menu: every service of the regular company; office is dropped for a non-branded company.
  for (const service of ['스낵24', '조식24', '선물24', '구매24', '클린24', '식권24', '커피24', '화환24']) {
    await expect(page.getByRole('link', { name: new RegExp(service) }).first(), service).toBeAttached();
  }
  await expect(page.getByRole('link', { name: /오피스24/ })).toHaveCount(0);

  await page
    .getByRole('button', { name: '로그아웃' })
    .or(page.getByRole('link', { name: '로그아웃' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/pc\/admin\/auth\/login/);
  await page.goto('/pc/admin/home');
  await expect(page).toHaveURL(/\/pc\/admin\/auth\/login/);
});

test('a logged-out visit to a protected page goes to login keeping origin and utm, then back', async ({
  page,
}) => {
  // Counted, not retried: the page load and at most one move to a login form that stays.
  const navigations = watchNavigations(page);
  await page.goto('/pc/admin/mypage?utm_source=newsletter&utm_campaign=PC&tab=1');
  const url = await expectStableLoginForm(page, navigations);
  expect(navigations.urls.length, navigations.urls.join('\n')).toBeLessThanOrEqual(2);
  expect(url.pathname).toBe('/pc/admin/auth/login');
  expect(url.searchParams.get('origin')).toBe('/pc/admin/mypage?utm_source=newsletter&utm_campaign=PC&tab=1');
  expect(url.searchParams.get('utm_source')).toBe('newsletter');

  await page.getByLabel('이메일').fill('demo-admin@example.com');
  await page.getByLabel('비밀번호', { exact: true }).fill('Demo!2345');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/mypage\?utm_source=newsletter/);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/pc/admin/auth/login');
  await page.getByLabel('이메일').fill('demo-admin@example.com');
  await page.getByLabel('비밀번호', { exact: true }).fill('Wrong!2345');
  await page.keyboard.press('Enter');
  await expect(page.getByText('이메일 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/admin\/auth\/login/);
});

test('a plain member sees no administrator-only entries', async ({ page }) => {
  await loginThroughPage(page, 'demo-member@example.com');
  await expect(page.getByRole('heading', { name: '박서준님, 안녕하세요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '구성원 관리', exact: true }).first()).toBeAttached();
  for (const entry of ADMIN_ONLY_ENTRIES) {
    await expect(page.getByRole('link', { name: entry, exact: true }), entry).toHaveCount(0);
  }
});

test('the branded buyer sees office instead of buy in the top menu', async ({ page }) => {
  await loginThroughPage(page, 'demo-nike@example.com');
  await expect(page.getByRole('link', { name: /오피스24/ }).first()).toBeAttached();
  await expect(page.getByRole('link', { name: /구매24/ })).toHaveCount(0);
});

test('a logged-in visit to the login page goes home', async ({ page }) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/auth/login');
  await expect(page).toHaveURL(/\/pc\/admin\/home$/);
  await page.goto('/pc/admin');
  await expect(page).toHaveURL(/\/pc\/admin\/home$/);
});
