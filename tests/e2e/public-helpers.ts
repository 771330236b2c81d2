import { devices, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The two devices every public route is visited on. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['iPhone 13'].userAgent,
  deviceScaleFactor: 3,
};

/** Outside addresses of the server's default settings (server/settings.ts). */
export const MARKETING_ORIGIN = 'https://www.example.com';
export const QUICK_ORIGIN = 'https://quick.example.com';
export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** Words that must never reach a visitor: filler text and unfinished-work markers. */
export const PLACEHOLDER = /lorem|ipsum|TODO|FIXME|준비\s?중|공사\s?중|placeholder/i;

/** An outside site answers with a small page of its own, so the test can see it arrived there. */
export async function stubOutsideSite(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<html><body><h1>outside ${origin}</h1></body></html>` }),
  );
}

/** The links constant with some addresses replaced (e.g. quickUrl '' to see our own quick page). */
export async function overrideLinks(page: Page, patch: Record<string, string>) {
  await page.route('**/homepage/v2/constants/links', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { name: string; value: Record<string, string> };
    await route.fulfill({ response, json: { ...body, value: { ...body.value, ...patch } } });
  });
}

export const CHOSEN_ADDRESS = {
  zonecode: '06164',
  address: '서울 강남구 테헤란로 427',
  roadAddress: '서울 강남구 테헤란로 427',
  jibunAddress: '서울 강남구 삼성동 143-40',
  userSelectedType: 'R',
  buildingName: '포털24타워',
  bcode: '1168010500',
};

/**
 * The Kakao postcode script, faked at the network layer: daum.Postcode embeds one suggestion button
 * and records the options it was given, so the test can check height and suggestion limit.
 */
export async function stubPostcode(page: Page) {
  const script = `
    window.daum = { Postcode: function (options) {
      this.embed = function (element) {
        window.__postcode = { maxSuggestItems: options.maxSuggestItems, height: element.getBoundingClientRect().height };
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = ${JSON.stringify(CHOSEN_ADDRESS.roadAddress)};
        button.onclick = function () { options.oncomplete(${JSON.stringify(CHOSEN_ADDRESS)}); };
        element.appendChild(button);
      };
    } };`;
  await page.route(POSTCODE_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
}

/** The postcode host unreachable. */
export async function breakPostcode(page: Page) {
  await page.route(POSTCODE_SCRIPT, (route) => route.abort('connectionrefused'));
}

/** Scrolls the terms text to its end the way a reader would (the dialog checks 300 ms later). */
export async function readTermsToEnd(page: Page) {
  const box = page.getByTestId('terms-scroll');
  await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(page.getByRole('button', { name: '확인', exact: true })).toBeEnabled();
}

/** Ticks both required sign-up terms through their dialogs, as every sign-up path asks. */
export async function agreeToRequiredTerms(page: Page) {
  for (const name of [/서비스 이용약관 \(필수\)/, /개인정보 수집 및 이용 \(필수\)/]) {
    await page.getByRole('checkbox', { name }).click();
    await readTermsToEnd(page);
    await page.getByRole('checkbox', { name: '위 내용을 모두 확인하였으며, 이에 동의합니다.' }).check();
    await page.getByRole('button', { name: '확인', exact: true }).click();
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
}

/** The whole visible text of the page must hold no placeholder words. */
export async function expectNoPlaceholder(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(PLACEHOLDER);
}
