import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { billingLineRecord, type BillingLineRecord } from '../../schemas/billingLines';
import { defineResource } from '../_generated';
import { OrderTotals } from './OrderTotals';
import { ORDER_TEXT } from './strings';

/**
 * 주문 내역 (uses/orders): the month's ledger lines of every service or one, 50 a page, with the
 * month's totals above them and every filtered line in the spreadsheet. Every member reads it.
 */
export const orderLines = defineResource<BillingLineRecord>({
  name: 'orderLines',
  apiPath: '/homepage/v2/billing/lines',
  label: ORDER_TEXT.orders,
  listPath: 'uses/orders',
  menu: { label: ORDER_TEXT.orders, icon: ReceiptLongOutlined, group: 'usage' },
  record: billingLineRecord,
  period: { source: 'period', unit: 'month' },
  summary: OrderTotals,
  search: ORDER_TEXT.search,
  sort: { field: 'usedOn', order: 'DESC' },
  recordRepresentation: 'description',
  card: { primary: 'description', secondary: ['usedOn', 'service', 'total'] },
  views: { show: false },
});
