import { useEffect, useState } from 'react';
import type { PortalLinks } from '../../../dataProviders/links';

/**
 * The links constant, or null until it arrives (or when the call fails: outside links are extras,
 * never a reason to break a page). Loaded after the first paint so its parser stays out of the
 * landing pages' first bytes.
 */
export function useOutsideLinks(): PortalLinks | null {
  const [links, setLinks] = useState<PortalLinks | null>(null);
  useEffect(() => {
    let live = true;
    import('../../../dataProviders/links')
      .then(({ loadOutsideLinks }) => loadOutsideLinks())
      .then((loaded) => live && setLinks(loaded))
      .catch(() => {
        /* no sister-site links this time */
      });
    return () => {
      live = false;
    };
  }, []);
  return links;
}
