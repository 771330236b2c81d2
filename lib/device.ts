/**
 * Phone or not, for the device-adaptive public routes (spec 1 §2: /pc/ and /mobile/ swap by device).
 * The user agent decides for real phones; a viewport narrower than a tablet counts as a phone too, so
 * a desktop window squeezed to phone width gets the layout it can show.
 */
export const PHONE_MAX_WIDTH = 767;
const PHONE_AGENT = /iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry|IEMobile|Opera Mini|Mobile Safari/i;

export function isPhone(userAgent: string, viewportWidth: number): boolean {
  return PHONE_AGENT.test(userAgent) || (viewportWidth > 0 && viewportWidth <= PHONE_MAX_WIDTH);
}

/** The current browser; false where there is no window (server, tests without one). */
export function isPhoneBrowser(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  return isPhone(navigator.userAgent, window.innerWidth);
}

/** /pc/x <-> /mobile/x: the twin of an adaptive path for the other device, or null for any other path. */
export function swapDevicePath(pathname: string, toPhone: boolean): string | null {
  if (toPhone && (pathname === '/pc' || pathname.startsWith('/pc/'))) return `/mobile${pathname.slice(3)}`;
  if (!toPhone && (pathname === '/mobile' || pathname.startsWith('/mobile/')))
    return `/pc${pathname.slice(7)}`;
  return null;
}
