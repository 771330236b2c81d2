import {
  dashboardAnalysis,
  dashboardDetail,
  dashboardOrders,
  dashboardSummary,
  displaySaleDetail,
  displaySaleRecord,
  periodParams,
  periodQuery,
  saleRecord,
} from '../../../schemas/billingDashboard';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { billingLineList, listBillingLines } from '../../services/billing/lines';
import * as figures from '../../services/dashboard/figures';
import { displaySaleList, getDisplaySale, listDisplaySales } from '../../services/dashboard/sales';

/**
 * The dashboard (spec 1 §2 dashboard/*): the company's figures from the billing ledger. Any member
 * of the company reads them; every query is scoped to the session's company.
 */
export const dashboardRoutes = defineRoutes('dashboard', {
  'GET /homepage/v2/dashboard/summary': call({
    access: 'member',
    summary: '대시보드: 한 달(기본 이번 달)의 서비스별·일별 이용 금액과 매출 유형',
    query: periodQuery,
    response: dashboardSummary,
    handler: (c) => figures.dashboardSummary(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/dashboard/analysis/{year}/{month}/{type}': call({
    access: 'member',
    summary: '매출 분석: 전월 대비, 최근 6개월, 사업장별, 분류별',
    params: periodParams,
    response: dashboardAnalysis,
    handler: (c) => figures.dashboardAnalysis(c.ctx, c.session, c.params),
  }),
  'GET /homepage/v2/dashboard/detail/{year}/{month}/{type}': call({
    access: 'member',
    summary: '매출 상세: 한 달의 서비스별·일별 금액 (매출 유형 하나 또는 전체)',
    params: periodParams,
    response: dashboardDetail,
    handler: (c) => figures.dashboardDetail(c.ctx, c.session, c.params),
  }),
  'GET /homepage/v2/dashboard/orders': call({
    access: 'member',
    summary: '주문 현황: 한 달의 일별·서비스별 주문 건수와 금액',
    query: periodQuery,
    response: dashboardOrders,
    handler: (c) => figures.dashboardOrders(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/dashboard/sales': listCall({
    access: 'member',
    summary: '매출 목록 (청구 원장의 줄; 필터 period=YYYY-MM, service, usedOn_gte/lte, q)',
    list: billingLineList,
    record: saleRecord,
    handler: (c, list) => listBillingLines(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/dashboard/display-sales': listCall({
    access: 'member',
    summary: '진열 판매 목록 (원장의 키오스크 줄; 필터 period=YYYY-MM, usedOn_gte/lte, q)',
    list: displaySaleList,
    record: displaySaleRecord,
    handler: (c, list) => listDisplaySales(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/dashboard/display-sales/{id}': call({
    access: 'member',
    summary: '진열 판매 상세: 같은 날 같은 사업장의 판매, 그 날 합계, 품목의 월 합계',
    ids: { id: 'billingLine' },
    response: displaySaleDetail,
    handler: (c) => getDisplaySale(c.ctx, c.session, c.ids.id!),
  }),
});
