import { expect, test } from '@playwright/test';
import { loginProviderThroughPage } from './helpers';
import { applicant, approveByApi, signUpByApi } from './signup-helpers';

test.describe.configure({ timeout: 120_000 });

test('the operator approves two waiting sign-ups in one action and reads one summary', async ({
  page,
  request,
}) => {
  const first = applicant(31);
  const second = applicant(32);
  await signUpByApi(request, first);
  await signUpByApi(request, second);

  await loginProviderThroughPage(page);
  await page.goto('/provider/signup/list');
  await page
    .getByRole('textbox', { name: '회사, 사업자등록번호, 신청자, 이메일 검색' })
    .fill('주식회사 이투이003');
  for (const a of [first, second]) await expect(page.getByText(a.companyName)).toBeVisible();
  for (const a of [first, second])
    await page.getByRole('checkbox', { name: `${a.companyName} 선택` }).check();

  await page.getByRole('button', { name: '승인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '선택한 2건 승인' });
  await expect(dialog).toContainText('문자와 이메일로 알립니다');
  await dialog.getByRole('button', { name: '승인', exact: true }).click();
  await expect(page.getByText('2건을 승인했습니다.')).toBeVisible();

  // Both left the waiting list (its default filter) and both administrators may log in.
  for (const a of [first, second]) await expect(page.getByText(a.companyName)).toHaveCount(0);
  for (const a of [first, second]) {
    const login = await request.post('/portal/auth/api/login', {
      data: { email: a.email, password: a.password, keepLoginYN: 'N' },
    });
    expect(login.status(), a.email).toBe(200);
  }
});

test('the operator opens a sent message in full, and 변경 이력 records that view', async ({ page }) => {
  await loginProviderThroughPage(page);
  await page.goto('/provider/message/list');
  const first = page.getByRole('main').getByRole('link').first();
  await first.click();
  await expect(page.getByTestId('outbox-full-body')).not.toBeEmpty();

  await page.goto('/provider/audit/list');
  await page.getByRole('textbox', { name: '작업, 회사, 변경 내용 검색' }).fill('메시지 전체 보기');
  const row = page.getByRole('row', { name: /발송 메시지/ }).first();
  await expect(row).toContainText('메시지 전체 보기');
  await expect(row).toContainText('한지민');
});

test('a second operator’s approval lowers the first operator’s menu count without a reload', async ({
  page,
  request,
}) => {
  const a = applicant(33);
  await signUpByApi(request, a);
  await loginProviderThroughPage(page);
  await page.goto('/provider/signup/list');
  await expect(page.getByText(a.companyName)).toBeVisible();
  const entry = page.getByRole('menuitem', { name: /^회원가입 심사/ });
  await expect(entry).toHaveAccessibleName(/심사 대기 \d+건/);
  const before = Number(/심사 대기 (\d+)건/.exec((await entry.getAttribute('aria-label')) ?? '')?.[1]);

  // Another operator approves through the API, in a session of their own.
  await approveByApi(request, a.companyName);
  const after = before - 1;
  await expect(entry).toHaveAccessibleName(
    after > 0 ? `회원가입 심사 (심사 대기 ${after}건)` : '회원가입 심사',
  );
});
