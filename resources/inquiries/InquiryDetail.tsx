import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetOne, useNotify, useParams, useRefresh } from 'react-admin';
import { MessagePreview } from '../../components/MessagePreview';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { fieldErrorsOf, messageOf, useApiQuery } from '../../dataProviders/useApi';
import { formatPhone } from '../../lib/phone';
import { seoulLocaleText } from '../../lib/seoulTime';
import { TRACKING_LABELS } from '../../lib/tracking';
import {
  INQUIRY_ANSWERABLE,
  INQUIRY_REGION_LABELS,
  INQUIRY_SERVICE_LABELS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_TRANSITIONS,
  type InquiryRegion,
  type InquiryServiceType,
  type InquiryStatus,
} from '../../schemas/inquiry';
import {
  INQUIRY_ANSWER_CHANNEL_LABELS,
  inquiryAnswerMessage,
  type InquiryAnswerInput,
  type ProviderInquiryRecord,
} from '../../schemas/provider';
import { AnswerTemplatePicker, withTemplate } from '../_generated';
import { PageHeading } from '../_generated/PageHeading';
import { Section } from '../_generated/report';
import { INQUIRY_TEXT as T } from './strings';

type Channel = InquiryAnswerInput['channel'];

/** What the visitor sent, every field of the form, with the session's tags by their Korean names. */
function VisitorForm({ inquiry }: { inquiry: ProviderInquiryRecord }) {
  const rows: [string, ReactNode][] = [
    [T.service, INQUIRY_SERVICE_LABELS[inquiry.inquiryServiceType as InquiryServiceType] ?? T.unknown],
    [T.company, inquiry.companyName],
    [T.contact, inquiry.contactName],
    [T.phone, formatPhone(inquiry.cellphone)],
    [T.email, inquiry.email],
    [T.region, inquiry.inquiryRegion ? INQUIRY_REGION_LABELS[inquiry.inquiryRegion as InquiryRegion] : '-'],
    [T.address, inquiry.address ?? '-'],
    [T.receivedAt, seoulLocaleText(inquiry.createdAt)],
    ...Object.entries(inquiry.tracking).map(([key, value]): [string, ReactNode] => [
      TRACKING_LABELS[key] ?? T.otherTag,
      value,
    ]),
  ];
  return (
    <Section id="inquiry-form" title={T.formTitle}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: 1, m: 0 }}
      >
        {rows.map(([label, value], index) => (
          <Box key={`${label}-${index}`} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-all' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {T.contents}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{inquiry.inquiryContents}</Typography>
    </Section>
  );
}

/** The calls of this page: a write, then the record reads again; a refusal's Korean message is kept. */
function useInquiryWrite(id: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async (path: string, method: 'PUT' | 'POST', body: object, done: string) => {
    setPending(true);
    setError(null);
    try {
      await dataProvider.resourceFetch('inquiries', `/${encodeURIComponent(id)}${path}`, { method, body });
      notify(done, { type: 'success', messageArgs: { _: done } });
      refresh();
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { send, pending, error };
}

/** State, owner and internal note: the operators' side of the inquiry. */
function Handling({ inquiry }: { inquiry: ProviderInquiryRecord }) {
  const write = useInquiryWrite(inquiry.id);
  const operators = useApiQuery<{ operators: { id: string; name: string }[] }>('/provider/v1/operators');
  const [note, setNote] = useState(inquiry.internalNote);
  const moves = INQUIRY_TRANSITIONS[inquiry.status];
  return (
    <Section id="inquiry-handling" title={T.handlingTitle}>
      <Stack spacing={2}>
        <TextField
          select
          label={T.owner}
          value={inquiry.ownerId ?? ''}
          disabled={write.pending || !operators.data}
          onChange={(event) =>
            void write.send('', 'PUT', { ownerId: event.target.value || null }, T.ownerSaved)
          }
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="">{T.noOwner}</MenuItem>
          {(operators.data?.operators ?? []).map((operator) => (
            <MenuItem key={operator.id} value={operator.id}>
              {operator.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={T.note}
          multiline
          minRows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          helperText={`${T.noteHint} (${note.length}/2000)`}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={write.pending || note === inquiry.internalNote}
            onClick={() => void write.send('', 'PUT', { internalNote: note }, T.noteSaved)}
          >
            {T.saveNote}
          </Button>
          {moves.map((status: InquiryStatus) => (
            <Button
              key={status}
              variant={status === 'CLOSED' ? 'outlined' : 'contained'}
              disabled={write.pending}
              onClick={() => void write.send('', 'PUT', { status }, T.moved(INQUIRY_STATUS_LABELS[status]))}
            >
              {T.move[status]}
            </Button>
          ))}
        </Stack>
        {write.error ? <Alert severity="error">{messageOf(write.error, T.failed)}</Alert> : null}
      </Stack>
    </Section>
  );
}

/** The answer to the visitor: by text message or e-mail, previewed exactly as it will be sent. */
function Answer({ inquiry }: { inquiry: ProviderInquiryRecord }) {
  const write = useInquiryWrite(inquiry.id);
  const [channel, setChannel] = useState<Channel>('SMS');
  const [text, setText] = useState('');
  const errors = write.error ? fieldErrorsOf(write.error) : {};
  const open = INQUIRY_ANSWERABLE.includes(inquiry.status);
  const preview = inquiryAnswerMessage(inquiry.receiptNo, text.trim() || T.previewEmpty, channel);
  const to = channel === 'EMAIL' ? inquiry.email : formatPhone(inquiry.cellphone);
  const send = async () => {
    if (await write.send('/answer', 'POST', { channel, answer: text }, T.answered)) setText('');
  };
  return (
    <Section id="inquiry-answer" title={T.answerTitle}>
      {inquiry.answer ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {T.lastAnswer(
              inquiry.answerChannel ? INQUIRY_ANSWER_CHANNEL_LABELS[inquiry.answerChannel] : '',
              inquiry.answeredAt ? seoulLocaleText(inquiry.answeredAt) : '',
            )}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{inquiry.answer}</Typography>
        </Box>
      ) : null}
      {open ? (
        <Stack spacing={2}>
          <RadioGroup
            row
            aria-label={T.channel}
            value={channel}
            onChange={(event) => setChannel(event.target.value as Channel)}
          >
            <FormControlLabel
              value="SMS"
              control={<Radio />}
              label={`${T.bySms} (${formatPhone(inquiry.cellphone)})`}
            />
            <FormControlLabel value="EMAIL" control={<Radio />} label={`${T.byEmail} (${inquiry.email})`} />
          </RadioGroup>
          <AnswerTemplatePicker
            use="INQUIRY"
            onPick={(body) => setText((current) => withTemplate(current, body))}
          />
          <TextField
            label={T.answer}
            multiline
            minRows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(errors.answer)}
            helperText={errors.answer ?? `${text.length}/1000`}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <MessagePreview
            message={{
              channel: channel === 'EMAIL' ? T.byEmail : T.bySms,
              to,
              subject: channel === 'EMAIL' ? preview.subject : undefined,
              body: preview.body,
            }}
          />
          <Box>
            <Button variant="contained" disabled={write.pending} onClick={() => void send()}>
              {write.pending ? T.sending : T.send}
            </Button>
          </Box>
          {write.error && !errors.answer ? (
            <Alert severity="error">{messageOf(write.error, T.failed)}</Alert>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">{T.closed}</Typography>
      )}
    </Section>
  );
}

/** One service inquiry, worked to the end: what the visitor sent, its state and owner, the answer. */
export function InquiryDetail() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<ProviderInquiryRecord>('inquiries', { id });
  if (error) return <Alert severity="error">{messageOf(error, T.loadFailed)}</Alert>;
  if (isPending || !data) return <Typography role="status">{T.loading}</Typography>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <PageHeading>{T.title(data.receiptNo)}</PageHeading>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip color="primary" label={INQUIRY_STATUS_LABELS[data.status]} />
        <Chip variant="outlined" label={data.ownerName ? T.ownedBy(data.ownerName) : T.noOwner} />
      </Stack>
      <VisitorForm inquiry={data} />
      <Handling key={`${data.id}-${data.internalNote}`} inquiry={data} />
      <Answer inquiry={data} />
    </Stack>
  );
}
