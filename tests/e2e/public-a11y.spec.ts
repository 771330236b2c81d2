import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, overrideLinks, stubPostcode } from './public-helpers';
import { TERMS_TITLE, openInquiryDialog } from './public-inquiry-helpers';

const DEVICE_PAGES = [
  'snack24',
  'snack24/partner',
  'snack24/sales',
  'snack24/inquiry/complete',
  'birth24',
  'birth24/inquiry/complete',
  'clean24',
  'clean24/complete',
  'breakfast24',
  'breakfast24/menu',
  'breakfast24/complete',
  'office24',
  'office24/complete',
  'quick24',
  'quick24/complete',
  'quick24/order/serviceApply',
  'quick24/order/detail',
];
const OTHER_PAGES = [
  '/pc/flower24/terms/flower24_service_policy',
  '/pc/sending24/terms/sending24_service_policy',
  '/pc/sending24/goodsList',
  '/externalPay?amount=33000&payer=%EA%B9%80%EA%B2%B0%EC%A0%9C',
  '/externalPay/result',
  '/officeLogin',
  '/404',
];
const SAMPLE_PAGES = [
  'icon',
  'toast',
  'banner',
  'select',
  'input',
  'confirm',
  'button',
  'radio',
  'table',
  'pagination',
  'form',
  'accordion',
  'datepicker',
  'alert-dialog-slide-up',
  'skeleton-loading',
  'drag-file',
  'excel',
  'payment-test',
  'payment-result',
  'drag-drop-tree',
  'map',
  'scroll',
  'web-socket',
];

/** The page settled: heading painted, lazy footer and links in. */
async function settle(page: Page, path?: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  // A page still loading (skeletons) is not the page: its buttons turn from disabled to their colour
  // when it ends, and axe must not look in the middle of that.
  await expect(page.locator('.MuiSkeleton-root'), path).toHaveCount(0, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
}

/** Opens a page and answers its serious and critical axe findings, each line starting with the path. */
async function findings(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settle(page, path);
  return (await seriousViolations(page)).map((finding) => `${path}: ${finding}`);
}

for (const [device, use] of [
  ['pc', DESKTOP],
  ['mobile', PHONE],
] as const) {
  test.describe(`axe on ${device === 'pc' ? 'a desktop' : 'a phone'}`, () => {
    test.use(use);

    // One walk per device in one browser page (its scripts load once); each finding names its page.
    test(`every /${device}/ page has no serious or critical violation`, async ({ page }) => {
      test.setTimeout(300_000);
      await overrideLinks(page, { quickUrl: '' });
      const found: string[] = [];
      for (const path of DEVICE_PAGES) found.push(...(await findings(page, `/${device}/${path}`)));
      expect(found).toEqual([]);
    });

    test('the inquiry dialog, its address search and the terms dialog have none either', async ({ page }) => {
      await stubPostcode(page);
      await page.goto(`/${device}/clean24`);
      await settle(page);
      const dialog = await openInquiryDialog(page);
      const found = await seriousViolations(page);
      await dialog.getByRole('button', { name: '문의 접수하기' }).click();
      await expect(dialog.getByText('회사명을 입력해주세요.')).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await dialog.getByRole('button', { name: '주소 검색' }).click();
      await expect(page.getByRole('dialog', { name: '주소 검색' })).toBeVisible();
      found.push(...(await seriousViolations(page)));
      await page.getByRole('dialog', { name: '주소 검색' }).getByRole('button', { name: '닫기' }).click();
      await dialog.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ }).click();
      await expect(page.getByRole('dialog', { name: TERMS_TITLE })).toBeVisible();
      found.push(...(await seriousViolations(page)));
      expect(found).toEqual([]);
    });
  });
}

test.describe('axe on the other public pages', () => {
  test.use(DESKTOP);

  // One test per page here, each in a fresh browser context (the sample pages are many small apps).
  for (const path of [...OTHER_PAGES, ...SAMPLE_PAGES.map((sample) => `/sample/${sample}`)]) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      expect(await findings(page, path)).toEqual([]);
    });
  }
});
