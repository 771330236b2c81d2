import { Button, Stack, Typography } from '@mui/material';
import { useToast } from '../../../components/toast/ToastProvider';
import { TOAST_LIMITS } from '../../../components/toast/toastTypes';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** Each toast kind with its timing, so the constants can be seen at work. */
export function ToastSample() {
  const toast = useToast();
  // The time tells otherwise identical toasts apart while they stack.
  const next = () => new Date().toLocaleTimeString('ko-KR');
  return (
    <SampleFrame title="토스트" intro="여러 번 눌러 목록이 쌓이고 사라지는 모습을 확인해 보세요.">
      <SampleSection
        title={`인라인 (최근 ${TOAST_LIMITS.inlineVisible}개, ${TOAST_LIMITS.inlineMs / 1000}초)`}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="success"
            onClick={() => toast.inline(`저장했습니다. (${next()})`, 'success')}
          >
            성공
          </Button>
          <Button
            variant="outlined"
            onClick={() => toast.inline(`새 주문이 들어왔습니다. (${next()})`, 'info')}
          >
            안내
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => toast.inline(`예산의 90%를 사용했습니다. (${next()})`, 'warning')}
          >
            주의
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => toast.inline(`전송하지 못했습니다. (${next()})`, 'error')}
          >
            오류
          </Button>
        </Stack>
      </SampleSection>
      <SampleSection title={`측면 (최근 ${TOAST_LIMITS.sideVisible}개, ${TOAST_LIMITS.sideMs / 1000}초)`}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            color="warning"
            onClick={() => toast.side(`재고가 10개 남았습니다. (${next()})`, 'warning')}
          >
            Warning 머리말
          </Button>
          <Button variant="outlined" onClick={() => toast.side(`배송이 시작되었습니다. (${next()})`, 'info')}>
            Info 머리말
          </Button>
        </Stack>
      </SampleSection>
      <SampleSection title="공통 스택 (넣을 때마다 3초 뒤 가장 오래된 것 제거)">
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => toast.push(`요청을 접수했습니다. (${next()})`)}>
            스택에 넣기
          </Button>
          <Button variant="outlined" onClick={() => toast.push()}>
            빈 값으로 넣기 (모두 지우기)
          </Button>
        </Stack>
      </SampleSection>
      <SampleSection title={`단순 메시지 (${TOAST_LIMITS.messageMs / 1000}초)`}>
        <Button variant="contained" color="secondary" onClick={() => toast.message('링크를 복사했습니다.')}>
          메시지 띄우기
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          새 메시지는 이전 메시지를 바로 대신합니다.
        </Typography>
      </SampleSection>
    </SampleFrame>
  );
}
