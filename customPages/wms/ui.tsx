import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
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

type TapButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** May return the call's promise: until it settles the button holds (disabled, 처리 중…). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
};

/**
 * A big button whose double tap counts once, and that holds while its call runs: a second tap half a
 * second later on a slow network finds it disabled, so a receipt or a transfer is sent once. Its
 * place and size stay the same meanwhile (the label changes, the box does not move under a finger).
 */
export function TapButton({ onClick, sx, children, disabled, ...props }: TapButtonProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const act = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (running.current || !onClick) return;
      const result = onClick(event);
      if (!(result instanceof Promise)) return;
      running.current = true;
      setBusy(true);
      void result.finally(() => {
        running.current = false;
        setBusy(false);
      });
    },
    [onClick],
  );
  const tap = useSingleTap(act);
  return (
    <Button
      variant="contained"
      size="large"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={tap}
      sx={{ ...TOUCH, ...sx }}
    >
      {busy ? '처리 중…' : children}
    </Button>
  );
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
