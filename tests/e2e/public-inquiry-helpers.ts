import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { readTermsToEnd } from './public-helpers';

export const TERMS_TITLE = '서비스 문의 개인정보 수집·이용 동의 (필수)';
export const AGREE_LABEL = '위 내용을 모두 확인하였으며, 이에 동의합니다.';
export const FLOATING = '서비스 도입 문의하기';

export interface InquiryInput {
  companyName?: string;
  contactName?: string;
  cellphone?: string;
  email?: string;
  region?: '서울·경기' | '부산·경남';
  /** Label of the space field for this service, and what to type into it. */
  space?: { label: string; text: string };
  /** Pick the stubbed postcode suggestion, then type the detail. */
  address?: { detail: string };
  contents?: string;
  agree?: boolean;
}

export const VALID: Required<
  Pick<InquiryInput, 'companyName' | 'contactName' | 'cellphone' | 'email' | 'contents'>
> = {
  companyName: '주식회사 테스트상사',
  contactName: '김담당',
  cellphone: '01055557777',
  email: 'buyer@test-company.example.com',
  contents: '직원 60명, 다음 달부터 시작하고 싶습니다.',
};

/** The inquiry dialog opened by the floating button. */
export async function openInquiryDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: FLOATING }).click();
  const dialog = page.getByRole('dialog', { name: '서비스 도입 문의' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Agrees to the contact_privacy_policy document the way a visitor must: read to the end, tick, 확인. */
export async function agreeThroughTerms(page: Page, form: Locator) {
  await form.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).click();
  const terms = page.getByRole('dialog', { name: TERMS_TITLE });
  await expect(terms).toBeVisible();
  await readTermsToEnd(page);
  await terms.getByRole('checkbox', { name: AGREE_LABEL }).check();
  await terms.getByRole('button', { name: '확인', exact: true }).click();
  await expect(terms).toBeHidden();
  await expect(form.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ })).toBeChecked();
}

/** Fills what `input` names; a field left out stays empty. */
export async function fillInquiry(page: Page, form: Locator, input: InquiryInput) {
  if (input.companyName !== undefined) await form.getByLabel('회사명 (필수)').fill(input.companyName);
  if (input.contactName !== undefined) await form.getByLabel('담당자명 (필수)').fill(input.contactName);
  if (input.cellphone !== undefined) await form.getByLabel('휴대폰 번호 (필수)').fill(input.cellphone);
  if (input.email !== undefined) await form.getByLabel('이메일 (필수)').fill(input.email);
  if (input.region) await form.getByRole('radio', { name: input.region }).check();
  if (input.space) await form.getByLabel(`${input.space.label} (필수)`).fill(input.space.text);
  if (input.address) {
    await form.getByRole('button', { name: '주소 검색' }).click();
    const search = page.getByRole('dialog', { name: '주소 검색' });
    await search.getByRole('button', { name: '서울 강남구 테헤란로 427' }).click();
    await expect(search).toBeHidden();
    await form.getByLabel('상세주소').fill(input.address.detail);
  }
  if (input.contents !== undefined) await form.getByLabel('문의 내용 (필수)').fill(input.contents);
  if (input.agree) await agreeThroughTerms(page, form);
}

/** Presses Tab until `target` has the focus (a keyboard user reaching it), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The stored inquiry, as its author sees it through GET /homepage/v2/inquiry-progress. */
export async function storedInquiry(page: Page, receiptNo: string, cellphone: string) {
  const response = await page.request.get(
    `/homepage/v2/inquiry-progress?receiptNo=${encodeURIComponent(receiptNo)}&cellphone=${cellphone}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    inquiryServiceType: string;
    inquiryRegion: string | null;
    inquiryContents: string;
    address: string | null;
    tracking: Record<string, string>;
    statusLabel: string;
  };
}
