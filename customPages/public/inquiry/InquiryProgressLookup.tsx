import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { KoreanSafeTextField } from '../../../components/ime/KoreanSafeTextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../dataProviders/httpClient';
import { seoulDotDate } from '../../../lib/seoulTime';
import type { InquiryProgress } from '../../../schemas/inquiry';
import { fetchInquiryProgress } from './inquiryApi';
import { COMPLETE_TEXT } from './strings';

/** GET /homepage/v2/inquiry-progress from the completion page: receipt number plus phone. */
export function InquiryProgressLookup({
  receiptNo = '',
  cellphone = '',
}: {
  receiptNo?: string;
  cellphone?: string;
}) {
  const [receipt, setReceipt] = useState(receiptNo);
  const [phone, setPhone] = useState(cellphone);
  const [progress, setProgress] = useState<InquiryProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = async () => {
    setError(null);
    setProgress(null);
    try {
      setProgress(await fetchInquiryProgress(receipt.trim(), phone));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : COMPLETE_TEXT.progressTitle);
    }
  };

  return (
    <Box
      component="form"
      aria-labelledby="inquiry-progress-title"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
      sx={{ display: 'grid', gap: 1.5, p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="inquiry-progress-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {COMPLETE_TEXT.progressTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' } }}>
        <KoreanSafeTextField
          label={COMPLETE_TEXT.progressReceipt}
          value={receipt}
          onValueChange={setReceipt}
          size="small"
        />
        <TextField
          label={COMPLETE_TEXT.progressPhone}
          value={phone}
          onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 11))}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined">
          {COMPLETE_TEXT.progressCheck}
        </Button>
      </Box>
      <Box aria-live="polite">
        {progress && (
          <Alert severity="info">
            {COMPLETE_TEXT.progressStatus}:{' '}
            <strong data-testid="inquiry-status">{progress.statusLabel}</strong> ({progress.receiptNo})
            {progress.answeredAt ? (
              <>
                <Typography variant="body2" data-testid="inquiry-answered-on" sx={{ mt: 1 }}>
                  {COMPLETE_TEXT.answeredOn(seoulDotDate(progress.answeredAt))}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                  {progress.answer}
                </Typography>
              </>
            ) : null}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Box>
  );
}
