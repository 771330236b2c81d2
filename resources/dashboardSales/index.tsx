import {
  displaySaleRecord,
  saleRecord,
  type DisplaySaleRecord,
  type SaleRecord,
} from '../../schemas/billingDashboard';
import { defineResource } from '../_generated';
import { DisplaySaleShow } from './DisplaySaleShow';
import { DisplaySummary, SaleSummary } from './MonthSummary';
import { DASHBOARD_API } from './paths';
import { SALES_TEXT } from './strings';

const MONTH = { source: 'period', unit: 'month' } as const;

/**
 * 매출 목록 (dashboard/sale/list): the month's billing-ledger lines, read-only, with the month's count
 * and total above the rows. Any member of the company; the server scopes the lines to it.
 */
export const dashboardSales = defineResource<SaleRecord>({
  name: 'dashboardSales',
  apiPath: DASHBOARD_API.sales,
  label: SALES_TEXT.saleList,
  listPath: 'dashboard/sale/list',
  record: saleRecord,
  search: SALES_TEXT.search,
  sort: { field: 'usedOn', order: 'DESC' },
  period: MONTH,
  summary: SaleSummary,
  recordRepresentation: 'description',
  card: { primary: 'description', secondary: ['usedOn', 'service', 'total'] },
  views: { show: false },
});

/** 진열 판매 목록 (dashboard/display/list): the ledger's kiosk lines; each opens its day at display/detail/{id}. */
export const displaySales = defineResource<DisplaySaleRecord>({
  name: 'displaySales',
  apiPath: DASHBOARD_API.displaySales,
  label: SALES_TEXT.displayList,
  listPath: 'dashboard/display/list',
  showPath: 'dashboard/display/detail/:id',
  record: displaySaleRecord,
  search: SALES_TEXT.search,
  sort: { field: 'usedOn', order: 'DESC' },
  period: MONTH,
  summary: DisplaySummary,
  recordRepresentation: 'description',
  card: { primary: 'description', secondary: ['usedOn', 'workspaceName', 'total'] },
  views: { show: DisplaySaleShow },
  // Ledger lines are never edited (a correction is a new line): no history of their own.
  history: false,
});
