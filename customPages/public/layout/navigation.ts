import type { PortalLinks } from '../../../dataProviders/links';

/** Our own service pages, in the header's order (paths below the device prefix). */
export const SERVICE_NAV = [
  { path: 'snack24', label: '스낵24' },
  { path: 'breakfast24', label: '조식24' },
  { path: 'birth24', label: '선물24' },
  { path: 'office24', label: '오피스24' },
  { path: 'clean24', label: '클린24' },
  { path: 'quick24', label: '퀵24' },
] as const;

/** Sister sites (spec 1 §1): outside addresses from the links constant; `site` becomes utm_term. */
export const SISTER_SITES: readonly { link: keyof PortalLinks; site: string; label: string }[] = [
  { link: 'coffeeUrl', site: 'coffee24', label: '커피24' },
  { link: 'welcomeKitUrl', site: 'welcomekit', label: '웰컴키트' },
  { link: 'promoGoodsUrl', site: 'promogoods', label: '판촉물·굿즈' },
];
