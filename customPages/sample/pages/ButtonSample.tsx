import { useState } from 'react';
import { Button, IconButton, Stack } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { SampleFrame, SampleSection } from '../SampleFrame';

const ROW = {
  direction: 'row',
  spacing: 1,
  useFlexGap: true,
  sx: { flexWrap: 'wrap', alignItems: 'center' },
} as const;

/** Variants, sizes, colours and states of the buttons used across the portal. */
export function ButtonSample() {
  const [sending, setSending] = useState(false);
  const send = () => {
    setSending(true);
    // Stands for a request in flight; the button shows it is busy and cannot be pressed twice.
    window.setTimeout(() => setSending(false), 1500);
  };
  return (
    <SampleFrame title="버튼">
      <SampleSection title="모양">
        <Stack {...ROW}>
          <Button variant="contained">신청하기</Button>
          <Button variant="outlined">임시 저장</Button>
          <Button variant="text">자세히 보기</Button>
        </Stack>
      </SampleSection>
      <SampleSection title="크기">
        <Stack {...ROW}>
          <Button variant="contained" size="small">
            작게
          </Button>
          <Button variant="contained" size="medium">
            보통
          </Button>
          <Button variant="contained" size="large">
            크게
          </Button>
        </Stack>
      </SampleSection>
      <SampleSection title="색">
        <Stack {...ROW}>
          <Button variant="contained" color="primary">
            기본
          </Button>
          <Button variant="contained" color="secondary">
            보조
          </Button>
          <Button variant="contained" color="success">
            승인
          </Button>
          <Button variant="contained" color="error">
            반려
          </Button>
        </Stack>
      </SampleSection>
      <SampleSection title="상태와 아이콘">
        <Stack {...ROW}>
          <Button variant="contained" disabled>
            비활성
          </Button>
          <Button
            variant="contained"
            loading={sending}
            loadingPosition="end"
            endIcon={<SendIcon />}
            onClick={send}
          >
            {sending ? '보내는 중' : '보내기'}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />}>
            엑셀 내려받기
          </Button>
          <IconButton aria-label="삭제" color="error">
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      </SampleSection>
    </SampleFrame>
  );
}
