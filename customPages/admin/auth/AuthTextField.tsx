import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthTextFieldProps {
  label: string;
  name: string;
  type?: 'email' | 'password' | 'text';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A labelled outlined text input as MUI's TextField draws it, built from its parts: TextField also
 * brings the select machinery (Select, Menu, Popover, Modal), which a page of two text inputs that
 * comes before the login never uses and should not download.
 */
export function AuthTextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  autoComplete,
  autoFocus,
  error,
  helperText,
  inputRef,
  htmlInput,
}: AuthTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputRef={inputRef}
        inputProps={{ ...htmlInput, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
