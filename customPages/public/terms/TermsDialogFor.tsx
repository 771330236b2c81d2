import { TermsDialog } from '../../../components/terms/TermsDialog';
import type { TermsDialogProps } from '../../../components/terms/TermsDialog';
import { getTerms } from '../../../terms';
import type { TermsType } from '../../../terms';

export type TermsDialogForProps = Omit<TermsDialogProps<TermsType>, 'getText'>;

/**
 * The terms dialog with this product's documents: components/ may not import terms/, so the text lookup
 * is handed in here. privacy_policy_only_show is, as its key says, shown for reading only.
 */
export function TermsDialogFor({ viewOnly, ...props }: TermsDialogForProps) {
  return (
    <TermsDialog
      {...props}
      getText={getTerms}
      viewOnly={viewOnly ?? props.type === 'privacy_policy_only_show'}
    />
  );
}
