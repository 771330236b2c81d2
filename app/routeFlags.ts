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

export interface RouteHandle {
  flags: RouteFlags;
}

/** The flags of the matched routes, the deepest route winning. */
export function flagsOf(matches: readonly { handle?: unknown }[]): RouteFlags {
  const merged: RouteFlags = {};
  for (const match of matches) {
    const handle = match.handle;
    if (typeof handle === 'object' && handle !== null && 'flags' in handle)
      Object.assign(merged, (handle as RouteHandle).flags);
  }
  return merged;
}
