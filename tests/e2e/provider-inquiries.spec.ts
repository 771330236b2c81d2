import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginProviderThroughPage } from './helpers';

/**
 * 서비스 문의 worked to the end: a visitor's inquiry is taken in hand by an operator, given to the
 * second operator with a note, answered by text message after its preview, and closed; the visitor's
 * own lookup on the completion page shows 답변 완료 with the date and the answer.
 */
const LONG = { timeout: 20_000 };
const PHONE = '01066664444';

test('an operator answers and closes a visitor’s service inquiry, and the visitor reads the answer', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const created = await request.post('/homepage/v2/inquiry', {
    data: {
      inquiryServiceType: 'BREAKFAST',
      companyName: '주식회사 아침상사',
      contactName: '정담당',
      cellphone: PHONE,
      email: 'morning@example.com',
      inquiryContents: '직원 50명, 매일 아침 식사를 받고 싶습니다.',
      contact_privacy_policy: true,
      isPrivateAgree: 'Y',
      bcode: '',
      tracking: { utm_source: 'naver', landingPath: '/pc/breakfast24', device: 'PC' },
    },
  });
  expect(created.ok()).toBe(true);
  const { receiptNo } = (await created.json()) as { receiptNo: string };

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const operator = await context.newPage();
  await loginProviderThroughPage(operator);
  await operator.goto('/provider/inquiry/list');
  await operator.getByRole('textbox', { name: /검색/ }).first().fill(receiptNo);
  // The search reaches the address after a pause; a click before it would be undone by it.
  await expect(operator).toHaveURL(/filter=/, LONG);
  const row = operator.getByRole('row', { name: /주식회사 아침상사/ });
  await expect(row).toContainText('조식24 (아침 식사)', LONG);
  await expect(row).toContainText('010-6666-4444');
  await row.getByRole('link').first().click();

  await expect(operator.getByRole('heading', { level: 1, name: `서비스 문의 ${receiptNo}` })).toBeVisible(
    LONG,
  );
  const form = operator.getByRole('region', { name: '방문자가 보낸 내용' });
  await expect(form).toContainText('직원 50명, 매일 아침 식사를 받고 싶습니다.');
  await expect(form).toContainText('유입 매체');
  await expectNoSeriousAxe(operator, 'service inquiry');

  const handling = operator.getByRole('region', { name: '처리' });
  await handling.getByRole('button', { name: '상담 시작' }).click();
  await expect(operator.getByText('상담 진행 중 상태로 바꿨습니다.')).toBeVisible(LONG);
  await handling.getByRole('combobox', { name: '담당 운영자' }).click();
  await operator.getByRole('option', { name: '포털24 운영팀 오세훈' }).click();
  await expect(operator.getByText('담당: 포털24 운영팀 오세훈')).toBeVisible(LONG);
  await handling.getByRole('textbox', { name: '내부 메모' }).fill('다음 주 화요일 시식 일정 조율');
  await handling.getByRole('button', { name: '메모 저장' }).click();
  await expect(operator.getByText('메모를 저장했습니다.')).toBeVisible(LONG);

  const answer = operator.getByRole('region', { name: '답변' });
  await answer
    .getByRole('textbox', { name: '답변 내용' })
    .fill('다음 주 화요일 오전에 시식 상담드리겠습니다.');
  const preview = answer.getByRole('figure');
  await expect(preview).toContainText('받는 곳 010-6666-4444');
  await expect(preview).toContainText(`[포털24] 문의(${receiptNo})에 답변드립니다`);
  await expect(preview).toContainText('다음 주 화요일 오전에 시식 상담드리겠습니다.');
  await answer.getByRole('button', { name: '답변 보내기' }).click();
  await expect(operator.getByText(/답변을 보냈습니다/)).toBeVisible(LONG);
  await expect(answer).toContainText(/보낸 답변 \(문자, /);
  await expect(operator.getByText('답변 완료', { exact: true }).first()).toBeVisible();

  // The visitor looks the inquiry up on the completion page.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/pc/breakfast24/complete');
  await visitor.getByLabel('접수 번호').fill(receiptNo);
  await visitor.getByLabel('휴대폰 번호').fill(PHONE);
  await visitor.getByRole('button', { name: '확인하기' }).click();
  await expect(visitor.getByTestId('inquiry-status')).toHaveText('답변 완료', LONG);
  await expect(visitor.getByTestId('inquiry-answered-on')).toHaveText(/^답변일 \d{4}\.\d{2}\.\d{2}$/);
  await expect(visitor.getByText('다음 주 화요일 오전에 시식 상담드리겠습니다.')).toBeVisible();

  // 종료 is final: the answer form gives way to a sentence.
  await handling.getByRole('button', { name: '종료' }).click();
  await expect(operator.getByText('종료된 문의에는 답변을 보낼 수 없습니다.')).toBeVisible(LONG);
  await visitor.getByRole('button', { name: '확인하기' }).click();
  await expect(visitor.getByTestId('inquiry-status')).toHaveText('종료', LONG);

  // On a phone the detail reads top to bottom without sideways scrolling.
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await loginProviderThroughPage(phone);
  await phone.goto(new URL(operator.url()).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: `서비스 문의 ${receiptNo}` })).toBeVisible(LONG);
  await expect(phone.getByText('종료된 문의에는 답변을 보낼 수 없습니다.')).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxe(phone, 'service inquiry on a phone');
  await phoneContext.close();
  await context.close();
  await visitor.close();
});
