import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { monthOfFilter, shiftMonth } from './month';
import { ANNIVERSARY_TEXT } from './strings';

/** Previous / next month beside the list's title; the year and month selects are the list's filters. */
export function MonthSwitcher() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const shown = monthOfFilter(filterValues);
  const go = (delta: number) =>
    setFilters({ ...filterValues, ...shiftMonth(shown, delta) }, displayedFilters);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}>
      <IconButton aria-label={ANNIVERSARY_TEXT.previous} onClick={() => go(-1)} size="small">
        <ChevronLeft />
      </IconButton>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        sx={{ minWidth: 120, textAlign: 'center', fontWeight: 700 }}
      >
        {ANNIVERSARY_TEXT.yearOption(shown.year)} {ANNIVERSARY_TEXT.monthOption(shown.month)}
      </Typography>
      <IconButton aria-label={ANNIVERSARY_TEXT.next} onClick={() => go(1)} size="small">
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
