import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  MARKETING_ORIGIN,
  PHONE,
  QUICK_ORIGIN,
  expectNoPlaceholder,
  overrideLinks,
  stubOutsideSite,
} from './public-helpers';
import { loginThroughPage } from './helpers';

const COMPLETE = '문의가 접수되었습니다';
type Device = 'pc' | 'mobile';

/** routes.tsv's device pages (below /pc or /mobile): where each lands and the heading it shows. */
const DEVICE_ROUTES: readonly { path: string; lands?: string; heading: string; orderPage?: boolean }[] = [
  { path: 'home', lands: 'snack24', heading: '사무실 간식, 이제 고르고 채우는 일까지 맡기세요' },
  { path: 'snack24', heading: '사무실 간식, 이제 고르고 채우는 일까지 맡기세요' },
  { path: 'snack24/partner', heading: '기업 사무실 간식대에 우리 상품을 올려보세요' },
  { path: 'snack24/sales', heading: '거래처에 스낵24를 소개하고 매달 수수료를 받으세요' },
  { path: 'snack24/inquiry/complete', heading: COMPLETE },
  { path: 'snack24/sales/complete', lands: 'snack24/inquiry/complete', heading: COMPLETE },
  { path: 'snack24/partner/complete', lands: 'snack24/inquiry/complete', heading: COMPLETE },
  { path: 'birth24', heading: '생일과 기념일 선물, 한 번 설정하면 매년 알아서' },
  { path: 'birth24/inquiry/complete', heading: COMPLETE },
  { path: 'clean24', heading: '출근할 때마다 처음처럼 깨끗한 사무실' },
  { path: 'clean24/complete', heading: COMPLETE },
  { path: 'breakfast24', heading: '아침을 거르는 구성원에게, 출근길 대신 사무실 조식' },
  { path: 'breakfast24/menu', heading: '조식24 이번 주 메뉴' },
  { path: 'breakfast24/complete', heading: COMPLETE },
  { path: 'office24', heading: '사무용품 구매부터 결재, 정산까지 한 곳에서' },
  { path: 'office24/complete', heading: COMPLETE },
  { path: 'quick24/complete', heading: COMPLETE },
  { path: 'quick24/order/serviceApply', heading: '퀵 배송 주문', orderPage: true },
  // Payment and completion need the earlier steps of this session; entered directly they start over.
  {
    path: 'quick24/order/payment',
    lands: 'quick24/order/serviceApply',
    heading: '퀵 배송 주문',
    orderPage: true,
  },
  {
    path: 'quick24/order/complete',
    lands: 'quick24/order/serviceApply',
    heading: '퀵 배송 주문',
    orderPage: true,
  },
  { path: 'quick24/order/detail', heading: '퀵 주문 조회', orderPage: true },
];

