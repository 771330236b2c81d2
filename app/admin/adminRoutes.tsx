import type { ReactElement } from 'react';
import { FindPasswordPage } from '../../customPages/admin/auth/FindPasswordPage';
import { LoginPage } from '../../customPages/admin/auth/LoginPage';
import { ManagerSignupPage } from '../../customPages/admin/auth/ManagerSignupPage';
import { BUY24_ROUTES } from '../../customPages/admin/buy24/routes';
import { DASHBOARD_ROUTES } from '../../customPages/admin/dashboard/routes';
import { GIFT_ROUTES } from '../../customPages/admin/gift/routes';
import { HomePage } from '../../customPages/admin/home/HomePage';
import { LegacyRedirect } from '../../customPages/admin/legacy/LegacyRedirect';
import { LEGACY_ROUTES } from '../../customPages/admin/legacy/legacyRoutes';
import { MANUAL_ROUTES } from '../../customPages/admin/manual/routes';
import { MyPage } from '../../customPages/admin/mypage/MyPage';
import { MyPageUpdate } from '../../customPages/admin/mypage/MyPageUpdate';
import { PAYMENT_ROUTES } from '../../customPages/admin/payments/routes';
import { SERVICE_APPLY_ROUTES } from '../../customPages/admin/serviceApply/routes';
import { SERVICE_ROUTES } from '../../customPages/admin/services/routes';
import { SIGNUP_ROUTES } from '../../customPages/admin/signup/routes';
import { USES_ROUTES } from '../../customPages/admin/uses/routes';
import { AdminNotFoundPage } from '../../customPages/admin/notFound/AdminNotFoundPage';
import { AuthNotFoundPage } from '../../customPages/admin/notFound/AuthNotFoundPage';
import type { RouteFlags } from '../routeFlags';
import { ADMIN_RESOURCES } from './resources';

export interface AdminRoute {
  /** Below /pc/admin. */
  path: string;
  element: ReactElement;
  /** Inside the admin shell (left menu, top menu, login required) or bare (auth pages). */
  layout: boolean;
  flags: RouteFlags;
}

/**
 * The admin tree's route table. Auth pages are bare and no-auth; everything else sits in the shell
 * behind its login gate. Company sign-up comes with its issue: until then an unknown auth page is a
 * bare 404 page (a visitor has no shell to see it in).
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: 'auth/login', element: <LoginPage />, layout: false, flags: { noAuth: true } },
  { path: 'auth/findPassword', element: <FindPasswordPage />, layout: false, flags: { noAuth: true } },
  { path: 'auth/manager/signup', element: <ManagerSignupPage />, layout: false, flags: { noAuth: true } },
  ...SIGNUP_ROUTES,
  { path: 'auth/*', element: <AuthNotFoundPage />, layout: false, flags: { noAuth: true } },
  { path: 'home', element: <HomePage />, layout: true, flags: { eventBanner: true } },
  { path: 'mypage', element: <MyPage />, layout: true, flags: {} },
  { path: 'mypage/update', element: <MyPageUpdate />, layout: true, flags: {} },
  ...SERVICE_APPLY_ROUTES,
  ...SERVICE_ROUTES,
  ...GIFT_ROUTES,
  ...BUY24_ROUTES,
  ...DASHBOARD_ROUTES,
  ...USES_ROUTES,
  ...MANUAL_ROUTES,
  ...ADMIN_RESOURCES.flatMap((resource) =>
    resource.routes.map((route) => ({ path: route.path, element: route.element, layout: true, flags: {} })),
  ),
  ...PAYMENT_ROUTES,
  ...LEGACY_ROUTES.filter((route) => !route.ownScreen).map((route) => ({
    path: route.path,
    element: <LegacyRedirect key={route.path} target={route.target} name={route.name} />,
    layout: true,
    flags: {},
  })),
];

/** Unknown admin paths (spec 1 §8): a 404 page inside the shell, keeping the address asked for. */
export const AdminCatchAll = AdminNotFoundPage;
