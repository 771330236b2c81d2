import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { won } from '../../../lib/won';
import {
  PAST_ORDER_SERVICE_KEYS,
  PAST_ORDER_SERVICE_LABELS,
  type PastOrderLine,
  type PastOrderService,
} from '../../../schemas/legacyScreens';
import { useApiFetch } from '../../../dataProviders/useApi';
import {
  ColumnTable,
  ReportExportButton,
  PeriodNav,
  QueryState,
  ReportFrame,
  shiftMonth,
  sheetRows,
  type Column,
} from '../../../resources/_generated/report';
import { listQuery, usePastLines, usePastSummary } from './api';
import { LS_TEXT } from './strings';

const PAGE_SIZE = 50;
const pad = (n: number) => String(n).padStart(2, '0');

/** The month of the path, or the current Seoul month when the path holds no valid month. */
function monthOf(year: string | undefined, month: string | undefined) {
  const y = Number(year);
  const m = Number(month);
  if (Number.isInteger(y) && y >= 1900 && y <= 2099 && Number.isInteger(m) && m >= 1 && m <= 12)
    return { year: y, month: m };
  const now = new Date(Date.now() + 9 * 3_600_000);
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

const COLUMNS: readonly Column<PastOrderLine>[] = [
  { label: '이용일', text: (row) => row.usedOn.replaceAll('-', '.') },
  { label: LS_TEXT.service, text: (row) => row.serviceLabel },
  { label: '분류', text: (row) => row.category },
  { label: '내역', text: (row) => row.description },
  { label: '사업장', text: (row) => row.branchName ?? '-' },
  {
    label: '수량',
    text: (row) => row.quantity.toLocaleString('ko-KR'),
    sheet: (row) => row.quantity,
    align: 'right',
  },
  {
    label: LS_TEXT.supplyAmount,
    text: (row) => won(row.supplyAmount),
    sheet: (row) => row.supplyAmount,
    align: 'right',
  },
  { label: LS_TEXT.vat, text: (row) => won(row.vat), sheet: (row) => row.vat, align: 'right' },
  { label: LS_TEXT.total, text: (row) => won(row.total), sheet: (row) => row.total, align: 'right' },
];

/** orders/past/{year}/{month} and orders/past/{service}/{year}/{month}: the ledger's lines of a month. */
export function PastOrdersPage({ service }: { service?: PastOrderService }) {
  const params = useParams();
  const navigate = useNavigate();
  const apiFetch = useApiFetch();
  const shown = monthOf(params.year, params.month);
  const month = `${shown.year}-${pad(shown.month)}`;
  const [page, setPage] = useState(0);
  const summary = usePastSummary(month, service);
  const lines = usePastLines(month, service, page, PAGE_SIZE);
  const serviceName = service ? PAST_ORDER_SERVICE_LABELS[service] : LS_TEXT.allServices;
  const go = (next: { year: number; month: number }, nextService = service) => {
    setPage(0);
    navigate(`/pc/admin/orders/past/${nextService ? `${nextService}/` : ''}${next.year}/${next.month}`);
  };
  const allRows = async () => {
    const rows: PastOrderLine[] = [];
    for (let index = 0; ; index += 1) {
      const batch = await apiFetch<PastOrderLine[]>('/homepage/v2/orders/past', {
        query: listQuery({ month, ...(service ? { service } : {}) }, index, 1000, ['usedOn', 'ASC']),
      });
      rows.push(...batch);
      if (batch.length < 1000) return sheetRows(COLUMNS, rows);
    }
  };
  const count = summary.data?.totals.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  return (
    <ReportFrame
      title={LS_TEXT.pastOrders}
      actions={<ReportExportButton name={`${LS_TEXT.pastOrders}_${serviceName}_${month}`} rows={allRows} />}
    >
      <Tabs
        value={service ?? 'all'}
        onChange={(_, value: string) => go(shown, value === 'all' ? undefined : (value as PastOrderService))}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={LS_TEXT.serviceTabs}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={LS_TEXT.allServices} />
        {PAST_ORDER_SERVICE_KEYS.map((key) => (
          <Tab key={key} value={key} label={PAST_ORDER_SERVICE_LABELS[key]} />
        ))}
      </Tabs>
      <PeriodNav
        label={LS_TEXT.monthLabel(shown.year, shown.month)}
        onPrev={() => go(shiftMonth(shown, -1))}
        onNext={() => go(shiftMonth(shown, 1))}
      />
      <QueryState query={summary} empty={LS_TEXT.noLines} isEmpty={(data) => data.totals.count === 0}>
        {(data) => (
          <Stack spacing={2}>
            <Box
              component="dl"
              aria-label={LS_TEXT.totals}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
                gap: 1,
                m: 0,
              }}
            >
              {(
                [
                  [LS_TEXT.count, `${data.totals.count.toLocaleString('ko-KR')}건`],
                  [LS_TEXT.supplyAmount, won(data.totals.supplyAmount)],
                  [LS_TEXT.vat, won(data.totals.vat)],
                  [LS_TEXT.total, won(data.totals.total)],
                ] as const
              ).map(([label, value]) => (
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
            {!service && (
              <ColumnTable
                caption={LS_TEXT.byService}
                dense
                columns={[
                  { label: LS_TEXT.service, text: (row) => row.label },
                  {
                    label: LS_TEXT.count,
                    text: (row) => `${row.count.toLocaleString('ko-KR')}건`,
                    align: 'right',
                  },
                  { label: LS_TEXT.supplyAmount, text: (row) => won(row.supplyAmount), align: 'right' },
                  { label: LS_TEXT.vat, text: (row) => won(row.vat), align: 'right' },
                  { label: LS_TEXT.total, text: (row) => won(row.total), align: 'right' },
                ]}
                rows={data.byService}
                rowKey={(row) => row.service}
                footer={[
                  LS_TEXT.total,
                  `${data.totals.count.toLocaleString('ko-KR')}건`,
                  won(data.totals.supplyAmount),
                  won(data.totals.vat),
                  won(data.totals.total),
                ]}
              />
            )}
            <QueryState query={lines} empty={LS_TEXT.noLines} isEmpty={(rows) => rows.length === 0}>
              {(rows) => (
                <ColumnTable
                  caption={LS_TEXT.linesCaption(serviceName)}
                  dense
                  columns={COLUMNS}
                  rows={rows}
                  rowKey={(row) => row.id}
                />
              )}
            </QueryState>
            {pages > 1 && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
                <Button variant="outlined" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {LS_TEXT.prevPage}
                </Button>
                <Typography>{LS_TEXT.pageOf(page + 1, pages)}</Typography>
                <Button variant="outlined" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  {LS_TEXT.nextPage}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </ReportFrame>
  );
}
