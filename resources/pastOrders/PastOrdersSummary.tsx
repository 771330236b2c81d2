import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useBasename, useListContext, useNavigate } from 'react-admin';
import { useApiQuery } from '../../dataProviders/useApi';
import { won } from '../../lib/won';
import {
  PAST_ORDER_SERVICE_KEYS,
  PAST_ORDER_SERVICE_LABELS,
  type PastOrderService,
  type PastOrderSummary,
} from '../../schemas/legacyScreens';
import { ColumnTable, PeriodNav, QueryState, shiftMonth } from '../_generated/report';
import { monthOf, pastOrdersPath, type PastMonth } from './month';
import { PAST_TEXT } from './strings';

type Totals = PastOrderSummary['totals'];

function TotalsPanel({ totals }: { totals: Totals }) {
  const figures = [
    [PAST_TEXT.count, PAST_TEXT.countValue(totals.count)],
    [PAST_TEXT.supplyAmount, won(totals.supplyAmount)],
    [PAST_TEXT.vat, won(totals.vat)],
    [PAST_TEXT.total, won(totals.total)],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={PAST_TEXT.totals}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1, m: 0 }}
    >
      {figures.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function ByService({ summary }: { summary: PastOrderSummary }) {
  const { totals } = summary;
  return (
    <ColumnTable
      caption={PAST_TEXT.byService}
      dense
      columns={[
        { label: PAST_TEXT.service, text: (row) => row.label },
        { label: PAST_TEXT.count, text: (row) => PAST_TEXT.countValue(row.count), align: 'right' },
        { label: PAST_TEXT.supplyAmount, text: (row) => won(row.supplyAmount), align: 'right' },
        { label: PAST_TEXT.vat, text: (row) => won(row.vat), align: 'right' },
        { label: PAST_TEXT.total, text: (row) => won(row.total), align: 'right' },
      ]}
      rows={summary.byService}
      rowKey={(row) => row.service}
      footer={[
        PAST_TEXT.total,
        PAST_TEXT.countValue(totals.count),
        won(totals.supplyAmount),
        won(totals.vat),
        won(totals.total),
      ]}
    />
  );
}

/**
 * Above the month's lines: the service tabs and ◀ month ▶, which move to the address of that
 * service and month (the month is part of the address), then the month's totals and, over every
 * service, the totals per service (/orders/past/summary).
 */
export function PastOrdersSummary() {
  const { filter = {} } = useListContext();
  const navigate = useNavigate();
  const basename = useBasename();
  const [year, month] = String(filter.month ?? '').split('-');
  const shown = monthOf(year, month);
  const service = filter.service as PastOrderService | undefined;
  const summary = useApiQuery<PastOrderSummary>('/homepage/v2/orders/past/summary', {
    month: String(filter.month),
    ...(service ? { service } : {}),
  });
  const go = (next: PastMonth, nextService = service) =>
    navigate(`${basename}/${pastOrdersPath(next, nextService)}`);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Tabs
        value={service ?? 'all'}
        onChange={(_, value: string) => go(shown, value === 'all' ? undefined : (value as PastOrderService))}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={PAST_TEXT.serviceTabs}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={PAST_TEXT.allServices} />
        {PAST_ORDER_SERVICE_KEYS.map((key) => (
          <Tab key={key} value={key} label={PAST_ORDER_SERVICE_LABELS[key]} />
        ))}
      </Tabs>
      <PeriodNav
        label={PAST_TEXT.monthLabel(shown.year, shown.month)}
        onPrev={() => go(shiftMonth(shown, -1))}
        onNext={() => go(shiftMonth(shown, 1))}
      />
      <QueryState query={summary} empty="" testIdPrefix="past-orders-summary">
        {(data) => (
          <Stack spacing={2}>
            <TotalsPanel totals={data.totals} />
            {!service && data.byService.length > 0 ? <ByService summary={data} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
