import { Suspense, lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

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

/** Figures in a row of cards (total, supply, VAT, count), two across on a phone. */
export function FigureCards({
  items,
}: {
  items: readonly { label: string; value: string; testId?: string }[];
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      {items.map((item) => (
        <Paper key={item.label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography variant="h6" component="p" data-testid={item.testId} sx={{ wordBreak: 'keep-all' }}>
            {item.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
