import Box from '@mui/material/Box';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import type { InquiryServiceType } from '../../../schemas/inquiry';
import { usePublicPage } from '../layout/publicPage';
import { InquiryForm } from './InquiryForm';
import { useInquiryForm } from './useInquiryForm';

function Form({ serviceType }: { serviceType: InquiryServiceType }) {
  const { device, completePath } = usePublicPage();
  const form = useInquiryForm({ serviceType, device, completePath });
  return <InquiryForm form={form} idPrefix="inquiry-page" />;
}

/** The inquiry as part of a page (the partner and sales pages, the bottom of each service page). */
export function InlineInquiry({ serviceType }: { serviceType: InquiryServiceType }) {
  return (
    <DialogProvider>
      <Box sx={{ maxWidth: 640, mx: 'auto' }}>
        <Form serviceType={serviceType} />
      </Box>
    </DialogProvider>
  );
}
