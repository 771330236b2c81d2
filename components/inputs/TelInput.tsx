import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';

/** Spec 1 §5 input kinds: tel shows the digits, tel_password hides them like a password. */
export type TelInputType = 'tel' | 'tel_password';

export interface TelInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  value: string;
  onChange: (digits: string) => void;
  type?: TelInputType;
  /** Most phone fields take 11 digits (spec 1 §9). */
  maxLength?: number;
}

/** Every character that is not 0-9 removed ("010-1234 5678" -> "01012345678"). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** A phone-number field that keeps digits only; the tel_password kind masks them. */
export function TelInput({
  value,
  onChange,
  type = 'tel',
  maxLength,
  slotProps,
  size = 'medium',
  ...rest
}: TelInputProps) {
  const html = slotProps?.htmlInput && typeof slotProps.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <TextField
      {...rest}
      size={size}
      type={type === 'tel_password' ? 'password' : 'tel'}
      value={value}
      onChange={(event) => {
        const digits = onlyDigits(event.target.value);
        onChange(maxLength === undefined ? digits : digits.slice(0, maxLength));
      }}
      slotProps={{
        ...slotProps,
        // numeric keypad on phones, and no password manager offering to save a phone number
        htmlInput: {
          ...html,
          inputMode: 'numeric',
          maxLength,
          autoComplete: type === 'tel_password' ? 'off' : 'tel',
        },
      }}
    />
  );
}
