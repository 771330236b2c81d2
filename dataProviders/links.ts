import type { OutsideLinks } from '../schemas/content';
import { createHttpClient } from './httpClient';

/** Every outside address the browser needs; '' means "not configured". */
export type PortalLinks = Record<keyof OutsideLinks | 'legacyPortalUrl', string>;

// Checked by hand, not with the zod schema: every public page loads this module, and zod's API
// would be its largest download (about 24 kB compressed). The compiler keeps these keys equal to
// the schema's (`satisfies` refuses a missing or an unknown one).
const LINK_KEYS = Object.keys({
  portalUrl: 1,
  oldSnackUrl: 1,
  coffeeUrl: 1,
  marketingUrl: 1,
  helpUrl: 1,
  quickUrl: 1,
  welcomeKitUrl: 1,
  promoGoodsUrl: 1,
  introUrl: 1,
  improvementRequestUrl: 1,
  postcodeScriptUrl: 1,
  legacyPortalUrl: 1,
} satisfies Record<keyof PortalLinks, 1>) as (keyof PortalLinks)[];

// The links call is public: no auth headers, so the public tree can use it before any login.
const publicClient = createHttpClient({ getAuthHeaders: () => null });
let cached: Promise<PortalLinks> | null = null;

/** GET /homepage/v2/constants/links once per page load (a failure is retried on the next call). */
export function loadOutsideLinks(): Promise<PortalLinks> {
  cached ??= publicClient
    .apiFetch<unknown>('/homepage/v2/constants/links')
    .then(toPortalLinks)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Lenient on purpose: a server that has not yet added a link must not break every page that needs
 * another one; a missing address reads as '' (not configured). A malformed answer is an error.
 */
function toPortalLinks(answer: unknown): PortalLinks {
  const value = isObject(answer) ? answer.value : undefined;
  if (!isObject(value)) throw new Error('links: the answer has no value object');
  const links = {} as PortalLinks;
  for (const key of LINK_KEYS) {
    const link = value[key];
    if (link !== undefined && typeof link !== 'string') throw new Error(`links: ${key} is not text`);
    links[key] = link?.trim() ?? '';
  }
  return links;
}
