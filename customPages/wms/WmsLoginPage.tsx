import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { saveWmsAuth, type WmsAuth } from '../../authProvider/wmsSession';
import { COMPANY_INFO } from '../../lib/companyInfo';
import { setPageTitle } from '../../lib/pageTitle';
import { ErrorAlert, TOUCH } from './ui';
import { wmsApi } from './wmsApi';
import { WMS_BACKGROUND } from '../../components/koreanThemeBase';

const TITLE = '창고 관리(WMS) 로그인';

/** /wms/login: the warehouse account's own login; the answer is kept locally (spec 1 §3). */
export function WmsLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setPageTitle(TITLE, 'WMS'), []);
  const tel = COMPANY_INFO.customerCenter.replace(/\D/g, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(new Error('이메일과 비밀번호를 입력해주세요.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      saveWmsAuth(await wmsApi.post<WmsAuth>('/homepage/v2/wms/auth/login', { email, password }));
      // Back to the screen the session ended on (only a /wms address of this app).
      const origin = new URLSearchParams(window.location.search).get('origin') ?? '';
      navigate(/^\/wms(\/|$)/.test(origin) && !origin.startsWith('/wms/login') ? origin : '/wms', {
        replace: true,
      });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: WMS_BACKGROUND, display: 'flex', justifyContent: 'center', p: 2 }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 420, mt: 4, p: 3, borderRadius: 2, alignSelf: 'flex-start' }}
      >
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {TITLE}
        </Typography>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="이메일"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { style: { minHeight: 32 } } }}
          />
          <TextField
            label="비밀번호"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { style: { minHeight: 32 } } }}
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ ...TOUCH, mt: 2 }}>
            {busy ? '로그인 중…' : '로그인'}
          </Button>
          {/* Below the button: a message that comes or goes never moves it under a finger. */}
          <ErrorAlert error={error} />
        </form>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          창고 계정은 회사 관리자 또는 담당 매니저에게 요청해주세요. 고객센터{' '}
          <Link href={`tel:${tel}`} sx={{ fontWeight: 700, display: 'inline-block', py: 1.5 }}>
            {COMPANY_INFO.customerCenter}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
