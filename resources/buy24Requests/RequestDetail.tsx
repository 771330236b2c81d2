import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeading } from '../_generated/PageHeading';
import {
  BUY_REQUEST_STATUS_LABELS,
  type BuyRequestDetail,
  type BuyRequestStatus,
  type CommentRecord,
} from '../../schemas/buy24';
import { BUY_API, useBuyQuery, useBuyWrite, won } from './buyApi';

const ACTION_LABELS: Partial<Record<BuyRequestStatus, string>> = {
  IN_REVIEW: '견적 요청',
  APPROVED: '승인',
  REJECTED: '반려',
  CANCELLED: '요청 취소',
};

function Comments({ requestId }: { requestId: string }) {
  const comments = useBuyQuery<CommentRecord[]>(`${BUY_API}/buy-requests/${requestId}/comments`);
  const write = useBuyWrite();
  const [text, setText] = useState('');
  const add = async () => {
    const form = new FormData();
    form.set('body', text);
    if (
      await write(
        `${BUY_API}/buy-requests/${requestId}/comments`,
        { method: 'POST', body: form },
        '댓글을 남겼습니다.',
      )
    )
      setText('');
  };
  return (
    <Box component="section" aria-labelledby="buy24-comments">
      <Typography id="buy24-comments" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        댓글 {comments.data?.length ?? 0}
      </Typography>
      {(comments.data ?? []).map((comment) => (
        <Paper key={comment.id} variant="outlined" sx={{ p: 1.5, my: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {comment.authorName}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {comment.body}
          </Typography>
          {comment.attachments.length > 0 && (
            <Typography variant="caption">
              첨부 {comment.attachments.map((file) => file.fileName).join(', ')}
            </Typography>
          )}
          {comment.mine && (
            <Button
              size="small"
              onClick={() =>
                void write(
                  `${BUY_API}/buy-requests/comments/${comment.id}`,
                  { method: 'DELETE' },
                  '댓글을 지웠습니다.',
                )
              }
            >
              삭제
            </Button>
          )}
        </Paper>
      ))}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <TextField
          label="댓글"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button variant="contained" onClick={() => void add()} disabled={!text.trim()}>
          등록
        </Button>
      </Stack>
    </Box>
  );
}

/** One request: its body, files, quote, history, the moves the caller may make, and comments. */
export function RequestDetail() {
  const { id = '' } = useParams();
  const request = useBuyQuery<BuyRequestDetail>(`${BUY_API}/buy-requests/${encodeURIComponent(id)}`);
  const write = useBuyWrite();
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
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        {data.allowedStatuses.map((status) => (
          <Button
            key={status}
            variant={status === 'APPROVED' ? 'contained' : 'outlined'}
            onClick={() => move(status)}
          >
            {ACTION_LABELS[status] ?? BUY_REQUEST_STATUS_LABELS[status]}
          </Button>
        ))}
      </Stack>
      {/* The body is shown as text: stored HTML is never injected into the console. */}
      <Paper variant="outlined" sx={{ p: 2, whiteSpace: 'pre-wrap' }}>
        {data.body.replace(/<[^>]*>/g, '') || '내용 없음'}
      </Paper>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        첨부파일 {data.attachments.length}
      </Typography>
      <ul>
        {data.attachments.map((file) => (
          <li key={file.id}>
            {file.fileName} ({Math.ceil(file.size / 1024).toLocaleString('ko-KR')}KB)
          </li>
        ))}
      </ul>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        견적 {won(data.quotedAmount)}
      </Typography>
      <ul>
        {data.quoteItems.map((item, index) => (
          <li key={index}>
            {item.name} {item.quantity}개 × {won(item.unitPrice)}
          </li>
        ))}
      </ul>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        진행 이력
      </Typography>
      <ol>
        {data.history.map((entry, index) => (
          <li key={index}>
            {BUY_REQUEST_STATUS_LABELS[entry.status]} · {entry.actor} ·{' '}
            {new Date(entry.createdAt).toLocaleString('ko-KR')}
            {entry.note ? ` · ${entry.note}` : ''}
          </li>
        ))}
      </ol>
      <Comments requestId={data.id} />
    </Box>
  );
}
