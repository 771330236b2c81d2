import { won } from '../../../lib/won';
import type { DashboardSummary } from '../../../schemas/billingDashboard';
import { DASHBOARD_TEXT as T } from './strings';

/** Small formatters the dashboard pages share. */
export const pad = (n: number) => String(n).padStart(2, '0');
export const dayLabel = (date: string) => `${Number(date.slice(8, 10))}일`;
export const rate = (value: number | null) =>
  value === null ? T.noChange : `${value > 0 ? '+' : ''}${value.toLocaleString('ko-KR')}%`;

/** The month's totals as figure cards. */
export function totalsCards(total: DashboardSummary['total']) {
  return [
    { label: T.total, value: won(total.total), testId: 'dashboard-total' },
    { label: T.supply, value: won(total.supplyAmount) },
    { label: T.vat, value: won(total.vat) },
    { label: T.count, value: `${total.lineCount.toLocaleString('ko-KR')}건` },
  ];
}
