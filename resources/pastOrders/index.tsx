import { PAST_ORDER_SERVICE_KEYS, pastOrderLine, type PastOrderLine } from '../../schemas/legacyScreens';
import { defineResource, type GeneratedResource, type ResourceDefinition } from '../_generated';
import { monthFilter, monthOf, serviceOfPath } from './month';
import { PastOrdersSummary } from './PastOrdersSummary';
import { PAST_TEXT } from './strings';

/**
 * 지난 주문 내역 (orders/past/:year/:month, and orders/past/<service>/:year/:month for each
 * service): the billing ledger's lines of the address's month, with the month's totals above them.
 * `frame` wraps the pages (the admin hands the legacy portal's gate).
 */
export const pastOrders = (frame?: ResourceDefinition['frame']): GeneratedResource =>
  defineResource<PastOrderLine>({
    name: 'pastOrders',
    apiPath: '/homepage/v2/orders/past',
    label: PAST_TEXT.label,
    listPath: 'orders/past/:year/:month',
    listPaths: PAST_ORDER_SERVICE_KEYS.map((service) => `orders/past/${service}/:year/:month`),
    routeFilter: ({ year, month }, path) => {
      const service = serviceOfPath(path);
      return { month: monthFilter(monthOf(year, month)), ...(service ? { service } : {}) };
    },
    frame,
    record: pastOrderLine,
    search: PAST_TEXT.search,
    sort: { field: 'usedOn', order: 'DESC' },
    recordRepresentation: 'description',
    summary: PastOrdersSummary,
    card: { primary: 'description', secondary: ['usedOn', 'total'] },
    views: { show: false },
  });
