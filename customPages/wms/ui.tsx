import { useCallback, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
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

/**
 * A failed call's Korean message. A plain box in MUI's alert colours rather than <Alert>: the home
 * screen shows it and its first load stays small (the icons of every severity are not needed here).
 */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof WmsApiError || error instanceof Error ? error.message : String(error);
  return (
    <Box role="alert" sx={{ my: 1, p: 1.5, borderRadius: 1, bgcolor: '#fdeded', color: '#5f2120' }}>
      {message}
    </Box>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Box role="status" sx={{ my: 1, p: 1.5, borderRadius: 1, bgcolor: '#e5f6fd', color: '#014361' }}>
      {children}
    </Box>
  );
}

/** Parses a typed whole number; null when it is not one. */
export function wholeNumber(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}
