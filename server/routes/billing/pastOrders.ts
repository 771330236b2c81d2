import { billingLineRecord } from '../../../schemas/billingLines';
import { pastOrderSummary, pastOrderSummaryQuery } from '../../../schemas/legacyScreens';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { billingLineList, listBillingLines } from '../../services/billing/lines';
import { pastOrderSummary as readSummary } from '../../services/billing/pastOrders';

/** 지난 주문 내역 (orders/past): the billing ledger's lines of a month, and their totals. */
export const pastOrderRoutes = defineRoutes('pastOrders', {
  'GET /homepage/v2/orders/past/summary': call({
    access: 'member',
    summary:
      '지난 주문 내역: 한 달의 합계와 서비스별 합계 (month=YYYY-MM, service=snack|breakfast|birth|buy|quick|meal)',
    query: pastOrderSummaryQuery,
    response: pastOrderSummary,
    handler: (c) => readSummary(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/orders/past': listCall({
    access: 'member',
    summary: '지난 주문 내역: 청구 원장 내역 (filter month 또는 period, service, usedOn_gte/lte, q)',
    list: billingLineList,
    record: billingLineRecord,
    handler: (c, list) => listBillingLines(c.ctx, c.session, list),
  }),
});
