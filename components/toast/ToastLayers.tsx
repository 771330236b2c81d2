import { Alert, AlertTitle, Box, Paper, Stack } from '@mui/material';
import { MODAL_BASE_Z_INDEX } from '../dialogs/modalStack';
import { SIDE_TOAST_HEADERS } from './toastTypes';
import type { SideToastKind, ToastEntry } from './toastTypes';

// Toasts report on what happens inside dialogs too, so they sit above the whole modal stack.
const TOAST_Z_INDEX = MODAL_BASE_Z_INDEX + 1000;

interface ToastLayersProps {
  inline: readonly ToastEntry[];
  side: readonly ToastEntry[];
  stack: readonly ToastEntry[];
  bare: ToastEntry | null;
}

/** Where each list shows: inline at the top centre, side on the right, the stack bottom right, the bare message bottom centre. */
export function ToastLayers({ inline, side, stack, bare }: ToastLayersProps) {
  return (
    <>
      <Stack
        role="status"
        aria-live="polite"
        aria-label="알림 메시지"
        data-testid="toast-inline"
        spacing={1}
        sx={{
          position: 'fixed',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: TOAST_Z_INDEX,
          width: 'min(480px, 92vw)',
          pointerEvents: 'none',
        }}
      >
        {inline.map((entry) => (
          // Standard (light) alerts: the filled warning colour with white text is below 4.5:1 contrast.
          <Alert key={entry.id} severity={entry.severity} sx={{ pointerEvents: 'auto', boxShadow: 2 }}>
            {entry.message}
          </Alert>
        ))}
      </Stack>
      <Stack
        role="status"
        aria-live="polite"
        aria-label="측면 알림"
        data-testid="toast-side"
        spacing={1}
        sx={{
          position: 'fixed',
          top: 80,
          right: 16,
          zIndex: TOAST_Z_INDEX,
          width: 'min(320px, 92vw)',
          pointerEvents: 'none',
        }}
      >
        {side.map((entry) => (
          <Alert key={entry.id} severity={entry.severity} sx={{ pointerEvents: 'auto', boxShadow: 3 }}>
            {/* English headers are the spec's own constant; lang keeps screen readers pronouncing them right. */}
            <AlertTitle lang="en">{SIDE_TOAST_HEADERS[entry.severity as SideToastKind]}</AlertTitle>
            {entry.message}
          </Alert>
        ))}
      </Stack>
      <Stack
        role="status"
        aria-live="polite"
        aria-label="알림 목록"
        data-testid="toast-stack"
        spacing={1}
        sx={{
          position: 'fixed',
          bottom: 16,
          right: 16,
          zIndex: TOAST_Z_INDEX,
          width: 'min(360px, 92vw)',
          pointerEvents: 'none',
        }}
      >
        {stack.map((entry) => (
          <Alert key={entry.id} severity={entry.severity} sx={{ pointerEvents: 'auto', boxShadow: 3 }}>
            {entry.message}
          </Alert>
        ))}
      </Stack>
      <Box
        role="status"
        aria-live="polite"
        data-testid="toast-message"
        sx={{
          position: 'fixed',
          bottom: 24,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: TOAST_Z_INDEX,
          pointerEvents: 'none',
        }}
      >
        {bare ? (
          <Paper sx={{ px: 3, py: 1.5, bgcolor: 'grey.900', color: 'common.white', borderRadius: 6 }}>
            {bare.message}
          </Paper>
        ) : null}
      </Box>
    </>
  );
}
