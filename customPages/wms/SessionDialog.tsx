import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readWmsAuth, saveWmsAuth, type WmsAuth } from '../../authProvider/wmsSession';
import { ErrorAlert, TOUCH } from './ui';
import { onSessionExpired, wmsApi } from './wmsApi';

/**
 * A session that ends mid-shift (every session ends at Seoul midnight) asks for the password over the
 * screen the worker is on: what was typed stays, and the call that found the session gone is sent
 * again once the worker is back in. 로그아웃 instead goes to the login page, which returns here after.
 */
export function SessionDialog() {
  const [pending, setPending] = useState<((renewed: boolean) => void) | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const email = readWmsAuth()?.email ?? '';

  useEffect(
    () =>
      onSessionExpired(
        () =>
          new Promise<boolean>((resolve) => {
            setPassword('');
            setError(null);
            setPending(() => resolve);
          }),
      ),
    [],
  );

  const close = (renewed: boolean) => {
    pending?.(renewed);
    setPending(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError(new Error('비밀번호를 입력해주세요.'));
    setBusy(true);
    setError(null);
    try {
      saveWmsAuth(await wmsApi.post<WmsAuth>('/homepage/v2/wms/auth/login', { email, password }));
      close(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    // Held at the top, and its message under the buttons: a message that comes grows the dialog
    // downwards only, so 다시 로그인 never moves under the finger (a centred dialog would shift).
    <Dialog
      open={pending !== null}
      aria-labelledby="wms-session-title"
      disableEscapeKeyDown
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="wms-session-title">로그인이 만료되었습니다</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            입력한 내용은 그대로 있습니다. 비밀번호를 입력하면 하던 작업을 이어서 저장합니다.
          </Typography>
          <TextField
            label="이메일"
            value={email}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label="비밀번호"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button sx={TOUCH} onClick={() => close(false)}>
            로그인 화면으로
          </Button>
          <Button sx={TOUCH} type="submit" variant="contained" disabled={busy}>
            다시 로그인
          </Button>
        </DialogActions>
        <Box sx={{ px: 3, pb: error ? 2 : 0 }}>
          <ErrorAlert error={error} />
        </Box>
      </form>
    </Dialog>
  );
}
