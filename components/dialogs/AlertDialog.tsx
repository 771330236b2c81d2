import { Button, Typography } from '@mui/material';
import { BaseDialog } from './BaseDialog';
import { SlideUp } from './SlideUp';

export interface AlertDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmText?: string;
  onClose: () => void;
  /** Rise from the bottom instead of fading in (the "slide up" alert of the showcase). */
  slideUp?: boolean;
}

/** A message with one 확인 button; Escape closes it too, a click outside does not (it must be read). */
export function AlertDialog({
  open,
  title,
  message,
  confirmText = '확인',
  onClose,
  slideUp = false,
}: AlertDialogProps) {
  return (
    <BaseDialog
      open={open}
      onClose={onClose}
      title={title}
      ariaLabel={title ? undefined : '알림'}
      width="min(420px, 90%)"
      hideCloseButton
      disableBackdropClose
      slots={slideUp ? { transition: SlideUp } : undefined}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {confirmText}
        </Button>
      }
    >
      {/* pre-line: callers pass messages with line breaks ("title\nmust read ..."). */}
      <Typography sx={{ whiteSpace: 'pre-line', pt: title ? 0 : 1 }}>{message}</Typography>
    </BaseDialog>
  );
}
