import { Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Button, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useApiQuery } from '../../../dataProviders/useApi';
import { analysisPath } from '../../../lib/dashboardRules';
import { seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  AmountBarChart,
  AmountLineChart,
  ChartSection,
  ColumnTable,
  CompareBarChart,
  FigureCards,
  QueryState,
  ReportFrame,
} from '../../../resources/_generated/report';
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
import { DashboardLinks, PeriodPicker, Subtitle } from './Parts';
import { DASHBOARD_TEXT as T } from './strings';

import { count, countColumn, dayLabel, pad, rate, textColumn, totalsCards, wonColumn } from './format';

export const DASHBOARD_API = '/homepage/v2/dashboard';

type ServiceRow = DashboardSummary['services'][number];
type DayRow = DashboardSummary['days'][number];
type TrendRow = DashboardAnalysis['trend'][number];
interface ComparedRow {
  key: string;
  label: string;
  total: number;
  previousTotal: number;
}

const serviceColumns = [
  textColumn<ServiceRow>(T.service, (s) => s.label),
  countColumn<ServiceRow>(T.count, (s) => s.lineCount),
  wonColumn<ServiceRow>(T.supply, (s) => s.supplyAmount),
  wonColumn<ServiceRow>(T.vat, (s) => s.vat),
  wonColumn<ServiceRow>(T.total, (s) => s.total),
];
const dayColumns = [
  textColumn<DayRow>(T.date, (d) => d.date),
  countColumn<DayRow>(T.count, (d) => d.lineCount),
  wonColumn<DayRow>(T.total, (d) => d.total),
];
const trendColumns = [
  textColumn<TrendRow>('월', (m) => T.month(m.year, m.month)),
  wonColumn<TrendRow>(T.total, (m) => m.total),
];
const comparedColumns = (label: string) => [
  textColumn<ComparedRow>(label, (r) => r.label),
  wonColumn<ComparedRow>(T.previousMonth, (r) => r.previousTotal),
  wonColumn<ComparedRow>(T.thisMonth, (r) => r.total),
];

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
          <ColumnTable
            dense
            caption={T.chartTable(T.byService)}
            testId="dashboard-services"
            columns={serviceColumns}
            rows={data.services}
            rowKey={(s) => s.service}
            footer={[
              T.total,
              count(data.total.lineCount),
              won(data.total.supplyAmount),
              won(data.total.vat),
              won(data.total.total),
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
          <ColumnTable
            dense
            caption={T.chartTable(T.byDay)}
            columns={dayColumns}
            rows={data.days}
            rowKey={(d) => d.date}
          />
        }
      />
    </>
  );
}

/** dashboard: this month by service. */
export function DashboardPage() {
  const query = useApiQuery<DashboardSummary>(`${DASHBOARD_API}/summary`);
  const heading = query.data ? T.month(query.data.year, query.data.month) : undefined;
  return (
    <ReportFrame title={T.title}>
      {heading && <Subtitle>{`${heading} 서비스별 이용 금액`}</Subtitle>}
      <DashboardLinks />
      <QueryState
        query={query}
        isEmpty={(d) => d.total.lineCount === 0}
        empty={query.data ? T.empty(query.data.year, query.data.month) : T.emptyList}
        testIdPrefix="dashboard"
      >
        {(data) => <MonthFigures data={data} />}
      </QueryState>
    </ReportFrame>
  );
}

