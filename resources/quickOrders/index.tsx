import { seoulDateTime } from '../../lib/seoulTime';
import { won } from '../../lib/won';
import { quickOrderRecord, type QuickOrderRecord } from '../../schemas/quick/order';
import { VEHICLES } from '../../schemas/quick/fare';
import { defineResource } from '../_generated';
import { AdvanceButton } from './AdvanceButton';
import { QUICK_QUEUE_TEXT as TEXT } from './strings';

const route = (r: QuickOrderRecord) => `${r.fromDistrict} → ${r.toDistrict}`;

/**
 * Provider console: the public site's paid quick orders, newest first, waiting ones on top by
 * default; each row takes its order one step on.
 */
export const quickOrders = defineResource<QuickOrderRecord>({
  name: 'quickOrders',
  apiPath: '/provider/v1/quick-orders',
  label: TEXT.label,
  listPath: 'quick-order/list',
  record: quickOrderRecord,
  search: TEXT.search,
  sort: { field: 'createdAt', order: 'DESC' },
  columns: {
    fromDistrict: { label: TEXT.route, render: route, text: route },
    toDistrict: { list: false },
    vehicle: {
      render: (r) => `${VEHICLES[r.vehicle].label}${r.urgent ? ' · 긴급' : ''}`,
      text: (r) => VEHICLES[r.vehicle].label,
    },
    urgent: { list: false },
    amount: { render: (r) => won(r.amount), text: (r) => String(r.amount) },
    createdAt: { render: (r) => seoulDateTime(r.createdAt), text: (r) => seoulDateTime(r.createdAt) },
  },
  extraColumns: [
    { source: 'advance', label: TEXT.action, render: (record) => <AdvanceButton record={record} /> },
  ],
  views: { show: false, edit: false, create: false },
});
