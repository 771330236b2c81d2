import { useEffect, useId, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { DialogProps } from '@mui/material';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useModalZIndex } from './modalStack';

/** Why a dialog is asked to close: the close button, Escape, a click outside, or the caller's own action. */
export type DialogCloseReason = 'closeButton' | 'escapeKeyDown' | 'backdropClick' | 'action';

/** Spec 1 §9 / spec 2 §9 "Generic dialog" defaults. */
export const DIALOG_DEFAULTS = {
  width: '50%',
  maxHeight: '90%',
  maxWidth: '100%',
  borderRadius: '8px',
  background: '#fff',
} as const;

export interface BaseDialogProps {
  open: boolean;
  /** Called once closing is allowed (after `beforeClose`, if any, agreed). */
  onClose: (reason: DialogCloseReason) => void;
  /** Decides whether the dialog hides: return false (or a promise of false) to keep it open. */
  beforeClose?: (reason: DialogCloseReason) => boolean | Promise<boolean>;
  title?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  width?: string;
  maxHeight?: string;
  maxWidth?: string;
  /** Hide the × button in the title bar (alerts close through their own button). */
  hideCloseButton?: boolean;
  /** Ignore clicks outside the dialog, e.g. for forms that would lose their input. */
  disableBackdropClose?: boolean;
  keepMounted?: boolean;
  fullScreen?: boolean;
  /** An accessible name when there is no visible title. */
  ariaLabel?: string;
  slots?: DialogProps['slots'];
  /** Label of the × button. */
  closeLabel?: string;
}

/**
 * The generic dialog: before-close hook, scroll reset on every opening, the spec's default sizes, and a
 * place on the modal stack so a dialog opened from it stacks above it.
 */
export function BaseDialog({
  open,
  onClose,
  beforeClose,
  title,
  children,
  actions,
  width = DIALOG_DEFAULTS.width,
  maxHeight = DIALOG_DEFAULTS.maxHeight,
  maxWidth = DIALOG_DEFAULTS.maxWidth,
  hideCloseButton = false,
  disableBackdropClose = false,
  keepMounted = false,
  fullScreen = false,
  ariaLabel,
  slots,
  closeLabel = '닫기',
}: BaseDialogProps) {
  const zIndex = useModalZIndex(open);
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement | null>(null);

  // A kept-mounted dialog would otherwise reopen where the user left it scrolled.
  useEffect(() => {
    if (open && contentRef.current) contentRef.current.scrollTop = 0;
  }, [open]);

  // Menus, selects and date pickers inside the dialog open in portals; lift them above this dialog.
  const outerTheme = useTheme();
  const innerTheme = useMemo<Theme>(
    () => ({ ...outerTheme, zIndex: { ...outerTheme.zIndex, modal: zIndex + 1, tooltip: zIndex + 1 } }),
    [outerTheme, zIndex],
  );

  const requestClose = async (reason: DialogCloseReason) => {
    if (reason === 'backdropClick' && disableBackdropClose) return;
    if (beforeClose && !(await beforeClose(reason))) return;
    onClose(reason);
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => void requestClose(reason)}
      keepMounted={keepMounted}
      fullScreen={fullScreen}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      slots={slots}
      sx={{ zIndex }}
      slotProps={{
        paper: {
          sx: fullScreen
            ? undefined
            : {
                width,
                maxHeight,
                maxWidth,
                borderRadius: DIALOG_DEFAULTS.borderRadius,
                // White per spec; a dark theme keeps its own paper so its light text stays readable.
                backgroundColor: (theme: Theme) =>
                  theme.palette.mode === 'dark' ? theme.palette.background.paper : DIALOG_DEFAULTS.background,
                m: 0,
              },
        },
      }}
    >
      {title ? (
        <DialogTitle id={titleId} sx={{ pr: hideCloseButton ? 3 : 7 }}>
          {title}
        </DialogTitle>
      ) : null}
      {hideCloseButton ? null : (
        <IconButton
          aria-label={closeLabel}
          onClick={() => void requestClose('closeButton')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <ThemeProvider theme={innerTheme}>
        <DialogContent ref={contentRef} data-testid="dialog-content">
          {children}
        </DialogContent>
        {actions ? <DialogActions>{actions}</DialogActions> : null}
      </ThemeProvider>
    </Dialog>
  );
}
