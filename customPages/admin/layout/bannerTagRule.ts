import type { Banner } from '../../../schemas/content';

/** One entry of GET /homepage/v2/snack/. */
export interface SnackServiceSummary {
  serviceEncrypted: string;
  service: string;
  orderScheduleCountFromToday: number;
}

export type BannerAction =
  { kind: 'route'; to: string } | { kind: 'open'; href: string; newWindow: boolean } | { kind: 'none' };

/** Only product-tag banners consult the snack service list before deciding where to go. */
export const needsSnackLookup = (banner: Pick<Banner, 'bannerImageType' | 'tag'>) =>
  banner.bannerImageType === 'TAG' && Boolean(banner.tag);

/**
 * Spec 1 §4 "Banner slider": a TAG banner opens the first snack service with an order scheduled from
 * today in add-product mode searching its tag; otherwise (or with no such service, or when the lookup
 * failed: `snackServices` null) the banner's own link is followed. Admin links stay inside the router.
 */
export function resolveBannerAction(
  banner: Pick<Banner, 'bannerImageType' | 'tag' | 'link' | 'targetNew'>,
  snackServices: readonly SnackServiceSummary[] | null,
  basename: string,
): BannerAction {
  if (needsSnackLookup(banner) && snackServices) {
    const ordering = snackServices.find((service) => service.orderScheduleCountFromToday > 0);
    if (ordering && banner.tag) {
      const search = new URLSearchParams({ mode: 'add', search: banner.tag });
      return {
        kind: 'route',
        to: `${basename}/snack24Order/${encodeURIComponent(ordering.serviceEncrypted)}?${search}`,
      };
    }
  }
  const link = banner.link.trim();
  if (!link) return { kind: 'none' };
  const adminPath = /^\/pc\/admin(\/.*)?$/.exec(link);
  if (adminPath && !banner.targetNew) return { kind: 'route', to: `${basename}${adminPath[1] ?? '/home'}` };
  return { kind: 'open', href: link, newWindow: banner.targetNew };
}
