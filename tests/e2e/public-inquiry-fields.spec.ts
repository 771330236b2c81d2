import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, breakPostcode, stubPostcode } from './public-helpers';
import {
  AGREE_LABEL,
  FLOATING,
  TERMS_TITLE,
  VALID,
  fillInquiry,
  openInquiryDialog,
  tabTo,
} from './public-inquiry-helpers';
import type { InquiryInput } from './public-inquiry-helpers';

const CLEAN_SPACE = { label: '청소 공간', text: '사무실 200㎡' };
const FULL_CLEAN: InquiryInput = { ...VALID, space: CLEAN_SPACE, address: { detail: '12층' }, agree: true };

/** Each required field of a cleaning inquiry (the type with the most), its Korean message and its input. */
const REQUIRED: readonly {
  field: string;
  leaveOut: Partial<InquiryInput>;
  message: string;
  focus: string;
}[] = [
  {
    field: 'companyName',
    leaveOut: { companyName: undefined },
    message: '회사명을 입력해주세요.',
    focus: '회사명 (필수)',
  },
  {
    field: 'contactName',
    leaveOut: { contactName: undefined },
    message: '담당자명을 입력해주세요.',
    focus: '담당자명 (필수)',
  },
  {
    field: 'cellphone',
    leaveOut: { cellphone: undefined },
    message: '휴대폰 번호를 입력해주세요.',
    focus: '휴대폰 번호 (필수)',
  },
  {
    field: 'email',
    leaveOut: { email: undefined },
    message: '이메일을 정확하게 입력해주세요.',
    focus: '이메일 (필수)',
  },
  {
    field: 'space',
    leaveOut: { space: undefined },
    message: '청소할 공간에 대해 설명해주세요.',
    focus: '청소 공간 (필수)',
  },
  { field: 'zonecode', leaveOut: { address: undefined }, message: '주소를 입력해주세요.', focus: '우편번호' },
  {
    field: 'address2',
    leaveOut: { address: { detail: '' } },
    message: '상세주소를 입력해주세요.',
    focus: '상세주소',
  },
  {
    field: 'inquiryContents',
    leaveOut: { contents: undefined },
    message: '문의 내용을 입력해주세요.',
    focus: '문의 내용 (필수)',
  },
];

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  for (const { field, leaveOut, message, focus } of REQUIRED) {
    test(`leaving ${field} empty shows “${message}” and puts the focus there`, async ({ page }) => {
      await stubPostcode(page);
      await page.goto('/pc/clean24');
      const dialog = await openInquiryDialog(page);
      await fillInquiry(page, dialog, { ...FULL_CLEAN, ...leaveOut });
      await dialog.getByRole('button', { name: '문의 접수하기' }).click();
      await expect(dialog.getByText(message, { exact: true }).first()).toBeVisible();
      await expect(dialog.getByLabel(focus, { exact: true })).toBeFocused();
      await expect(page).toHaveURL(/\/pc\/clean24$/);
    });
  }

  test('without consent the form asks for it and focuses the consent checkbox', async ({ page }) => {
    await page.goto('/pc/office24');
    const dialog = await openInquiryDialog(page);
    await fillInquiry(page, dialog, VALID);
    await dialog.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(dialog.getByText('개인정보 수집 및 이용에 동의해주세요.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ })).toBeFocused();
  });

  test('a snack inquiry without a region says “필수값 입니다.” at the region', async ({ page }) => {
    await page.goto('/pc/snack24');
    const dialog = await openInquiryDialog(page);
    await fillInquiry(page, dialog, { ...VALID, agree: true });
    await dialog.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(dialog.getByText('필수값 입니다.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '서울·경기' })).toBeFocused();
  });

  test('an empty form reports its first field, the company name, first', async ({ page }) => {
    await page.goto('/pc/birth24');
    const dialog = await openInquiryDialog(page);
    await dialog.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(dialog.getByText('회사명을 입력해주세요.')).toBeVisible();
    await expect(dialog.getByText('문의 내용을 입력해주세요.')).toBeVisible();
    await expect(dialog.getByLabel('회사명 (필수)')).toBeFocused();
  });

  test('the sales agency asks for main clients or sales cases (PC wording)', async ({ page }) => {
    await page.goto('/pc/snack24/sales');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '문의 접수하기' }) })
      .first();
    await fillInquiry(page, form, { ...VALID, agree: true });
    await form.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(form.getByText('주요 거래처 또는 영업 사례를 입력해주세요.')).toBeVisible();
    await expect(form.getByLabel('주요 거래처 / 영업 사례 (필수)')).toBeFocused();
  });

  test('the postcode search shows 500 px high with 10 suggestions and fills read-only fields', async ({
    page,
  }) => {
    await stubPostcode(page);
    await page.goto('/pc/clean24');
    const dialog = await openInquiryDialog(page);
    await dialog.getByRole('button', { name: '주소 검색' }).click();
    await page
      .getByRole('dialog', { name: '주소 검색' })
      .getByRole('button', { name: '서울 강남구 테헤란로 427' })
      .click();
    expect(await page.evaluate(() => (window as { __postcode?: unknown }).__postcode)).toEqual({
      maxSuggestItems: 10,
      height: 500,
    });
    await expect(dialog.getByLabel('우편번호')).toHaveValue('06164');
    await expect(dialog.getByLabel('주소', { exact: true })).toHaveValue(
      '서울 강남구 테헤란로 427 (포털24타워)',
    );
    await expect(dialog.getByLabel('우편번호')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('주소', { exact: true })).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('상세주소')).toBeFocused();
  });

  test('when the postcode script cannot load, the message shows and the address can be typed', async ({
    page,
  }) => {
    await breakPostcode(page);
    await page.goto('/pc/clean24');
    const dialog = await openInquiryDialog(page);
    await fillInquiry(page, dialog, { ...VALID, space: CLEAN_SPACE });
    await dialog.getByRole('button', { name: '주소 검색' }).click();
    const message = '현재 우편번호 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';
    const search = page.getByRole('dialog', { name: '주소 검색' });
    await expect(search.getByText(message)).toBeVisible();
    await search.getByRole('button', { name: '닫기' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await dialog.getByLabel('우편번호').fill('06164');
    await dialog.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 427');
    await dialog.getByLabel('상세주소').fill('12층');
    await fillInquiry(page, dialog, { agree: true });
    await dialog.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(page).toHaveURL(/\/pc\/clean24\/complete$/);
  });

  test('the consent document must be read to the end before its checkbox and 확인 work', async ({ page }) => {
    await page.goto('/pc/office24');
    const dialog = await openInquiryDialog(page);
    await dialog.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).click();
    const terms = page.getByRole('dialog', { name: TERMS_TITLE });
    const agree = terms.getByRole('checkbox', { name: AGREE_LABEL });
    await expect(agree).toHaveAttribute('aria-disabled', 'true');
    await expect(terms.getByRole('button', { name: '확인', exact: true })).toBeDisabled();

    // force: Playwright itself refuses to click an aria-disabled control; a person's click still lands.
    await agree.click({ force: true });
    const alert = page.getByRole('dialog').filter({ hasText: '내용을 끝까지 읽고 동의해주세요.' });
    await expect(alert).toContainText(TERMS_TITLE);
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(agree).not.toBeChecked();

    await page.getByTestId('terms-scroll').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(agree).toHaveAttribute('aria-disabled', 'false');
    await agree.check();
    await terms.getByRole('button', { name: '확인', exact: true }).click();
    await expect(terms).toBeHidden();
    await expect(dialog.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ })).toBeChecked();
  });

  test('the inquiry form and the terms dialog can be completed with the keyboard alone', async ({ page }) => {
    await page.goto('/pc/office24');
    await tabTo(page, page.getByRole('button', { name: FLOATING }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '서비스 도입 문의' });
    for (const [label, value] of [
      ['회사명 (필수)', VALID.companyName],
      ['담당자명 (필수)', VALID.contactName],
      ['휴대폰 번호 (필수)', VALID.cellphone],
      ['이메일 (필수)', VALID.email],
      ['문의 내용 (필수)', VALID.contents],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, dialog.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }));
    await page.keyboard.press('Space');
    const terms = page.getByRole('dialog', { name: TERMS_TITLE });
    await tabTo(page, page.getByTestId('terms-scroll'));
    await page.keyboard.press('End');
    const agree = terms.getByRole('checkbox', { name: AGREE_LABEL });
    await expect(agree).toHaveAttribute('aria-disabled', 'false');
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await tabTo(page, terms.getByRole('button', { name: '확인', exact: true }));
    await page.keyboard.press('Enter');
    await expect(terms).toBeHidden();
    await tabTo(page, dialog.getByRole('button', { name: '문의 접수하기' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pc\/office24\/complete$/);
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the sales agency space uses the mobile wording', async ({ page }) => {
    await page.goto('/mobile/snack24/sales');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '문의 접수하기' }) })
      .first();
    await form.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(form.getByText('문의 내용을 입력해주세요.').first()).toBeVisible();
    await expect(form.getByText('주요 거래처 또는 영업 사례를 입력해주세요.')).toHaveCount(0);
  });

  test('a cleaning address left empty says “상세주소를 입력해주세요.” at the address (mobile wording)', async ({
    page,
  }) => {
    await page.goto('/mobile/clean24');
    const dialog = await openInquiryDialog(page);
    await dialog.getByRole('button', { name: '문의 접수하기' }).click();
    await expect(dialog.getByLabel('주소', { exact: true })).toHaveAccessibleDescription(
      '상세주소를 입력해주세요.',
    );
  });
});
