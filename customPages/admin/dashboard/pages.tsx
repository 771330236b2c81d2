import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { analysisPath } from '../../../lib/dashboardRules';
import { seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  SALES_TYPES,
  salesType as salesTypeSchema,
  salesTypeLabel,
  type DashboardAnalysis,
  type DashboardDetail,
  type DashboardSummary,
  type SalesType,
} from '../../../schemas/billingDashboard';
import { useAdminPath, useClientMember } from '../layout/shellHooks';
import { DASHBOARD_API, useDashboardQuery } from './dashboardApi';
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

import { dayLabel, pad, rate, totalsCards } from './format';

export { DisplayDetailPage, DisplayListPage, OrderPage, SaleListPage } from './listPages';

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
