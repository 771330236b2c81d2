import { useState } from 'react';
import { useParams } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  LEDGER_SERVICE_LABELS,
  type DashboardOrders,
  type DashboardSummary,
  type DisplaySaleDetail,
  type DisplaySaleRecord,
  type SaleRecord,
  type SalesType,
} from '../../../schemas/billingDashboard';
import { useAdminPath } from '../layout/shellHooks';
import { DASHBOARD_API, useDashboardPage, useDashboardQuery } from './dashboardApi';
import {
  AmountBarChart,
  ChartSection,
  FigureCards,
  FigureTable,
  PageHeader,
  PeriodPicker,
  QueryState,
} from './Parts';
import { DASHBOARD_TEXT as T } from './strings';

import { dayLabel, pad, totalsCards } from './format';

/** The dashboard's list pages: sale lines, orders and the display (kiosk) sales. */
function useMonthState(initialType: SalesType = 'all') {
  const today = seoulParts();
  return useState({ year: today.year, month: today.month, type: initialType });
}

const PAGE_SIZE = 20;

function Pager({
  page,
  hasNext,
  count,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  count: number;
  onPage: (page: number) => void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
      <Typography variant="body2">{`${page * PAGE_SIZE + 1}–${page * PAGE_SIZE + count}번째`}</Typography>
      <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {T.previousPage}
      </Button>
      <Button size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {T.nextPage}
      </Button>
    </Stack>
  );
}

