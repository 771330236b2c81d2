import { Suspense, lazy, type ReactNode } from 'react';
import { Box, Button, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { SALES_TYPES, salesTypeLabel, type SalesType } from '../../../schemas/billingDashboard';
import { useAdminPath } from '../layout/shellHooks';
import { DASHBOARD_TEXT as T } from './strings';

const charts = () => import('./Charts');
const AmountBarChart = lazy(() => charts().then((m) => ({ default: m.AmountBarChart })));
const CompareBarChart = lazy(() => charts().then((m) => ({ default: m.CompareBarChart })));
const AmountLineChart = lazy(() => charts().then((m) => ({ default: m.AmountLineChart })));
export { AmountBarChart, CompareBarChart, AmountLineChart };

/** The line below a page's heading: the month and sales type shown. */
export const Subtitle = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ mb: 1 }}>
    {children}
  </Typography>
);

/** Links between the dashboard's pages. */
export function DashboardLinks() {
  const adminPath = useAdminPath();
  const links: [string, string][] = [
    ['dashboard/detail', T.links.detail],
    ['dashboard/analysis', T.links.analysis],
    ['dashboard/sale/list', T.links.sales],
    ['dashboard/order', T.links.orders],
    ['dashboard/display/list', T.links.display],
  ];
  return (
    <Box component="nav" aria-label="대시보드 메뉴" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {links.map(([path, label]) => (
        <Button key={path} size="small" variant="outlined" component={LinkBase} to={adminPath(path)}>
          {label}
        </Button>
      ))}
    </Box>
  );
}

/** Year, month and (optionally) sales type pickers. */
export function PeriodPicker({
  year,
  month,
  type,
  types = SALES_TYPES,
  onChange,
}: {
  year: number;
  month: number;
  type?: SalesType;
  types?: readonly SalesType[];
  onChange: (next: { year: number; month: number; type: SalesType }) => void;
}) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 6 }, (_, i) => thisYear - 4 + i);
  if (!years.includes(year)) years.unshift(year);
  const current = type ?? 'all';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <TextField
        select
        size="small"
        label={T.year}
        value={year}
        onChange={(e) => onChange({ year: Number(e.target.value), month, type: current })}
        sx={{ minWidth: 110 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}년
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={T.monthLabel}
        value={month}
        onChange={(e) => onChange({ year, month: Number(e.target.value), type: current })}
        sx={{ minWidth: 90 }}
      >
        {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
          <MenuItem key={m} value={m}>
            {m}월
          </MenuItem>
        ))}
      </TextField>
      {type !== undefined && (
        <TextField
          select
          size="small"
          label={T.salesType}
          value={current}
          onChange={(e) => onChange({ year, month, type: e.target.value as SalesType })}
          sx={{ minWidth: 130 }}
        >
          {(types.includes(current) ? types : [current, ...types]).map((t) => (
            <MenuItem key={t} value={t}>
              {salesTypeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/** A titled section: the chart (hidden from screen readers) beside its table. */
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

/** Figures in a row of cards: total, supply, VAT, count. */
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
