import { Box, TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';

export interface TextareaWithCounterProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'multiline' | 'type' | 'defaultValue'
> {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Visible rows before it scrolls (default 4). */
  minRows?: number;
}

/** "12/300": the counter text, exported for callers that show it elsewhere. */
export function counterText(length: number, maxLength: number): string {
  return `${length}/${maxLength}`;
}

/**
 * Spec 1 §5 "Textarea": a multiline field that refuses input past `maxLength` (typing and pasting) and
 * shows length/maxLength under it. Length counts UTF-16 units, the same unit as the HTML maxlength.
 */
export function TextareaWithCounter({
  value,
  onChange,
  maxLength,
  minRows = 4,
  helperText,
  slotProps,
  size = 'medium',
  ...rest
}: TextareaWithCounterProps) {
  const length = value.length;
  return (
    <TextField
      {...rest}
      size={size}
      multiline
      minRows={minRows}
      value={value}
      // The browser stops typing at maxlength, but a value set by script (paste handlers, autofill) is not.
      onChange={(event) => onChange(event.target.value.slice(0, maxLength))}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{helperText}</span>
          <span data-testid="textarea-counter" aria-label={`${maxLength}자 중 ${length}자 입력`}>
            {counterText(length, maxLength)}
          </span>
        </Box>
      }
      slotProps={{ ...slotProps, htmlInput: { ...slotPropsHtml(slotProps), maxLength } }}
    />
  );
}

// slotProps.htmlInput may be an object or a function of the owner state; only the object form is merged.
function slotPropsHtml(slotProps: TextFieldProps['slotProps']): Record<string, unknown> {
  const html = slotProps?.htmlInput;
  return html && typeof html === 'object' ? (html as Record<string, unknown>) : {};
}
