import { useState } from 'react';
import { DatePicker } from '../../components/inputs/DatePicker';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { ApiError } from '../../dataProviders/httpClient';
import { seoulDateString } from '../../lib/seoulTime';
import { won } from '../../lib/won';
import {
  PAYMENT_METHOD_CHOICES,
  type InvoicePaymentBody,
  type ProviderInvoiceRecord,
} from '../../schemas/billingLedger';
import { BILLING_TEXT as TEXT } from './strings';

/**
 * 입금 등록 on an invoice that still has money owed: a dialog with the amount (the unpaid amount
 * by default), the day and the method; the server's field messages show beside the fields.
 */
export function RecordPaymentButton({
  record,
  resource,
}: {
  record: ProviderInvoiceRecord;
  resource: string;
}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const [method, setMethod] = useState<InvoicePaymentBody['method']>('VIRTUAL_ACCOUNT');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (record.unpaidAmount <= 0) return null;

  const stop = (event: MouseEvent) => event.stopPropagation(); // a click on the button is not a click on the row
  const start = () => {
    setAmount(String(record.unpaidAmount));
    setPaidOn(seoulDateString());
    setMethod('VIRTUAL_ACCOUNT');
    setNote('');
    setErrors({});
    setOpen(true);
  };
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body: InvoicePaymentBody = { amount: Number(amount), paidOn, method, ...(note ? { note } : {}) };
      await dataProvider.resourceFetch(resource, `/${encodeURIComponent(record.id)}/payments`, {
        method: 'POST',
        body,
      });
      notify(TEXT.recorded, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) setErrors(error.body.errors);
      notify(error instanceof Error && error.message ? error.message : TEXT.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const titleId = `payment-title-${record.id}`;

  return (
    // A span: on a phone the button sits in the card's text (react-admin's Button would shrink to a bare icon there).
    <Box component="span" onClick={stop}>
      <MuiButton
        variant="outlined"
        size="small"
        onClick={start}
        aria-label={`${record.companyName} ${record.period} ${TEXT.record}`}
      >
        {TEXT.record}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{TEXT.dialogTitle(record.companyName, record.period)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {TEXT.owed(won(record.unpaidAmount))}
          </Typography>
          <TextField
            label={TEXT.amount}
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, ''))}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Box sx={{ mt: 1, mb: 0.5 }}>
            <DatePicker
              label={TEXT.paidOn}
              value={paidOn}
              onChange={setPaidOn}
              error={Boolean(errors.paidOn)}
              helperText={errors.paidOn}
              fullWidth
            />
          </Box>
          <TextField
            select
            label={TEXT.method}
            value={method}
            onChange={(event) => setMethod(event.target.value as InvoicePaymentBody['method'])}
            error={Boolean(errors.method)}
            helperText={errors.method}
            fullWidth
            margin="dense"
          >
            {PAYMENT_METHOD_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={TEXT.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{TEXT.cancel}</MuiButton>
          <MuiButton variant="contained" disabled={busy || !amount || !paidOn} onClick={submit}>
            {TEXT.submit}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** 입금 등록 on the invoice's detail page (where a phone's card leads), for the record shown. */
export function RecordPaymentAction({ resource }: { resource: string }) {
  const record = useRecordContext<ProviderInvoiceRecord>();
  return record ? <RecordPaymentButton record={record} resource={resource} /> : null;
}
