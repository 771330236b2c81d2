import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { holidayName } from '../../lib/koreanHolidays';

/**
 * A calendar day that shows Korean public holidays (lib/koreanHolidays) as Korean calendars do: in
 * red like Sundays, named on hover and to screen readers. The selected day keeps MUI's own colours.
 */
export function HolidayDay(props: PickersDayProps) {
  const { day, selected, outsideCurrentMonth } = props;
  const name = holidayName(day.format('YYYY-MM-DD'));
  const red = !selected && !outsideCurrentMonth && (name !== undefined || day.day() === 0);
  return (
    <PickersDay
      {...props}
      title={name}
      aria-label={name ? `${day.format('M월 D일')} ${name}` : undefined}
      data-holiday={name}
      sx={[red && { color: 'error.dark' }, name !== undefined && !selected && { fontWeight: 700 }]}
    />
  );
}
