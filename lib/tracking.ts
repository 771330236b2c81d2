import { pickUtm } from './query';

/**
 * Tracking tags of a visit (spec 1 §3 "Session data"): the utm_* tags of the query, the outside
 * referrer, the landing path and the device, kept for the browser session so that an inquiry sent
 * three pages later still says where the visitor came from.
 */
export const TRACKING_KEY = 'portal.tracking';

/** Bounds the server also enforces (schemas/inquiry.ts): a tag list is never a dumping ground. */
export const TRACKING_MAX_TAGS = 20;
export const TRACKING_MAX_VALUE = 500;
const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export type TrackingDevice = 'PC' | 'MO';
export type TrackingTags = Record<string, string>;

export interface Landing {
  /** location.search of the page being entered. */
  search: string;
  /** document.referrer ('' when none). */
  referrer: string;
  pathname: string;
  /** The page's own origin: a referrer from it is an inside move, not a source. */
  origin: string;
  device: TrackingDevice;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Only well-formed, bounded string tags survive (storage may hold anything an old release wrote). */
export function boundTags(value: unknown): TrackingTags {
  const tags: TrackingTags = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return tags;
  for (const [key, raw] of Object.entries(value)) {
    if (Object.keys(tags).length >= TRACKING_MAX_TAGS) break;
    if (!TAG_NAME.test(key) || typeof raw !== 'string' || raw === '') continue;
    tags[key] = raw.slice(0, TRACKING_MAX_VALUE);
  }
  return tags;
}

/** The tags stored for this session, or an empty set. */
export function readTracking(storage: StorageLike | null = sessionStorageOrNull()): TrackingTags {
  if (!storage) return {};
  try {
    return boundTags(JSON.parse(storage.getItem(TRACKING_KEY) ?? 'null'));
  } catch {
    return {};
  }
}

/**
 * Merges one page entry into the session's tags: the first landing path, device and outside referrer
 * stay (first touch); a new set of utm tags replaces the old one (a later campaign click wins).
 */
export function mergeLanding(previous: TrackingTags, landing: Landing): TrackingTags {
  const utm = pickUtm(new URLSearchParams(landing.search));
  const next: TrackingTags = { ...previous };
  if ([...utm.keys()].length > 0) {
    for (const key of Object.keys(next)) if (key.toLowerCase().includes('utm')) delete next[key];
    for (const [key, value] of utm) next[key] = value;
  }
  next.landingPath ??= landing.pathname;
  next.device ??= landing.device;
  const referrer = outsideReferrer(landing.referrer, landing.origin);
  if (referrer) next.referrer ??= referrer;
  return boundTags(next);
}

/** Records a page entry in the session (no-op where storage is unavailable, e.g. blocked cookies). */
export function captureTracking(
  landing: Landing,
  storage: StorageLike | null = sessionStorageOrNull(),
): TrackingTags {
  const merged = mergeLanding(readTracking(storage), landing);
  try {
    storage?.setItem(TRACKING_KEY, JSON.stringify(merged));
  } catch {
    /* storage full or blocked: the tags still travel with this page's inquiry */
  }
  return merged;
}

function outsideReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === origin ? null : referrer;
  } catch {
    return null;
  }
}

function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A sister site's address carrying our referral tags (spec 1 §1): source portal24, medium referral,
 * term the site, campaign PC or MO by the layout. Null for an unusable address.
 */
export function sisterSiteUrl(base: string, site: string, device: TrackingDevice): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set('utm_source', 'portal24');
  url.searchParams.set('utm_medium', 'referral');
  url.searchParams.set('utm_term', site);
  url.searchParams.set('utm_campaign', device);
  return url.toString();
}

/** The tags by their Korean names, as operators read them beside an inquiry. */
export const TRACKING_LABELS: Record<string, string> = {
  utm_source: '유입 매체',
  utm_medium: '유입 방식',
  utm_campaign: '캠페인',
  utm_term: '검색어',
  utm_content: '광고 소재',
  referrer: '이전 페이지',
  landingPath: '처음 본 페이지',
  device: '기기',
};
