import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { analysisPath } from '../../../lib/dashboardRules';
import { seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  LEDGER_SERVICE_LABELS,
  SALES_TYPES,
  salesType as salesTypeSchema,
  salesTypeLabel,
  type DashboardAnalysis,
  type DashboardDetail,
  type DashboardOrders,
  type DashboardSummary,
  type DisplaySaleDetail,
  type DisplaySaleRecord,
  type SaleRecord,
  type SalesType,
} from '../../../schemas/billingDashboard';
import { useAdminPath, useClientMember } from '../layout/shellHooks';
import { DASHBOARD_API, useDashboardPage, useDashboardQuery } from './dashboardApi';
import {
  AmountBarChart,
  AmountLineChart,
  ChartSection,
  CompareBarChart,
  DashboardLinks,
  FigureCards,
  FigureTable,
  PageHeader,
  PeriodPicker,
  QueryState,
} from './Parts';
import { DASHBOARD_TEXT as T } from './strings';

const pad = (n: number) => String(n).padStart(2, '0');
const dayLabel = (date: string) => `${Number(date.slice(8, 10))}일`;
const rate = (value: number | null) =>
  value === null ? T.noChange : `${value > 0 ? '+' : ''}${value.toLocaleString('ko-KR')}%`;

/** {year}/{month}/{type} of the address, checked (null when not a real month or type). */
function usePeriodParams() {
  const params = useParams();
  const year = Number(params.year);
  const month = Number(params.month);
  const type = salesTypeSchema.safeParse(params.type);
  const valid =
    Number.isInteger(year) &&
    year >= 2000 &&
    year <= 2999 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12;
  return valid && type.success ? { year, month, type: type.data } : null;
}

function BadAddress() {
  const adminPath = useAdminPath();
  return (
    <Alert
      severity="warning"
      action={
        <Button component={LinkBase} to={adminPath('dashboard')}>
          {T.title}
        </Button>
      }
    >
      {T.notFound}
    </Alert>
  );
}

function totalsCards(total: DashboardSummary['total']) {
  return [
    { label: T.total, value: won(total.total), testId: 'dashboard-total' },
    { label: T.supply, value: won(total.supplyAmount) },
    { label: T.vat, value: won(total.vat) },
    { label: T.count, value: `${total.lineCount.toLocaleString('ko-KR')}건` },
  ];
}

/** The month by service (bar chart and table) and by day (line chart and table). */
function MonthFigures({ data }: { data: Pick<DashboardSummary, 'total' | 'services' | 'days'> }) {
  return (
    <>
      <FigureCards items={totalsCards(data.total)} />
      <ChartSection
        title={T.byService}
        chart={
          <AmountBarChart
            rows={data.services.map((s) => ({ label: s.label, value: s.total }))}
            seriesLabel={T.total}
          />
        }
        table={
          <FigureTable
            caption={T.chartTable(T.byService)}
            testId="dashboard-services"
            columns={[
              { label: T.service },
              { label: T.count, kind: 'count' },
              { label: T.supply, kind: 'won' },
              { label: T.vat, kind: 'won' },
              { label: T.total, kind: 'won' },
            ]}
            rows={[
              ...data.services.map((s) => ({
                key: s.service,
                cells: [s.label, s.lineCount, s.supplyAmount, s.vat, s.total],
              })),
              {
                key: 'total',
                cells: [
                  T.total,
                  data.total.lineCount,
                  data.total.supplyAmount,
                  data.total.vat,
                  data.total.total,
                ],
              },
            ]}
          />
        }
      />
      <ChartSection
        title={T.byDay}
        chart={
          <AmountLineChart
            points={data.days.map((d) => ({ label: dayLabel(d.date), value: d.total }))}
            seriesLabel={T.total}
          />
        }
        table={
          <FigureTable
            caption={T.chartTable(T.byDay)}
            columns={[{ label: T.date }, { label: T.count, kind: 'count' }, { label: T.total, kind: 'won' }]}
            rows={data.days.map((d) => ({ key: d.date, cells: [d.date, d.lineCount, d.total] }))}
          />
        }
      />
    </>
  );
}

/** dashboard: this month by service. */
export function DashboardPage() {
  const query = useDashboardQuery<DashboardSummary>(`${DASHBOARD_API}/summary`);
  const heading = query.data ? T.month(query.data.year, query.data.month) : undefined;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader title={T.title} subtitle={heading && `${heading} 서비스별 이용 금액`}>
        <DashboardLinks />
      </PageHeader>
      <QueryState
        query={query}
        isEmpty={(d) => d.total.lineCount === 0}
        emptyText={query.data && T.empty(query.data.year, query.data.month)}
      >
        {(data) => <MonthFigures data={data} />}
      </QueryState>
    </Box>
  );
}

