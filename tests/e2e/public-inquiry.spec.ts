import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, overrideLinks, stubPostcode } from './public-helpers';
import { VALID, fillInquiry, openInquiryDialog, storedInquiry } from './public-inquiry-helpers';
import type { InquiryInput } from './public-inquiry-helpers';

test.use(DESKTOP);

const QUERY = '?utm_source=e2e&utm_medium=cpc&utm_campaign=inquiry';
// An origin-only referrer: what the browser's default referrer policy passes across sites anyway.
const REFERRER = 'http://search.example.org/';

/** Every service type: the page it is asked from, how (dialog or the page's own form), and where it lands. */
const CASES: readonly {
  type: string;
  page: string;
  via: 'dialog' | 'page';
  extra: InquiryInput;
  complete: string;
  check?: (stored: Awaited<ReturnType<typeof storedInquiry>>) => void;
}[] = [
  {
    type: 'SNACK',
    page: '/pc/snack24',
    via: 'dialog',
    extra: { region: '부산·경남' },
    complete: '/pc/snack24/inquiry/complete',
    check: (stored) => expect(stored.inquiryRegion).toBe('REGION_B'),
  },
  {
    type: 'SNACK_PARTNER',
    page: '/pc/snack24/partner',
    via: 'page',
    extra: {},
    complete: '/pc/snack24/inquiry/complete',
  },
  {
    type: 'SNACK_SALES_AGENCY',
    page: '/pc/snack24/sales',
    via: 'page',
    extra: { space: { label: '주요 거래처 / 영업 사례', text: '판교 IT 기업 12곳 거래' } },
    complete: '/pc/snack24/inquiry/complete',
    check: (stored) => expect(stored.inquiryContents.split('\n')[0]).toBe('판교 IT 기업 12곳 거래'),
  },
  { type: 'BIRTH', page: '/pc/birth24', via: 'dialog', extra: {}, complete: '/pc/birth24/inquiry/complete' },
  {
    type: 'CLEAN',
    page: '/pc/clean24',
    via: 'dialog',
    extra: { space: { label: '청소 공간', text: '사무실 200㎡, 회의실 2개' }, address: { detail: '12층' } },
    complete: '/pc/clean24/complete',
    check: (stored) => {
      expect(stored.inquiryContents).toBe(`사무실 200㎡, 회의실 2개\n${VALID.contents}`);
      expect(stored.address).toBe('(06164) 서울 강남구 테헤란로 427 (포털24타워) 12층');
      expect(stored.inquiryRegion).toBeNull();
    },
  },
  {
    type: 'BREAKFAST',
    page: '/pc/breakfast24',
    via: 'dialog',
    extra: {},
    complete: '/pc/breakfast24/complete',
  },
  { type: 'OFFICE', page: '/pc/office24', via: 'dialog', extra: {}, complete: '/pc/office24/complete' },
  { type: 'QUICK', page: '/pc/quick24', via: 'dialog', extra: {}, complete: '/pc/quick24/complete' },
];

async function formOf(page: Page, via: 'dialog' | 'page'): Promise<Locator> {
  if (via === 'dialog') return openInquiryDialog(page);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: '문의 접수하기' }) })
    .first();
  await expect(form).toBeVisible();
  return form;
}

for (const entry of CASES) {
  test(`a valid ${entry.type} inquiry from ${entry.page} is stored with the session's tracking tags`, async ({
    page,
  }) => {
    await stubPostcode(page);
    if (entry.type === 'QUICK') await overrideLinks(page, { quickUrl: '' });
    await page.goto(`${entry.page}${QUERY}`, { referer: REFERRER });
    const form = await formOf(page, entry.via);
    await expect(form.getByLabel('문의 서비스 (필수)')).toHaveValue(entry.type);
    await fillInquiry(page, form, { ...VALID, ...entry.extra, agree: true });
    await form.getByRole('button', { name: '문의 접수하기' }).click();

    await expect(page).toHaveURL(`${entry.complete}${QUERY}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: '문의가 접수되었습니다' })).toBeVisible();
    const receiptNo = (await page.getByTestId('receipt-no').innerText()).trim();
    expect(receiptNo).toMatch(/^Q-\d{8}-\d{4,}$/);

    const stored = await storedInquiry(page, receiptNo, VALID.cellphone);
    expect(stored.inquiryServiceType).toBe(entry.type);
    expect(stored.tracking).toMatchObject({
      utm_source: 'e2e',
      utm_medium: 'cpc',
      utm_campaign: 'inquiry',
      landingPath: entry.page,
      device: 'PC',
      referrer: REFERRER,
    });
    entry.check?.(stored);

    // The completion page's own lookup answers with the state.
    await page.getByRole('button', { name: '확인하기' }).click();
    await expect(page.getByTestId('inquiry-status')).toHaveText('접수 완료');
  });
}

test('the dialog opens with a fresh form preset to the route’s service every time', async ({ page }) => {
  await page.goto('/pc/clean24');
  let dialog = await openInquiryDialog(page);
  await expect(dialog.getByLabel('문의 서비스 (필수)')).toHaveValue('CLEAN');
  await dialog.getByLabel('회사명 (필수)').fill('지울 회사');
  await dialog.getByLabel('문의 서비스 (필수)').selectOption('OFFICE');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openInquiryDialog(page);
  await expect(dialog.getByLabel('문의 서비스 (필수)')).toHaveValue('CLEAN');
  await expect(dialog.getByLabel('회사명 (필수)')).toHaveValue('');
});

test('a failed submit shows the spec’s alert and ends loading, keeping the form', async ({ page }) => {
  await page.route('**/homepage/v2/inquiry', (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'INTERNAL_ERROR', message: '오류' } }),
  );
  await page.goto('/pc/office24');
  const dialog = await openInquiryDialog(page);
  await fillInquiry(page, dialog, { ...VALID, agree: true });
  await dialog.getByRole('button', { name: '문의 접수하기' }).click();
  const alert = page
    .getByRole('dialog')
    .filter({ hasText: '문의 접수 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(dialog.getByRole('button', { name: '문의 접수하기' })).toBeEnabled();
  await expect(dialog.getByLabel('회사명 (필수)')).toHaveValue(VALID.companyName);
  await expect(page).toHaveURL(/\/pc\/office24$/);
});
