import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { FindPasswordPage } from '../../customPages/admin/auth/FindPasswordPage';
import { LoginPage } from '../../customPages/admin/auth/LoginPage';
import { HomePage } from '../../customPages/admin/home/HomePage';
import { LegacyRedirect } from '../../customPages/admin/legacy/LegacyRedirect';
import { LEGACY_ROUTES } from '../../customPages/admin/legacy/legacyRoutes';
import { MyPage } from '../../customPages/admin/mypage/MyPage';
import { MyPageUpdate } from '../../customPages/admin/mypage/MyPageUpdate';
import type { RouteFlags } from '../routeFlags';

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
 * behind requireAuth. Sign-up and manager sign-up come with their issue.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: 'auth/login', element: <LoginPage />, layout: false, flags: { noAuth: true } },
  { path: 'auth/findPassword', element: <FindPasswordPage />, layout: false, flags: { noAuth: true } },
  { path: 'home', element: <HomePage />, layout: true, flags: { eventBanner: true } },
  { path: 'mypage', element: <MyPage />, layout: true, flags: {} },
  { path: 'mypage/update', element: <MyPageUpdate />, layout: true, flags: {} },
  ...LEGACY_ROUTES.map((route) => ({
    path: route.path,
    element: <LegacyRedirect key={route.path} target={route.target} name={route.name} />,
    layout: true,
    flags: {},
  })),
];

/** Unknown admin paths (spec 1 §8): the site-wide 404 page. */
export function AdminCatchAll() {
  return <Navigate to="/404" replace />;
}
