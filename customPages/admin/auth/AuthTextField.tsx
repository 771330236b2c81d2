import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthTextFieldProps {
  label: string;
  name: string;
  /** For a page that points at its fields by id; otherwise one is made up. */
  id?: string;
  type?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** The field's message: shown in red in place of the hint. */
  error?: string | null;
  hint?: string;
  margin?: 'dense' | 'normal';
  inputRef?: Ref<HTMLInputElement>;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A labelled outlined text input as MUI's TextField draws it, built from its parts: TextField also
 * brings the select machinery (Select, Menu, Popover, Modal), which the pages that come before the
 * login (login, password, sign-up) never use and should not download.
 */
export function AuthTextField({
  label,
  id: givenId,
  type = 'text',
  required,
  error,
  hint,
  margin = 'normal',
  htmlInput,
  ...input
}: AuthTextFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  return (
    // Outlined on the white card: the error red keeps its contrast on the focused label.
    <FormControl fullWidth margin={margin} variant="outlined" error={Boolean(error)} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        type={type}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {/* A blank line when there is nothing to say, so the form does not jump when a message comes. */}
      <FormHelperText id={helperId}>{error ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
