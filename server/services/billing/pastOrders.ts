import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  PAST_ORDER_SERVICES,
  type PastOrderService,
  type PastOrderSummary,
} from '../../../schemas/legacyScreens';
import { SERVICE_LABELS, type ServiceKey } from '../../../schemas/services';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines } from '../../db/schema';

/**
 * 지난 주문 내역's totals of a month; its lines are the ledger-line list (billing/lines.ts,
 * `GET /homepage/v2/orders/past`).
 */

export const serviceLabel = (service: string) =>
  SERVICE_LABELS[service as ServiceKey] ?? (service === 'kiosk' ? '키오스크' : service);

/** The first and last day of a month (YYYY-MM-DD; the ledger's `usedOn` compares as text). */
function monthBounds(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

function conditions(companyId: number, month: string, service: PastOrderService | undefined): SQL[] {
  const [first, last] = monthBounds(month);
  const where: SQL[] = [
    eq(billingLines.companyId, companyId),
    gte(billingLines.usedOn, first),
    lte(billingLines.usedOn, last),
  ];
  if (service) where.push(inArray(billingLines.service, [...PAST_ORDER_SERVICES[service]]));
  return where;
}

/** Totals of the month, and per service (every service of the ledger, or the one asked for). */
export async function pastOrderSummary(
  ctx: AppContext,
  session: SessionAuth,
  query: { month: string; service?: PastOrderService | undefined },
): Promise<PastOrderSummary> {
  const rows = await ctx.db
    .select({
      service: billingLines.service,
      count: count(),
      supplyAmount: sql<string>`coalesce(sum(${billingLines.supplyAmount}), 0)`,
      vat: sql<string>`coalesce(sum(${billingLines.vat}), 0)`,
      total: sql<string>`coalesce(sum(${billingLines.total}), 0)`,
    })
    .from(billingLines)
    .where(and(...conditions(session.companyId, query.month, query.service)))
    .groupBy(billingLines.service)
    .orderBy(billingLines.service);
  const byService = rows.map((row) => ({
    service: row.service,
    label: serviceLabel(row.service),
    count: Number(row.count),
    supplyAmount: Number(row.supplyAmount),
    vat: Number(row.vat),
    total: Number(row.total),
  }));
  const sum = (key: 'count' | 'supplyAmount' | 'vat' | 'total') =>
    byService.reduce((acc, row) => acc + row[key], 0);
  return {
    month: query.month,
    service: query.service ?? null,
    totals: { count: sum('count'), supplyAmount: sum('supplyAmount'), vat: sum('vat'), total: sum('total') },
    byService,
  };
}
