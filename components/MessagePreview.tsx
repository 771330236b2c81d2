import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PreviewedMessage {
  /** How it goes: 문자, 이메일, 문자와 이메일 … */
  channel: string;
  /** To whom, as people read it (010-1234-5678, an e-mail address). */
  to: string;
  /** Shown for e-mail and LMS; left out for a short text message. */
  subject?: string;
  body: string;
}

/**
 * 보낼 메시지 미리보기: exactly what a decision or an answer sends, before the operator sends it (the
 * texts come from the functions the server sends with, in schemas/).
 */
export function MessagePreview({ message }: { message: PreviewedMessage }) {
  const titleId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography id={titleId} variant="subtitle2" component="figcaption">
        {`보낼 메시지 미리보기 · ${message.channel} · 받는 곳 ${message.to}`}
      </Typography>
      {message.subject ? <Typography sx={{ fontWeight: 700, mt: 1 }}>{message.subject}</Typography> : null}
      <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1, wordBreak: 'break-word' }}>{message.body}</Typography>
    </Box>
  );
}
