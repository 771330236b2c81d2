import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ClientMember } from '../../../authProvider/memberRules';
import { profileUpdateBody } from '../../../schemas/companyMember';
import type { ProfileUpdateBody } from '../../../schemas/companyMember';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { PROFILE_FORM_TEXT } from '../layout/pageStrings';
import { useToast } from '../layout/shellHooks';
import { issuesByField } from '../../../schemas/issues';
import { FormCard } from './FormCard';
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

  const alertSwitch = (name: 'smsAlertYN' | 'emailAlertYN', label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={values[name] === 'Y'}
          onChange={(event) => set(name, event.target.checked ? 'Y' : 'N')}
        />
      }
      label={label}
    />
  );

  return (
    <FormCard
      title={PROFILE_FORM_TEXT.title}
      submit={PROFILE_FORM_TEXT.save}
      pending={save.isPending}
      onSubmit={submit}
    >
      {field('name', PROFILE_FORM_TEXT.name, false)}
      {field('cellPhone', PROFILE_FORM_TEXT.cellPhone, true)}
      {field('officePhone', PROFILE_FORM_TEXT.officePhone, true)}
      <Stack direction="row" spacing={3}>
        {alertSwitch('smsAlertYN', PROFILE_FORM_TEXT.smsAlert)}
        {alertSwitch('emailAlertYN', PROFILE_FORM_TEXT.emailAlert)}
      </Stack>
    </FormCard>
  );
};
