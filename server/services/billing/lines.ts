import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  billingLineFilters,
  billingLineRecord,
  LEDGER_SERVICE_LABELS,
  PAST_ORDER_SERVICES,
  type BillingLineRecord,
  type LedgerService,
  type PastOrderService,
} from '../../../schemas/billingLines';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { billingDaily, billingLines, branches } from '../../db/schema';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

/**
 * The company's ledger lines as a list (주문 내역, the dashboard's sale and display lists, 지난 주문
 * 내역): one record, one set of filters (`period` or `month`, `service`, `usedOn_gte`, `usedOn_lte`,
 * `q`, `id`) and sort fields, filtered, sorted, paged and counted in the database.
 */
export const billingLineList = listFromRecord(billingLineRecord, {
  resource: 'billingLines',
  defaultSort: ['usedOn', 'DESC'],
  extraFilters: billingLineFilters,
});

/** The column of every sort field of the ledger-line lists (and of their narrower views). */
export const BILLING_LINE_SORT = sortMap(billingLineList, {
  id: billingLines.id,
  usedOn: billingLines.usedOn,
  service: billingLines.service,
  category: billingLines.category,
  supplyAmount: billingLines.supplyAmount,
  total: billingLines.total,
});

export interface BillingLineFilter {
  id?: string | string[];
  q?: string;
  service?: string;
  usedOn_gte?: string;
  usedOn_lte?: string;
  period?: string;
  month?: string;
}

/** A ledger line's columns with its workspace's name (joined from `branches`). */
export const billingLineColumns = {
  id: billingLines.id,
  usedOn: billingLines.usedOn,
  service: billingLines.service,
  workspaceName: branches.name,
  category: billingLines.category,
  description: billingLines.description,
  quantity: billingLines.quantity,
  supplyAmount: billingLines.supplyAmount,
  vat: billingLines.vat,
  total: billingLines.total,
  invoiceId: billingLines.invoiceId,
};
export interface BillingLineRow {
  id: number;
  usedOn: string;
  service: string;
  workspaceName: string | null;
  category: string;
  description: string;
  quantity: number;
  supplyAmount: number;
  vat: number;
  total: number;
  invoiceId: number | null;
}

/** A line as the lists show it: the encrypted id, the service's Korean name, whether it is invoiced. */
export function toBillingLine(ctx: AppContext, row: BillingLineRow): BillingLineRecord {
  const service = row.service as LedgerService;
  return {
    id: ctx.ids.encode('billingLine', row.id),
    usedOn: row.usedOn,
    service,
    serviceLabel: LEDGER_SERVICE_LABELS[service] ?? row.service,
    workspaceName: row.workspaceName,
    branchName: row.workspaceName,
    category: row.category,
    description: row.description,
    quantity: row.quantity,
    supplyAmount: row.supplyAmount,
    vat: row.vat,
    total: row.total,
    invoiced: row.invoiceId !== null,
  };
}

/** The first and last day of a month YYYY-MM (the ledger's `used_on` compares as text). */
function monthBounds(period: string): [string, string] {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [`${period}-01`, `${period}-${String(last).padStart(2, '0')}`];
}

const isoDay = (value: string) =>
  value.includes('-') ? value : `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;

/** The ledger services a `service` filter names: itself, or the services of a past-order group. */
function servicesOf(service: string): string[] {
  return service in PAST_ORDER_SERVICES ? [...PAST_ORDER_SERVICES[service as PastOrderService]] : [service];
}

/** The day and service conditions, on the lines or on their daily sums (same column names). */
function dayAndService(
  table: typeof billingLines | typeof billingDaily,
  companyId: number,
  filter: BillingLineFilter,
  only: string | undefined,
): SQL[] {
  const where: SQL[] = [eq(table.companyId, companyId)];
  const service = only ?? filter.service;
  if (service) where.push(inArray(table.service, servicesOf(service)));
  const period = filter.period ?? filter.month;
  if (period) {
    const [first, last] = monthBounds(period);
    where.push(gte(table.usedOn, first), lte(table.usedOn, last));
  }
  if (filter.usedOn_gte) where.push(gte(table.usedOn, isoDay(filter.usedOn_gte)));
  if (filter.usedOn_lte) where.push(lte(table.usedOn, isoDay(filter.usedOn_lte)));
  return where;
}

function lineWhere(ctx: AppContext, companyId: number, filter: BillingLineFilter, only?: string): SQL {
  const where = dayAndService(billingLines, companyId, filter, only);
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('billingLine', id));
    where.push(inArray(billingLines.id, ids.length ? ids : [0]));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(
      sql`(${billingLines.description} ilike ${pattern} or ${billingLines.category} ilike ${pattern})`,
    );
  }
  return and(...where)!;
}

/**
 * The count from the daily sums when the filter names only days and a service (no search, no ids):
 * the sum of a few thousand rows' line counts instead of a count of the lines.
 */
function countOf(ctx: AppContext, companyId: number, filter: BillingLineFilter, where: SQL, only?: string) {
  if (filter.q || filter.id !== undefined)
    return ctx.db.select({ n: count() }).from(billingLines).where(where);
  return ctx.db
    .select({ n: sql<number>`coalesce(sum(${billingDaily.lineCount}), 0)`.mapWith(Number) })
    .from(billingDaily)
    .where(and(...dayAndService(billingDaily, companyId, filter, only)));
}

/**
 * One page of the company's ledger lines with the filter's count. `only` fixes the service (the
 * display sales are the kiosk's lines).
 */
export async function listBillingLines(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
  only?: string,
): Promise<ListPage<BillingLineRecord>> {
  const filter = list.filter as BillingLineFilter;
  const where = lineWhere(ctx, session.companyId, filter, only);
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(billingLineColumns)
      .from(billingLines)
      .leftJoin(branches, eq(branches.id, billingLines.branchId))
      .where(where)
      .orderBy(direction(BILLING_LINE_SORT[list.sort]!), direction(billingLines.id))
      .limit(list.limit)
      .offset(list.offset),
    countOf(ctx, session.companyId, filter, where, only),
  ]);
  return { rows: rows.map((row) => toBillingLine(ctx, row)), total: total?.n ?? 0 };
}