/** dashboard/detail and detail/{year}/{month}/{type}: one month of one sales type. */
export function DetailPage({ withParams = false }: { withParams?: boolean }) {
  const params = usePeriodParams();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const today = seoulParts();
  const period = withParams ? params : { year: today.year, month: today.month, type: 'all' as SalesType };
  const query = useDashboardQuery<DashboardDetail>(
    period ? `${DASHBOARD_API}/detail/${period.year}/${period.month}/${period.type}` : null,
  );
  if (!period)
    return (
      <Box sx={{ p: 3 }}>
        <BadAddress />
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader
        title={T.detailTitle}
        subtitle={`${T.month(period.year, period.month)} · ${salesTypeLabel(period.type)}`}
      >
        <PeriodPicker
          {...period}
          types={query.data?.salesTypes.map((s) => s.type)}
          onChange={(next) =>
            navigate(adminPath(`dashboard/detail/${next.year}/${pad(next.month)}/${next.type}`))
          }
        />
      </PageHeader>
      <QueryState
        query={query}
        isEmpty={(d) => d.total.lineCount === 0}
        emptyText={T.empty(period.year, period.month)}
      >
        {(data) => <MonthFigures data={data} />}
      </QueryState>
    </Box>
  );
}

/**
 * dashboard/analysis: to the month the spec's rule picks (lib/dashboardRules) and the first sales
 * type, which is `all` (the server offers it first, then the services): nothing to wait for but the
 * member's payment day.
 */
export function AnalysisRedirect() {
  const { member, isPending } = useClientMember();
  const adminPath = useAdminPath();
  if (isPending)
    return (
      <Typography role="status" sx={{ p: 3 }}>
        {T.loading}
      </Typography>
    );
  return (
    <Navigate replace to={adminPath(analysisPath(new Date(), member?.wmsPaymentDay ?? 0, SALES_TYPES))} />
  );
}

/** analysis/{year}/{month}/{type}: month over month, six months, workspaces, categories. */
export function AnalysisPage() {
  const period = usePeriodParams();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const query = useDashboardQuery<DashboardAnalysis>(
    period ? `${DASHBOARD_API}/analysis/${period.year}/${period.month}/${period.type}` : null,
  );
  if (!period)
    return (
      <Box sx={{ p: 3 }}>
        <BadAddress />
      </Box>
    );
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageHeader
        title={T.analysisTitle}
        subtitle={`${T.month(period.year, period.month)} · ${salesTypeLabel(period.type)}`}
      >
        <PeriodPicker
          {...period}
          types={query.data?.salesTypes.map((s) => s.type)}
          onChange={(next) =>
            navigate(adminPath(`dashboard/analysis/${next.year}/${pad(next.month)}/${next.type}`))
          }
        />
      </PageHeader>
      <QueryState
        query={query}
        isEmpty={(d) =>
          d.current.lineCount === 0 && d.previous.lineCount === 0 && d.trend.every((m) => m.total === 0)
        }
        emptyText={T.empty(period.year, period.month)}
      >
        {(data) => {
          const prev = T.month(data.previous.year, data.previous.month);
          return (
            <>
              <FigureCards
                items={[
                  { label: T.thisMonth, value: won(data.current.total), testId: 'analysis-current' },
                  { label: `${T.previousMonth} (${prev})`, value: won(data.previous.total) },
                  { label: T.change, value: rate(data.changeRate) },
                  { label: T.count, value: `${data.current.lineCount.toLocaleString('ko-KR')}건` },
                ]}
              />
              <ChartSection
                title={T.trend}
                chart={
                  <AmountLineChart
                    points={data.trend.map((m) => ({ label: `${m.month}월`, value: m.total }))}
                    seriesLabel={T.total}
                  />
                }
                table={
                  <FigureTable
                    caption={T.chartTable(T.trend)}
                    columns={[{ label: '월' }, { label: T.total, kind: 'won' }]}
                    rows={data.trend.map((m) => ({
                      key: `${m.year}-${m.month}`,
                      cells: [T.month(m.year, m.month), m.total],
                    }))}
                  />
                }
              />
              {(
                [
                  [
                    T.byWorkspace,
                    T.workspace,
                    data.byWorkspace.map((w) => ({ key: w.branchId ?? 'none', label: w.name, ...w })),
                  ],
                  [
                    T.byCategory,
                    T.category,
                    data.byCategory.map((c) => ({ key: c.category, label: c.category, ...c })),
                  ],
                ] as const
              ).map(([title, column, rows]) => (
                <ChartSection
                  key={title}
                  title={title}
                  chart={
                    <CompareBarChart
                      rows={rows.map((r) => ({
                        label: r.label,
                        current: r.total,
                        previous: r.previousTotal,
                      }))}
                      currentLabel={T.thisMonth}
                      previousLabel={T.previousMonth}
                    />
                  }
                  table={
                    <FigureTable
                      caption={T.chartTable(title)}
                      columns={[
                        { label: column },
                        { label: T.previousMonth, kind: 'won' },
                        { label: T.thisMonth, kind: 'won' },
                      ]}
                      rows={rows.map((r) => ({ key: r.key, cells: [r.label, r.previousTotal, r.total] }))}
                    />
                  }
                />
              ))}
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}

/** The month and type of a list page, kept in the page (not the address: the route has none). */
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
