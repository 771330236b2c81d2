import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';

const Active = createContext(true);

/** Whether the screen is the one shown (false while it waits, kept alive, behind another). */
export const useScreenActive = () => useContext(Active);

interface Kept {
  key: string;
  element: ReactNode;
}

/**
 * Spec 1 §4 "keep-alive cache max 1": the last screen marked `keepAlive` in its route handle stays
 * mounted, hidden, while the worker opens another screen, so coming back finds it as it was left
 * (what was typed, the results, the scroll position) instead of starting over. One screen at most:
 * a newer kept screen replaces it. A kept screen reads useScreenActive() to refresh its figures
 * when it is shown again.
 */
export function KeptOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const keepable = Boolean(
    (matches[matches.length - 1]?.handle as { keepAlive?: boolean } | undefined)?.keepAlive,
  );
  const kept = useRef<Kept | null>(null);
  if (keepable) kept.current = { key: pathname, element: outlet };
  // Where the kept screen was scrolled to, followed while it is shown (the listener goes in the
  // same commit that hides it, before the shorter page can clamp the scroll).
  const savedY = useRef(0);
  useLayoutEffect(() => {
    if (!keepable) return;
    const save = () => {
      savedY.current = window.scrollY;
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [keepable]);
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    if (before !== pathname && kept.current?.key === pathname) window.scrollTo(0, savedY.current);
  }, [pathname]);
  const cached = kept.current && kept.current.key !== pathname ? kept.current : null;
  return (
    <>
      {cached && (
        <div key={cached.key} hidden data-kept-alive="">
          <Active.Provider value={false}>{cached.element}</Active.Provider>
        </div>
      )}
      <div key={pathname}>
        <Active.Provider value={true}>{outlet}</Active.Provider>
      </div>
    </>
  );
}