/** sale/list: the month's ledger lines. */
export function SaleListPage() {
  const [period, setPeriod] = useMonthState();
  const [page, setPage] = useState(0);
  const filter = {
    period: `${period.year}-${pad(period.month)}`,
    ...(period.type === 'all' ? {} : { service: period.type }),
  };
  const summary = useDashboardQuery<DashboardSummary>(
    `${DASHBOARD_API}/summary?year=${period.year}&month=${period.month}&type=${period.type}`,
  );
  const list = useDashboardPage<SaleRecord>(`${DASHBOARD_API}/sales`, filter, page, PAGE_SIZE);
  const total = summary.data?.total;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader
        title={T.saleListTitle}
        subtitle={
          total &&
          `${T.month(period.year, period.month)} · ${total.lineCount.toLocaleString('ko-KR')}건 · ${won(total.total)}`
        }
      >
        <PeriodPicker
          {...period}
          onChange={(next) => {
            setPeriod(next);
            setPage(0);
          }}
        />
      </PageHeader>
      <QueryState
        query={list}
        isEmpty={(d) => d.rows.length === 0 && page === 0}
        emptyText={T.empty(period.year, period.month)}
      >
        {(data) => (
          <>
            <FigureTable
              caption={`${T.saleListTitle} (${T.month(period.year, period.month)})`}
              testId="sale-list"
              columns={[
                { label: T.date },
                { label: T.service },
                { label: T.workspace },
                { label: T.category },
                { label: T.description },
                { label: T.quantity, kind: 'count' },
                { label: T.supply, kind: 'won' },
                { label: T.vat, kind: 'won' },
                { label: T.total, kind: 'won' },
                { label: T.invoiced },
              ]}
              rows={data.rows.map((r) => ({
                key: r.id,
                cells: [
                  r.usedOn,
                  LEDGER_SERVICE_LABELS[r.service],
                  r.workspaceName ?? '-',
                  r.category,
                  r.description,
                  r.quantity,
                  r.supplyAmount,
                  r.vat,
                  r.total,
                  r.invoiced ? T.invoicedYes : T.invoicedNo,
                ],
              }))}
            />
            <Pager page={page} hasNext={data.hasNext} count={data.rows.length} onPage={setPage} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** order: the month's orders by day and service. */
export function OrderPage() {
  const [period, setPeriod] = useMonthState();
  const query = useDashboardQuery<DashboardOrders>(
    `${DASHBOARD_API}/orders?year=${period.year}&month=${period.month}&type=${period.type}`,
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader title={T.orderTitle} subtitle={T.month(period.year, period.month)}>
        <PeriodPicker {...period} onChange={setPeriod} />
      </PageHeader>
      <QueryState
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={T.empty(period.year, period.month)}
      >
        {(data) => {
          const byDay = new Map<string, number>();
          for (const row of data.rows) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.lineCount);
          return (
            <>
              <FigureCards items={totalsCards(data.total)} />
              <ChartSection
                title="일별 주문 건수"
                chart={
                  <AmountBarChart
                    rows={[...byDay].map(([date, n]) => ({ label: dayLabel(date), value: n }))}
                    seriesLabel={T.count}
                  />
                }
                table={
                  <FigureTable
                    caption={T.chartTable(T.orderTitle)}
                    testId="order-table"
                    columns={[
                      { label: T.date },
                      { label: T.service },
                      { label: T.count, kind: 'count' },
                      { label: T.quantity, kind: 'count' },
                      { label: T.total, kind: 'won' },
                    ]}
                    rows={data.rows.map((r) => ({
                      key: `${r.date}-${r.service}`,
                      cells: [r.date, r.label, r.lineCount, r.quantity, r.total],
                    }))}
                  />
                }
              />
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}

/** display/list: the month's display (kiosk) sales. */
export function DisplayListPage() {
  const [period, setPeriod] = useMonthState('kiosk');
  const [page, setPage] = useState(0);
  const adminPath = useAdminPath();
  const summary = useDashboardQuery<DashboardSummary>(
    `${DASHBOARD_API}/summary?year=${period.year}&month=${period.month}&type=kiosk`,
  );
  const list = useDashboardPage<DisplaySaleRecord>(
    `${DASHBOARD_API}/display-sales`,
    { period: `${period.year}-${pad(period.month)}` },
    page,
    PAGE_SIZE,
  );
  const total = summary.data?.total;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader
        title={T.displayListTitle}
        subtitle={
          total
            ? `${T.month(period.year, period.month)} · ${total.lineCount.toLocaleString('ko-KR')}건 · ${won(total.total)}`
            : T.displayNote
        }
      >
        <PeriodPicker
          year={period.year}
          month={period.month}
          onChange={(next) => {
            setPeriod({ ...next, type: 'kiosk' });
            setPage(0);
          }}
        />
      </PageHeader>
      <QueryState
        query={list}
        isEmpty={(d) => d.rows.length === 0 && page === 0}
        emptyText={T.empty(period.year, period.month)}
      >
        {(data) => (
          <>
            <FigureTable
              caption={`${T.displayListTitle} (${T.month(period.year, period.month)})`}
              testId="display-list"
              columns={[
                { label: T.date },
                { label: T.description },
                { label: T.workspace },
                { label: T.category },
                { label: T.quantity, kind: 'count' },
                { label: T.total, kind: 'won' },
              ]}
              rows={data.rows.map((r) => ({
                key: r.id,
                cells: [
                  r.usedOn,
                  <LinkBase key="link" to={adminPath(`dashboard/display/detail/${encodeURIComponent(r.id)}`)}>
                    {r.description}
                  </LinkBase>,
                  r.workspaceName ?? '-',
                  r.category,
                  r.quantity,
                  r.total,
                ],
              }))}
            />
            <Pager page={page} hasNext={data.hasNext} count={data.rows.length} onPage={setPage} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

/** display/detail/{id}: one display sale and its day. */
export function DisplayDetailPage() {
  const { id } = useParams();
  const adminPath = useAdminPath();
  const query = useDashboardQuery<DisplaySaleDetail>(
    id ? `${DASHBOARD_API}/display-sales/${encodeURIComponent(id)}` : null,
  );
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader
        title={T.displayDetailTitle}
        subtitle={query.data && `${query.data.usedOn} · ${query.data.description}`}
      >
        <Box>
          <Button
            size="small"
            variant="outlined"
            component={LinkBase}
            to={adminPath('dashboard/display/list')}
          >
            {T.backToList}
          </Button>
        </Box>
      </PageHeader>
      <QueryState query={query}>
        {(data) => (
          <>
            <FigureCards
              items={[
                { label: T.total, value: won(data.total) },
                { label: T.quantity, value: `${data.quantity.toLocaleString('ko-KR')}개` },
                { label: T.dayTotal, value: won(data.dayTotal.total) },
                { label: T.itemMonth, value: won(data.itemMonth.total) },
              ]}
            />
            <FigureTable
              caption={T.sameDay}
              columns={[
                { label: T.description },
                { label: T.category },
                { label: T.quantity, kind: 'count' },
                { label: T.supply, kind: 'won' },
                { label: T.vat, kind: 'won' },
                { label: T.total, kind: 'won' },
              ]}
              rows={data.sameDay.map((r) => ({
                key: r.id,
                cells: [r.description, r.category, r.quantity, r.supplyAmount, r.vat, r.total],
              }))}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.workspace}: {data.workspaceName ?? '-'} · {T.displayNote}
            </Typography>
          </>
        )}
      </QueryState>
    </Box>
  );
}
