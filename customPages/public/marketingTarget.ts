import { pickUtm } from '../../lib/query';

/** The marketing site with the visitor's tracking parameters kept (spec 1 §4: public entry keeps utm). */
export function marketingTarget(marketingUrl: string, search: string): string | null {
  let url: URL;
  try {
    url = new URL(marketingUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [key, value] of pickUtm(new URLSearchParams(search))) url.searchParams.set(key, value);
  return url.toString();
}
