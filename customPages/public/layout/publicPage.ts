import { createContext, useContext } from 'react';
import type { InquiryServiceType } from '../../../schemas/inquiry';

export type PublicDevice = 'pc' | 'mobile';

/** What every public page may ask about the route it is on (filled by the layout from the route table). */
export interface PublicPage {
  device: PublicDevice;
  /** '/pc' or '/mobile': where this device's pages live. */
  prefix: '/pc' | '/mobile';
  /** The route's inquiry service, if it has one. */
  serviceType: InquiryServiceType | null;
  /** Where a sent inquiry goes (absolute path, without query). */
  completePath: string;
  /** Opens the inquiry dialog with a fresh form, preset to `serviceType` or the route's service. */
  openInquiry: (serviceType?: InquiryServiceType) => void;
}

export const PublicPageContext = createContext<PublicPage>({
  device: 'pc',
  prefix: '/pc',
  serviceType: null,
  completePath: '/pc/snack24/inquiry/complete',
  openInquiry: () => {},
});

export function usePublicPage(): PublicPage {
  return useContext(PublicPageContext);
}

/** The campaign value of the tracking parameters (spec 1 §1: PC or MO). */
export const campaignOf = (device: PublicDevice) => (device === 'mobile' ? 'MO' : 'PC');
