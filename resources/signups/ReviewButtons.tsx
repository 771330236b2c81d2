import { useState } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiButton from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Typography from '@mui/material/Typography';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { MessagePreview } from '../../components/MessagePreview';
import { formatPhone } from '../../lib/phone';
import {
  signupApprovedMessage,
  signupLoginUrl,
  signupRejectedMessage,
  type OutgoingText,
} from '../../schemas/decisionMessages';
import { REJECT_REASON_CHOICES, rejectReasonLabel, type SignupRecord } from '../../schemas/signup';
import { SIGNUP_REVIEW_TEXT as TEXT } from './strings';

/** 승인 and 반려 on a waiting sign-up's row; 반려 asks for one of spec 2's refusal reasons. */
export function ReviewButtons({ record }: { record: SignupRecord }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  if (record.status !== 'PENDING') return null;

  const decide = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await dataProvider.resourceFetch('signups', `/${encodeURIComponent(record.id)}${path}`, {
        method: 'POST',
        ...(body ? { body } : {}),
      });
      notify(done, { type: 'success' });
      setRejecting(false);
      setApproving(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : TEXT.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const stop = (event: MouseEvent) => event.stopPropagation(); // a click on a button is not a click on the row

  return (
    <Box onClick={stop} sx={{ display: 'flex', gap: 1 }}>
      <Button
        label={TEXT.approve}
        variant="contained"
        disabled={busy}
        onClick={() => setApproving(true)}
        aria-label={`${record.companyName} ${TEXT.approve}`}
      >
        {/* On a phone react-admin shows only the icon (the label becomes its tooltip). */}
        <CheckIcon />
      </Button>
      <Button
        label={TEXT.reject}
        color="error"
        disabled={busy}
        onClick={() => setRejecting(true)}
        aria-label={`${record.companyName} ${TEXT.reject}`}
      >
        <CloseIcon />
      </Button>
      <Dialog
        open={approving}
        onClose={() => setApproving(false)}
        aria-labelledby="approve-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="approve-title">{TEXT.approveTitle(record.companyName)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {TEXT.approveLead}
          </Typography>
          <SentTo record={record} message={signupApprovedMessage(record.companyName, loginUrl())} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setApproving(false)}>{TEXT.cancel}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={busy}
            onClick={() => decide('/approve', null, TEXT.approved)}
          >
            {TEXT.approveSubmit}
          </MuiButton>
        </DialogActions>
      </Dialog>
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        aria-labelledby="reject-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="reject-title">{TEXT.rejectTitle(record.companyName)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {TEXT.rejectLead}
          </Typography>
          <RadioGroup
            aria-label={TEXT.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            {REJECT_REASON_CHOICES.map((choice) => (
              <FormControlLabel key={choice.id} value={choice.id} control={<Radio />} label={choice.name} />
            ))}
          </RadioGroup>
          <TextField
            label={TEXT.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {reason ? (
            <SentTo
              record={record}
              message={signupRejectedMessage(record.companyName, rejectReasonLabel(reason), note)}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setRejecting(false)}>{TEXT.cancel}</MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            disabled={busy || !reason}
            onClick={() => decide('/reject', { reason, note }, TEXT.rejected)}
          >
            {TEXT.rejectSubmit}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The portal's login page as the message links it (the console is served from the portal). */
const loginUrl = () => signupLoginUrl(window.location.origin);

/** The decision's message, as the applicant gets it by text message and e-mail. */
function SentTo({ record, message }: { record: SignupRecord; message: OutgoingText }) {
  return (
    <MessagePreview
      message={{
        channel: TEXT.bothChannels,
        to: `${formatPhone(record.cellPhone)}, ${record.email}`,
        subject: message.subject,
        body: message.body,
      }}
    />
  );
}
