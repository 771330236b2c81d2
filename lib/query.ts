/** Query helpers shared by the public site and the admin (spec 1 §4 "Navigation guard"). */

/** Every key that carries marketing tracking (utm_source, utm_medium, ... and any other key containing "utm"). */
export function isUtmKey(key: string): boolean {
  return key.toLowerCase().includes('utm');
}

/** The tracking parameters of `params`, in their order. */
export function pickUtm(params: URLSearchParams): URLSearchParams {
  const picked = new URLSearchParams();
  for (const [key, value] of params) if (isUtmKey(key)) picked.append(key, value);
  return picked;
}

/** `origin` plus the tracking parameters: what survives the trip through the login page. */
export function pickOriginAndUtm(params: URLSearchParams): URLSearchParams {
  const picked = new URLSearchParams();
  for (const [key, value] of params) if (key === 'origin' || isUtmKey(key)) picked.append(key, value);
  return picked;
}

/** "?a=b" or "" for a parameter set, so callers can append it to a path. */
export function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The path (with query and hash) of `target` when it stays on `currentOrigin`, else null. Open
 * redirects through /redirect?url= or ?origin= are the threat: "//evil.com", "/\\evil.com",
 * "javascript:" and absolute URLs to another host are all refused.
 */
export function sameOriginPath(target: string | null | undefined, currentOrigin: string): string | null {
  if (!target) return null;
  const trimmed = target.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  try {
    const url = new URL(trimmed, currentOrigin);
    if (url.origin !== new URL(currentOrigin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
