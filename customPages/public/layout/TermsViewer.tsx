import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { TermsDialogFor } from '../terms/TermsDialogFor';

export type ViewableTerms = 'use_service' | 'privacy_policy';

/** A terms document to read (the footer's links): noScroll, so 확인 works at once. Its own chunk. */
export function TermsViewer({ type, onClose }: { type: ViewableTerms; onClose: () => void }) {
  return (
    <DialogProvider>
      <TermsDialogFor open type={type} checked={false} noScroll onAgree={onClose} onClose={onClose} />
    </DialogProvider>
  );
}
