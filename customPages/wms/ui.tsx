import { useCallback, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { WmsApiError } from './wmsApi';

/** Gloved fingers: every control at least 48 px tall (WCAG asks 44). */
export const TOUCH = { minHeight: 48, fontSize: '1rem' } as const;

/** Spec 1 §4: a second tap within 300 ms of the first does nothing. */
export function useSingleTap<A extends unknown[]>(action: (...args: A) => void, windowMs = 300) {
  const last = useRef(0);
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < windowMs) return;
      last.current = now;
      action(...args);
    },
    [action, windowMs],
  );
}

/** A big button whose double tap counts once. */
export function TapButton({ onClick, sx, ...props }: ButtonProps) {
  const noop = useCallback(() => undefined, []);
  const tap = useSingleTap(onClick ?? noop);
  return <Button variant="contained" size="large" {...props} onClick={tap} sx={{ ...TOUCH, ...sx }} />;
}

export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof WmsApiError || error instanceof Error ? error.message : String(error);
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {message}
    </Alert>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {children}
    </Alert>
  );
}

/** Parses a typed whole number; null when it is not one. */
export function wholeNumber(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}
