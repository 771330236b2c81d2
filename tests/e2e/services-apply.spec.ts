import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loginProviderThroughPage, loginThroughPage } from './helpers';

// The wizard and the service pages load their own chunks; on a busy machine that takes a moment.
const expect = baseExpect.configure({ timeout: 15_000 });

const NEW_ADMIN = 'demo-new@example.com';

async function fillApplicant(page: Page) {
  await page.getByLabel('회사명').fill('주식회사 봄길랩');
  await page.getByLabel('담당자 이름').fill('한봄길');
  await page.getByLabel('담당자 연락처').fill('01024681357');
  await page.getByLabel('이메일').fill('demo-new@example.com');
  await page.getByLabel('임직원 수 (명)').fill('40');
}

/**
 * A new company's administrator applies for snack24 through every step (a reload in the middle
 * continues at the same step), registers the test card after a declined one, submits; the provider
 * approves; the company's top menu, home and snack24 page show the running service.
 */
test('snack24: apply, pay, reload mid-way, provider approves, the service runs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginThroughPage(page, NEW_ADMIN);
  await page.goto('/pc/admin/snack24/serviceApply/deliveryPackage');
  // A middle step opened by address goes back to the first.
  await expect(page).toHaveURL(/serviceApply\/applicant$/);

  // What the portal knows of the administrator is filled in; a cleared field is still asked for.
  await expect(page.getByLabel('회사명')).toHaveValue('주식회사 봄길랩');
  await expect(page.getByLabel('이메일')).toHaveValue(NEW_ADMIN);
  await page.getByLabel('담당자 이름').fill('');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('담당자 이름을 입력해주세요.')).toBeVisible();
  await fillApplicant(page);
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/serviceApply\/deliveryVisit$/);

  // Reload in the middle: the same step, the answers of the first step kept on the server.
  await page.getByLabel('우편번호').fill('04056');
  await page.reload();
  await expect(page).toHaveURL(/serviceApply\/deliveryVisit$/);
  await expect(page.getByRole('heading', { name: '배송 정보' })).toBeVisible();
  await page.getByLabel('우편번호').fill('04056');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 마포구 양화로 45');
  await page.getByLabel('상세 주소').fill('메세나폴리스 11층');
  await page.getByRole('checkbox', { name: '월' }).check();
  await page.getByRole('checkbox', { name: '목' }).check();
  await page.getByRole('radio', { name: '오전 (09:00~12:00)' }).check();
  await page.getByRole('button', { name: '이전' }).click();
  await expect(page.getByLabel('담당자 이름')).toHaveValue('한봄길');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByLabel('상세 주소')).toHaveValue('메세나폴리스 11층');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/serviceApply\/deliveryPackage$/);
  await page.getByRole('radio', { name: '베이직 (과자·음료 위주)' }).check();
  await page.getByLabel('월 예산 (원)').fill('800000');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page).toHaveURL(/serviceApply\/payment$/);
  const cardNumber = page.getByLabel('카드 번호');
  await cardNumber.fill('4000 0000 0000 0002');
  await page.getByLabel('유효기간 (월/연)').fill('12/30');
  await page.getByLabel('카드 소유자').fill('한봄길');
  await page.getByLabel('생년월일 6자리 / 사업자번호 10자리').fill('1058732196');
  await page.getByRole('button', { name: '카드 등록' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '카드사에서 승인을 거절했습니다' })).toBeVisible();
  await expect(page.getByText('등록된 결제 수단이 없습니다.')).toBeVisible();
  await cardNumber.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: '카드 등록' }).click();
  await expect(page.getByRole('radio', { name: '테스트비자카드 ****4242' })).toBeChecked();
  await page.getByLabel('정기 결제 약관').check();
  await page.getByRole('button', { name: '입력 내용 확인' }).click();

  await expect(page).toHaveURL(/serviceApply\/result$/);
  await expect(page.getByText('테스트비자카드 ****4242', { exact: true })).toBeVisible();
  await expect(page.getByText('월, 목')).toBeVisible();
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('신청 상태: 승인 대기')).toBeVisible();

  const provider = await browser.newPage();
  // Logged in before the list is opened (going there at once could meet the login page again).
  await loginProviderThroughPage(provider);
  await provider.goto('/provider/service-application/list');
  const application = provider.getByRole('row', { name: /주식회사 봄길랩/ });
  await expect(application).toBeVisible();
  await application.getByRole('button', { name: '신청서 보기' }).click();
  await expect(provider.getByRole('dialog').getByText('메세나폴리스 11층')).toBeVisible();
  await provider.getByRole('button', { name: '승인' }).click();
  await expect(provider.getByText('승인했습니다.', { exact: false })).toBeVisible();
  await provider.close();

  await page.goto('/pc/admin/home');
  await expect(page.getByRole('link', { name: /스낵24/ }).first()).toBeVisible();
  await expect(page.getByText('이용 중').first()).toBeVisible();
  await page.goto('/pc/admin/snack24');
  await expect(page.getByRole('heading', { name: '구독 정보' })).toBeVisible();
  await expect(page.getByText('테스트비자카드 ****4242', { exact: true })).toBeVisible();
  // Approval planned the coming Mondays and Thursdays from the start date, shown with their weekday.
  const upcoming = page.getByRole('table', { name: '다가오는 배송' });
  await expect(upcoming).toBeVisible();
  await expect(upcoming.getByRole('row', { name: /\(월\)/ }).first()).toBeVisible();
  await expect(upcoming.getByRole('row', { name: /\(목\)/ }).first()).toBeVisible();
  await expect(page.getByText(/베이직 \(과자·음료 위주\) 구성, 임직원 40명 기준/)).toBeVisible();

  // The application's own page says it was approved, no longer waiting.
  await page.goto('/pc/admin/snack24/serviceApply/result');
  await expect(page.getByRole('heading', { name: '신청이 승인되었습니다' })).toBeVisible();
  await expect(page.getByText('신청 상태: 승인 완료')).toBeVisible();
  await expect(page.getByText(/첫 배송일을 안내/)).toHaveCount(0);

  await moveOneDelivery(page);
});

