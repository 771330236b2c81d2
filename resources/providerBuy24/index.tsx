import {
  providerBuyRequest,
  providerOrder,
  type ProviderBuyRequest,
  type ProviderOrder,
} from '../../schemas/buy24Provider';
import { defineResource } from '../_generated';
import { OrderActions } from './OrderActions';
import { ProviderRequestDetail } from './ProviderRequestDetail';

/** 구매 요청 검토: every company's requests, those waiting for a quote first; open one to quote it. */
export const providerBuyRequests = defineResource<ProviderBuyRequest>({
  name: 'providerBuyRequests',
  apiPath: '/provider/v1/buy24/requests',
  label: '구매 요청 검토',
  listPath: 'buy24/requests',
  record: providerBuyRequest,
  search: '제목 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  filterDefaultValues: () => ({ status: 'IN_REVIEW' }),
  waiting: { filter: { status: 'IN_REVIEW' }, label: '견적 대기', limitHours: 24 },
  recordRepresentation: 'title',
  card: { primary: 'title', secondary: ['companyName', 'status'] },
  views: { show: ProviderRequestDetail, edit: false, create: false },
});

/** 구매24 주문: ship, deliver and invoice each company's orders. */
export const providerBuyOrders = defineResource<ProviderOrder>({
  name: 'providerBuyOrders',
  apiPath: '/provider/v1/buy24/orders',
  label: '구매24 주문 처리',
  listPath: 'buy24/orders',
  record: providerOrder,
  search: '주문 번호',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'orderNumber',
  columns: {
    budgetOverridden: { render: (row) => (row.budgetOverridden ? '예' : '') },
    invoiced: { render: (row) => (row.invoiced ? '발행' : '미발행') },
  },
  extraColumns: [{ source: 'actions', label: '처리', render: (row) => <OrderActions order={row} /> }],
  card: { primary: 'orderNumber', secondary: ['companyName', 'status', 'actions'] },
  views: { show: false, edit: false, create: false },
});
