import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { readWmsAuth } from '../../authProvider/wmsSession';
import { useOnline, useQueuedWrites, useStaleSince } from './offlineQueue';
import { TOUCH } from './ui';
import { flushQueue } from './wmsApi';

/** HH:mm of a time on the phone's clock. */
export const clock = (time: number) =>
  new Date(time).toLocaleTimeString('ko-KR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The worker's own queued writes (another worker's, left on a shared phone, wait for that worker). */
export function useMyWrites() {
  const account = readWmsAuth()?.email ?? '';
  return useQueuedWrites().filter((write) => write.account === account);
}

/**
 * Sends the queued writes when the app starts, whenever the network comes back, and every 30 s
 * while some wait (an answer lost on a network that still says it is up fires no `online`).
 */
export function useOfflineSync() {
  useEffect(() => {
    const flush = () => void flushQueue();
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, 30_000);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, []);
}

/** The header's count of writes kept on the phone (대기 중) and refused by the server (확인 필요). */
export function PendingBadge() {
  const writes = useMyWrites();
  const pending = writes.filter((write) => write.status === 'pending').length;
  const conflicts = writes.length - pending;
  if (writes.length === 0) return null;
  return (
    <Button
      component={RouterLink}
      to="/wms/pending"
      variant="contained"
      disableElevation
      sx={{
        ...TOUCH,
        whiteSpace: 'nowrap',
        lineHeight: 1.2,
        flexDirection: 'column',
        bgcolor: conflicts ? '#fdeded' : '#fff4e5',
        color: conflicts ? '#5f2120' : '#663c00',
        '&:hover': { bgcolor: '#fff' },
      }}
    >
      {conflicts > 0 && <span>확인 필요 {conflicts}</span>}
      {pending > 0 && <span>대기 중 {pending}</span>}
    </Button>
  );
}

/** Under the header: offline, and when what the screen shows was loaded (마지막으로 불러온 시각). */
export function OfflineNotice() {
  const online = useOnline();
  const since = useStaleSince(useLocation().pathname);
  if (online && since === null) return null;
  return (
    <Box
      role="status"
      sx={{
        mt: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: '#fff4e5',
        color: '#663c00',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1 }}>
        {online ? '연결되었습니다. ' : '오프라인입니다. '}
        {since === null
          ? '작업은 휴대폰에 저장했다가 연결되면 보냅니다.'
          : `휴대폰에 저장된 내용입니다. 마지막으로 불러온 시각 ${clock(since)}`}
      </Box>
      {online && since !== null && (
        <Button
          variant="outlined"
          color="inherit"
          sx={{ ...TOUCH, whiteSpace: 'nowrap' }}
          onClick={() => window.location.reload()}
        >
          새로 불러오기
        </Button>
      )}
    </Box>
  );
}
