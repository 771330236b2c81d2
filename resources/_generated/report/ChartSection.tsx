import { Suspense, lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { KOREAN_WON_FROM, koreanWon } from '../../../lib/koreanAmount';
import { won } from '../../../lib/won';

// The chart library is large: its chunk loads when a page first draws a chart.
const charts = () => import('./Charts');
export const AmountBarChart = lazy(() => charts().then((m) => ({ default: m.AmountBarChart })));
export const CompareBarChart = lazy(() => charts().then((m) => ({ default: m.CompareBarChart })));
export const AmountLineChart = lazy(() => charts().then((m) => ({ default: m.AmountLineChart })));
export type { ChartUnit } from './Charts';

/** A titled section: the chart (hidden from screen readers) beside the table carrying its figures. */
export function ChartSection({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Box aria-hidden="true" sx={{ minWidth: 0 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>{chart}</Suspense>
        </Box>
        <Box sx={{ minWidth: 0 }}>{table}</Box>
      </Box>
    </Paper>
  );
}

/** One figure card: a text, or an amount of money (written in 만/억 units when large). */
export type FigureItem = { label: string; testId?: string } & ({ value: string } | { amount: number });

/**
 * Figures in a row of cards (total, supply, VAT, count), two across on a phone. A large amount reads
 * as Koreans say it (1,250만원) with the exact figure (12,500,000원) beneath; the test id marks the
 * exact figure.
 */
export function FigureCards({ items }: { items: readonly FigureItem[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      {items.map((item) => {
        const exact = 'amount' in item ? won(item.amount) : item.value;
        const spoken =
          'amount' in item && Math.abs(item.amount) >= KOREAN_WON_FROM ? koreanWon(item.amount) : null;
        return (
          <Paper key={item.label} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            {spoken ? (
              <>
                <Typography variant="h6" component="p" sx={{ wordBreak: 'keep-all' }}>
                  {spoken}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid={item.testId}>
                  {exact}
                </Typography>
              </>
            ) : (
              <Typography variant="h6" component="p" data-testid={item.testId} sx={{ wordBreak: 'keep-all' }}>
                {exact}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
