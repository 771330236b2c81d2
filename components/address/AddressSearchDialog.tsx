import { BaseDialog } from '../dialogs/BaseDialog';
import { PostcodeSearch } from './PostcodeSearch';
import type { PostcodeSearchProps } from './PostcodeSearch';

export interface AddressSearchDialogProps extends PostcodeSearchProps {
  open: boolean;
  onClose: () => void;
  title?: string;
}

/** The address search as a dialog over a form (spec 1 §2 "Inquiry screen": a nested address dialog). */
export function AddressSearchDialog({
  open,
  onClose,
  title = '주소 검색',
  ...search
}: AddressSearchDialogProps) {
  return (
    <BaseDialog open={open} onClose={onClose} title={title} width="min(560px, 94%)">
      {open && <PostcodeSearch {...search} />}
    </BaseDialog>
  );
}
