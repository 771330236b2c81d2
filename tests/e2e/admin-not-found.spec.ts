import { expect, test } from '@playwright/test';
import { expectStableLoginForm, watchNavigations } from './admin-login-walk';
import { loginThroughPage } from './helpers';

const VIEWPORTS = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`an unknown admin path shows the 404 page inside the shell, with a way home (${viewport.name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await loginThroughPage(page, 'demo-admin@example.com');
    await page.goto('/pc/admin/no-such-page?from=bookmark');

    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/admin\/no-such-page\?from=bookmark$/);
    await expect(page).toHaveTitle(/페이지를 찾을 수 없습니다/);
    await expect(page.getByText('/pc/admin/no-such-page', { exact: true })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`admin-404-${viewport.width}x${viewport.height}.png`),
    });
    // The shell stays: its bar always, and its left menu, beside the page on a wide screen and as a
    // drawer behind the bar's menu button on a phone.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '포털24' })).toBeVisible();
    const leftMenu = page.getByRole('navigation', { name: '관리자 메뉴' });
    if (viewport.width < 900) {
      await banner.getByRole('button', { name: '메뉴 펼치기' }).click();
      await expect(leftMenu.getByRole('link', { name: '구성원 관리' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(leftMenu).toBeHidden();
    } else {
      await expect(leftMenu.getByRole('link', { name: '구성원 관리' })).toBeVisible();
    }

    await page.getByRole('link', { name: '홈으로' }).click();
    await expect(page).toHaveURL(/\/pc\/admin\/home$/);
    await expect(page.getByRole('heading', { name: '김지원님, 안녕하세요' })).toBeVisible();
  });
}

test('an unknown page among the no-auth pages is a 404 page of its own, for a visitor, without a loop', async ({
  page,
}) => {
  const navigations = watchNavigations(page);
  await page.goto('/pc/admin/auth/noSuchPage?utm_source=mail');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  const url = page.url();
  await page.waitForTimeout(500);
  expect(page.url()).toBe(url);
  expect(navigations.urls.length, navigations.urls.join('\n')).toBeLessThanOrEqual(2);

  await page.getByRole('link', { name: '로그인 페이지로' }).click();
  const login = await expectStableLoginForm(page, navigations);
  expect(login.pathname).toBe('/pc/admin/auth/login');
  expect(login.searchParams.get('utm_source')).toBe('mail');
});

test('a logged-in member on an unknown no-auth page goes home, as on every no-auth page', async ({
  page,
}) => {
  await loginThroughPage(page, 'demo-member@example.com');
  await page.goto('/pc/admin/auth/noSuchPage');
  await expect(page).toHaveURL(/\/pc\/admin\/home$/);
});
