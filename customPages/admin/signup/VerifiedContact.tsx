import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { cellPhoneSchema, emailSchema } from '../../../schemas/common';
import { formatMinutesSeconds, useCountdown } from '../auth/useCountdown';
import { signupApi, type CodeChannel } from './api';
import { SignupField, fieldId, type FormProps } from './form';
import { SIGNUP_TEXT } from './strings';

/** Each contact's fields: the value, its code and the token its check gives. */
const FIELDS = {
  EMAIL: { value: 'email', code: 'emailCode', token: 'emailToken' },
  SMS: { value: 'cellPhone', code: 'phoneCode', token: 'phoneToken' },
} as const;

/**
 * An e-mail or phone with its verification: 인증번호 받기 sends a code (3 minutes), 확인 checks it
 * and keeps the token for the final step. Once verified the value is locked; 변경 starts over.
 */
export function VerifiedContact({ channel, values, set, errors }: FormProps & { channel: CodeChannel }) {
  const names = FIELDS[channel];
  const label = SIGNUP_TEXT[names.value];
  const [value, code, token] = [values[names.value], values[names.code], values[names.token]];
  const [deadline, setDeadline] = useState<number | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [local, setLocal] = useState<{ value?: string; code?: string }>({});
  const [status, setStatus] = useState<string | null>(null);
  const left = useCountdown(deadline);
  // Each code sent moves the focus to its input, once that input is on the page.
  const [sentCount, setSentCount] = useState(0);
  useEffect(() => {
    if (sentCount) document.getElementById(fieldId(names.code))?.focus();
  }, [sentCount, names.code]);
  const email = channel === 'EMAIL';

  const send = async () => {
    const parsed = (email ? emailSchema : cellPhoneSchema).safeParse(value);
    if (!parsed.success) {
      setLocal({ value: parsed.error.issues[0]?.message });
      document.getElementById(fieldId(names.value))?.focus();
      return;
    }
    setBusy('send');
    setLocal({});
    try {
      const answer = await signupApi.code(channel, parsed.data);
      setDeadline(Date.now() + answer.expiresInSeconds * 1000);
      setStatus(answer.message);
      set({ [names.code]: '' });
      setSentCount((count) => count + 1);
    } catch (error) {
      setLocal({ value: errorMessageOf(error, SIGNUP_TEXT.failed) });
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (!/^\d{6}$/.test(code)) {
      setLocal({ code: '인증번호 6자리 숫자를 입력해주세요.' });
      return;
    }
    setBusy('verify');
    setLocal({});
    try {
      const answer = await signupApi.code(channel, value, code);
      set({ [names.token]: answer.token ?? '' });
      setDeadline(null);
      setStatus(answer.message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setLocal({ code: fields[names.code] ?? errorMessageOf(error, SIGNUP_TEXT.failed) });
    } finally {
      setBusy(null);
    }
  };

  const verified = Boolean(token);
  const timeOver = deadline !== null && left === 0;
  const codeError =
    local.code ??
    errors[names.code] ??
    errors[names.token] ??
    (timeOver ? SIGNUP_TEXT.codeTimeOver : undefined);

  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SignupField
          name={names.value}
          label={label}
          type={email ? 'email' : 'tel'}
          autoComplete={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'numeric'}
          maxLength={email ? 230 : 11}
          value={value}
          readOnly={verified}
          onChange={(next) => set({ [names.value]: next, [names.token]: '', [names.code]: '' })}
          error={local.value ?? errors[names.value]}
        />
        <Button
          variant="outlined"
          onClick={verified ? () => set({ [names.token]: '', [names.code]: '' }) : send}
          disabled={busy !== null}
          sx={{ mt: 1.5, minWidth: 104, height: 56, flexShrink: 0 }}
        >
          {verified
            ? SIGNUP_TEXT.change
            : busy === 'send'
              ? SIGNUP_TEXT.sending
              : deadline
                ? SIGNUP_TEXT.resendCode
                : SIGNUP_TEXT.sendCode}
        </Button>
      </Box>
      {verified ? (
        <Typography
          role="status"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'success.dark', mb: 1 }}
        >
          <CheckCircle fontSize="small" aria-hidden /> {label} {SIGNUP_TEXT.verified}
        </Typography>
      ) : deadline !== null || code || codeError ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <SignupField
            name={names.code}
            label={SIGNUP_TEXT.code}
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(next) => set({ [names.code]: next })}
            error={codeError}
            hint={deadline && left > 0 ? `${SIGNUP_TEXT.timeLeft} ${formatMinutesSeconds(left)}` : undefined}
          />
          <Button
            variant="contained"
            disableElevation
            onClick={verify}
            disabled={busy !== null}
            sx={{ mt: 1.5, minWidth: 104, height: 56, flexShrink: 0 }}
          >
            {busy === 'verify' ? SIGNUP_TEXT.verifying : SIGNUP_TEXT.verify}
          </Button>
        </Box>
      ) : null}
      {status && !verified ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {status}
        </Typography>
      ) : null}
    </Box>
  );
}
