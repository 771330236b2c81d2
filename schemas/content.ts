import { z } from 'zod';

export const BANNER_PLACEMENTS = ['LNB', 'GNB'] as const;
export const bannerPlacement = z.enum(BANNER_PLACEMENTS);
export const BANNER_IMAGE_TYPES = ['DEFAULT', 'TAG'] as const;

/** Spec 1 §3 "Banner". */
export const banner = z
  .object({
    bannerEncrypted: z.string(),
    type: z.string().meta({ description: '미디어 형식 (png, jpg, svg, mp4 ...)' }),
    pcWeb: z.string(),
    alt: z.string(),
    link: z.string(),
    targetNew: z.boolean(),
    bannerImageType: z.enum(BANNER_IMAGE_TYPES),
    tag: z.string().nullable(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof banner>;
export const bannerListResponse = z.object({ bannerList: z.array(banner) }).meta({ id: 'BannerList' });

/** Spec 1 §3 "Feat-paper menu". */
export const featMenu = z
  .object({
    sort: z.number().int(),
    name: z.string(),
    serviceName: z.string(),
    subName: z.string(),
    url: z.string(),
    key: z.string(),
    iconImageUrl: z.string(),
    toolTipImageUrl: z.string().nullable(),
    code: z.string(),
    categoryName: z.string(),
    openWindow: z.boolean(),
  })
  .meta({ id: 'FeatMenu' });
export type FeatMenu = z.infer<typeof featMenu>;
export const menuCategory = z
  .object({ code: z.string(), name: z.string(), sort: z.number().int() })
  .meta({ id: 'MenuCategory' });
export const menuManagementResponse = z
  .object({ menus: z.array(featMenu), categories: z.array(menuCategory) })
  .meta({ id: 'MenuManagement' });
export type MenuManagementResponse = z.infer<typeof menuManagementResponse>;

export const constantResponse = z.object({ name: z.string(), value: z.unknown() }).meta({ id: 'Constant' });

/** The outside addresses the browser needs (served as constant `links`). */
export const outsideLinks = z
  .object({
    portalUrl: z.string(),
    oldSnackUrl: z.string(),
    coffeeUrl: z.string(),
    marketingUrl: z.string(),
    helpUrl: z.string(),
    quickUrl: z.string(),
    welcomeKitUrl: z.string(),
    promoGoodsUrl: z.string(),
    introUrl: z.string(),
    improvementRequestUrl: z.string(),
    postcodeScriptUrl: z.string(),
    /** Where the legacy admin screens moved; empty when not configured. */
    legacyPortalUrl: z.string(),
  })
  .meta({ id: 'OutsideLinks' });
export type OutsideLinks = z.infer<typeof outsideLinks>;

export const workspaceListResponse = z
  .object({
    workspaceList: z.array(
      z.object({
        branchEncrypted: z.string(),
        name: z.string(),
        address1: z.string().nullable(),
        address2: z.string().nullable(),
        memberCount: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WorkspaceList' });

export const virtualAccountResponse = z
  .object({
    virtualAccount: z
      .object({ bank: z.string(), accountNumber: z.string(), holder: z.string(), issuedAt: z.string() })
      .nullable(),
  })
  .meta({ id: 'VirtualAccountResponse' });
