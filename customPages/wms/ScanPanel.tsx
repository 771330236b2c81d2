import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scanFeedback, type ScanOutcome } from './feedback';
import { TOUCH } from './ui';
import { useWedgeScanner } from './wedge';

/** The same code seen again by the camera within this time is the same scan (the label is still in view). */
const REPEAT_MS = 2000;

/**
 * The scanning of a screen. A hardware scanner is heard at once, wherever the focus is; the camera,
 * once on, stays on between scans. Each code goes to `onScan`, one at a time in the order read, and
 * its answer sounds and vibrates (success or error); the screen says what happened below its buttons.
 */
export function ScanPanel({
  onScan,
  hint,
}: {
  onScan(code: string): Promise<ScanOutcome> | ScanOutcome;
  hint: string;
}) {
  const [camera, setCamera] = useState<'off' | 'starting' | 'on'>('off');
  const [cameraError, setCameraError] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const lastSeen = useRef({ code: '', at: 0 });
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);

  const take = useCallback((code: string) => {
    chain.current = chain.current.then(async () => {
      const outcome = await Promise.resolve(handler.current(code)).catch((): ScanOutcome => 'error');
      scanFeedback(outcome);
    });
  }, []);
  useWedgeScanner(take);

  const fromCamera = useCallback(
    (code: string) => {
      const now = Date.now();
      if (code === lastSeen.current.code && now - lastSeen.current.at < REPEAT_MS) return;
      lastSeen.current = { code, at: now };
      take(code);
    },
    [take],
  );
  const stopCamera = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setCamera('off');
  }, []);
  useEffect(() => () => stop.current?.(), []);
  const startCamera = async () => {
    setCameraError('');
    setCamera('starting');
    try {
      const { scanCamera } = await import('./scanner');
      stop.current = await scanCamera(video.current!, fromCamera);
      setCamera('on');
    } catch {
      setCamera('off');
      setCameraError('카메라를 사용할 수 없습니다. 스캐너를 쓰거나 바코드 숫자를 입력해주세요.');
    }
  };

  return (
    <Box component="section" aria-label="바코드 스캔" sx={{ mb: 1.5 }}>
      <Typography variant="body2" role="note" sx={{ mb: 1 }}>
        {hint} 스캐너로 찍으면 칸을 누르지 않아도 바로 들어갑니다.
      </Typography>
      <Button
        fullWidth
        variant="outlined"
        aria-pressed={camera !== 'off'}
        onClick={() => (camera === 'off' ? void startCamera() : stopCamera())}
        disabled={camera === 'starting'}
        sx={{ ...TOUCH, bgcolor: 'background.paper' }}
      >
        {camera === 'off' ? '카메라로 연속 스캔' : camera === 'starting' ? '카메라 켜는 중…' : '카메라 끄기'}
      </Button>
      {cameraError && (
        <Typography role="alert" variant="body2" sx={{ mt: 1, color: '#5f2120' }}>
          {cameraError}
        </Typography>
      )}
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label="카메라 화면"
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          mt: 1,
          display: camera === 'off' ? 'none' : 'block',
          borderRadius: 1,
          bgcolor: 'grey.900',
        }}
      />
    </Box>
  );
}
