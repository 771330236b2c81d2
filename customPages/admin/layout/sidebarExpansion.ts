import { createContext, useContext, useEffect, useRef } from 'react';
import { RESIZE_DELAY_MS } from './shellMetrics';

/** Whether the left menu currently shows its labels (pinned open, or peeked by hover or focus). */
export const SidebarExpandedContext = createContext(true);
export const useSidebarExpanded = () => useContext(SidebarExpandedContext);

/**
 * Fires a window `resize` event `delay` ms after each expand or collapse, so charts and data grids
 * measure the new width. Rapid toggles fire once; the first render fires nothing.
 */
export function useResizeAfterToggle(expanded: boolean, delay: number = RESIZE_DELAY_MS) {
  const previous = useRef(expanded);
  useEffect(() => {
    if (previous.current === expanded) return;
    previous.current = expanded;
    const timer = window.setTimeout(() => window.dispatchEvent(new Event('resize')), delay);
    return () => window.clearTimeout(timer);
  }, [expanded, delay]);
}
