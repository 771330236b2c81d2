import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  displaySaleRecord,
  periodFilter,
  saleRecord,
  type DisplaySaleDetail,
  type DisplaySaleRecord,
  type LedgerService,
  type SaleRecord,
} from '../../../schemas/billingDashboard';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { billingDaily, billingLines, branches } from '../../db/schema';
import { notFound } from '../../errors';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { addUp, monthEnd, monthStart } from './figures';

export const SALE_NOT_FOUND = '매출 내역을 찾을 수 없습니다.';
/** Display sales are the ledger's kiosk lines: the warehouse app stores shelving, not sales. */
export const DISPLAY_SERVICE = 'kiosk';

export const saleList = listFromRecord(saleRecord, {
  resource: 'dashboardSales',
  defaultSort: ['usedOn', 'DESC'],
  extraFilters: { period: periodFilter },
});
export const displaySaleList = listFromRecord(displaySaleRecord, {
  resource: 'dashboardDisplaySales',
  defaultSort: ['usedOn', 'DESC'],
  extraFilters: { period: periodFilter },
});
const SORT = {
  id: billingLines.id,
  usedOn: billingLines.usedOn,
  service: billingLines.service,
  category: billingLines.category,
  supplyAmount: billingLines.supplyAmount,
  total: billingLines.total,
};
const saleSort = sortMap(saleList, SORT);
const displaySort = sortMap(displaySaleList, SORT);

