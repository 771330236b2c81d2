import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as LinkBase, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../authProvider/guard';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { setPageTitle } from '../../../lib/pageTitle';
import { pickOriginAndUtm, toSearch } from '../../../lib/query';
import { emailSchema } from '../../../schemas/common';
import { AuthShell, FormError } from './AuthShell';
import { usePortalAuth } from './portalAuth';
import { NoAuthOnly } from './NoAuthOnly';
import { ResetPasswordForm } from './ResetPasswordForm';
import { AuthTextField } from './AuthTextField';
import { AUTH_TEXT } from './strings';
import { formatMinutesSeconds, useCountdown } from './useCountdown';

/** /pc/admin/auth/findPassword: email -> code by SMS (5 minutes) -> new password. */
export function FindPasswordPage() {
  return <NoAuthOnly>{() => <FindPassword />}</NoAuthOnly>;
}

interface SentCode {
  email: string;
  /** The server's notice, the same for every e-mail (it names no phone digits). */
  message: string;
  deadline: number;
}

function FindPassword() {
  const authProvider = usePortalAuth();
  const params = new URLSearchParams(useLocation().search);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [done, setDone] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useCountdown(sent?.deadline ?? null);
  const loginLink = `${LOGIN_PATH}${toSearch(pickOriginAndUtm(params))}`;

  useEffect(() => setPageTitle(AUTH_TEXT.findTitle), []);

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !authProvider) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? AUTH_TEXT.sendFailed);
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setFormError(null);
    setSending(true);
    try {
      const answer = await authProvider.sendPasswordCode(parsed.data);
      setSent({
        email: parsed.data,
        message: answer.message,
        deadline: Date.now() + answer.expiresInSeconds * 1000,
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.email) setEmailError(fields.email);
      else setFormError(errorMessageOf(error, AUTH_TEXT.sendFailed));
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <AuthShell title={AUTH_TEXT.findTitle}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {AUTH_TEXT.resetDone}
        </Alert>
        <Button component={LinkBase} to={loginLink} variant="contained" size="large" fullWidth>
          {AUTH_TEXT.backToLogin}
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={AUTH_TEXT.findTitle} lead={AUTH_TEXT.findLead}>
      <Box component="form" noValidate onSubmit={sendCode}>
        <FormError message={formError} sx={{ mb: 2 }} />
        <AuthTextField
          inputRef={emailRef}
          label={AUTH_TEXT.email}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          htmlInput={{ maxLength: 230, inputMode: 'email' }}
        />
        <Button
          type="submit"
          variant={sent ? 'outlined' : 'contained'}
          size="large"
          fullWidth
          disabled={sending}
        >
          {sending ? AUTH_TEXT.sendingCode : sent ? AUTH_TEXT.resendCode : AUTH_TEXT.sendCode}
        </Button>
      </Box>
      {sent ? (
        <>
          <Alert
            severity={secondsLeft > 0 ? 'info' : 'warning'}
            sx={{ mt: 3 }}
            role="status"
            aria-live="polite"
          >
            {secondsLeft > 0
              ? `${sent.message} ${AUTH_TEXT.timeLeft} ${formatMinutesSeconds(secondsLeft)}`
              : AUTH_TEXT.codeExpired}
          </Alert>
          <ResetPasswordForm
            email={sent.email}
            expired={secondsLeft === 0}
            reset={(body) =>
              authProvider
                ? authProvider.resetPassword(body)
                : Promise.reject(new Error(AUTH_TEXT.resetFailed))
            }
            onDone={() => setDone(true)}
          />
        </>
      ) : null}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={LinkBase} to={loginLink} underline="hover">
          {AUTH_TEXT.backToLogin}
        </Link>
      </Box>
    </AuthShell>
  );
}
