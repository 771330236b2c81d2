import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CommentRecord } from '../../schemas/buy24';
import { BUY_API, useBuyWrite } from './buyApi';
import { useApiQuery } from '../../dataProviders/useApi';
import { useDownload } from './files';

/** A request's comments: each with its files (one zip), the author's own delete, and a new one. */
export function Comments({ requestId }: { requestId: string }) {
  const comments = useApiQuery<CommentRecord[]>(`${BUY_API}/buy-requests/${requestId}/comments`);
  const write = useBuyWrite();
  const download = useDownload();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const add = async () => {
    const form = new FormData();
    form.set('body', text);
    for (const file of files) form.append('attachments', file);
    const saved = await write(
      `${BUY_API}/buy-requests/${requestId}/comments`,
      { method: 'POST', body: form },
      '댓글을 남겼습니다.',
    );
    if (saved) {
      setText('');
      setFiles([]);
      setInputKey((key) => key + 1);
    }
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
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Typography>
          {comment.attachments.length > 0 && (
            <Typography variant="caption" component="p">
              첨부 {comment.attachments.map((file) => file.fileName).join(', ')}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            {comment.attachments.length > 0 && (
              <Button
                size="small"
                onClick={() =>
                  void download(
                    `${BUY_API}/buy-requests/comments/${comment.id}/download-all`,
                    '댓글_첨부파일.zip',
                  )
                }
              >
                댓글 첨부 모두 받기
              </Button>
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
          </Stack>
        </Paper>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          label="댓글"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          fullWidth
          size="small"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button component="label" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
          {files.length ? `파일 ${files.length}개` : '파일 첨부'}
          <input
            key={inputKey}
            hidden
            type="file"
            multiple
            aria-label="댓글 첨부파일"
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          />
        </Button>
        <Button variant="contained" onClick={() => void add()} disabled={!text.trim()}>
          등록
        </Button>
      </Stack>
    </Box>
  );
}
