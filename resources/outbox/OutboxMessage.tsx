import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-admin';
import { messageOf, useApiQuery } from '../../dataProviders/useApi';
import { formatPhone } from '../../lib/phone';
import { seoulLocaleText } from '../../lib/seoulTime';
import { MESSAGE_PURPOSE_LABELS, OUTBOX_CHANNEL_LABELS, type OutboxRecord } from '../../schemas/provider';
import { PageHeading } from '../_generated/PageHeading';

/**
 * One sent message in full. The list hides verification codes and links; this page reads the
 * message through the audited call, so every opening is recorded in 변경 이력.
 */
export function OutboxMessage() {
  const { id = '' } = useParams();
  const message = useApiQuery<OutboxRecord>(`/provider/v1/outbox/${encodeURIComponent(id)}/full`);
  if (message.isError)
    return <Alert severity="error">{messageOf(message.error, '메시지를 불러오지 못했습니다.')}</Alert>;
  if (!message.data) return <Typography role="status">불러오는 중…</Typography>;
  const m = message.data;
  const facts: [string, string][] = [
    ['받는 사람', formatPhone(m.recipient)],
    ['채널', OUTBOX_CHANNEL_LABELS[m.channel]],
    ['용도', MESSAGE_PURPOSE_LABELS[m.purpose] ?? '기타 알림'],
    ['회사', m.companyName ?? '-'],
    ['보낸 시각', seoulLocaleText(m.createdAt)],
  ];
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeading>보낸 메시지</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '6rem 1fr', gap: 1, m: 0, mb: 2 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {m.subject ? (
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {m.subject}
          </Typography>
        ) : null}
        <Typography data-testid="outbox-full-body" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {m.body}
        </Typography>
      </Paper>
    </Box>
  );
}
