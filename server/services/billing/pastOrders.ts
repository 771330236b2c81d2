import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import {
  PAST_ORDER_SERVICES,
  monthText,
  pastOrderLine,
  pastOrderService,
  type PastOrderLine,
  type PastOrderService,
  type PastOrderSummary,
} from '../../../schemas/legacyScreens';
import { SERVICE_LABELS, type ServiceKey } from '../../../schemas/services';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines, branches } from '../../db/schema';
import type { ListPage, ListRequest } from '../listQuery';

/** 지난 주문 내역: the ledger's lines of one month, overall or of one service (orders/past/...). */
export const pastOrderList = listFromRecord(pastOrderLine, {
  resource: 'pastOrders',
  defaultSort: ['usedOn', 'DESC'],
  extraFilters: { month: monthText, service: pastOrderService },
});
const sortColumns = sortMap(pastOrderList, {
  id: billingLines.id,
  usedOn: billingLines.usedOn,
  supplyAmount: billingLines.supplyAmount,
  total: billingLines.total,
});

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

type Filter = { month?: string; service?: PastOrderService; q?: string; id?: string | string[] };

export async function pastOrderLines(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<PastOrderLine>> {
  const filter = list.filter as Filter;
  const month = filter.month ?? seoulDateString(ctx.now()).slice(0, 7);
  const where = conditions(session.companyId, month, filter.service);
  if (filter.q)
    where.push(sql`${billingLines.description} ilike ${`%${filter.q.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (filter.id !== undefined) {
    const wanted = (Array.isArray(filter.id) ? filter.id : [filter.id])
      .map((id) => ctx.ids.decode('billingLine', id))
      .filter((id): id is number => id !== null);
    where.push(wanted.length ? inArray(billingLines.id, wanted) : eq(billingLines.id, -1));
  }
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ line: billingLines, branchName: branches.name })
      .from(billingLines)
      .leftJoin(branches, eq(branches.id, billingLines.branchId))
      .where(and(...where))
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(billingLines.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db
      .select({ n: count() })
      .from(billingLines)
      .where(and(...where)),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ line, branchName }) => ({
      id: ctx.ids.encode('billingLine', line.id),
      usedOn: line.usedOn,
      service: line.service,
      serviceLabel: serviceLabel(line.service),
      category: line.category,
      description: line.description,
      branchName,
      quantity: line.quantity,
      supplyAmount: line.supplyAmount,
      vat: line.vat,
      total: line.total,
    })),
  };
}
