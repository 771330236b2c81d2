import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { TOAST_LIMITS } from './toastTypes';
import type { SideToastKind, ToastApi, ToastEntry, ToastSeverity } from './toastTypes';
import { ToastLayers } from './ToastLayers';

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the four toast kinds of the spec and shows them above every dialog. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [inline, setInline] = useState<readonly ToastEntry[]>([]);
  const [side, setSide] = useState<readonly ToastEntry[]>([]);
  const [stack, setStack] = useState<readonly ToastEntry[]>([]);
  const [bare, setBare] = useState<ToastEntry | null>(null);
  const nextId = useRef(0);
  // Every pending removal, so unmounting (or clearing the stack) cancels them.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const stackTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const bareTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const later = useCallback(
    (ms: number, run: () => void, bucket: Set<ReturnType<typeof setTimeout>> = timers.current) => {
      const timer = setTimeout(() => {
        bucket.delete(timer);
        run();
      }, ms);
      bucket.add(timer);
    },
    [],
  );

  useEffect(() => {
    const all = timers.current;
    const stackAll = stackTimers.current;
    return () => {
      for (const timer of [...all, ...stackAll]) clearTimeout(timer);
      if (bareTimer.current) clearTimeout(bareTimer.current);
    };
  }, []);

  const inlineToast = useCallback(
    (message: string, severity: ToastSeverity = 'info') => {
      const entry = { id: ++nextId.current, message, severity };
      setInline((list) => [...list, entry]);
      later(TOAST_LIMITS.inlineMs, () => setInline((list) => list.filter((item) => item.id !== entry.id)));
    },
    [later],
  );

  const sideToast = useCallback(
    (message: string, kind: SideToastKind = 'info') => {
      const entry = { id: ++nextId.current, message, severity: kind };
      setSide((list) => [...list, entry]);
      later(TOAST_LIMITS.sideMs, () => setSide((list) => list.filter((item) => item.id !== entry.id)));
    },
    [later],
  );

  const push = useCallback(
    (message?: string, severity: ToastSeverity = 'info') => {
      if (!message) {
        for (const timer of stackTimers.current) clearTimeout(timer);
        stackTimers.current.clear();
        setStack([]);
        return;
      }
      setStack((list) => [...list, { id: ++nextId.current, message, severity }]);
      // The spec drops the oldest entry, not the one just pushed: a burst drains in order.
      later(TOAST_LIMITS.stackMs, () => setStack((list) => list.slice(1)), stackTimers.current);
    },
    [later],
  );

  const message = useCallback((text: string) => {
    if (bareTimer.current) clearTimeout(bareTimer.current);
    setBare({ id: ++nextId.current, message: text, severity: 'info' });
    bareTimer.current = setTimeout(() => {
      bareTimer.current = null;
      setBare(null);
    }, TOAST_LIMITS.messageMs);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ inline: inlineToast, side: sideToast, push, message }),
    [inlineToast, sideToast, push, message],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastLayers
        inline={inline.slice(-TOAST_LIMITS.inlineVisible)}
        side={side.slice(-TOAST_LIMITS.sideVisible)}
        stack={stack}
        bare={bare}
      />
    </ToastContext.Provider>
  );
}

/** The toast functions; needs a <ToastProvider> above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}
