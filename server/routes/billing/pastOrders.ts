import { pastOrderLine, pastOrderSummary, pastOrderSummaryQuery } from '../../../schemas/legacyScreens';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  pastOrderLines,
  pastOrderList,
  pastOrderSummary as readSummary,
} from '../../services/billing/pastOrders';

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
    summary: '지난 주문 내역: 한 달의 청구 원장 내역 (filter month, service, q)',
    list: pastOrderList,
    record: pastOrderLine,
    handler: (c, list) => pastOrderLines(c.ctx, c.session, list),
  }),
});