const isoOf = (dotted: string) => dotted.slice(0, 10).replaceAll('.', '-');
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 대체 배송: the second coming delivery goes to the next day; a weekend is refused at once. */
async function moveOneDelivery(page: Page) {
  await page.goto('/pc/admin/snack24/alternative-delivery');
  const list = page.getByRole('table', { name: '앞으로 30일의 배송' });
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '다른 날 받기' }) })
    .nth(1);
  const dotted = (await row.getByRole('cell').first().textContent()) ?? '';
  const date = isoOf(dotted);
  // Mondays and Thursdays: the next day is a free weekday, the coming Saturday a weekend.
  const saturday = plusDays(date, (6 - new Date(`${date}T00:00:00Z`).getUTCDay() + 7) % 7);
  const nextDay = plusDays(date, 1);
  await row.getByRole('button', { name: '다른 날 받기' }).click();
  const dialog = page.getByRole('dialog');
  const newDay = dialog.getByRole('textbox', { name: '새 배송일' });
  await newDay.fill(saturday);
  await newDay.press('Tab');
  await expect(dialog.getByText('주말에는 배송하지 않습니다. 평일을 선택해주세요.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '변경' })).toBeDisabled();
  await newDay.fill(nextDay);
  await newDay.press('Tab');
  await dialog.getByRole('button', { name: '변경' }).click();
  await expect(dialog).toHaveCount(0);
  const moved = nextDay.replaceAll('-', '.');
  await expect(list.getByRole('row', { name: new RegExp(moved) })).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(isoOf(dotted).replaceAll('-', '.')) })).toHaveCount(
    0,
  );
}

test('snack24 unknown step is the 404 page', async ({ page }) => {
  await loginThroughPage(page, NEW_ADMIN);
  await page.goto('/pc/admin/snack24/serviceApply/nowhere');
  await expect(page).toHaveURL(/\/404$/, { timeout: 15_000 });
});
