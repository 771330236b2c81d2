import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext } from 'react-admin';
import { seoulParts } from '../../lib/seoulTime';
import { PERIOD_TEXT } from './strings';
import type { PeriodFilter } from './types';

const pad = (month: number) => String(month).padStart(2, '0');

/** This month (`2026-11`) or this year (`2026`) in Seoul: the value a period list opens with. */
export function currentPeriod(unit: PeriodFilter['unit'], now: Date = new Date()): string {
  const { year, month } = seoulParts(now);
  return unit === 'year' ? String(year) : `${year}-${pad(month)}`;
}

/** The period `delta` months (or years) away; a value that is no period starts from this one. */
export function shiftPeriod(value: string, unit: PeriodFilter['unit'], delta: number): string {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!match) return currentPeriod(unit);
  const year = Number(match[1]);
  if (unit === 'year') return String(year + delta);
  const index = year * 12 + (Number(match[2] ?? '1') - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** "2026년 11월" or "2026년". */
export function periodLabel(value: string, unit: PeriodFilter['unit']): string {
  const [year, month] = value.split('-');
  return unit === 'year' || !month
    ? PERIOD_TEXT.year(Number(year))
    : PERIOD_TEXT.month(Number(year), Number(month));
}

/**
 * ◀ 2026년 11월 ▶ above a period list: moves the period filter a month (or year) at a time, keeping
 * the other filters. Outside the filter form so a phone shows it too, not only its filter drawer.
 */
export function PeriodBar({ period }: { period: PeriodFilter }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const raw: unknown = filterValues?.[period.source];
  const value = typeof raw === 'string' && raw !== '' ? raw : currentPeriod(period.unit);
  const move = (delta: number) =>
    setFilters(
      { ...filterValues, [period.source]: shiftPeriod(value, period.unit, delta) },
      displayedFilters,
    );
  const words = period.unit === 'year' ? PERIOD_TEXT.years : PERIOD_TEXT.months;
  return (
    <Box
      role="group"
      aria-label={PERIOD_TEXT.group}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}
      data-testid="period-bar"
    >
      <IconButton aria-label={words.previous} onClick={() => move(-1)} size="large">
        <ChevronLeft />
      </IconButton>
      <Typography
        component="p"
        aria-live="polite"
        sx={{ fontWeight: 700, fontSize: 18, minWidth: 120, textAlign: 'center' }}
      >
        {periodLabel(value, period.unit)}
      </Typography>
      <IconButton aria-label={words.next} onClick={() => move(1)} size="large">
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
