import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { BaseDialog } from './BaseDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  contents: ReactNode;
  closeText?: string;
  submitText?: string;
  /** Paper width; the confirm dialog is narrower than the generic default. */
  width?: string;
  /** true for the submit button, false for 닫기, Escape, × or a click outside. */
  onClose: (confirmed: boolean) => void;
}

/** Spec 1 §3 "confirm dialog": a question with 닫기 and 확인. */
export function ConfirmDialog({
  open,
  title,
  contents,
  closeText = '닫기',
  submitText = '확인',
  width = 'min(480px, 90%)',
  onClose,
}: ConfirmDialogProps) {
  return (
    <BaseDialog
      open={open}
      onClose={() => onClose(false)}
      title={title}
      ariaLabel={title ? undefined : '확인'}
      width={width}
      hideCloseButton
      actions={
        <>
          <Button variant="outlined" onClick={() => onClose(false)}>
            {closeText}
          </Button>
          <Button variant="contained" onClick={() => onClose(true)} autoFocus>
            {submitText}
          </Button>
        </>
      }
    >
      {typeof contents === 'string' ? <div style={{ whiteSpace: 'pre-line' }}>{contents}</div> : contents}
    </BaseDialog>
  );
}
