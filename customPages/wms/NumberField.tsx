import TextField, { type TextFieldProps } from '@mui/material/TextField';

// Apart from ui.tsx so the screens without number inputs (the home) load no text-field code.
/** A whole number typed on the phone's number pad. */
export function NumberField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { minHeight: 32, fontSize: '1.1rem' } },
      }}
    />
  );
}
