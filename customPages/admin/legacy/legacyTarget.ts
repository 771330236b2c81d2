import type { PortalLinks } from '../../../dataProviders/links';
import type { LegacyTarget } from './legacyRoutes';

/** Go there now, or show the "moved" page (with a link when the new home is known). */
export type LegacyDestination = { kind: 'redirect'; url: string } | { kind: 'moved'; url: string | null };

/** Site names for the "moved" page. */
export const LEGACY_SITE_NAMES: Record<LegacyTarget, string> = {
  portal: '기존 포털',
  oldSnack: '기존 스낵24 사이트',
  coffee: '커피24 사이트',
  help: '도움말 센터',
};

/**
 * Where a legacy admin path goes. The portal and old snack site host the same paths, so the path and
 * query travel along; the coffee host and help page are single addresses. The portal forwards only
 * when `legacyPortalUrl` is set; otherwise the screen says it moved and links to `portalUrl` + path.
 */
export function legacyDestination(
  target: LegacyTarget,
  links: PortalLinks,
  pathAndQuery: string,
): LegacyDestination {
  switch (target) {
    case 'portal': {
      const legacy = httpUrl(links.legacyPortalUrl);
      if (legacy) return { kind: 'redirect', url: join(legacy, pathAndQuery) };
      const portal = httpUrl(links.portalUrl);
      return { kind: 'moved', url: portal ? join(portal, pathAndQuery) : null };
    }
    case 'oldSnack': {
      const site = httpUrl(links.oldSnackUrl);
      return site ? { kind: 'redirect', url: join(site, pathAndQuery) } : { kind: 'moved', url: null };
    }
    case 'coffee':
    case 'help': {
      const site = httpUrl(target === 'coffee' ? links.coffeeUrl : links.helpUrl);
      return site ? { kind: 'redirect', url: site } : { kind: 'moved', url: null };
    }
  }
}

/** Only http(s) addresses count as configured: a "javascript:" setting must never become a link. */
function httpUrl(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

function join(base: string, pathAndQuery: string): string {
  return `${base.replace(/\/+$/, '')}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
}
