import { createContext, useContext, useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { parseDateText } from '../../lib/dateShortcuts';
import { isComposingKey } from '../ime/useComposition';

/** YYYY-MM-DD: the value type and the default display of every date input (spec 2 §5). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** What the wrapper passes to its field that MUI's field props have no place for. */
export interface DateFieldExtras {
  size: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder: string;
  openLabel: string;
  fullWidth?: boolean;
}

export const DateFieldExtrasContext = createContext<DateFieldExtras>({
  size: 'medium',
  placeholder: DATE_FORMAT,
  openLabel: '달력 열기',
});

function display(value: Dayjs | null): string {
  return value && value.isValid() ? value.format(DATE_FORMAT) : '';
}

/**
 * The picker's field: free text, read when the user leaves it or presses Enter. MUI's own field splits
 * the date into sections and cannot express "text under 4 characters is empty", so it is replaced.
 */
export function DateTextField() {
  const picker = usePickerContext<Dayjs | null>();
  const extras = useContext(DateFieldExtrasContext);
  const [text, setText] = useState(display(picker.value));

  // Calendar clicks and shortcuts change the value from outside the text box.
  useEffect(() => setText(display(picker.value)), [picker.value]);

  const commit = () => {
    const iso = parseDateText(text);
    setText(iso);
    if (iso !== display(picker.value)) picker.setValue(iso ? dayjs(iso) : null, { changeImportance: 'set' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The Enter that confirms an IME syllable is not the user's Enter.
    if (event.key === 'Enter' && !isComposingKey(event)) {
      event.preventDefault();
      commit();
    }
  };

  return (
    <TextField
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      label={picker.label}
      name={picker.name}
      value={text}
      size={extras.size}
      error={extras.error}
      helperText={extras.helperText}
      required={extras.required}
      disabled={extras.disabled || picker.disabled}
      fullWidth={extras.fullWidth}
      placeholder={extras.placeholder}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: {
          readOnly: picker.readOnly,
          endAdornment:
            picker.triggerStatus === 'hidden' ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  ref={picker.triggerRef}
                  aria-label={extras.openLabel}
                  disabled={picker.triggerStatus === 'disabled'}
                  onClick={() => picker.setOpen((open) => !open)}
                  edge="end"
                >
                  <CalendarMonthIcon />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
}
