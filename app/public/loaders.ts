import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { readAuthCookie, readKeptLogin } from '../../authProvider/authStorage';
import { ADMIN_HOME, isProtectedAdminPath, loginRedirectUrl } from '../../authProvider/guard';
import { isPhoneBrowser, swapDevicePath } from '../../lib/device';

export type Loader = (args: LoaderFunctionArgs) => Response | null | Promise<Response | null>;

/** A redirect that keeps the query (spec 1 §4: a public entry keeps its utm parameters). */
export const redirectKeepingQuery =
  (target: string): Loader =>
  ({ request }) =>
    redirect(`${target}${new URL(request.url).search}`);

/** /pc/… and /mobile/… redirect within the device of the request's own path. */
export const redirectWithinDevice =
  (relative: string): Loader =>
  ({ request }) => {
    const url = new URL(request.url);
    const prefix = url.pathname.startsWith('/mobile') ? '/mobile' : '/pc';
    return redirect(`${prefix}/${relative}${url.search}`);
  };

/** Spec 1 §2: a phone on a /pc/ page goes to its /mobile/ twin, a computer on a /mobile/ page to /pc/. */
export const adaptToDevice: Loader = ({ request }) => {
  const url = new URL(request.url);
  const twin = swapDevicePath(url.pathname, isPhoneBrowser());
  return twin ? redirect(`${twin}${url.search}`) : null;
};

/**
 * Spec 1 §4 "Navigation guard": a logged-in member on a no-auth page goes to the admin home. Logged in
 * means the day's auth cookie or a kept login (the admin renews the latter on arrival).
 */
export const onlyLoggedOut: Loader = () =>
  readAuthCookie() || readKeptLogin() ? redirect(ADMIN_HOME) : null;

/**
 * Spec 1 §4 "Navigation guard", decided before the admin renders: the login page (with `origin`) for
 * a protected admin page asked for with no stored session at all (neither the day's cookie nor a kept
 * login), else null. A kept login passes: the admin renews it on arrival, and its login gate sends
 * the visitor on when that fails.
 */
export function portalLoginRedirect(url: Pick<URL, 'pathname' | 'search'>): string | null {
  if (!isProtectedAdminPath(url.pathname) || readAuthCookie() || readKeptLogin()) return null;
  return loginRedirectUrl(url);
}

/** The same guard on every navigation into the admin: one redirect, before anything renders. */
export const requirePortalLogin: Loader = ({ request }) => {
  const target = portalLoginRedirect(new URL(request.url));
  return target ? redirect(target) : null;
};

/** Runs loaders in order; the first one that answers wins. */
export const chain =
  (...loaders: (Loader | undefined)[]): Loader =>
  async (args) => {
    for (const loader of loaders) {
      const answer = await loader?.(args);
      if (answer) return answer;
    }
    return null;
  };

/**
 * /pc/quick24 and /mobile/quick24 (routes.tsv): the outside quick-delivery site when the links constant
 * names one, carrying the visitor's utm tags; our own page when it is empty or the call fails.
 */
export const quickSiteLoader: Loader = async ({ request }) => {
  try {
    const [{ loadOutsideLinks }, { marketingTarget }] = await Promise.all([
      import('../../dataProviders/links'),
      import('../../customPages/public/marketingTarget'),
    ]);
    const target = marketingTarget((await loadOutsideLinks()).quickUrl, new URL(request.url).search);
    if (target) return redirect(target);
  } catch {
    /* no links: the page itself explains the service */
  }
  return null;
};
