import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import type { TextFieldProps } from '@mui/material';

export interface NumberInputProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'type' | 'defaultValue'
> {
  /** NaN for an empty field. */
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}

/** `value` limited to [min, max]; NaN stays NaN. */
export function clamp(value: number, min?: number, max?: number): number {
  if (Number.isNaN(value)) return value;
  let result = value;
  if (min !== undefined && result < min) result = min;
  if (max !== undefined && result > max) result = max;
  return result;
}

/** Spec 2 §5: the integer typed (leading digits, like parseInt), clamped to min and max; empty gives NaN. */
export function parseClampedInt(text: string, min?: number, max?: number): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return clamp(Number.parseInt(trimmed, 10), min, max);
}

function display(value: number): string {
  return Number.isNaN(value) ? '' : String(value);
}

/**
 * An integer field. Above `max` is clamped while typing (no longer number can become valid); below `min`
 * only when the field is left, because "2" on the way to "25" with min 10 must not jump to 10.
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  onBlur,
  slotProps,
  size = 'medium',
  ...rest
}: NumberInputProps) {
  const [text, setText] = useState(display(value));

  // Follow changes from outside (reset, load) but keep the user's partial text like "-" while typing.
  useEffect(() => {
    setText((current) => {
      const parsed = Number.parseInt(current, 10);
      return parsed === value || (Number.isNaN(parsed) && Number.isNaN(value)) ? current : display(value);
    });
  }, [value]);

  const allowNegative = min === undefined || min < 0;
  const html = slotProps?.htmlInput && typeof slotProps.htmlInput === 'object' ? slotProps.htmlInput : {};

  return (
    <TextField
      {...rest}
      size={size}
      type="text"
      value={text}
      onChange={(event) => {
        const raw = event.target.value;
        const cleaned = allowNegative
          ? raw.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '')
          : raw.replace(/\D/g, '');
        const parsed = cleaned === '' || cleaned === '-' ? Number.NaN : Number.parseInt(cleaned, 10);
        const next = clamp(parsed, undefined, max);
        setText(Number.isNaN(parsed) ? cleaned : display(next));
        onChange(next);
      }}
      onBlur={(event) => {
        const next = parseClampedInt(text, min, max);
        setText(display(next));
        if (!Object.is(next, value)) onChange(next);
        onBlur?.(event);
      }}
      slotProps={{ ...slotProps, htmlInput: { ...html, inputMode: 'numeric' } }}
    />
  );
}
