import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { withTimeout } from './lazyModule';
import { WMS_ROUTES } from './wms/wmsRoutes';
import {
  adaptToDevice,
  chain,
  onlyLoggedOut,
  quickSiteLoader,
  redirectKeepingQuery,
  redirectWithinDevice,
  requirePortalLogin,
} from './public/loaders';
import type { Loader } from './public/loaders';
import { BootFallback, RouteErrorPage } from './RouteErrorPage';
import type { InquiryRoute, RouteFlags, RouteHandle } from './routeFlags';

const flags = (value: RouteFlags, extra: Omit<RouteHandle, 'flags'> = {}): RouteHandle => ({
  flags: value,
  ...extra,
});

// Loader-only routes redirect before rendering; `element: null` tells the router that is intended.
const redirectOnly = { element: null };

/** A lazily loaded screen: `name` is the module's export, so every page is its own chunk. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await withTimeout(load()))[name] as ComponentType });
}

/** An admin auth page without the console (app/admin/AuthPages.tsx): its own chunk and frame. */
function authPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => {
    const [frame, page] = await Promise.all([withTimeout(import('./admin/AuthPages')), withTimeout(load())]);
    return { Component: frame.standalone(page[name] as ComponentType) };
  };
}

/** A page of the public site that exists once per device (spec 1 §2 "Each device has: …"). */
interface DevicePage {
  path: string;
  flags?: RouteFlags;
  inquiry?: InquiryRoute;
  loader?: Loader;
  lazy?: RouteObject['lazy'];
}

const inquiry = (serviceType: InquiryRoute['serviceType'], complete: string): InquiryRoute => ({
  serviceType,
  complete,
});
const orderPage = { noFooter: true, noInquiryButton: true };

/** Spec 1 §2 "Public site", one list for both devices; the layout follows the `mobile` flag. */
const DEVICE_PAGES: DevicePage[] = [
  { path: 'home', loader: redirectWithinDevice('snack24') },
  {
    path: 'snack24',
    flags: { eventBanner: true },
    inquiry: inquiry('SNACK', 'snack24/inquiry/complete'),
    lazy: screen(() => import('../customPages/public/pages/Snack24Page'), 'Snack24Page'),
  },
  {
    path: 'snack24/partner',
    inquiry: inquiry('SNACK_PARTNER', 'snack24/partner/complete'),
    lazy: screen(() => import('../customPages/public/pages/Snack24PartnerPage'), 'Snack24PartnerPage'),
  },
  {
    path: 'snack24/sales',
    inquiry: inquiry('SNACK_SALES_AGENCY', 'snack24/sales/complete'),
    lazy: screen(() => import('../customPages/public/pages/Snack24SalesPage'), 'Snack24SalesPage'),
  },
  { path: 'snack24/sales/complete', loader: redirectWithinDevice('snack24/inquiry/complete') },
  { path: 'snack24/partner/complete', loader: redirectWithinDevice('snack24/inquiry/complete') },
  {
    path: 'birth24',
    inquiry: inquiry('BIRTH', 'birth24/inquiry/complete'),
    lazy: screen(() => import('../customPages/public/pages/Birth24Page'), 'Birth24Page'),
  },
  {
    path: 'clean24',
    inquiry: inquiry('CLEAN', 'clean24/complete'),
    lazy: screen(() => import('../customPages/public/pages/Clean24Page'), 'Clean24Page'),
  },
  {
    path: 'breakfast24',
    inquiry: inquiry('BREAKFAST', 'breakfast24/complete'),
    lazy: screen(() => import('../customPages/public/pages/Breakfast24Page'), 'Breakfast24Page'),
  },
  {
    path: 'breakfast24/menu',
    inquiry: inquiry('BREAKFAST', 'breakfast24/complete'),
    lazy: screen(() => import('../customPages/public/pages/Breakfast24MenuPage'), 'Breakfast24MenuPage'),
  },
  {
    path: 'office24',
    inquiry: inquiry('OFFICE', 'office24/complete'),
    lazy: screen(() => import('../customPages/public/pages/Office24Page'), 'Office24Page'),
  },
  {
    path: 'quick24',
    inquiry: inquiry('QUICK', 'quick24/complete'),
    loader: quickSiteLoader,
    lazy: screen(() => import('../customPages/public/pages/Quick24Page'), 'Quick24Page'),
  },
  ...(
    [
      ['snack24/inquiry/complete', 'SNACK'],
      ['birth24/inquiry/complete', 'BIRTH'],
      ['clean24/complete', 'CLEAN'],
      ['breakfast24/complete', 'BREAKFAST'],
      ['office24/complete', 'OFFICE'],
      ['quick24/complete', 'QUICK'],
    ] as const
  ).map(([path, serviceType]) => ({
    path,
    inquiry: inquiry(serviceType, path),
    lazy: screen(() => import('../customPages/public/inquiry/InquiryCompletePage'), 'InquiryCompletePage'),
  })),
  {
    path: 'quick24/order/serviceApply',
    flags: orderPage,
    lazy: screen(() => import('../customPages/public/quick/QuickApplyPage'), 'QuickApplyPage'),
  },
  {
    path: 'quick24/order/payment',
    flags: orderPage,
    lazy: screen(() => import('../customPages/public/quick/QuickPaymentPage'), 'QuickPaymentPage'),
  },
  {
    path: 'quick24/order/complete',
    flags: orderPage,
    lazy: screen(() => import('../customPages/public/quick/QuickCompletePage'), 'QuickCompletePage'),
  },
  {
    path: 'quick24/order/detail',
    flags: orderPage,
    lazy: screen(() => import('../customPages/public/quick/QuickDetailPage'), 'QuickDetailPage'),
  },
];

