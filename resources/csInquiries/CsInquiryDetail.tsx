import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteButton, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { CS_STATUS_CHOICES, type CsInquiryRecord } from '../../schemas/legacyScreens';
import { choiceLabel, displayDate, PageHeading, RecordNotFound } from '../_generated';
import { CS_TEXT } from './strings';

const StatusChip = ({ status }: { status: CsInquiryRecord['status'] }) => (
  <Chip
    size="small"
    color={status === 'ANSWERED' ? 'success' : 'default'}
    variant={status === 'ANSWERED' ? 'filled' : 'outlined'}
    label={choiceLabel(CS_STATUS_CHOICES, status)}
  />
);

/** 삭제 while the inquiry waits for its answer (the server refuses an answered one). */
function DeleteWhileWaiting() {
  const inquiry = useRecordContext<CsInquiryRecord>();
  return inquiry?.status === 'WAITING' ? <DeleteButton mutationMode="pessimistic" /> : null;
}

function Inquiry() {
  const inquiry = useRecordContext<CsInquiryRecord>();
  if (!inquiry) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="article" spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip status={inquiry.status} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {inquiry.title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {`${inquiry.authorName ?? ''} · ${displayDate(inquiry.createdAt)}`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', pt: 1 }}>{inquiry.body}</Typography>
      </Stack>
      <Paper variant="outlined" component="section" aria-label={CS_TEXT.answer} sx={{ p: { xs: 2, md: 3 } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {CS_TEXT.answer}
        </Typography>
        {inquiry.answer ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {CS_TEXT.answeredOn(displayDate(inquiry.answeredAt ?? inquiry.createdAt))}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="cs-answer">
              {inquiry.answer}
            </Typography>
          </>
        ) : (
          <Alert severity="info">{CS_TEXT.noAnswer}</Alert>
        )}
      </Paper>
    </Stack>
  );
}

/** customer/cs/:id: the inquiry, its answer (or that none has come yet), and 삭제 before the answer. */
export function CsInquiryDetail() {
  return (
    <>
      <PageHeading>{CS_TEXT.label}</PageHeading>
      <Show
        redirectOnError={false}
        error={<RecordNotFound />}
        actions={
          <TopToolbar>
            <ListButton label={CS_TEXT.backToList} />
            <DeleteWhileWaiting />
          </TopToolbar>
        }
      >
        <Inquiry />
      </Show>
    </>
  );
}
