import { useState } from 'react';
import { DatePicker } from '../../components/inputs/DatePicker';
import type { MouseEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { MessagePreview } from '../../components/MessagePreview';
import { formatPhone } from '../../lib/phone';
import { seoulDateString } from '../../lib/seoulTime';
import { serviceApprovedMessage, serviceRejectedMessage } from '../../schemas/decisionMessages';
import { APPLICATIONS, type ApplicationRecord } from '../../schemas/serviceApply';
import { displayAnswer, stepLabels } from '../../schemas/serviceApply/define';
import { SERVICE_LABELS } from '../../schemas/services';
import { APPLICATION_REVIEW_TEXT as TEXT } from './strings';

/** Next Monday in Seoul, the usual first delivery. */
function nextMonday(): string {
  const today = new Date(`${seoulDateString()}T00:00:00Z`);
  const days = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** One application with its answers; a waiting one is approved with a start date or rejected with a reason. */
export function ReviewDialogButton({ record }: { record: ApplicationRecord }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [startDate, setStartDate] = useState(nextMonday);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const definition = APPLICATIONS[record.service];
  const waiting = record.status === 'SUBMITTED';
  // The applicant's phone, which the decision's message goes to (as the server reads it).
  const phone = record.answers.applicant?.contactPhone;
  const contact = typeof phone === 'string' && phone ? phone : null;

  const decide = async (action: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await dataProvider.resourceFetch('serviceApplications', `/${encodeURIComponent(record.id)}/${action}`, {
        method: 'POST',
        body: action === 'approve' ? { startDate } : { reason },
      });
      notify(action === 'approve' ? TEXT.approved : TEXT.rejected, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : TEXT.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {TEXT.open}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="sm"
        fullWidth
        aria-labelledby="review-title"
      >
        <DialogTitle id="review-title">
          {TEXT.dialogTitle(record.companyName, SERVICE_LABELS[record.service])}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {definition.steps.map((step) => (
              <Box key={step.key} component="section">
                <Typography variant="subtitle2" component="h3">
                  {step.title}
                </Typography>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '40% 1fr', m: 0 }}>
                  {Object.entries(stepLabels(step)).map(([field, label]) => {
                    const answers = record.answers[step.key] ?? {};
                    const value =
                      field === 'paymentEncrypted'
                        ? (answers.paymentLabel ?? answers[field])
                        : answers[field];
                    return (
                      <Box key={field} sx={{ display: 'contents' }}>
                        <Typography component="dt" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0 }}>
                          {displayAnswer(step, field, value)}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            ))}
            {waiting && (
              <>
                <DatePicker label={TEXT.startDate} value={startDate} onChange={setStartDate} />
                <TextField
                  label={TEXT.reason}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  multiline
                  minRows={2}
                />
                {contact ? (
                  <>
                    <MessagePreview
                      message={{
                        channel: TEXT.sms,
                        to: formatPhone(contact),
                        body: serviceApprovedMessage(definition.label, startDate).body,
                      }}
                    />
                    {reason.trim() ? (
                      <MessagePreview
                        message={{
                          channel: TEXT.lms,
                          to: formatPhone(contact),
                          ...serviceRejectedMessage(definition.label, reason),
                        }}
                      />
                    ) : null}
                  </>
                ) : (
                  <Typography color="text.secondary">{TEXT.noContact}</Typography>
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{TEXT.close}</Button>
          {waiting && (
            <>
              <Button
                color="error"
                disabled={busy || reason.trim() === ''}
                onClick={() => void decide('reject')}
              >
                {TEXT.reject}
              </Button>
              <Button
                variant="contained"
                disabled={busy || !startDate}
                onClick={() => void decide('approve')}
              >
                {TEXT.approve}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
