import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { PASSWORD, loginProviderThroughPage, loginThroughPage } from './helpers';
import { apiHeaders, pick } from './organisation-helpers';

test.describe.configure({ timeout: 240_000 });

async function providerHeaders(request: APIRequestContext) {
  const login = await request.post('/provider/v1/auth/login', {
    data: { email: 'demo-provider@example.com', password: PASSWORD },
  });
  const body = await login.json();
  return { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}

// The billing lists' own checks; every console list's axe and wording: provider-walk.spec.ts.
const ROUTES = [
  ['/provider/invoice/list', '청구서'],
  ['/provider/invoice/unpaid', '미수금'],
] as const;

test('provider billing and boards: the lists at 1440 and 390 pass axe on the whole page; a payment is recorded on a phone from the invoice page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginProviderThroughPage(page);
  const found: string[] = [];
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
      // Unpaid invoices carry 입금 등록 in their row, and on a phone in their card.
      if (path.endsWith('unpaid'))
        await expect(page.getByRole('button', { name: /입금 등록$/ }).first()).toBeVisible();
      if (viewport.width < 600 && path.startsWith('/provider/invoice'))
        await expect(page.getByRole('listitem').first()).toBeVisible();
      for (const line of await seriousViolations(page)) found.push(`${viewport.width} ${path} ${line}`);
    }
  }
  expect(found).toEqual([]);

  // On a phone an invoice's card opens its page, which has 입금 등록: 1,000원 today on the most overdue one.
  const headers = await providerHeaders(request);
  const unpaid = await request.get('/provider/v1/invoices/unpaid?range=[0,0]', { headers });
  const [invoice] = (await unpaid.json()) as { id: string }[];
  await page.goto(`/provider/providerInvoices/${invoice!.id}/show`);
  const button = page.getByRole('button', { name: /입금 등록$/ });
  await button.click();
  const dialog = page.getByRole('dialog');
  const owed = Number((await dialog.getByText(/^미수금 /).textContent())!.replace(/[^\d]/g, ''));
  await dialog.getByLabel('입금액 (원)').fill('9999999999');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(dialog.getByText(/입금액이 미수금\(/)).toBeVisible();
  for (const line of await seriousViolations(page)) found.push(`dialog ${line}`);
  expect(found).toEqual([]);
  await dialog.getByLabel('입금액 (원)').fill('1000');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('입금을 등록했습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await button.click();
  await expect(page.getByRole('dialog').getByText(/^미수금 /)).toHaveText(
    `미수금 ${(owed - 1000).toLocaleString('ko-KR')}원`,
  );
  await page.keyboard.press('Escape');

  // 변경 이력 finds the payment by the word 입금 (the row itself holds amounts and dates) and narrows
  // to the invoice's company, picked by name.
  const { companyName } = (await (
    await request.get(`/provider/v1/invoices/${invoice!.id}`, { headers })
  ).json()) as { companyName: string };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/provider/audit/list');
  await page.getByRole('textbox', { name: '작업, 회사, 변경 내용 검색' }).fill('입금');
  await expect(page).toHaveURL(/filter=/);
  const rows = page.getByRole('row').filter({ hasText: '입금액' });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(companyName);
  // Codes read as words: 입금 상태 미납 → 일부 입금, not UNPAID → PARTIAL.
  await expect(rows.first()).not.toContainText('UNPAID');
  await pick(page, '회사', companyName);
  await expect(page).toHaveURL(/companyId/);
  await expect(rows.first()).toBeVisible();
  const shown = await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .allTextContents();
  expect(shown.every((row) => row.includes(companyName))).toBe(true);
});

test('a notice written in the console shows on the company 공지사항; an answer given there shows on its 1:1 문의', async ({
  page,
  browser,
  request,
}) => {
  const company = await apiHeaders(request, 'demo-admin@example.com');
  const asked = await request.post('/homepage/v2/cs-inquiries', {
    headers: company,
    data: { title: '12월 청구서 발행일 문의', body: '12월 청구서는 언제 발행되나요?' },
  });
  expect(asked.ok()).toBe(true);
  const inquiry = (await asked.json()) as { id: string };

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginProviderThroughPage(page);
  await page.goto('/provider/providerNotices/create');
  await page.getByRole('combobox', { name: '게시판' }).click();
  await page.getByRole('option', { name: '공지사항' }).click();
  await page.getByLabel('제목').fill('연말 청구서 발행 안내');
  await page.getByLabel('내용').fill('12월 청구서는 12월 31일에 발행됩니다.');
  const found = (await seriousViolations(page)).map((line) => `notice form ${line}`);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('연말 청구서 발행 안내').first()).toBeVisible();

  await page.goto('/provider/cs/list');
  await page.getByText('12월 청구서 발행일 문의').first().click();
  await expect(page).toHaveURL(new RegExp(`/provider/providerCsInquiries/${inquiry.id}`));
  await page.getByRole('link', { name: '수정' }).click();
  await page.getByRole('textbox', { name: '답변' }).fill('12월 31일에 발행됩니다.');
  found.push(...(await seriousViolations(page)).map((line) => `answer form ${line}`));
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/provider\/cs\/list/);
  expect(found).toEqual([]);

  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginThroughPage(admin, 'demo-admin@example.com');
  await admin.goto('/pc/admin/customer/notice');
  await expect(admin.getByText('연말 청구서 발행 안내').first()).toBeVisible({ timeout: 15_000 });
  await admin.goto(`/pc/admin/customer/cs/${inquiry.id}`);
  await expect(admin.getByTestId('cs-answer')).toHaveText('12월 31일에 발행됩니다.', { timeout: 15_000 });
  await admin.close();
});
