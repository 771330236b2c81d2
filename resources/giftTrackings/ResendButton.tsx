import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { fieldErrorsOf } from '../../dataProviders/apiErrors';
import { fillPath } from '../../dataProviders/pathTemplates';
import { messageOf, useApiFetch } from '../../dataProviders/useApi';
import { RESENDABLE_SEND_STATUSES, recipientCorrectionBody } from '../../schemas/gift/sends';
import type { TrackingRecord } from '../../schemas/gift/sends';
import { TRACKING_TEXT } from './strings';

type Field = 'name' | 'phone';

/** The first message per field of the shared correction rule (the server applies the same one). */
function problemsOf(values: { name: string; phone: string }): Partial<Record<Field, string>> {
  const parsed = recipientCorrectionBody.safeParse(values);
  if (parsed.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * A send's 받는 사람 수정·재발송 (PUT …/trackings/{id}/recipient): the phone (and name) corrected, or
 * left as it is for a plain resend; the card goes again under a new link. Only a send whose gift
 * was not chosen yet offers it; a refusal meanwhile (chosen, cancelled) shows the server's message.
 */
export function ResendButton({ tracking, apiPath }: { tracking: TrackingRecord; apiPath: string }) {
  const { filter } = useListContext();
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(tracking.name);
  const [phone, setPhone] = useState(tracking.cellPhone);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!RESENDABLE_SEND_STATUSES.includes(tracking.status)) return null;
  const start = () => {
    setName(tracking.name);
    setPhone(tracking.cellPhone);
    setErrors({});
    setProblem(null);
    setOpen(true);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const values = { name: name.trim(), phone };
    const found = problemsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      await apiFetch(`${fillPath(apiPath, { filter })}/${encodeURIComponent(tracking.id)}/recipient`, {
        method: 'PUT',
        body: values,
      });
      notify(TRACKING_TEXT.resent, { type: 'success', messageArgs: { _: TRACKING_TEXT.resent } });
      setOpen(false);
      refresh();
    } catch (error) {
      const byField = fieldErrorsOf(error) as Partial<Record<Field, string>>;
      setErrors(byField);
      if (!byField.name && !byField.phone) setProblem(messageOf(error, TRACKING_TEXT.resendFailed));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `tracking-resend-${tracking.id}`;
  return (
    <>
      <Button
        size="small"
        onClick={(click) => {
          click.stopPropagation();
          start();
        }}
        aria-label={`${tracking.name} ${TRACKING_TEXT.resend}`}
      >
        {TRACKING_TEXT.resend}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(click) => click.stopPropagation()}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
      >
        <form noValidate onSubmit={(event) => void save(event)}>
          <DialogTitle id={titleId}>{TRACKING_TEXT.resendTitle}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <DialogContentText>{TRACKING_TEXT.resendLead}</DialogContentText>
            {problem ? (
              <Alert severity="warning" role="alert">
                {problem}
              </Alert>
            ) : null}
            <TextField
              label={TRACKING_TEXT.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
            />
            <TextField
              label={TRACKING_TEXT.phone}
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
              error={Boolean(errors.phone)}
              helperText={errors.phone ?? TRACKING_TEXT.phoneHelp}
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11, autoComplete: 'off' } }}
              required
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{TRACKING_TEXT.close}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {TRACKING_TEXT.resendSubmit}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
