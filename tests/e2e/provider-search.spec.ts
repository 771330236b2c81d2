import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginProviderThroughPage } from './helpers';

/**
 * The operator's one search box: a member's phone typed with dashes in the app bar finds the member
 * (with the company named), the hit opens the company's page, which gathers its figures, its
 * invoices, the messages sent to it and its 변경 이력; on a phone the bar's search button opens the
 * same search.
 */
test('an operator finds a member by phone from the app bar and opens the company page', async ({ page }) => {
  test.setTimeout(120_000);
  await loginProviderThroughPage(page);
  await page
    .getByRole('banner')
    .getByRole('searchbox', { name: '회사, 회원(이름·이메일·전화번호), 접수번호, 주문번호' })
    .fill('010-4123-7788');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '통합 검색' })).toBeVisible();
  const members = page.getByRole('region', { name: /^회원 \d+건$/ });
  await expect(members.getByRole('link', { name: '김지원' })).toBeVisible();
  await expect(members).toContainText('주식회사 한빛솔루션');
  await expect(members).toContainText('010-4123-7788');
  await expectNoSeriousAxe(page, '통합 검색');

  await members.getByRole('link', { name: '김지원' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /고객 회사/ })).toBeVisible();
  await expect(page.getByText('주식회사 한빛솔루션').first()).toBeVisible();
  await expect(page.getByText(/^\d[\d,]*명$/).first()).toBeVisible();
  for (const section of ['청구서', '보낸 메시지', '변경 이력'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expectNoSeriousAxe(page, '회사 페이지');

  // 초성 finds the company itself; nothing found says so in Korean.
  await page.goto('/provider/search?q=%E3%85%8E%E3%85%82%E3%85%85%E3%84%B9%E3%85%85');
  await expect(
    page.getByRole('region', { name: /^회사 \d+건$/ }).getByRole('link', { name: '주식회사 한빛솔루션' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('searchbox').fill('없는회사이름');
  await expect(page.getByText('"없는회사이름"에 맞는 회사, 회원, 문의, 주문이 없습니다.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/provider/company/list');
  await page.getByRole('button', { name: '통합 검색' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '통합 검색' })).toBeVisible();
  await expectNoSeriousAxe(page, '통합 검색 390');
});
