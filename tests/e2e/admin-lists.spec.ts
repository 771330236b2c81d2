import { expect, test } from '@playwright/test';
import { loginThroughPage } from './helpers';

/** The generated list as a phone user, a user whose server or network fails, and a returning user see it. */

test('member/list at 390x844 is cards with name, department and phone, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/member/list');
  await expect(page.getByRole('heading', { level: 1, name: '구성원' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: '휴대폰 번호' });
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('table')).toHaveCount(0);
  const first = cards.first();
  await expect(first).toContainText('부서');
  await expect(first).toContainText(/휴대폰 번호\s*01\d-\d{3,4}-\d{4}/);
  // Labelled actions, and the filters behind one labelled button.
  await expect(page.getByRole('link', { name: '등록', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '엑셀 다운로드' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.screenshot({ path: test.info().outputPath('member-cards-390.png') });
  await page.getByRole('button', { name: '검색 조건' }).click();
  const drawer = page.getByRole('dialog', { name: '검색 조건' });
  await expect(drawer.getByRole('textbox').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-filters-390.png') });
  // A search that matches nobody: the cards give way to a message and 필터 초기화, which brings them back.
  await drawer.getByRole('textbox').first().fill('없는사람이름');
  await drawer.getByRole('button', { name: '검색 조건 닫기' }).click();
  await expect(page.getByText('현재 필터 조건에 맞는 구성원이 없습니다.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /검색 조건 \(1\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '필터 초기화' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('member-no-match-390.png') });
  await page.getByRole('button', { name: '필터 초기화' }).click();
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '검색 조건', exact: true })).toBeVisible();
});

test('a server error and a lost network each show the error state with 다시 시도, not "no members"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, 'demo-admin@example.com');
  // The network gone while the list loads: the request fails the way a dropped connection does.
  const members = /\/homepage\/v2\/members\?/;
  await page.route(members, (route) => route.abort('internetdisconnected'));
  await page.goto('/pc/admin/member/list');
  const offline = page.getByTestId('list-error');
  await expect(offline).toContainText('불러오지 못했습니다', { timeout: 30_000 });
  await expect(offline.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(page.getByText(/구성원이 없습니다/)).toHaveCount(0);
  await page.unroute(members);
  await offline.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  // A fresh load, so no cached page can stand in for the failed one.
  await page.route(/\/homepage\/v2\/members\?/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, code: 'INTERNAL', message: '서버 오류입니다.' }),
    }),
  );
  await page.goto('/pc/admin/member/list');
  const failed = page.getByTestId('list-error');
  await expect(failed).toContainText('목록을 불러오지 못했습니다', { timeout: 30_000 });
  await expect(failed.getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(page.getByText('구성원이 없습니다')).toHaveCount(0);
  await expect(page.getByText(/\/ 총/)).toHaveCount(0);
  await page.unroute(/\/homepage\/v2\/members\?/);
  await failed.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
});

test('a saved search, the chosen columns and the dark theme survive a reload', async ({ page }) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/member/list');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  // Columns: hide 이메일.
  await page.getByRole('button', { name: '표시할 열' }).click();
  await page.getByRole('menu').getByText('이메일', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: '이메일' })).toHaveCount(0);

  // Saved search: search 김, save it as 김씨.
  await page.getByPlaceholder(/이름/).first().fill('김');
  await expect(page).toHaveURL(/%EA%B9%80|김/);
  await page.getByRole('button', { name: '필터 추가' }).click();
  await page.getByRole('menuitem', { name: /현재 검색 저장/ }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('김씨');
  await page.getByRole('dialog').getByRole('button', { name: '저장' }).click();

  // Theme: dark.
  await page.getByRole('button', { name: '라이트/다크 모드 전환' }).first().click();
  // The choice is kept in react-admin's store (localStorage), which a reload reads back.
  const theme = () => page.evaluate(() => window.localStorage.getItem('RaStore.theme'));
  await expect.poll(theme).toBe('"dark"');

  await page.goto('/pc/admin/member/list');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('columnheader', { name: '이메일' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: '이름' })).toBeVisible();
  expect(await theme()).toBe('"dark"');
  // Drawn dark: the page behind the list is a dark colour (production icons carry no test ids).
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red! + green! + blue!, background).toBeLessThan(3 * 100);
  await page.getByRole('button', { name: '필터 추가' }).click();
  await expect(page.getByRole('menuitem', { name: '김씨' })).toBeVisible();
});

test('a bad id in the address says 찾을 수 없습니다 with a way back to the list', async ({ page }) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/members/not-a-real-id');
  const notFound = page.getByTestId('record-not-found');
  await expect(notFound).toContainText('찾을 수 없습니다');
  await expect(page).toHaveURL(/\/members\/not-a-real-id$/);
  await notFound.getByRole('link', { name: '목록으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/member\/list/);
});
