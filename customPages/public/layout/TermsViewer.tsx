import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { TermsDialogFor } from '../terms/TermsDialogFor';

/**
 * The footer's two documents. The privacy policy is `privacy_policy_only_show` (terms/: 개인정보처리방침,
 * for reading); `privacy_policy` is the sign-up consent to collection and use, not the policy itself.
 */
export type ViewableTerms = 'use_service' | 'privacy_policy_only_show';

/** A terms document to read (the footer's links): noScroll, so 확인 works at once. Its own chunk. */
export function TermsViewer({ type, onClose }: { type: ViewableTerms; onClose: () => void }) {
  return (
    <DialogProvider>
      <TermsDialogFor open type={type} checked={false} noScroll onAgree={onClose} onClose={onClose} />
    </DialogProvider>
  );
}
