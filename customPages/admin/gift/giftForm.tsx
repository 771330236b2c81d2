import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import type { ZodType } from 'zod';
import { DatePicker } from '../../../components/inputs/DatePicker';

/**
 * A form's text fields: their values, their errors (from the schema's check or the server), and `field`
 * to show one (`{idPrefix}-{key}`, its label from `labels`; the `phone` field keeps 11 digits only).
 */
export function useTextFields<V extends Record<string, string>>({
  idPrefix,
  labels,
  initial,
  phone,
}: {
  idPrefix: string;
  labels: Record<keyof V, string>;
  initial: V | (() => V);
  phone?: keyof V;
}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: keyof V & string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={`${idPrefix}-${key}`}
      label={labels[key]}
      value={values[key]}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(change) => {
        const value =
          key === phone ? change.target.value.replace(/\D/g, '').slice(0, 11) : change.target.value;
        setValues((current) => ({ ...current, [key]: value }));
      }}
      {...extra}
    />
  );
  /** A YYYY-MM-DD field: the Korean calendar, holidays marked. */
  const dateField = (key: keyof V & string) => (
    <DatePicker
      name={`${idPrefix}-${key}`}
      label={labels[key]}
      value={values[key] ?? ''}
      onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
    />
  );
  /** The input checked by its schema: its data, or null with each issue shown beside its field. */
  const check = <T,>(schema: ZodType<T>, input: unknown): T | null => {
    const parsed = schema.safeParse(input);
    setErrors(
      parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
    );
    return parsed.success ? parsed.data : null;
  };
  return { values, errors, setErrors, field, dateField, check };
}

type SubmitFormProps = {
  onSubmit: () => void;
  busy: boolean;
  label: string;
  maxWidth?: number;
  children: ReactNode;
};

/** A form whose fields come first, then its one submit button (disabled while `busy`). */
export function SubmitForm({ onSubmit, busy, label, maxWidth, children }: SubmitFormProps) {
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      sx={{ maxWidth }}
      onSubmit={(submit) => {
        submit.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
    </Stack>
  );
}
