import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { clock, useMyWrites } from './OfflineBar';
import { putWrite, removeWrite, useOnline, type QueuedWrite } from './offlineQueue';
import { Empty, TOUCH, TapButton } from './ui';
import { flushQueue } from './wmsApi';

/** What the worker can do about a refusal, by its status. */
function advice(status: number | undefined): string {
  if (status === 409)
    return '다른 작업자가 먼저 처리했거나 그 사이에 수량이 바뀌었습니다. 화면을 열어 지금 수량을 확인하고, 필요하면 새로 입력하세요. 이 작업은 버리세요.';
  if (status === 400)
    return '입력한 값을 서버가 받지 않았습니다. 화면을 열어 다시 입력한 뒤 이 작업은 버리세요.';
  if (status === 403) return '이 작업을 할 권한이 없습니다. 관리자에게 문의하고 이 작업은 버리세요.';
  if (status === 404) return '대상이 더 이상 없습니다(삭제되었거나 다른 창고의 것). 이 작업은 버리세요.';
  return '잠시 후 다시 보내 보고, 계속 받지 않으면 버리세요.';
}

function Conflict({ write }: { write: QueuedWrite }) {
  const [discarding, setDiscarding] = useState(false);
  const id = `conflict-${write.key}`;
  const retry = async () => {
    await putWrite({ ...write, status: 'pending', answerStatus: undefined, message: undefined });
    await flushQueue();
  };
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 700 }}>
        {write.label} · {clock(write.createdAt)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
        무슨 일이 있었나요
      </Typography>
      <Typography variant="body2">서버가 이 작업을 받지 않았습니다: {write.message}</Typography>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
        어떻게 하나요
      </Typography>
      <Typography variant="body2">{advice(write.answerStatus)}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1.5 }}>
        <Button component={RouterLink} to={write.screen} variant="outlined" sx={TOUCH}>
          화면 열기
        </Button>
        <TapButton variant="outlined" onClick={retry}>
          다시 보내기
        </TapButton>
        {discarding ? (
          <>
            <Button variant="contained" color="error" sx={TOUCH} onClick={() => void removeWrite(write.key)}>
              버리기 확인
            </Button>
            <Button variant="outlined" sx={TOUCH} onClick={() => setDiscarding(false)}>
              취소
            </Button>
          </>
        ) : (
          <Button variant="outlined" color="error" sx={TOUCH} onClick={() => setDiscarding(true)}>
            버리기
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/**
 * /wms/pending: the writes kept on the phone. Those the server refused (확인 필요) say what happened
 * and what to do, and wait for the worker: open the screen, send again, or discard. Those still
 * waiting (대기 중) go by themselves, in order, when the network returns.
 */
export function PendingPage() {
  const writes = useMyWrites();
  const online = useOnline();
  const conflicts = writes.filter((write) => write.status === 'conflict');
  const pending = writes.filter((write) => write.status === 'pending');
  return (
    <>
      {writes.length === 0 && <Empty>대기 중인 작업이 없습니다. 모든 작업이 서버에 저장되었습니다.</Empty>}
      {conflicts.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            서버가 받지 않은 작업 {conflicts.length}건
          </Typography>
          {conflicts.map((write) => (
            <Conflict key={write.key} write={write} />
          ))}
        </>
      )}
      {pending.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
            보내기를 기다리는 작업 {pending.length}건
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            휴대폰에 저장되어 있습니다. 네트워크가 돌아오면 만든 순서대로 한 번씩 보냅니다.
          </Typography>
          {pending.map((write) => (
            <Paper key={write.key} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {write.label} · {clock(write.createdAt)}
              </Typography>
              <Typography variant="body2">대기 중</Typography>
            </Paper>
          ))}
          <TapButton fullWidth disabled={!online} onClick={() => flushQueue()}>
            {online ? '지금 보내기' : '오프라인: 연결되면 보냅니다'}
          </TapButton>
        </>
      )}
    </>
  );
}
