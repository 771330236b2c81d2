import { useId } from 'react';
import { BaseDialog } from '../../../components/dialogs/BaseDialog';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import type { InquiryServiceType } from '../../../schemas/inquiry';
import { usePublicPage } from '../layout/publicPage';
import { InquiryForm } from './InquiryForm';
import { INQUIRY_TEXT } from './strings';
import { useInquiryForm } from './useInquiryForm';

function DialogForm({ serviceType, onClose }: { serviceType: InquiryServiceType; onClose: () => void }) {
  const { device, completePath } = usePublicPage();
  const form = useInquiryForm({ serviceType, device, completePath, onSent: onClose });
  const idPrefix = `inquiry-dialog-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <BaseDialog
      open
      onClose={onClose}
      title={INQUIRY_TEXT.dialogTitle}
      width={device === 'mobile' ? '94%' : 'min(640px, 90%)'}
      disableBackdropClose
      closeLabel={INQUIRY_TEXT.close}
    >
      <InquiryForm form={form} idPrefix={idPrefix} />
    </BaseDialog>
  );
}

/** The inquiry as a dialog (the floating button and the pages' calls to action); its own chunk. */
export function InquiryDialog(props: { serviceType: InquiryServiceType; onClose: () => void }) {
  return (
    <DialogProvider>
      <DialogForm {...props} />
    </DialogProvider>
  );
}
