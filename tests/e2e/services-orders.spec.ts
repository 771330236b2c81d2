import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, loginThroughPage } from './helpers';

// The wizard and the service pages load their own chunks; on a busy machine that takes a moment.
const expect = baseExpect.configure({ timeout: 15_000 });
const NEW_ADMIN = 'demo-new@example.com';
const STATE = '/tmp/services-orders-state.json';
const EMPTY = { cookies: [], origins: [] };

// One login for every test of this file (the new company of the seed, 주식회사 봄길랩).
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: EMPTY });
  await loginThroughPage(page, NEW_ADMIN);
  await page.context().storageState({ path: STATE });
  await page.close();
});
test.use({ storageState: STATE });

async function fillApplicant(page: Page) {
  await page.getByLabel('회사명').fill('주식회사 봄길랩');
  await page.getByLabel('담당자 이름').fill('한봄길');
  await page.getByLabel('담당자 연락처').fill('01024681357');
  await page.getByLabel('이메일').fill('demo-new@example.com');
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The provider approves the company's waiting application of a service (its console is tested with snack24). */
async function approve(request: APIRequestContext, service: string, startDate: string) {
  const login = await request.post('/provider/v1/auth/login', {
    data: { email: 'demo-provider@example.com', password: PASSWORD },
  });
  const { clientId, clientSecret } = await login.json();
  const headers = { provider_client_id: clientId, provider_client_secret: clientSecret };
  const filter = encodeURIComponent(JSON.stringify({ service, status: 'SUBMITTED', q: '봄길랩' }));
  const list = await request.get(`/provider/v1/service-applications?filter=${filter}`, { headers });
  const [application] = (await list.json()) as { id: string }[];
  const approved = await request.post(`/provider/v1/service-applications/${application!.id}/approve`, {
    headers,
    data: { startDate },
  });
  baseExpect(approved.status()).toBe(200);
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const APPLICATIONS: Array<{ service: string; label: string; fill: (page: Page) => Promise<void> }> = [
  {
    service: 'breakfast24',
    label: '조식24',
    fill: async (page) => {
      await page.getByLabel('우편번호').fill('04056');
      await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 마포구 양화로 45');
      await page.getByLabel('상세 주소').fill('메세나폴리스 11층');
      await page.getByLabel('하루 인원 (명)').fill('30');
      await page.getByRole('checkbox', { name: '화' }).check();
      await pick(page, '메뉴 구성', '한식 도시락');
    },
  },
  {
    service: 'clean24',
    label: '클린24',
    fill: async (page) => {
      await page.getByLabel('우편번호').fill('04056');
      await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 마포구 양화로 45');
      await page.getByLabel('상세 주소').fill('메세나폴리스 11층');
      await page.getByLabel('면적 (㎡)').fill('330');
      await pick(page, '방문 주기', '격주');
      await page.getByRole('checkbox', { name: '금' }).check();
    },
  },
  {
    service: 'quick24',
    label: '퀵24',
    fill: async (page) => {
      await page.getByLabel('우편번호').fill('04056');
      await page.getByLabel('출발지 주소').fill('서울특별시 마포구 양화로 45');
      await page.getByLabel('상세 주소').fill('메세나폴리스 11층');
      await page.getByLabel('월 예상 건수 (건)').fill('25');
      await pick(page, '정산 방식', '월말 일괄 청구');
    },
  },
  {
    service: 'meal24',
    label: '식권24',
    fill: async (page) => {
      await page.getByLabel('이용 인원 (명)').fill('40');
      await page.getByLabel('1회 식권 금액 (원)').fill('9000');
      await pick(page, '발급 주기', '매일 1장');
    },
  },
];

for (const { service, label, fill } of APPLICATIONS) {
  test(`${service}: apply through both steps, the provider approves, the service page shows it running`, async ({
    page,
    request,
  }) => {
    await page.goto(`/pc/admin/${service}`);
    await page.getByRole('link', { name: '서비스 신청하기' }).click();
    await expect(page.getByRole('heading', { name: `${label} 서비스 신청` })).toBeVisible();
    await fillApplicant(page);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/serviceApply\?step=/);
    await fill(page);
    await page.getByRole('button', { name: '입력 내용 확인' }).click();
    await expect(page).toHaveURL(new RegExp(`${service}/result$`));
    await page.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByText('신청 상태: 승인 대기')).toBeVisible();

    await approve(request, service, tomorrow());
    await page.goto(`/pc/admin/${service}`);
    await expect(page.getByText('이용 중', { exact: true })).toBeVisible();
  });
}

