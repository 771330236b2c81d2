import type { InquiryServiceType } from '../schemas/inquiry';

/** Spec 1 §2 "Route flags": what the shells read from the matched route. */
export interface RouteFlags {
  /** Open to visitors. */
  public?: boolean;
  /** Only for logged-out visitors: a logged-in member is sent to the admin home. */
  noAuth?: boolean;
  /** Has a /pc/ and a /mobile/ twin, swapped by device type. */
  adaptive?: boolean;
  /** The /mobile/ variant. */
  mobile?: boolean;
  noFooter?: boolean;
  noInquiryButton?: boolean;
  eventBanner?: boolean;
}

/** The service an inquiry from this route is about, and where a sent one lands (under /pc or /mobile). */
export interface InquiryRoute {
  serviceType: InquiryServiceType;
  /** Path below the device prefix, e.g. 'clean24/complete'. */
  complete: string;
}

export interface RouteHandle {
  flags: RouteFlags;
  inquiry?: InquiryRoute;
  /** A hop or a document, not a site page: no public header, footer or inquiry button at all. */
  bare?: boolean;
}

function handles(matches: readonly { handle?: unknown }[]): RouteHandle[] {
  return matches
    .map((match) => match.handle)
    .filter(
      (handle): handle is RouteHandle => typeof handle === 'object' && handle !== null && 'flags' in handle,
    );
}

/** The flags of the matched routes, the deepest route winning. */
export function flagsOf(matches: readonly { handle?: unknown }[]): RouteFlags {
  const merged: RouteFlags = {};
  for (const handle of handles(matches)) Object.assign(merged, handle.flags);
  return merged;
}

/** The deepest matched route's inquiry settings and bareness. */
export function pageOf(matches: readonly { handle?: unknown }[]): Pick<RouteHandle, 'inquiry' | 'bare'> {
  const found = handles(matches);
  const deepest = found[found.length - 1];
  return { inquiry: deepest?.inquiry, bare: deepest?.bare ?? false };
}
