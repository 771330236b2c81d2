import { useState } from 'react';
import { useApiQuery } from '../../../dataProviders/useApi';
import { seoulParts } from '../../../lib/seoulTime';
import {
  AmountBarChart,
  ChartSection,
  ColumnTable,
  FigureCards,
  QueryState,
  ReportFrame,
} from '../../../resources/_generated/report';
import type { DashboardOrders, SalesType } from '../../../schemas/billingDashboard';
import { countColumn, dayLabel, textColumn, totalsCards, wonColumn } from './format';
import { PeriodPicker, Subtitle } from './Parts';
import { DASHBOARD_TEXT as T } from './strings';

type OrderRow = DashboardOrders['rows'][number];
const orderColumns = [
  textColumn<OrderRow>(T.date, (r) => r.date),
  textColumn<OrderRow>(T.service, (r) => r.label),
  countColumn<OrderRow>(T.count, (r) => r.lineCount),
  countColumn<OrderRow>(T.quantity, (r) => r.quantity),
  wonColumn<OrderRow>(T.total, (r) => r.total),
];

/** The month's order counts by day, for the chart. */
function countsByDay(rows: readonly OrderRow[]) {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.lineCount);
  return [...byDay].map(([date, n]) => ({ label: dayLabel(date), value: n }));
}

/** dashboard/order: the month's orders by day and service (the month and type kept in the page). */
export function OrderPage() {
  const today = seoulParts();
  const [period, setPeriod] = useState<{ year: number; month: number; type: SalesType }>({
    year: today.year,
    month: today.month,
    type: 'all',
  });
  const query = useApiQuery<DashboardOrders>('/homepage/v2/dashboard/orders', period);
  return (
    <ReportFrame title={T.orderTitle}>
      <Subtitle>{T.month(period.year, period.month)}</Subtitle>
      <PeriodPicker {...period} onChange={setPeriod} />
      <QueryState
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        empty={T.empty(period.year, period.month)}
        testIdPrefix="dashboard"
      >
        {(data) => (
          <>
            <FigureCards items={totalsCards(data.total)} />
            <ChartSection
              title={T.ordersByDay}
              chart={<AmountBarChart rows={countsByDay(data.rows)} seriesLabel={T.count} />}
              table={
                <ColumnTable
                  dense
                  caption={T.chartTable(T.orderTitle)}
                  testId="order-table"
                  columns={orderColumns}
                  rows={data.rows}
                  rowKey={(r) => `${r.date}-${r.service}`}
                />
              }
            />
          </>
        )}
      </QueryState>
    </ReportFrame>
  );
}
