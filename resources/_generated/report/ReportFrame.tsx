import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { setPageTitle } from '../../../lib/pageTitle';
import { PageHeading } from '../PageHeading';
import { PERIOD_TEXT } from '../strings';
import { useAccessDeniedPage } from './accessDenied';
import { Loading } from './QueryState';

/** Marks what a printed page leaves out (buttons, navigation). */
export const NO_PRINT = 'uses-no-print';

/**
 * A report page (figures that are no list of records): its title and h1, the gate of its path (the
 * rule that hides the menu entry; the server refuses the data too), and its actions beside the heading.
 */
export function ReportFrame({
  title,
  gate,
  actions,
  children,
}: {
  title: string;
  /** The admin path whose gate applies (authProvider/permissions), e.g. "uses/payment". */
  gate?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => setPageTitle(title), [title]);
  const Denied = useAccessDeniedPage();
  const { canAccess, isPending } = useCanAccess({ resource: gate ?? 'report', action: 'list' });
  if (gate && isPending) return <Loading />;
  if (gate && !canAccess) return <Denied />;
  return (
    <Box sx={{ pb: 4, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}
        className={NO_PRINT}
      >
        <PageHeading>{title}</PageHeading>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/** Moves a month (or a year with `yearOnly`) back and forth on a report page. */
export function PeriodNav({
  label,
  onPrev,
  onNext,
  yearOnly = false,
}: {
  label: string;
  onPrev: () => void;
  onNext: () => void;
  yearOnly?: boolean;
}) {
  const words = yearOnly ? PERIOD_TEXT.years : PERIOD_TEXT.months;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }} className={NO_PRINT}>
      <Button variant="outlined" onClick={onPrev} sx={{ minHeight: 40 }}>
        {words.previous}
      </Button>
      <Typography component="h2" variant="h6" sx={{ minWidth: 120, textAlign: 'center', fontWeight: 700 }}>
        {label}
      </Typography>
      <Button variant="outlined" onClick={onNext} sx={{ minHeight: 40 }}>
        {words.next}
      </Button>
    </Stack>
  );
}

/** The month `delta` months away. */
export const shiftMonth = ({ year, month }: { year: number; month: number }, delta: number) => {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
