import { redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { hasWmsSession } from '../authProvider/wmsSession';
import { withTimeout } from './lazyModule';
import { BootFallback, RouteErrorPage } from './RouteErrorPage';
import type { RouteFlags, RouteHandle } from './routeFlags';

const flags = (value: RouteFlags): RouteHandle => ({ flags: value });

// Loader-only routes redirect before rendering; `element: null` tells the router that is intended.
const redirectOnly = { element: null };

/** A redirect that keeps the query (spec 1 §4: a public entry keeps its utm parameters). */
const redirectKeepingQuery =
  (target: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${target}${new URL(request.url).search}`);

/** Spec 1 §2 "WMS": no warehouse login -> /wms/login. The warehouse screens come in a later release. */
const requireWmsSession = () => redirect(hasWmsSession() ? '/404' : '/wms/login');

/**
 * The one route table. Three trees, each its own chunk: the admin (react-admin, /pc/admin/*), the
 * warehouse app (/wms) and the public site (everything else; it never loads react-admin). The public
 * pages of spec 1 §2 "Public site" are added here by later issues, with their flags.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      {
        path: '/pc/admin',
        loader: redirectKeepingQuery('/pc/admin/home'),
        handle: flags({}),
        ...redirectOnly,
      },
      {
        // The admin's own table (auth pages, shell pages, legacy paths) lives in app/admin/adminRoutes.tsx.
        path: '/pc/admin/*',
        handle: flags({}),
        lazy: async () => ({ Component: (await withTimeout(import('./admin/AdminApp'))).AdminApp }),
      },
      {
        path: '/wms',
        lazy: async () => ({ Component: (await withTimeout(import('./wms/WmsRoot'))).WmsRoot }),
        children: [
          {
            path: 'login',
            handle: flags({ public: true, mobile: true }),
            lazy: async () => ({
              Component: (await withTimeout(import('../customPages/wms/WmsLoginPage'))).WmsLoginPage,
            }),
          },
          { index: true, loader: requireWmsSession, ...redirectOnly },
          { path: '*', loader: requireWmsSession, ...redirectOnly },
        ],
      },
      {
        lazy: async () => ({ Component: (await withTimeout(import('./public/PublicRoot'))).PublicRoot }),
        children: [
          {
            path: '/',
            handle: flags({ public: true, noFooter: true, noInquiryButton: true }),
            lazy: async () => ({
              Component: (await withTimeout(import('../customPages/public/MarketingRedirect')))
                .MarketingRedirect,
            }),
          },
          {
            path: '/pc/home',
            handle: flags({ public: true, adaptive: true }),
            loader: redirectKeepingQuery('/pc/snack24'),
            ...redirectOnly,
          },
          {
            path: '/mobile/home',
            handle: flags({ public: true, adaptive: true, mobile: true }),
            loader: redirectKeepingQuery('/mobile/snack24'),
            ...redirectOnly,
          },
          {
            path: '/redirect',
            handle: flags({ public: true, noFooter: true, noInquiryButton: true }),
            lazy: async () => ({
              Component: (await withTimeout(import('../customPages/public/RedirectPage'))).RedirectPage,
            }),
          },
          {
            path: '/404',
            handle: flags({ public: true, noInquiryButton: true }),
            lazy: async () => ({
              Component: (await withTimeout(import('../customPages/public/NotFoundPage'))).NotFoundPage,
            }),
          },
          { path: '*', handle: flags({ public: true }), loader: () => redirect('/404'), ...redirectOnly },
        ],
      },
    ],
  },
];