const columns = {
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
type Row = {
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
};

function toSale(ctx: AppContext, row: Row): SaleRecord {
  return {
    id: ctx.ids.encode('billingLine', row.id),
    usedOn: row.usedOn,
    service: row.service as LedgerService,
    workspaceName: row.workspaceName,
    category: row.category,
    description: row.description,
    quantity: row.quantity,
    supplyAmount: row.supplyAmount,
    vat: row.vat,
    total: row.total,
    invoiced: row.invoiceId !== null,
  };
}
const toDisplaySale = (ctx: AppContext, row: Row): DisplaySaleRecord => {
  const { service: _service, ...rest } = toSale(ctx, row);
  return rest;
};

interface SaleFilter {
  id?: string | string[];
  q?: string;
  service?: string;
  usedOn_gte?: string;
  usedOn_lte?: string;
  period?: string;
}

const isoDay = (value: string) =>
  value.includes('-') ? value : `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;

function saleWhere(ctx: AppContext, companyId: number, filter: SaleFilter, service?: string): SQL {
  const where: SQL[] = [eq(billingLines.companyId, companyId)];
  const onlyService = service ?? filter.service;
  if (onlyService) where.push(eq(billingLines.service, onlyService));
  if (filter.period) {
    const [year, month] = filter.period.split('-').map(Number) as [number, number];
    where.push(gte(billingLines.usedOn, monthStart({ year, month })));
    where.push(lte(billingLines.usedOn, monthEnd({ year, month })));
  }
  if (filter.usedOn_gte) where.push(gte(billingLines.usedOn, isoDay(filter.usedOn_gte)));
  if (filter.usedOn_lte) where.push(lte(billingLines.usedOn, isoDay(filter.usedOn_lte)));
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
 * The same lines' daily sums when the filter names only days and a service (no search, no ids): the
 * list's count is then the sum of a few thousand rows' line counts instead of a count of the lines.
 */
function dailyWhere(companyId: number, filter: SaleFilter, service?: string): SQL | null {
  if (filter.q || filter.id !== undefined) return null;
  const where: SQL[] = [eq(billingDaily.companyId, companyId)];
  const onlyService = service ?? filter.service;
  if (onlyService) where.push(eq(billingDaily.service, onlyService));
  if (filter.period) {
    const [year, month] = filter.period.split('-').map(Number) as [number, number];
    where.push(gte(billingDaily.usedOn, monthStart({ year, month })));
    where.push(lte(billingDaily.usedOn, monthEnd({ year, month })));
  }
  if (filter.usedOn_gte) where.push(gte(billingDaily.usedOn, isoDay(filter.usedOn_gte)));
  if (filter.usedOn_lte) where.push(lte(billingDaily.usedOn, isoDay(filter.usedOn_lte)));
  return and(...where)!;
}

const countOf = (ctx: AppContext, where: SQL, daily: SQL | null) =>
  daily
    ? ctx.db
        .select({ n: sql<number>`coalesce(sum(${billingDaily.lineCount}), 0)`.mapWith(Number) })
        .from(billingDaily)
        .where(daily)
    : ctx.db.select({ n: count() }).from(billingLines).where(where);

async function page(
  ctx: AppContext,
  where: SQL,
  daily: SQL | null,
  list: ListRequest<string, z.ZodRawShape>,
  sort: Readonly<Record<string, (typeof SORT)[keyof typeof SORT]>>,
) {
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(billingLines)
      .leftJoin(branches, eq(branches.id, billingLines.branchId))
      .where(where)
      .orderBy(direction(sort[list.sort]!), direction(billingLines.id))
      .limit(list.limit)
      .offset(list.offset),
    countOf(ctx, where, daily),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** sale/list: the company's ledger lines (list protocol). */
export async function listSales(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<SaleRecord>> {
  const filter = list.filter as SaleFilter;
  const where = saleWhere(ctx, session.companyId, filter);
  const daily = dailyWhere(session.companyId, filter);
  const { rows, total } = await page(ctx, where, daily, list, saleSort);
  return { rows: rows.map((row) => toSale(ctx, row)), total };
}

/** display/list: the company's display (kiosk) sales. */
export async function listDisplaySales(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<DisplaySaleRecord>> {
  const filter = list.filter as SaleFilter;
  const where = saleWhere(ctx, session.companyId, filter, DISPLAY_SERVICE);
  const daily = dailyWhere(session.companyId, filter, DISPLAY_SERVICE);
  const { rows, total } = await page(ctx, where, daily, list, displaySort);
  return { rows: rows.map((row) => toDisplaySale(ctx, row)), total };
}

const amountsOf = (where: SQL, ctx: AppContext) =>
  ctx.db
    .select({
      lineCount: sql<number>`count(*)`.mapWith(Number),
      quantity: sql<number>`coalesce(sum(${billingLines.quantity}), 0)`.mapWith(Number),
      supplyAmount: sql<number>`coalesce(sum(${billingLines.supplyAmount}), 0)`.mapWith(Number),
      vat: sql<number>`coalesce(sum(${billingLines.vat}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${billingLines.total}), 0)`.mapWith(Number),
    })
    .from(billingLines)
    .where(where)
    .then((rows) => addUp(rows));

/** display/detail/{id}: one display sale (the id is checked to be the caller's company's line). */
export async function getDisplaySale(
  ctx: AppContext,
  session: SessionAuth,
  id: number,
): Promise<DisplaySaleDetail> {
  const [row] = await ctx.db
    .select({ ...columns, branchId: billingLines.branchId })
    .from(billingLines)
    .leftJoin(branches, eq(branches.id, billingLines.branchId))
    .where(
      and(
        eq(billingLines.id, id),
        eq(billingLines.companyId, session.companyId),
        eq(billingLines.service, DISPLAY_SERVICE),
      ),
    );
  if (!row) throw notFound(SALE_NOT_FOUND);
  const sameDayWhere = and(
    eq(billingLines.companyId, session.companyId),
    eq(billingLines.service, DISPLAY_SERVICE),
    eq(billingLines.usedOn, row.usedOn),
    row.branchId === null ? isNull(billingLines.branchId) : eq(billingLines.branchId, row.branchId),
  )!;
  const [year, month] = row.usedOn.split('-').map(Number) as [number, number];
  const [sameDay, dayTotal, itemMonth] = await Promise.all([
    ctx.db
      .select(columns)
      .from(billingLines)
      .leftJoin(branches, eq(branches.id, billingLines.branchId))
      .where(sameDayWhere)
      .orderBy(asc(billingLines.id))
      .limit(200),
    amountsOf(sameDayWhere, ctx),
    amountsOf(
      and(
        eq(billingLines.companyId, session.companyId),
        eq(billingLines.service, DISPLAY_SERVICE),
        eq(billingLines.description, row.description),
        gte(billingLines.usedOn, monthStart({ year, month })),
        lte(billingLines.usedOn, monthEnd({ year, month })),
      )!,
      ctx,
    ),
  ]);
  return {
    ...toDisplaySale(ctx, row),
    sameDay: sameDay.map((line) => toDisplaySale(ctx, line)),
    dayTotal,
    itemMonth,
  };
}
