import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { koKR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { SINGLE_DATE_SHORTCUTS, singleShortcutDate } from '../../lib/dateShortcuts';
import { DATE_FORMAT, DateFieldExtrasContext, DateTextField } from './DateTextField';
import { HolidayDay } from './HolidayDay';
import type { DateFieldExtras } from './DateTextField';

export { DATE_FORMAT };

const pickerLocaleText = koKR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Korean dayjs and MUI X texts for any picker below; the date inputs bring it themselves. */
export function KoreanDateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ko" localeText={pickerLocaleText}>
      {children}
    </LocalizationProvider>
  );
}

export interface DatePickerProps {
  label: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  /** Show 오늘 and 어제 in the calendar (default true). */
  shortcuts?: boolean;
  minDate?: string;
  maxDate?: string;
  name?: string;
  /** Spec 1 §9 says "large": MUI's biggest field size is medium, so that is the default. */
  size?: 'small' | 'medium';
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  /** Text of the calendar button, for screen readers (default "<label> 달력 열기"). */
  openLabel?: string;
}

function toDayjs(value: string | undefined) {
  return value ? dayjs(value) : undefined;
}

/** A date input with a calendar (MUI X, dayjs), valued as YYYY-MM-DD strings. */
export function DatePicker({
  label,
  value,
  onChange,
  shortcuts = true,
  minDate,
  maxDate,
  name,
  size = 'medium',
  disabled,
  readOnly,
  required,
  error,
  helperText,
  fullWidth,
  openLabel,
}: DatePickerProps) {
  const extras = useMemo<DateFieldExtras>(
    () => ({
      size,
      error,
      helperText,
      required,
      disabled,
      fullWidth,
      placeholder: DATE_FORMAT,
      openLabel: openLabel ?? `${label} 달력 열기`,
    }),
    [size, error, helperText, required, disabled, fullWidth, openLabel, label],
  );
  const items = useMemo(
    () =>
      SINGLE_DATE_SHORTCUTS.map((shortcut) => ({
        id: shortcut,
        label: shortcut,
        // Evaluated at click time, so a page left open over midnight still means today.
        getValue: () => dayjs(singleShortcutDate(shortcut)),
      })),
    [],
  );
  const parsed = value ? dayjs(value) : null;

  return (
    <KoreanDateProvider>
      <DateFieldExtrasContext.Provider value={extras}>
        <MuiDatePicker
          label={label}
          name={name}
          value={parsed && parsed.isValid() ? parsed : null}
          onChange={(next) => onChange(next && next.isValid() ? next.format(DATE_FORMAT) : '')}
          format={DATE_FORMAT}
          minDate={toDayjs(minDate)}
          maxDate={toDayjs(maxDate)}
          disabled={disabled}
          readOnly={readOnly}
          slots={{ field: DateTextField, day: HolidayDay }}
          slotProps={{
            shortcuts: { items: shortcuts ? items : [] },
            // The popup is labelled by MUI's own field label, which the free-text field replaces.
            popper: { 'aria-label': `${label} 달력` },
            mobilePaper: { 'aria-label': `${label} 달력` },
          }}
        />
      </DateFieldExtrasContext.Provider>
    </KoreanDateProvider>
  );
}