/** Each device page twice, /pc/… and /mobile/…, with the device swap in front of its own loader. */
const devicePages: RouteObject[] = (['pc', 'mobile'] as const).flatMap((device) =>
  DEVICE_PAGES.map(({ path, flags: own, inquiry: ask, loader, lazy }) => ({
    path: `/${device}/${path}`,
    handle: flags(
      { public: true, adaptive: true, mobile: device === 'mobile', ...own },
      ask ? { inquiry: ask } : {},
    ),
    loader: chain(adaptToDevice, loader),
    ...(lazy ? { lazy } : redirectOnly),
  })),
);

const termsPage = screen(() => import('../customPages/public/terms/TermsPage'), 'TermsPage');
const hop = { public: true, noFooter: true, noInquiryButton: true };

/**
 * The one route table. Four trees, each its own chunk: the admin (react-admin, /pc/admin/*), the
 * provider console (/provider/*), the warehouse app (/wms) and the public site (everything else; it
 * never loads react-admin).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      {
        path: '/pc/admin',
        loader: chain(requirePortalLogin, redirectKeepingQuery('/pc/admin/home')),
        handle: flags({}),
        ...redirectOnly,
      },
      // The login, password and sign-up pages without the console: it loads after the login.
      ...[
        { path: 'login', lazy: authPage(() => import('../customPages/admin/auth/LoginPage'), 'LoginPage') },
        {
          path: 'findPassword',
          lazy: authPage(() => import('../customPages/admin/auth/FindPasswordPage'), 'FindPasswordPage'),
        },
        {
          path: 'manager/signup',
          lazy: authPage(() => import('../customPages/admin/auth/ManagerSignupPage'), 'ManagerSignupPage'),
        },
      ].map(({ path, lazy }) => ({ path: `/pc/admin/auth/${path}`, handle: flags({ noAuth: true }), lazy })),
      {
        // The admin's own table (auth pages, shell pages, legacy paths) lives in app/admin/adminRoutes.tsx.
        path: '/pc/admin/*',
        handle: flags({}),
        // A visitor without any session goes to the login page before the admin renders anything.
        loader: requirePortalLogin,
        lazy: async () => ({ Component: (await withTimeout(import('./admin/AdminApp'))).AdminApp }),
      },
      {
        // The provider console: the portal's own operators (outbox, inquiries); react-admin, own login.
        path: '/provider/*',
        handle: flags({}),
        lazy: async () => ({ Component: (await withTimeout(import('./provider/ProviderApp'))).ProviderApp }),
      },
      {
        path: '/wms',
        lazy: async () => ({ Component: (await withTimeout(import('./wms/WmsRoot'))).WmsRoot }),
        children: WMS_ROUTES,
      },
      {
        // A gift recipient's page (link in the message): no login, its own light frame (no public shell).
        path: '/gift/:token',
        handle: flags({ public: true, mobile: true }),
        lazy: screen(() => import('../customPages/gift/GiftRecipientPage'), 'GiftRecipientPage'),
      },
      {
        lazy: async () => ({ Component: (await withTimeout(import('./public/PublicRoot'))).PublicRoot }),
        children: [
          {
            path: '/',
            handle: flags(hop, { bare: true }),
            lazy: screen(() => import('../customPages/public/MarketingRedirect'), 'MarketingRedirect'),
          },
          ...devicePages,
          {
            path: '/pc/flower24/terms/:type',
            handle: flags(hop, { bare: true }),
            lazy: termsPage,
          },
          {
            path: '/pc/sending24/terms/:type',
            handle: flags(hop, { bare: true }),
            lazy: termsPage,
          },
          {
            path: '/pc/sending24/goodsList/:encryptedToken?',
            handle: flags({ public: true }, { inquiry: inquiry('BIRTH', 'birth24/inquiry/complete') }),
            lazy: screen(() => import('../customPages/public/goods/GoodsListPage'), 'GoodsListPage'),
          },
          {
            path: '/externalPay',
            handle: flags({ public: true, noInquiryButton: true }),
            lazy: screen(
              () => import('../customPages/public/externalPay/ExternalPayPage'),
              'ExternalPayPage',
            ),
          },
          {
            path: '/externalPay/result',
            handle: flags({ public: true, noInquiryButton: true }),
            lazy: screen(
              () => import('../customPages/public/externalPay/ExternalPayResultPage'),
              'ExternalPayResultPage',
            ),
          },
          {
            path: '/officeLogin',
            handle: flags({ public: true, noAuth: true, noInquiryButton: true }),
            loader: onlyLoggedOut,
            lazy: screen(
              () => import('../customPages/public/officeLogin/OfficeLoginPage'),
              'OfficeLoginPage',
            ),
          },
          {
            path: '/sample/*',
            handle: flags(hop, { bare: true }),
            lazy: screen(() => import('../customPages/sample/SampleRoutes'), 'SampleRoutes'),
          },
          {
            path: '/redirect',
            handle: flags(hop, { bare: true }),
            lazy: screen(() => import('../customPages/public/RedirectPage'), 'RedirectPage'),
          },
          {
            path: '/404',
            handle: flags({ public: true, noInquiryButton: true }),
            lazy: screen(() => import('../customPages/public/NotFoundPage'), 'NotFoundPage'),
          },
          { path: '*', handle: flags({ public: true }), loader: () => redirect('/404'), ...redirectOnly },
        ],
      },
    ],
  },
];
