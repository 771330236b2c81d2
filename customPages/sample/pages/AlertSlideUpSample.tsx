import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { AlertDialog } from '../../../components/dialogs/AlertDialog';
import { useAlert } from '../../../components/dialogs/DialogProvider';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** The alert rising from the bottom, beside the usual one, both closing on 확인 or Escape. */
export function AlertSlideUpSample() {
  const alert = useAlert();
  const [slideOpen, setSlideOpen] = useState(false);
  const [closedAt, setClosedAt] = useState('');
  return (
    <SampleFrame title="알림창 (아래에서 올라오기)" intro="확인 버튼이나 Esc 키로 닫힙니다.">
      <SampleSection title="알림창">
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => setSlideOpen(true)}>
            아래에서 올라오는 알림
          </Button>
          <Button
            variant="outlined"
            onClick={async () => {
              await alert('문의가 접수되었습니다.\n담당자가 영업일 기준 1일 안에 연락드립니다.', {
                title: '문의 접수',
              });
              setClosedAt(new Date().toLocaleTimeString('ko-KR'));
            }}
          >
            기본 알림 (useAlert)
          </Button>
        </Stack>
        <Typography role="status" sx={{ mt: 1 }}>
          {closedAt ? `${closedAt}에 알림을 닫았습니다.` : '알림을 닫으면 시각이 표시됩니다.'}
        </Typography>
        <AlertDialog
          open={slideOpen}
          slideUp
          title="배송 안내"
          message="내일 오전 배송분이 오늘 출고되었습니다."
          onClose={() => {
            setSlideOpen(false);
            setClosedAt(new Date().toLocaleTimeString('ko-KR'));
          }}
        />
      </SampleSection>
    </SampleFrame>
  );
}
