import { useId } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Radio } from '@mui/material';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface RadioButtonGroupProps<V extends string> {
  label: string;
  options: readonly RadioOption<V>[];
  value: V | '';
  onChange: (value: V) => void;
  /** Spec 1 §9: two columns unless told otherwise. */
  columns?: number;
  /** Greyed out and skipped by the keyboard. */
  disabled?: boolean;
  /** Shown and focusable, but the choice cannot change (e.g. a submitted application). */
  readonly?: boolean;
  name?: string;
  error?: boolean;
  helperText?: string;
  /** Hide the legend visually (it still names the group for screen readers). */
  hideLabel?: boolean;
}

/** Options drawn as buttons in a grid; underneath they are real radio inputs, so arrow keys work. */
export function RadioButtonGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  columns = 2,
  disabled = false,
  readonly = false,
  name,
  error,
  helperText,
  hideLabel = false,
}: RadioButtonGroupProps<V>) {
  const autoName = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} error={error} sx={{ width: '100%' }}>
      <FormLabel
        component="legend"
        // The group's name must stay readable (4.5:1) even when its options are disabled.
        sx={{ ...(hideLabel ? visuallyHidden : { mb: 1 }), '&.Mui-disabled': { color: 'text.secondary' } }}
      >
        {label}
      </FormLabel>
      <Box
        role="radiogroup"
        aria-readonly={readonly || undefined}
        aria-describedby={helperText ? helperId : undefined}
        sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}
      >
        {options.map((option) => {
          const checked = option.value === value;
          const optionDisabled = disabled || Boolean(option.disabled);
          return (
            <Box
              component="label"
              key={option.value}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1.5,
                py: 1,
                minHeight: 48,
                border: 1,
                borderRadius: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'background.paper',
                color: optionDisabled ? 'text.disabled' : 'text.primary',
                cursor: optionDisabled || readonly ? 'default' : 'pointer',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              <Radio
                size="small"
                name={name ?? autoName}
                value={option.value}
                checked={checked}
                disabled={optionDisabled}
                onChange={() => {
                  // Native radios have no read-only state, so the change is simply not passed on.
                  if (!readonly) onChange(option.value);
                }}
              />
              {option.label}
            </Box>
          );
        })}
      </Box>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
