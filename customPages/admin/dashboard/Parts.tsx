import type { ReactNode } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { SALES_TYPES, salesTypeLabel, type SalesType } from '../../../schemas/billingDashboard';
import { useAdminPath } from '../layout/shellHooks';
import { DASHBOARD_TEXT as T } from './strings';

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
