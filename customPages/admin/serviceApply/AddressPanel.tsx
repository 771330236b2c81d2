import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { APPLY_TEXT } from './strings';

// The postcode widget loads only when the search is opened.
const AddressSearchDialog = lazy(() =>
  import('../../../components/address/AddressSearchDialog').then((m) => ({
    default: m.AddressSearchDialog,
  })),
);

/**
 * The postcode search above an address step: the chosen address fills the step's `zoneCode` and
 * `address1`; the fields stay typeable, so the step can be finished when the search cannot be used.
 */
export function AddressPanel({ onChoose }: { onChoose: (zoneCode: string, address1: string) => void }) {
  const [scriptUrl, setScriptUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    try {
      const { postcodeScriptUrl } = await loadOutsideLinks();
      if (!postcodeScriptUrl) throw new Error('postcode');
      setScriptUrl(postcodeScriptUrl);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void open()}>
          {APPLY_TEXT.addressSearch}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {APPLY_TEXT.addressHint}
        </Typography>
      </Stack>
      {failed && <Alert severity="warning">{APPLY_TEXT.addressFailed}</Alert>}
      {scriptUrl && (
        <Suspense fallback={null}>
          <AddressSearchDialog
            open
            onClose={() => setScriptUrl(null)}
            scriptUrl={scriptUrl}
            onComplete={(address) => {
              onChoose(address.zonecode, address.address);
              setScriptUrl(null);
            }}
            onFailure={() => {
              setScriptUrl(null);
              setFailed(true);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
