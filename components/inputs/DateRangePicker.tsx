import { Box, Chip, Stack } from '@mui/material';
import { RANGE_DATE_SHORTCUTS, rangeShortcutDates } from '../../lib/dateShortcuts';
import type { DateRange } from '../../lib/dateShortcuts';
import { DatePicker } from './DatePicker';

export interface DateRangePickerProps {
  /** [start, end] as YYYY-MM-DD, '' for an open end. */
  value: DateRange;
  onChange: (value: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
  /** Show 지난 7일, 지난 30일, 이번 달, 지난 달 (default true). */
  shortcuts?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** Names the group for screen readers (default 기간). */
  groupLabel?: string;
}

/**
 * A period: two date inputs plus shortcut chips (MUI X's own range picker is a paid edition). Each input
 * limits the other, so the start never lies after the end.
 */
export function DateRangePicker({
  value,
  onChange,
  startLabel = '시작일',
  endLabel = '종료일',
  shortcuts = true,
  size = 'medium',
  disabled,
  groupLabel = '기간',
}: DateRangePickerProps) {
  const [start, end] = value;
  return (
    <Box role="group" aria-label={groupLabel}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <DatePicker
          label={startLabel}
          value={start}
          maxDate={end || undefined}
          onChange={(next) => onChange([next, end && next && next > end ? next : end])}
          shortcuts={false}
          size={size}
          disabled={disabled}
        />
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }}>
          ~
        </Box>
        <DatePicker
          label={endLabel}
          value={end}
          minDate={start || undefined}
          onChange={(next) => onChange([start && next && next < start ? next : start, next])}
          shortcuts={false}
          size={size}
          disabled={disabled}
        />
      </Stack>
      {shortcuts ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {RANGE_DATE_SHORTCUTS.map((shortcut) => {
            const [from, to] = rangeShortcutDates(shortcut);
            const selected = from === start && to === end;
            return (
              <Chip
                key={shortcut}
                label={shortcut}
                clickable
                disabled={disabled}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => onChange(rangeShortcutDates(shortcut))}
              />
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
