import { pickUtm, sameOriginPath, toSearch } from '../lib/query';

/** Spec 1 §4 "Navigation guard" and §9 "Default admin home". */
export const ADMIN_BASE = '/pc/admin';
export const ADMIN_HOME = '/pc/admin/home';
export const LOGIN_PATH = '/pc/admin/auth/login';
export const FIND_PASSWORD_PATH = '/pc/admin/auth/findPassword';

interface LocationLike {
  pathname: string;
  search: string;
}

/** No-auth pages: a logged-in visitor is sent to the admin home instead. */
export function isNoAuthPath(pathname: string): boolean {
  return pathname.startsWith(`${ADMIN_BASE}/auth/`) || pathname === `${ADMIN_BASE}/login`;
}

/** Pages under /pc/admin that need the portal login. */
export function isProtectedAdminPath(pathname: string): boolean {
  const inAdmin = pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`);
  return inAdmin && !isNoAuthPath(pathname);
}

/**
 * Where a logged-out visitor goes: the login page with `origin` (the page asked for, with its query)
 * when that page is protected, and the tracking parameters of the current query either way.
 */
export function loginRedirectUrl(location: LocationLike): string {
  const current = new URLSearchParams(location.search);
  const params = new URLSearchParams();
  if (isProtectedAdminPath(location.pathname)) params.set('origin', `${location.pathname}${location.search}`);
  else if (isNoAuthPath(location.pathname) && current.has('origin'))
    params.set('origin', current.get('origin') ?? '');
  for (const [key, value] of pickUtm(current)) params.append(key, value);
  return `${LOGIN_PATH}${toSearch(params)}`;
}

/** After login: `origin` when it is a same-origin admin page (never an auth page), else the admin home. */
export function afterLoginPath(origin: string | null | undefined, currentOrigin: string): string {
  const path = sameOriginPath(origin, currentOrigin);
  if (!path) return ADMIN_HOME;
  const pathname = new URL(path, currentOrigin).pathname;
  return isProtectedAdminPath(pathname) ? path : ADMIN_HOME;
}
