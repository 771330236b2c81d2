import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename, useParams } from 'react-admin';
import { PageHeading } from '../_generated/PageHeading';
import { BUY_REQUEST_STATUS_LABELS, type BuyRequestDetail, type BuyRequestStatus } from '../../schemas/buy24';
import type { Buy24Auth } from '../../schemas/buy24Service';
import { RichTextView } from '../../components/richText/RichTextView';
import { seoulLocaleText } from '../../lib/seoulTime';
import { won } from '../../lib/won';
import { BUY_API, useBuyWrite } from './buyApi';
import { useApiQuery } from '../../dataProviders/useApi';
import { Comments } from './Comments';
import { memberHeaders, useDownload } from './files';
import { BUY_REQUEST_TEXT } from './strings';

const ACTION_LABELS: Partial<Record<BuyRequestStatus, string>> = {
  IN_REVIEW: '견적 요청',
  APPROVED: '승인',
  REJECTED: '반려',
  CANCELLED: '요청 취소',
};

/** One request: its body, files, quote, history, the moves the caller may make, and comments. */
export function RequestDetail() {
  const { id = '' } = useParams();
  const request = useApiQuery<BuyRequestDetail>(`${BUY_API}/buy-requests/${encodeURIComponent(id)}`);
  const auth = useApiQuery<Buy24Auth>(`${BUY_API}/auth`);
  const write = useBuyWrite();
  const download = useDownload();
  const base = useBasename();
  const data = request.data;
  if (request.isError) return <PageHeading>구매 요청을 찾을 수 없습니다</PageHeading>;
  if (!data) return <PageHeading>구매 요청</PageHeading>;
  const move = (status: BuyRequestStatus) =>
    void write(
      `${BUY_API}/buy-requests/${data.id}`,
      { method: 'PATCH', body: { status } },
      `${ACTION_LABELS[status] ?? '변경'} 처리했습니다.`,
    );
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeading>{data.title}</PageHeading>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        <Chip label={BUY_REQUEST_STATUS_LABELS[data.status]} color="primary" />
        <Typography variant="body2">
          {data.requesterName} · {data.departmentName ?? '부서 없음'} · 수량 {data.quantity} · 희망일{' '}
          {data.wishedDate || '-'}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
        {data.canEdit ? (
          <Button
            component={LinkBase}
            to={`${base}/buy24/edit/${encodeURIComponent(data.id)}`}
            variant="contained"
          >
            {BUY_REQUEST_TEXT.editButton}
          </Button>
        ) : null}
        {data.allowedStatuses.map((status) => (
          <Button
            key={status}
            variant={status === 'APPROVED' ? 'contained' : 'outlined'}
            onClick={() => move(status)}
          >
            {ACTION_LABELS[status] ?? BUY_REQUEST_STATUS_LABELS[status]}
          </Button>
        ))}
        {data.status === 'APPROVED' && auth.data?.canApprove ? (
          // Also on the approvers' 주문·예산 현황, where checked requests are ordered together.
          <Button
            variant="contained"
            onClick={() =>
              void write(
                `${BUY_API}/orders/request`,
                { method: 'PUT', body: { requestIds: [data.id], overrideBudget: false } },
                '주문했습니다.',
              )
            }
          >
            주문
          </Button>
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RichTextView html={data.body} headersOf={memberHeaders} label="요청 내용" />
      </Paper>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 3 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          첨부파일 {data.attachments.length}
        </Typography>
        {data.attachments.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              void download(`${BUY_API}/buy-requests/${data.id}/download-all`, '구매요청_첨부파일.zip')
            }
          >
            첨부 모두 받기
          </Button>
        )}
      </Stack>
      <ul>
        {data.attachments.map((file) => (
          <li key={file.id}>
            <Button size="small" onClick={() => void download(file.url, file.fileName)} sx={{ p: 0 }}>
              {file.fileName}
            </Button>{' '}
            ({Math.ceil(file.size / 1024).toLocaleString('ko-KR')}KB)
          </li>
        ))}
      </ul>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        견적 {won(data.quotedAmount)}
      </Typography>
      <ul aria-label="견적 품목">
        {data.quoteItems.map((item, index) => (
          <li key={index}>
            {`${item.name} ${item.quantity.toLocaleString('ko-KR')}개 × ${won(item.unitPrice)} = ${won(item.quantity * item.unitPrice)}`}
          </li>
        ))}
      </ul>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        진행 이력
      </Typography>
      <ol>
        {data.history.map((entry, index) => (
          <li key={index}>
            {BUY_REQUEST_STATUS_LABELS[entry.status]} · {entry.actor} · {seoulLocaleText(entry.createdAt)}
            {entry.note ? ` · ${entry.note}` : ''}
          </li>
        ))}
      </ol>
      <Comments requestId={data.id} />
    </Box>
  );
}
