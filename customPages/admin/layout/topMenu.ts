import type { ClientMember } from '../../../authProvider/memberRules';
import type { OutsideLinks } from '../../../schemas/content';
import type { ServiceKey } from '../../../schemas/services';
import { SERVICE_LIST_ROUTES } from './serviceRoutes';

/** The time-based marks of one top-menu entry (dates are Seoul calendar days, YYYY-MM-DD, inclusive). */
export interface MenuMarks {
  /** NEW is shown through this day. */
  newUntil?: string;
  /** The entry is hidden before this day. */
  visibleFrom?: string;
  /** NEW regardless of the date (spec: flower24 carries a NEW flag). */
  fixedNew?: boolean;
}

export type TopMenuKey = ServiceKey | 'groupGift';
export interface TopMenuEntry extends MenuMarks {
  key: TopMenuKey;
  /** Path below /pc/admin. */
  path: string;
  /** Shown only when the company's service list has this service in use (useYN Y). */
  requiresService?: ServiceKey;
}

/** Spec 1 "Top menu", in display order, with the launch dates of the original menu. */
export const TOP_MENU: readonly TopMenuEntry[] = [
  { key: 'snack24', path: SERVICE_LIST_ROUTES.snack24, newUntil: '2022-04-13' },
  { key: 'breakfast24', path: SERVICE_LIST_ROUTES.breakfast24, newUntil: '2022-04-13' },
  { key: 'sending24', path: SERVICE_LIST_ROUTES.sending24, newUntil: '2022-04-13' },
  { key: 'groupGift', path: 'sending24/service', visibleFrom: '2022-04-18', newUntil: '2022-05-02' },
  { key: 'office24', path: SERVICE_LIST_ROUTES.office24, newUntil: '2022-04-13' },
  { key: 'buy24', path: SERVICE_LIST_ROUTES.buy24, newUntil: '2022-04-13' },
  { key: 'clean24', path: SERVICE_LIST_ROUTES.clean24, newUntil: '2022-04-13' },
  { key: 'meal24', path: SERVICE_LIST_ROUTES.meal24, newUntil: '2022-05-12', requiresService: 'meal24' },
  {
    key: 'coffee24',
    path: SERVICE_LIST_ROUTES.coffee24,
    newUntil: '2022-05-17',
    requiresService: 'coffee24',
  },
  { key: 'phone24', path: SERVICE_LIST_ROUTES.phone24, newUntil: '2022-04-13' },
  { key: 'flower24', path: SERVICE_LIST_ROUTES.flower24, fixedNew: true },
];

export type OutsideMenuKey = 'welcomeKit' | 'promoGoods';
export interface OutsideMenuEntry extends MenuMarks {
  key: OutsideMenuKey;
  link: keyof Pick<OutsideLinks, 'welcomeKitUrl' | 'promoGoodsUrl'>;
}
export const OUTSIDE_MENU: readonly OutsideMenuEntry[] = [
  { key: 'welcomeKit', link: 'welcomeKitUrl', newUntil: '2022-05-02' },
  { key: 'promoGoods', link: 'promoGoodsUrl', newUntil: '2022-05-12' },
];

/** Whether the entry wears a NEW mark on `today` (YYYY-MM-DD, Seoul). */
export function isNew(entry: MenuMarks, today: string): boolean {
  return Boolean(entry.fixedNew) || (entry.newUntil !== undefined && today <= entry.newUntil);
}

export function isVisibleOn(entry: MenuMarks, today: string): boolean {
  return entry.visibleFrom === undefined || today >= entry.visibleFrom;
}

/**
 * The service entries the member sees: office24 and buy24 exclude each other by the branded-buyer flag,
 * coffee and meal need the service in use, and dated entries wait for their day.
 */
export function topMenuEntries(
  member: Pick<ClientMember, 'isNike' | 'serviceList'>,
  today: string,
): TopMenuEntry[] {
  const excluded: TopMenuKey = member.isNike ? 'buy24' : 'office24';
  const inUse = new Set(
    member.serviceList.filter((entry) => entry.useYN === 'Y').map((entry) => entry.service),
  );
  return TOP_MENU.filter(
    (entry) =>
      entry.key !== excluded &&
      (entry.requiresService === undefined || inUse.has(entry.requiresService)) &&
      isVisibleOn(entry, today),
  );
}

/** An outside address with the admin top menu's marketing tracking parameters. */
export function withTracking(url: string, entry: OutsideMenuKey): string {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return url;
  }
  target.searchParams.set('utm_source', 'portal');
  target.searchParams.set('utm_medium', 'admin_gnb');
  target.searchParams.set('utm_campaign', 'PC');
  target.searchParams.set('utm_term', entry);
  return target.toString();
}

/** The entry to highlight for an admin path (below /pc/admin): its own page first, else its service's. */
export function activeTopMenuKey(entries: readonly TopMenuEntry[], path: string): TopMenuKey | undefined {
  const exact = entries.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
  if (exact) return exact.key;
  const segment = path.split('/')[0];
  return entries.find((entry) => entry.path.split('/')[0] === segment)?.key;
}
