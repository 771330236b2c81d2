import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBasename } from 'react-admin';
import { Link } from 'react-router';
import { useApiQuery } from '../../../dataProviders/useApi';
import { seoulDateTime } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  ColumnTable,
  FigureCards,
  QueryState,
  ReportFrame,
  type Column,
} from '../../../resources/_generated/report';
import type { FigureItem } from '../../../resources/_generated/report';
import { ORDER_STATUS_LABELS } from '../../../schemas/buy24Orders';
import type {
  Office24Dashboard as Dashboard,
  Office24LatestOrder,
  Office24WorkspaceUse,
} from '../../../schemas/office24';

const T = {
  title: '오피스24 대시보드',
  month: (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월 기준`,
  empty: '아직 오피스24 주문과 예산이 없습니다. 사업장에서 사무용품을 주문하면 이곳에 현황이 표시됩니다.',
  orderCount: '이번 달 주문',
  orderTotal: '이번 달 주문 금액',
  budget: '이번 달 예산',
  remaining: '남은 예산',
  noBudget: '예산 미설정',
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  byWorkspace: '사업장별 예산 대비 사용액',
  byWorkspaceNote: '부서 예산은 구성원이 가장 많이 근무하는 사업장에 포함됩니다.',
  workspace: '사업장',
  orders: '주문 수',
  spent: '사용액',
  workspaceBudget: '예산',
  use: '예산 사용률',
  rate: (spent: number, budget: number | null) =>
    budget === null || budget <= 0 ? '예산 미설정' : `${Math.round((spent / budget) * 100)}%`,
  latest: '최근 주문',
  noOrders: '아직 주문이 없습니다.',
  orderNumber: '주문 번호',
  orderedAt: '주문일시',
  orderedBy: '주문자',
  status: '상태',
  items: '품목 수',
  total: '합계',
  workspaces: '사업장 관리',
};

/** Section headings: below the page's h1 in size, as on the other report pages. */
const H2 = { fontSize: '1.05rem', fontWeight: 700 } as const;

/**
 * A bar of spending against budget: red once the budget is spent, amber past 80 %. A meter, not a
 * progress bar: it is a reading, and nothing on the page is still loading.
 */
function UseBar({ row }: { row: Office24WorkspaceUse }) {
  const percent = row.budget && row.budget > 0 ? (row.spent / row.budget) * 100 : null;
  const rate = T.rate(row.spent, row.budget);
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }} aria-hidden={percent !== null}>
        {rate}
      </Typography>
      {percent !== null && (
        <Box
          role="meter"
          aria-label={`${row.name} ${T.use}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(100, percent))}
          aria-valuetext={rate}
          sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: '100%',
              width: `${Math.min(100, percent)}%`,
              bgcolor: percent >= 100 ? 'error.main' : percent >= 80 ? 'warning.main' : 'primary.main',
            }}
          />
        </Box>
      )}
    </Box>
  );
}

const workspaceColumns: readonly Column<Office24WorkspaceUse>[] = [
  { label: T.workspace, text: (r) => r.name },
  { label: T.orders, text: (r) => T.count(r.orderCount), sheet: (r) => r.orderCount, align: 'right' },
  { label: T.spent, text: (r) => won(r.spent), sheet: (r) => r.spent, align: 'right' },
  { label: T.workspaceBudget, text: (r) => (r.budget === null ? T.noBudget : won(r.budget)), align: 'right' },
  { label: T.use, text: (r) => T.rate(r.spent, r.budget), render: (r) => <UseBar row={r} /> },
];

const orderColumns: readonly Column<Office24LatestOrder>[] = [
  { label: T.orderNumber, text: (r) => r.orderNumber },
  { label: T.orderedAt, text: (r) => seoulDateTime(r.createdAt) },
  { label: T.orderedBy, text: (r) => r.orderedByName },
  { label: T.status, text: (r) => ORDER_STATUS_LABELS[r.status] },
  { label: T.items, text: (r) => T.count(r.itemCount), align: 'right' },
  { label: T.total, text: (r) => won(r.total), align: 'right' },
];

function figures(data: Dashboard): FigureItem[] {
  return [
    { label: T.orderCount, value: T.count(data.orderCount), testId: 'office24-order-count' },
    { label: T.orderTotal, amount: data.total, testId: 'office24-order-total' },
    data.budget === null ? { label: T.budget, value: T.noBudget } : { label: T.budget, amount: data.budget },
    data.budget === null
      ? { label: T.remaining, value: '-' }
      : { label: T.remaining, amount: data.budget - data.total },
  ];
}

const isEmpty = (data: Dashboard) =>
  data.latestOrders.length === 0 && data.budget === null && data.orderCount === 0;

/** office24/dashboard: the company's office-supplies orders this month, by workspace, and the latest. */
export function Office24Dashboard() {
  const base = useBasename();
  const query = useApiQuery<Dashboard>('/homepage/v2/office24/dashboard');
  return (
    <ReportFrame
      title={T.title}
      actions={
        <Button component={Link} to={`${base}/office24/Workspace`} variant="outlined">
          {T.workspaces}
        </Button>
      }
    >
      {query.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.month(query.data.month)}
        </Typography>
      )}
      <QueryState query={query} isEmpty={isEmpty} empty={T.empty} testIdPrefix="office24">
        {(data) => (
          <>
            <FigureCards items={figures(data)} />
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="office24-workspaces"
              sx={{ p: 2, mb: 2 }}
            >
              <Typography id="office24-workspaces" component="h2" sx={H2}>
                {T.byWorkspace}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {T.byWorkspaceNote}
              </Typography>
              <ColumnTable
                caption={T.byWorkspace}
                captionHidden
                columns={workspaceColumns}
                rows={data.workspaces}
                rowKey={(r) => r.id ?? 'none'}
                testId="office24-workspaces"
              />
            </Paper>
            <Paper variant="outlined" component="section" aria-labelledby="office24-latest" sx={{ p: 2 }}>
              <Typography id="office24-latest" component="h2" sx={{ ...H2, mb: 1 }}>
                {T.latest}
              </Typography>
              {data.latestOrders.length === 0 ? (
                <Typography color="text.secondary">{T.noOrders}</Typography>
              ) : (
                <ColumnTable
                  caption={T.latest}
                  captionHidden
                  columns={orderColumns}
                  rows={data.latestOrders}
                  rowKey={(r) => r.id}
                  testId="office24-latest"
                />
              )}
            </Paper>
          </>
        )}
      </QueryState>
    </ReportFrame>
  );
}
