import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useQueuedWrites } from './offlineQueue';
import { WmsApiError, WmsQueuedError } from './wmsApi';
import { quantityText as amount } from '../../lib/quantity';

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
  if (error instanceof WmsQueuedError) return <QueuedNotice queued={error} />;
  const message = error instanceof WmsApiError || error instanceof Error ? error.message : String(error);
  return (
    <Box role="alert" sx={{ my: 1, p: 1.5, borderRadius: 1, bgcolor: '#fdeded', color: '#5f2120' }}>
      {message}
    </Box>
  );
}

/**
 * A write kept on the phone: 대기 중 (not an error), then what became of it once the queue sent it.
 * An alert, so a screen reader hears it as soon as the tap is answered.
 */
function QueuedNotice({ queued }: { queued: WmsQueuedError }) {
  const write = useQueuedWrites().find((row) => row.key === queued.key);
  const conflict = write?.status === 'conflict';
  return (
    <Box
      role="alert"
      sx={{
        my: 1,
        p: 1.5,
        borderRadius: 1,
        bgcolor: conflict ? '#fdeded' : write ? '#fff4e5' : '#edf7ed',
        color: conflict ? '#5f2120' : write ? '#663c00' : '#1e4620',
      }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        {conflict ? '확인 필요' : write ? '대기 중' : '보냄'}
      </Box>
      {conflict
        ? '서버가 이 작업을 받지 않았습니다. 대기 중인 작업 화면에서 무엇을 할지 정해주세요.'
        : write
          ? queued.message
          : '휴대폰에 대기 중이던 작업을 서버에 보냈습니다. 화면을 다시 열면 바뀐 수량이 보입니다.'}
      {conflict && (
        <Box sx={{ mt: 1 }}>
          <Button component={RouterLink} to="/wms/pending" variant="outlined" color="inherit" sx={TOUCH}>
            대기 중인 작업 보기
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * What the last tap did: the error, or the success line. Every screen draws it below its action
 * buttons, so a message that comes or goes never moves a button under the worker's finger (only
 * what lies further down moves).
 */
export function Outcome({ error, done }: { error: unknown; done?: string | null | undefined }) {
  return (
    <Box data-testid="wms-outcome">
      <ErrorAlert error={error} />
      {done && (
        <Box role="status" sx={{ my: 1, p: 1.5, borderRadius: 1, bgcolor: '#edf7ed', color: '#1e4620' }}>
          {done}
        </Box>
      )}
    </Box>
  );
}

/** A quantity in the product's own unit (12박스, 3봉, 40개): never a fixed 개 (lib/quantity). */
export { amount };

/** Quantities of several products, each in its unit, added up per unit: "5박스, 2봉". */
export function amounts(rows: readonly { quantity: number; unit: string | undefined }[]): string {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.unit || '개', (sums.get(row.unit || '개') ?? 0) + row.quantity);
  return [...sums].map(([unit, quantity]) => amount(quantity, unit)).join(', ');
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
