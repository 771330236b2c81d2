import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { AddressSearchDialog } from '../../../components/address/AddressSearchDialog';
import { POSTCODE_FAILURE_MESSAGE } from '../../../components/address/loadPostcodeScript';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { INQUIRY_LIMITS } from '../../../schemas/inquiry';
import { INQUIRY_TEXT } from './strings';
import type { InquiryFormState } from './useInquiryForm';

/**
 * The cleaning site's address: zonecode and address filled by the postcode search and read-only. When
 * the search cannot be used, the spec's message shows and both become typeable, so the form still works.
 */
export function InquiryAddress({ form, idPrefix }: { form: InquiryFormState; idPrefix: string }) {
  const { values, errors, change } = form;
  const [scriptUrl, setScriptUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // After a pick, the detail field gets the focus once the search dialog is gone (it hands focus back).
  const [focusDetail, setFocusDetail] = useState(false);
  useEffect(() => {
    if (!focusDetail) return;
    document.getElementById(`${idPrefix}-address2`)?.focus();
    setFocusDetail(false);
  }, [focusDetail, idPrefix]);

  const openSearch = async () => {
    try {
      const { postcodeScriptUrl } = await loadOutsideLinks();
      if (!postcodeScriptUrl) throw new Error('no postcode script configured');
      setScriptUrl(postcodeScriptUrl);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {INQUIRY_TEXT.address} {INQUIRY_TEXT.required}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={`${idPrefix}-zonecode`}
          name="zonecode"
          data-field="zonecode"
          label={INQUIRY_TEXT.zonecode}
          value={values.zonecode}
          onChange={(event) => change('zonecode', event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={Boolean(errors.zonecode)}
          helperText={errors.zonecode}
          slotProps={{ htmlInput: { readOnly: !failed, inputMode: 'numeric', maxLength: 6 } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => void openSearch()} sx={{ height: 56, flexShrink: 0 }}>
          {INQUIRY_TEXT.addressSearch}
        </Button>
      </Box>
      {failed && (
        <Alert severity="warning" role="alert">
          {POSTCODE_FAILURE_MESSAGE} {INQUIRY_TEXT.addressManual}
        </Alert>
      )}
      <TextField
        id={`${idPrefix}-address1`}
        name="address1"
        data-field="address1"
        label={INQUIRY_TEXT.address1}
        value={values.address1}
        onChange={(event) => change('address1', event.target.value)}
        error={Boolean(errors.address1)}
        helperText={errors.address1}
        slotProps={{ htmlInput: { readOnly: !failed, maxLength: INQUIRY_LIMITS.address1 } }}
        fullWidth
      />
      <TextField
        id={`${idPrefix}-address2`}
        name="address2"
        data-field="address2"
        label={INQUIRY_TEXT.address2}
        value={values.address2}
        onChange={(event) => change('address2', event.target.value)}
        error={Boolean(errors.address2)}
        helperText={errors.address2}
        slotProps={{ htmlInput: { maxLength: INQUIRY_LIMITS.address2 } }}
        fullWidth
      />
      {scriptUrl !== null && (
        <AddressSearchDialog
          open
          scriptUrl={scriptUrl}
          onClose={() => setScriptUrl(null)}
          onFailure={() => setFailed(true)}
          onComplete={({ zonecode, address, bcode }) => {
            form.setValues({ zonecode, address1: address, bcode });
            form.clearValidate(['zonecode', 'address1']);
            setScriptUrl(null);
            setFocusDetail(true);
          }}
        />
      )}
    </Box>
  );
}