/** routes.tsv's other public pages: same on both devices. */
const OTHER_ROUTES: readonly { path: string; lands: RegExp; heading: string | RegExp }[] = [
  {
    path: '/pc/flower24/terms/flower24_service_policy',
    lands: /\/pc\/flower24\/terms\/flower24_service_policy$/,
    heading: /플라워24/,
  },
  {
    path: '/pc/sending24/terms/sending24_service_policy',
    lands: /\/pc\/sending24\/terms\/sending24_service_policy$/,
    heading: /선물/,
  },
  { path: '/pc/sending24/goodsList', lands: /\/pc\/sending24\/goodsList$/, heading: '선물24 선물 카탈로그' },
  {
    path: '/pc/sending24/goodsList/Xk29aQ',
    lands: /\/pc\/sending24\/goodsList\/Xk29aQ$/,
    heading: '선물24 선물 카탈로그',
  },
  {
    path: '/externalPay?amount=33000&payer=%EA%B9%80%EA%B2%B0%EC%A0%9C',
    lands: /\/externalPay\?/,
    heading: '결제하기',
  },
  { path: '/externalPay', lands: /\/externalPay$/, heading: '결제 요청 정보가 올바르지 않습니다' },
  { path: '/externalPay/result', lands: /\/externalPay\/result$/, heading: '결제 내역을 찾을 수 없습니다' },
  {
    path: '/redirect?url=%2Fpc%2Fclean24%3Futm_source%3Dsms',
    lands: /\/(pc|mobile)\/clean24\?utm_source=sms$/,
    heading: '출근할 때마다 처음처럼 깨끗한 사무실',
  },
  {
    path: '/redirect?url=https%3A%2F%2Fevil.example.com',
    lands: /\/404$/,
    heading: '페이지를 찾을 수 없습니다',
  },
  { path: '/404', lands: /\/404$/, heading: '페이지를 찾을 수 없습니다' },
  { path: '/no/such/page?x=1', lands: /\/404$/, heading: '페이지를 찾을 수 없습니다' },
  { path: '/officeLogin', lands: /\/officeLogin$/, heading: '오피스24 자동 로그인' },
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

async function expectPage(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expectNoPlaceholder(page);
}

for (const [device, use] of [
  ['pc', DESKTOP],
  ['mobile', PHONE],
] as const) {
  test.describe(`public routes on ${device === 'pc' ? 'a desktop' : 'a phone'}`, () => {
    test.use(use);
    const other: Device = device === 'pc' ? 'mobile' : 'pc';

    for (const route of DEVICE_ROUTES) {
      test(`/${device}/${route.path} and its /${other}/ twin show ${route.lands ?? route.path} for this device`, async ({
        page,
      }) => {
        const target = new RegExp(
          `/${device}/${(route.lands ?? route.path).replaceAll('/', '\\/')}\\?utm_source=t$`,
        );
        await page.goto(`/${other}/${route.path}?utm_source=t`);
        await expect(page).toHaveURL(target);
        await page.goto(`/${device}/${route.path}?utm_source=t`);
        await expect(page).toHaveURL(target);
        await expectPage(page, route.heading);
        const floating = page.getByRole('button', { name: '서비스 도입 문의하기' });
        if (route.orderPage) {
          await expect(floating).toHaveCount(0);
          await expect(page.getByRole('contentinfo')).toHaveCount(0);
        } else {
          await expect(floating).toBeVisible();
          await expect(page.getByRole('contentinfo')).toContainText('1644-4624');
        }
      });
    }

    test(`/${device}/quick24 goes to the outside quick site, keeping the utm tags`, async ({ page }) => {
      await overrideLinks(page, { quickUrl: QUICK_ORIGIN });
      await stubOutsideSite(page, QUICK_ORIGIN);
      await page.goto(`/${device}/quick24?utm_source=news&x=1`);
      await expect(page).toHaveURL(`${QUICK_ORIGIN}/?utm_source=news`);
      await expect(page.getByRole('heading', { name: `outside ${QUICK_ORIGIN}` })).toBeVisible();
    });

    test(`/${device}/quick24 is our own page when no quick site is configured (the default)`, async ({
      page,
    }) => {
      await page.goto(`/${device}/quick24`);
      await expect(page).toHaveURL(new RegExp(`/${device}/quick24$`));
      await expectPage(page, '서류부터 소형 화물까지, 기업 전용 퀵 배송');
      await expect(page.getByRole('link', { name: '지금 퀵 주문하기' })).toHaveAttribute(
        'href',
        `/${device}/quick24/order/serviceApply`,
      );
    });

    test('/ goes to the outside marketing site, keeping the utm tags', async ({ page }) => {
      await stubOutsideSite(page, MARKETING_ORIGIN);
      await page.goto('/?utm_campaign=spring&ref=x');
      await expect(page).toHaveURL(`${MARKETING_ORIGIN}/?utm_campaign=spring`);
    });

    for (const route of OTHER_ROUTES) {
      test(`${route.path} shows its page`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page).toHaveURL(route.lands);
        await expectPage(page, route.heading);
      });
    }

    test('every /sample/* showcase page opens', async ({ page }) => {
      for (const sample of SAMPLE_PAGES) {
        await page.goto(`/sample/${sample}`);
        await expect(page, sample).toHaveURL(new RegExp(`/sample/${sample}$`));
        await expect(page.getByRole('heading', { level: 1 }).first(), sample).toBeVisible();
        await expectNoPlaceholder(page);
      }
    });
  });
}

test('a logged-in member on the no-auth office login page goes to the admin home', async ({ page }) => {
  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/officeLogin');
  await expect(page).toHaveURL(/\/pc\/admin\/home$/);
});

test('the office login page sends a visitor through our login with the asked page as origin', async ({
  page,
}) => {
  await page.goto('/officeLogin?origin=%2Fpc%2Fadmin%2Foffice24%2Flist&utm_source=office');
  await page.getByRole('link', { name: '로그인하고 계속하기' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/auth\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('origin')).toBe('/pc/admin/office24/list');
  expect(url.searchParams.get('utm_source')).toBe('office');
});
