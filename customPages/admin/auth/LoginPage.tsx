import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as LinkBase, useLocation } from 'react-router';
import { FIND_PASSWORD_PATH } from '../../../authProvider/guard';
import { errorMessageOf } from '../../../dataProviders/apiErrors';
import { setPageTitle } from '../../../lib/pageTitle';
import { pickOriginAndUtm, toSearch } from '../../../lib/query';
import { loginBody } from '../../../schemas/auth';
import { issuesByField } from '../../../schemas/issues';
import { AuthShell, FormError } from './AuthShell';
import { AuthTextField } from './AuthTextField';
import { usePortalAuth } from './portalAuth';
import { NoAuthOnly } from './NoAuthOnly';
import type { Recheck } from './NoAuthOnly';
import { AUTH_TEXT } from './strings';

type Field = 'email' | 'password';

/** /pc/admin/auth/login: the portal's own login (email, password, keep-login). */
export function LoginPage() {
  return <NoAuthOnly>{(recheck) => <LoginForm recheck={recheck} />}</NoAuthOnly>;
}

function LoginForm({ recheck }: { recheck: Recheck }) {
  const authProvider = usePortalAuth();
  const params = new URLSearchParams(useLocation().search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepLogin, setKeepLogin] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  useEffect(() => setPageTitle(AUTH_TEXT.loginTitle), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !authProvider) return;
    const parsed = loginBody.safeParse({ email, password, keepLoginYN: keepLogin ? 'Y' : 'N' });
    if (!parsed.success) {
      const next = issuesByField(parsed.error);
      setErrors(next);
      refs[next.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    try {
      await authProvider.login({ ...parsed.data, origin: params.get('origin') });
      // NoAuthOnly sees the refreshed check and moves on to the origin page or the home.
      await recheck();
    } catch (error) {
      setFormError(errorMessageOf(error, AUTH_TEXT.loginFailed));
      setPending(false);
      refs.password.current?.select();
    }
  }

  return (
    <AuthShell title={AUTH_TEXT.loginTitle} lead={AUTH_TEXT.loginLead}>
      <Box component="form" noValidate onSubmit={submit} aria-busy={pending}>
        <FormError message={formError} sx={{ mb: 2 }} />
        <AuthTextField
          inputRef={refs.email}
          label={AUTH_TEXT.email}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          htmlInput={{ maxLength: 230, inputMode: 'email' }}
        />
        <AuthTextField
          inputRef={refs.password}
          label={AUTH_TEXT.password}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          htmlInput={{ maxLength: 100 }}
        />
        <FormControlLabel
          control={
            <Checkbox
              name="keepLoginYN"
              checked={keepLogin}
              onChange={(event) => setKeepLogin(event.target.checked)}
            />
          }
          label={AUTH_TEXT.keepLogin}
        />
        {keepLogin ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {AUTH_TEXT.keepLoginHint}
          </Typography>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={pending}
          sx={{ mt: 3, py: 1.5 }}
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {pending ? AUTH_TEXT.loggingIn : AUTH_TEXT.submitLogin}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link
            component={LinkBase}
            to={`${FIND_PASSWORD_PATH}${toSearch(pickOriginAndUtm(params))}`}
            underline="hover"
          >
            {AUTH_TEXT.findPasswordLink}
          </Link>
        </Box>
      </Box>
    </AuthShell>
  );
}
