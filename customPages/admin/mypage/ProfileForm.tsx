import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ClientMember } from '../../../authProvider/memberRules';
import { profileUpdateBody } from '../../../schemas/companyMember';
import type { ProfileUpdateBody } from '../../../schemas/companyMember';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { PROFILE_FORM_TEXT } from '../layout/pageStrings';
import { useToast } from '../layout/shellHooks';
import { issuesByField } from '../../../schemas/issues';
import { focusFirstError } from './formErrors';

type Values = Required<ProfileUpdateBody>;
const FIELDS = ['name', 'cellPhone', 'officePhone'] as const;
const idOf = (field: string) => `profile-${field}`;
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 11);

interface ProfileFormProps {
  member: ClientMember;
  /** Called after the server saved the profile, to reload the identity. */
  onSaved: () => void;
}

/** Name, phones and alert preferences, checked with the server's own schema before sending. */
export const ProfileForm = ({ member, onSaved }: ProfileFormProps) => {
  const apiFetch = useApiFetch();
  const toast = useToast();
  const [values, setValues] = useState<Values>({
    name: member.name,
    cellPhone: member.cellPhone ?? '',
    officePhone: member.officePhone ?? '',
    smsAlertYN: member.smsAlertYN,
    emailAlertYN: member.emailAlertYN,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    focusFirstError(next, FIELDS, idOf);
  };
  const save = useMutation({
    mutationFn: (body: Values) => apiFetch<unknown>('/homepage/v1/profile', { method: 'POST', body }),
    onSuccess: () => {
      toast(PROFILE_FORM_TEXT.saved, 'success');
      onSaved();
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) showErrors(byField);
      else toast(messageOf(error, PROFILE_FORM_TEXT.failed), 'error');
    },
  });

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileUpdateBody.safeParse(values);
    if (!parsed.success) return showErrors(issuesByField(parsed.error));
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (name: (typeof FIELDS)[number], label: string, phone: boolean) => (
    <TextField
      id={idOf(name)}
      label={label}
      value={values[name]}
      onChange={(event) => set(name, phone ? digits(event.target.value) : event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (phone ? PROFILE_FORM_TEXT.digitsHint : ' ')}
      required={name !== 'officePhone'}
      fullWidth
      slotProps={{
        htmlInput: phone
          ? { inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' }
          : { maxLength: 30, autoComplete: 'name' },
      }}
    />
  );

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      variant="outlined"
      aria-label={PROFILE_FORM_TEXT.title}
      sx={{ p: 3, borderRadius: 3 }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {PROFILE_FORM_TEXT.title}
      </Typography>
      <Stack spacing={2}>
        {field('name', PROFILE_FORM_TEXT.name, false)}
        {field('cellPhone', PROFILE_FORM_TEXT.cellPhone, true)}
        {field('officePhone', PROFILE_FORM_TEXT.officePhone, true)}
        <Stack direction="row" spacing={3}>
          <FormControlLabel
            control={
              <Switch
                checked={values.smsAlertYN === 'Y'}
                onChange={(event) => set('smsAlertYN', event.target.checked ? 'Y' : 'N')}
              />
            }
            label={PROFILE_FORM_TEXT.smsAlert}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.emailAlertYN === 'Y'}
                onChange={(event) => set('emailAlertYN', event.target.checked ? 'Y' : 'N')}
              />
            }
            label={PROFILE_FORM_TEXT.emailAlert}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {PROFILE_FORM_TEXT.save}
        </Button>
      </Stack>
    </Paper>
  );
};
