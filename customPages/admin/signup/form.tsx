import { useState } from 'react';
import type { z } from 'zod';
import { issuesByField } from '../../../schemas/issues';
import { AuthTextField, type AuthTextFieldProps } from '../auth/AuthTextField';
import { SIGNUP_TEXT } from './strings';

/** Everything the sign-up form holds; kept by the page, so no step loses what was typed. */
export interface SignupValues {
  companyName: string;
  registNumber: string;
  representative: string;
  zoneCode: string;
  address1: string;
  address2: string;
  officePhone: string;
  name: string;
  email: string;
  emailCode: string;
  emailToken: string;
  cellPhone: string;
  phoneCode: string;
  phoneToken: string;
  password: string;
  confirm: string;
  agreeUseService: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
}
export type TextKey = {
  [K in keyof SignupValues]: SignupValues[K] extends string ? K : never;
}[keyof SignupValues];
export type Errors = Partial<Record<string, string>>;

export const EMPTY_VALUES: SignupValues = {
  companyName: '',
  registNumber: '',
  representative: '',
  zoneCode: '',
  address1: '',
  address2: '',
  officePhone: '',
  name: '',
  email: '',
  emailCode: '',
  emailToken: '',
  cellPhone: '',
  phoneCode: '',
  phoneToken: '',
  password: '',
  confirm: '',
  agreeUseService: false,
  agreePrivacy: false,
  agreeMarketing: false,
};

export const fieldId = (name: string) => `signup-${name}`;
const digitsOnly = new Set(['officePhone', 'cellPhone', 'emailCode', 'phoneCode', 'zoneCode']);

/** What each part of the form takes from the page. */
export interface FormProps {
  values: SignupValues;
  set: (change: Partial<SignupValues>) => void;
  errors: Errors;
}

/** The form's values and messages, kept by the page; a change clears the messages of what changed. */
export function useSignupForm() {
  const [values, setValues] = useState<SignupValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<SignupValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };
  /** New messages in place of the old, the first of them (in `order`) focused. */
  const show = (found: Errors, order: readonly string[]) => {
    setErrors(found);
    focusFirst(order, found);
  };
  return { values, set, errors, setErrors, show };
}

/** The first message of each field `schema` refuses in `values`. */
export function messagesOf(schema: z.ZodType, values: SignupValues): Errors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : issuesByField(parsed.error);
}

/** A missing or refused verification is shown beside the code field of its contact. */
export function onCodeFields(errors: Errors): Errors {
  if (errors.emailToken) errors.emailCode = errors.emailToken;
  if (errors.phoneToken) errors.phoneCode = errors.phoneToken;
  return errors;
}

type LabelledKey = TextKey & keyof typeof SIGNUP_TEXT;

/** The props a field takes from its name alone: its label, value, change and message. */
export const fieldBinder =
  ({ values, set, errors }: FormProps) =>
  (name: LabelledKey) => ({
    name,
    label: SIGNUP_TEXT[name],
    value: values[name],
    onChange: (value: string) => set({ [name]: value }),
    error: errors[name],
  });

/** A text input of the form with its Korean message (or hint) right under it. */
export function SignupField({
  name,
  onChange,
  maxLength,
  inputMode,
  readOnly = false,
  required = true,
  ...field
}: Omit<AuthTextFieldProps, 'id' | 'onChange' | 'margin' | 'htmlInput' | 'inputRef'> & {
  onChange: (value: string) => void;
  maxLength: number;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'email' | 'text';
}) {
  const digits = digitsOnly.has(name);
  return (
    <AuthTextField
      {...field}
      id={fieldId(name)}
      name={name}
      required={required}
      margin="dense"
      onChange={(event) => {
        const raw = event.target.value;
        onChange(digits ? raw.replace(/\D/g, '').slice(0, maxLength) : raw);
      }}
      htmlInput={{ maxLength, readOnly, inputMode: inputMode ?? (digits ? 'numeric' : undefined) }}
    />
  );
}

/** The first field with a message, focused (spec 1 §5: the page goes to the failing field). */
export function focusFirst(order: readonly string[], errors: Errors) {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  // The field may be on a step that is still rendering: look for it for a moment.
  let tries = 0;
  const attempt = () => {
    const element = document.getElementById(fieldId(first));
    if (element) element.focus();
    else if ((tries += 1) < 20) window.setTimeout(attempt, 25);
  };
  window.setTimeout(attempt, 0);
}
