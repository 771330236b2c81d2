import { useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { passwordChangeBody } from '../../../schemas/auth';
import type { PasswordChangeBody } from '../../../schemas/auth';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { PASSWORD_FORM_TEXT } from '../layout/pageStrings';
import { useToast } from '../layout/shellHooks';
import { issuesByField } from '../../../schemas/issues';
import { FormCard } from './FormCard';
import { focusFirstError } from './formErrors';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' };
const idOf = (field: string) => `password-${field}`;

/** The confirm box is the browser's own check; the server only ever sees current and new password. */
export function validatePasswordChange(
  values: Record<Field, string>,
): { body: PasswordChangeBody } | { errors: Record<string, string> } {
  const parsed = passwordChangeBody.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  const errors = parsed.success ? {} : issuesByField(parsed.error);
  if (!values.confirm) errors.confirm = PASSWORD_FORM_TEXT.confirmRequired;
  else if (values.confirm !== values.newPassword) errors.confirm = PASSWORD_FORM_TEXT.mismatch;
  return parsed.success && Object.keys(errors).length === 0 ? { body: parsed.data } : { errors };
}

/** Changing the password ends the member's other sessions (server side); the toast says so. */
export const PasswordForm = () => {
  const apiFetch = useApiFetch();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    focusFirstError(next, FIELDS, idOf);
  };
  const change = useMutation({
    mutationFn: (body: PasswordChangeBody) =>
      apiFetch<{ ok: true }>('/homepage/v2/company-member/manager/passwd', { method: 'PUT', body }),
    onSuccess: () => {
      setValues(EMPTY);
      toast(PASSWORD_FORM_TEXT.changed, 'success');
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) showErrors(byField);
      else toast(messageOf(error, PASSWORD_FORM_TEXT.failed), 'error');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePasswordChange(values);
    if ('errors' in result) return showErrors(result.errors);
    setErrors({});
    change.mutate(result.body);
  };
  const field = (name: Field, label: string, autoComplete: string, hint = ' ') => (
    <TextField
      id={idOf(name)}
      type="password"
      label={label}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _cleared, ...rest }) => rest);
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      required
      fullWidth
      slotProps={{ htmlInput: { autoComplete, maxLength: 50 } }}
    />
  );

  return (
    <FormCard
      title={PASSWORD_FORM_TEXT.title}
      submit={PASSWORD_FORM_TEXT.submit}
      pending={change.isPending}
      onSubmit={submit}
    >
      {field('currentPassword', PASSWORD_FORM_TEXT.currentPassword, 'current-password')}
      {field('newPassword', PASSWORD_FORM_TEXT.newPassword, 'new-password', PASSWORD_FORM_TEXT.hint)}
      {field('confirm', PASSWORD_FORM_TEXT.confirm, 'new-password')}
    </FormCard>
  );
};
