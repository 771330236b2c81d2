import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

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

/** A text input of the form with its Korean message (or hint) right under it. */
export function SignupField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  type = 'text',
  autoComplete,
  required = true,
  readOnly = false,
  endAdornment,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  endAdornment?: ReactNode;
  inputMode?: 'numeric' | 'email' | 'text';
} & Pick<TextFieldProps, never>) {
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      type={type}
      value={value}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      // Outlined on the white card: the error red keeps its contrast on the focused label.
      variant="outlined"
      margin="dense"
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      onChange={(event) => {
        const raw = event.target.value;
        onChange(digitsOnly.has(name) ? raw.replace(/\D/g, '').slice(0, maxLength) : raw);
      }}
      slotProps={{
        htmlInput: {
          maxLength,
          readOnly,
          ...(inputMode ? { inputMode } : digitsOnly.has(name) ? { inputMode: 'numeric' } : {}),
        },
        input: endAdornment ? { endAdornment } : {},
      }}
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
