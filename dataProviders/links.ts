import { z } from 'zod';
import { outsideLinks } from '../schemas/content';
import type { OutsideLinks } from '../schemas/content';
import { createHttpClient } from './httpClient';

/** Every outside address the browser needs; '' means "not configured". */
export type PortalLinks = Record<keyof OutsideLinks | 'legacyPortalUrl', string>;

// Lenient on purpose: a server that has not yet added a link must not break every page that
// needs another one; a missing address reads as '' (not configured).
const linksResponse = z.object({
  value: outsideLinks.partial().extend({ legacyPortalUrl: z.string().optional() }),
});

const LINK_KEYS = [...Object.keys(outsideLinks.shape), 'legacyPortalUrl'] as (keyof PortalLinks)[];

// The links call is public: no auth headers, so the public tree can use it before any login.
const publicClient = createHttpClient({ getAuthHeaders: () => null });
let cached: Promise<PortalLinks> | null = null;

/** GET /homepage/v2/constants/links once per page load (a failure is retried on the next call). */
export function loadOutsideLinks(): Promise<PortalLinks> {
  cached ??= publicClient
    .apiFetch<unknown>('/homepage/v2/constants/links')
    .then((answer) => toPortalLinks(linksResponse.parse(answer).value))
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

function toPortalLinks(value: Partial<Record<keyof PortalLinks, string>>): PortalLinks {
  const links = {} as PortalLinks;
  for (const key of LINK_KEYS) links[key] = value[key]?.trim() ?? '';
  return links;
}
