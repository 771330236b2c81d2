import { expect, test } from '@playwright/test';
import { loginThroughPage } from './helpers';
import { landingPatterns, specRoutes } from './admin-login-walk';
import { expectNoSeriousAxe, recipientAnswer } from './gift-helpers';
import { stubPostcode } from './public-helpers';

const GIFT_ROUTE = /\/pc\/admin\/(sending24|birth24|event\/)/;
const giftRoutes = specRoutes('login').filter((route) => GIFT_ROUTE.test(route.pattern));

test('every gift route of the spec shows its own screen, without serious axe findings', async ({ page }) => {
  test.setTimeout(120_000);
  expect(giftRoutes.length).toBeGreaterThanOrEqual(13);
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/home');
  const checked = new Set<string>();
  for (const route of giftRoutes) {
    // Inside the loaded console, as a link would (a history entry without the flow's state).
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    const here = () => new URL(page.url()).pathname;
    // A company on the gift service goes from the service page to its event list (spec 1 §2).
    const landings = [...landingPatterns(route), /^\/pc\/admin\/sending24\/event\/list$/];
    await expect
      .poll(() => landings.some((pattern) => pattern.test(here())), { message: route.path })
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('페이지를 찾을 수 없습니다'), route.path).toHaveCount(0);
    // Step pages entered directly all land on the birth24 list: one axe run per screen shown.
    if (!checked.has(here())) {
      // The screen as it settles: its page chunk and first data in, the loading bar gone.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await expectNoSeriousAxe(page, route.path);
    }
    checked.add(here());
  }
  // Step pages entered directly go to the birth24 list; the event step of the application goes to its first step.
  await page.goto('/pc/admin/birth24Order/status/s1/e1/b1');
  await expect(page).toHaveURL(/\/pc\/admin\/birth24\/list$/);
  await page.goto('/pc/admin/birth24/serviceApply/event');
  await expect(page).toHaveURL(/\/pc\/admin\/birth24\/serviceApply\/applicant$/);
  // The top menu's 선물24 and the left menu's event entry lead to the event lists.
  await page.goto('/pc/admin/home');
  await page.getByRole('link', { name: '선물 이벤트' }).first().click();
  await expect(page).toHaveURL(/\/pc\/admin\/event\/list$/);
});

test("the recipient's page on a phone and a desktop: card, one choice, address, then the chosen gift", async ({
  page,
}) => {
  let answer = recipientAnswer();
  let chosen: unknown = null;
  await page.route('**/birth/v3/public/gift/*', (route) => route.fulfill({ json: answer }));
  await page.route('**/birth/v3/public/gift/*/choice', async (route) => {
    chosen = route.request().postDataJSON();
    answer = recipientAnswer({
      state: 'CHOSEN',
      chosen: {
        item: answer.items[0]!,
        delivery: {
          name: '김하늘',
          cellPhone: '01012345678',
          zoneCode: '06164',
          address1: '서울 강남구 테헤란로 427',
          address2: '12층',
          carrier: null,
          trackingNumber: null,
          shippedAt: null,
        },
        voucher: null,
      },
    });
    await route.fulfill({ json: answer });
  });
  await stubPostcode(page);

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/gift/token-abc');
    await expect(page.getByRole('heading', { name: '김하늘님, 선물이 도착했어요' })).toBeVisible();
    await expect(page.getByText('생일 축하드립니다!')).toBeVisible();
    // The animated birthday card has no image: its balloons move.
    const balloon = page.locator('[data-card="birth_day05"] [data-animated]').first();
    expect(await balloon.evaluate((el) => getComputedStyle(el).animationName)).toContain('gift-card-rise');
    await expectNoSeriousAxe(page, `recipient ${viewport.width}`);
  }
  // The phone never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByText('딸기 생크림 케이크').click();
  await page.getByRole('button', { name: '이 선물로 할게요' }).click();
  await page.getByRole('button', { name: '이 주소로 받기' }).click();
  await expect(page.getByText('휴대폰 번호 11자리를 입력해주세요.')).toBeVisible();
  await page.getByLabel('휴대폰 번호').fill('010-1234-5678');
  await page.getByRole('button', { name: '주소 검색' }).click();
  await page.getByRole('button', { name: '서울 강남구 테헤란로 427' }).click();
  await expect(page.getByLabel('우편번호')).toHaveValue('06164');
  await page.getByLabel('상세 주소').fill('12층');
  await expectNoSeriousAxe(page, 'recipient address form');
  await page.getByRole('button', { name: '이 주소로 받기' }).click();
  await expect(page.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  expect(chosen).toMatchObject({
    itemId: 'item-cake',
    delivery: { cellPhone: '01012345678', zoneCode: '06164' },
  });
  await expect(page.getByTestId('shipment')).toContainText('출고되면 운송장 번호');

  // A voucher: its code as a barcode with the expiry.
  answer = recipientAnswer({
    state: 'CHOSEN',
    chosen: {
      item: answer.items[1]!,
      delivery: null,
      voucher: {
        code: '123456789012',
        kind: 'VOUCHER_ITEM',
        amount: null,
        expiresAt: '2027-02-22',
        exchanged: false,
      },
    },
  });
  await page.reload();
  await expect(page.getByTestId('voucher-barcode')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByText('유효기간 2027년 2월 22일까지')).toBeVisible();
  await expectNoSeriousAxe(page, 'recipient voucher');

  // Expired, cancelled and unknown links: a clear Korean page, never an error.
  answer = recipientAnswer({
    state: 'EXPIRED',
    message: '선물 선택 기간이 지났습니다. 보내신 분께 문의해주세요.',
    items: [],
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '선물 선택 기간이 지났습니다' })).toBeVisible();
  answer = recipientAnswer({ state: 'CANCELLED', message: '보내신 분이 선물을 취소했습니다.', items: [] });
  await page.reload();
  await expect(page.getByRole('heading', { name: '취소된 선물입니다' })).toBeVisible();
  await page.unroute('**/birth/v3/public/gift/*');
  await page.route('**/birth/v3/public/gift/*', (route) =>
    route.fulfill({
      status: 404,
      json: {
        status: 404,
        code: 'NOT_FOUND',
        message: '선물 링크를 찾을 수 없습니다. 받으신 메시지의 링크를 다시 확인해주세요.',
      },
    }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: '선물 링크를 찾을 수 없습니다' })).toBeVisible();
  await expectNoSeriousAxe(page, 'recipient not found');
});

test("a gift call refused with 403 shows the server's message as a warning toast", async ({ page }) => {
  await loginThroughPage(page, 'demo-member@example.com');
  await page.goto('/pc/admin/sending24/event/detail/x');
  // react-admin's notification (spec 1 §8: warning toast with the server's message).
  await expect(page.locator('.MuiSnackbar-root')).toContainText('관리자만 사용할 수 있는 기능입니다.', {
    timeout: 15_000,
  });
});
