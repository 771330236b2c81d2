import type { MouseEvent } from 'react';
import MuiLink from '@mui/material/Link';
import { LinkBase as Link, useBasename } from 'react-admin';
import { orderRecord, type OrderRecord } from '../../schemas/buy24Orders';
import { defineResource } from '../_generated';

/** The order's printable invoice (a page of its own, buy24/invoices/{id}). */
function InvoiceLink({ order }: { order: OrderRecord }) {
  const base = useBasename();
  return (
    <MuiLink
      component={Link}
      to={`${base}/buy24/invoices/${encodeURIComponent(order.id)}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {order.orderNumber} 청구서
    </MuiLink>
  );
}

/** 구매24 주문 (/buy24/v1/admin/orders): orders of approved requests; each opens its printable invoice. */
export const buy24Orders = defineResource<OrderRecord>({
  name: 'buy24Orders',
  apiPath: '/buy24/v1/admin/orders',
  label: '구매24 주문',
  listPath: 'buy24/orders',
  record: orderRecord,
  search: '주문 번호',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'orderNumber',
  columns: {
    budgetOverridden: { render: (row) => (row.budgetOverridden ? '예' : '') },
    invoiced: { render: (row) => (row.invoiced ? '발행' : '미발행') },
  },
  extraColumns: [{ source: 'invoice', label: '청구서', render: (row) => <InvoiceLink order={row} /> }],
  bulkDelete: false,
});