test('flower24: order a wreath (kind, ribbon, address, time), the provider confirms it on the list', async ({
  page,
  request,
}) => {
  await page.goto('/pc/admin/flower24');
  await expect(page.getByText('아직 주문한 화환이 없습니다.')).toBeVisible();
  await page.getByRole('link', { name: '화환 주문하기' }).click();
  await expect(page.getByRole('heading', { name: '화환24 주문' })).toBeVisible();
  await page.getByRole('radio', { name: '근조 3단 화환 (100,000원)' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('리본 문구 (경조사어)를 입력해주세요.')).toBeVisible();
  await page.getByLabel('리본 문구 (경조사어)').fill('삼가 고인의 명복을 빕니다');
  await page.getByLabel('리본 문구 (보내는 분)').fill('주식회사 봄길랩 임직원 일동');
  await page.getByRole('button', { name: '다음' }).click();

  await expect(page.getByRole('button', { name: '주소 검색' })).toBeVisible();
  await page.getByLabel('받는 분 (행사명)').fill('고 김영수 님 빈소');
  await page.getByLabel('받는 분 연락처').fill('0221234567');
  await page.getByLabel('우편번호').fill('03080');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 종로구 대학로 101');
  await page.getByLabel('상세 주소').fill('서울대학교병원 장례식장 3호실');
  await page.getByLabel('배송일').fill(tomorrow());
  await page.getByRole('radio', { name: '가장 빠른 시간' }).check();
  await page.getByRole('button', { name: '입력 내용 확인' }).click();
  await expect(page.getByText('삼가 고인의 명복을 빕니다')).toBeVisible();
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText(/화환 주문이 접수되었습니다/)).toBeVisible();

  await approve(request, 'flower24', tomorrow());
  await page.goto('/pc/admin/flower24');
  const row = page.getByRole('table', { name: '주문 내역' }).getByRole('row', { name: /고 김영수 님 빈소/ });
  await expect(row).toContainText('근조 3단 화환');
  await expect(row).toContainText('배송 확정');
  // The next order starts empty.
  await page.getByRole('link', { name: '화환 주문하기' }).click();
  await expect(page.getByLabel('리본 문구 (경조사어)')).toHaveValue('');
});

test('snack24: a delivery date inside the cut-off is refused with the Korean message', async ({
  browser,
}) => {
  const page = await browser.newPage({ storageState: EMPTY });
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/snack24');
  const upcoming = page.getByRole('table', { name: '다가오는 배송' });
  await upcoming.getByRole('button', { name: '날짜 변경' }).first().click();
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
  await page.getByRole('textbox', { name: '새 배송일' }).fill(today);
  await page.getByRole('textbox', { name: '새 배송일' }).press('Tab');
  // A weekend day is refused beside the field at once (the button stays off); a weekday goes to the
  // server, which refuses it for the cut-off.
  const change = page.getByRole('dialog').getByRole('button', { name: '변경' });
  if (await change.isEnabled()) await change.click();
  await expect(
    page.getByText(
      /변경할 날짜는 마감 시간\(전날 15:00\) 전이고 30일 이내여야 합니다|주말에는 배송하지 않습니다/,
    ),
  ).toBeVisible();
  await page.close();
});
