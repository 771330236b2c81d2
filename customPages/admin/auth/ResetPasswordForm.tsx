import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PasswordResetBody } from '../../../authProvider/authApi';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { passwordResetBody } from '../../../schemas/auth';
import { issuesByField } from '../../../schemas/issues';
import { FormError } from './AuthShell';
import { AuthTextField } from './AuthTextField';
import { AUTH_TEXT } from './strings';

type Field = 'code' | 'newPassword' | 'confirm';
const FIELDS: Field[] = ['code', 'newPassword', 'confirm'];

/** Step 2 of the password reset: the code from the SMS and the new password twice. */
export function ResetPasswordForm({
  email,
  expired,
  reset,
  onDone,
}: {
  email: string;
  expired: boolean;
  reset: (body: PasswordResetBody) => Promise<void>;
  onDone: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ code: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refs = {
    code: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const change = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (expired) {
      setFormError(AUTH_TEXT.codeExpired);
      return;
    }
    const parsed = passwordResetBody.safeParse({
      email,
      code: values.code.trim(),
      newPassword: values.newPassword,
    });
    const next: Partial<Record<Field, string>> = parsed.success ? {} : issuesByField(parsed.error);
    if (!next.newPassword && values.confirm !== values.newPassword) next.confirm = AUTH_TEXT.passwordMismatch;
    if (!parsed.success || next.confirm) {
      showErrors(next);
      return;
    }
    showErrors({});
    setFormError(null);
    setPending(true);
    try {
      await reset(parsed.data);
      onDone();
    } catch (error) {
      const server = fieldErrorsOf(error);
      if (server.code || server.newPassword)
        showErrors({ code: server.code, newPassword: server.newPassword });
      else setFormError(errorMessageOf(error, AUTH_TEXT.resetFailed));
      setPending(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
      <FormError message={formError} sx={{ mb: 1 }} />
      <AuthTextField
        inputRef={refs.code}
        label={AUTH_TEXT.code}
        name="code"
        autoComplete="one-time-code"
        value={values.code}
        onChange={(event) => change('code', event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={errors.code}
        htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
      />
      <AuthTextField
        inputRef={refs.newPassword}
        label={AUTH_TEXT.newPassword}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => change('newPassword', event.target.value)}
        error={errors.newPassword}
        htmlInput={{ maxLength: 50 }}
      />
      <AuthTextField
        inputRef={refs.confirm}
        label={AUTH_TEXT.confirmPassword}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => change('confirm', event.target.value)}
        error={errors.confirm}
        htmlInput={{ maxLength: 50 }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending || expired}
        sx={{ mt: 2 }}
      >
        {pending ? AUTH_TEXT.resetting : AUTH_TEXT.submitReset}
      </Button>
    </Box>
  );
}