/** dashboard/detail and detail/{year}/{month}/{type}: one month of one sales type. */
export function DetailPage({ withParams = false }: { withParams?: boolean }) {
  const params = usePeriodParams();
  const today = seoulParts();
  const period = withParams ? params : { year: today.year, month: today.month, type: 'all' as SalesType };
  const query = useApiQuery<DashboardDetail>(
    period ? `${DASHBOARD_API}/detail/${period.year}/${period.month}/${period.type}` : null,
  );
  return (
    <ReportFrame title={T.detailTitle}>
      {period ? (
        <>
          <PeriodHeader page="detail" period={period} types={query.data?.salesTypes.map((s) => s.type)} />
          <QueryState
            query={query}
            isEmpty={(d) => d.total.lineCount === 0}
            empty={T.empty(period.year, period.month)}
            testIdPrefix="dashboard"
          >
            {(data) => <MonthFigures data={data} />}
          </QueryState>
        </>
      ) : (
        <BadAddress />
      )}
    </ReportFrame>
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

/** The analysis's figures: month over month, six months, workspaces, categories. */
function AnalysisFigures({ data }: { data: DashboardAnalysis }) {
  const prev = T.month(data.previous.year, data.previous.month);
  const compared: [string, string, ComparedRow[]][] = [
    [
      T.byWorkspace,
      T.workspace,
      data.byWorkspace.map((w) => ({ key: w.branchId ?? 'none', label: w.name, ...w })),
    ],
    [T.byCategory, T.category, data.byCategory.map((c) => ({ key: c.category, label: c.category, ...c }))],
  ];
  return (
    <>
      <FigureCards
        items={[
          { label: T.thisMonth, amount: data.current.total, testId: 'analysis-current' },
          { label: `${T.previousMonth} (${prev})`, amount: data.previous.total },
          { label: T.change, value: rate(data.changeRate) },
          { label: T.count, value: `${count(data.current.lineCount)}건` },
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
          <ColumnTable
            dense
            caption={T.chartTable(T.trend)}
            columns={trendColumns}
            rows={data.trend}
            rowKey={(m) => `${m.year}-${m.month}`}
          />
        }
      />
      {compared.map(([title, column, rows]) => (
        <ChartSection
          key={title}
          title={title}
          chart={
            <CompareBarChart
              rows={rows.map((r) => ({ label: r.label, current: r.total, previous: r.previousTotal }))}
              currentLabel={T.thisMonth}
              previousLabel={T.previousMonth}
            />
          }
          table={
            <ColumnTable
              dense
              caption={T.chartTable(title)}
              columns={comparedColumns(column)}
              rows={rows}
              rowKey={(r) => r.key}
            />
          }
        />
      ))}
    </>
  );
}

/** analysis/{year}/{month}/{type}: month over month, six months, workspaces, categories. */
export function AnalysisPage() {
  const period = usePeriodParams();
  const query = useApiQuery<DashboardAnalysis>(
    period ? `${DASHBOARD_API}/analysis/${period.year}/${period.month}/${period.type}` : null,
  );
  return (
    <ReportFrame title={T.analysisTitle}>
      {period ? (
        <>
          <PeriodHeader page="analysis" period={period} types={query.data?.salesTypes.map((s) => s.type)} />
          <QueryState
            query={query}
            isEmpty={(d) =>
              d.current.lineCount === 0 && d.previous.lineCount === 0 && d.trend.every((m) => m.total === 0)
            }
            empty={T.empty(period.year, period.month)}
            testIdPrefix="dashboard"
          >
            {(data) => <AnalysisFigures data={data} />}
          </QueryState>
        </>
      ) : (
        <BadAddress />
      )}
    </ReportFrame>
  );
}

/** The month and sales type of a dashboard page, and the picker that moves to another one's address. */
function PeriodHeader({
  page,
  period,
  types,
}: {
  page: 'detail' | 'analysis';
  period: { year: number; month: number; type: SalesType };
  types: SalesType[] | undefined;
}) {
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  return (
    <>
      <Subtitle>{`${T.month(period.year, period.month)} · ${salesTypeLabel(period.type)}`}</Subtitle>
      <PeriodPicker
        {...period}
        types={types}
        onChange={(next) =>
          navigate(adminPath(`dashboard/${page}/${next.year}/${pad(next.month)}/${next.type}`))
        }
      />
    </>
  );
}
