import { won } from '../../../lib/won';
import type { Column, FigureItem } from '../../../resources/_generated/report';
import type { DashboardSummary } from '../../../schemas/billingDashboard';
import { DASHBOARD_TEXT as T } from './strings';

/** Small formatters the dashboard pages share. */
export const pad = (n: number) => String(n).padStart(2, '0');
export const dayLabel = (date: string) => `${Number(date.slice(8, 10))}일`;
export const rate = (value: number | null) =>
  value === null ? T.noChange : `${value > 0 ? '+' : ''}${value.toLocaleString('ko-KR')}%`;
export const count = (n: number) => n.toLocaleString('ko-KR');

/** A text column of a chart's table. */
export const textColumn = <R>(label: string, text: (row: R) => string): Column<R> => ({ label, text });

/** An amount column: 12,300원, right-aligned. */
export const wonColumn = <R>(label: string, amount: (row: R) => number): Column<R> => ({
  label,
  text: (row) => won(amount(row)),
  sheet: amount,
  align: 'right',
});

/** A count column: 1,234, right-aligned. */
export const countColumn = <R>(label: string, value: (row: R) => number): Column<R> => ({
  label,
  text: (row) => count(value(row)),
  sheet: value,
  align: 'right',
});

/** The month's totals as figure cards. */
export function totalsCards(total: DashboardSummary['total']): FigureItem[] {
  return [
    { label: T.total, amount: total.total, testId: 'dashboard-total' },
    { label: T.supply, amount: total.supplyAmount },
    { label: T.vat, amount: total.vat },
    { label: T.count, value: `${count(total.lineCount)}건` },
  ];
}
