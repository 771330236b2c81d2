import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { TermsDialogFor } from '../terms/TermsDialogFor';
import { INQUIRY_TEXT } from './strings';
import type { InquiryFormState } from './useInquiryForm';

/**
 * Consent goes through the contact_privacy_policy terms dialog (spec 1 §3): ticking the box opens the
 * document, and only its agree checkbox, reached after reading to the end, sets the consent.
 */
export function InquiryConsent({ form, idPrefix }: { form: InquiryFormState; idPrefix: string }) {
  const [open, setOpen] = useState(false);
  const agreed = form.values.contact_privacy_policy;
  const error = form.errors.contact_privacy_policy;
  return (
    <Box data-field="contact_privacy_policy">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              id={`${idPrefix}-privacy`}
              name="contact_privacy_policy"
              checked={agreed}
              onChange={() => (agreed ? form.change('contact_privacy_policy', false) : setOpen(true))}
              slotProps={{ input: { 'aria-describedby': error ? `${idPrefix}-privacy-error` : undefined } }}
            />
          }
          label={`${INQUIRY_TEXT.privacy} ${INQUIRY_TEXT.required}`}
        />
        <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {INQUIRY_TEXT.privacyView}
        </Button>
      </Box>
      {error && (
        <FormHelperText id={`${idPrefix}-privacy-error`} error>
          {error}
        </FormHelperText>
      )}
      <TermsDialogFor
        open={open}
        type="contact_privacy_policy"
        checked={agreed}
        onAgree={(_type, checked) => {
          form.change('contact_privacy_policy', checked);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
