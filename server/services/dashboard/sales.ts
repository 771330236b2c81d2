import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  displaySaleRecord,
  periodFilter,
  type DisplaySaleDetail,
  type DisplaySaleRecord,
} from '../../../schemas/billingDashboard';
import { listFromRecord } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines, branches } from '../../db/schema';
import { notFound } from '../../errors';
import { billingLineColumns, listBillingLines, toBillingLine, type BillingLineRow } from '../billing/lines';
import type { ListPage, ListRequest } from '../listQuery';
import { addUp, monthEnd, monthStart } from './figures';
import { notFoundOf } from '../idKinds';

export const SALE_NOT_FOUND = notFoundOf('billingLine');
/** Display sales are the ledger's kiosk lines: the warehouse app stores shelving, not sales. */
export const DISPLAY_SERVICE = 'kiosk';

/** display/list: the ledger-line list without the service (always the kiosk's). */
export const displaySaleList = listFromRecord(displaySaleRecord, {
  resource: 'dashboardDisplaySales',
  defaultSort: ['usedOn', 'DESC'],
  extraFilters: { period: periodFilter },
});

const toDisplaySale = (ctx: AppContext, row: BillingLineRow): DisplaySaleRecord => {
  const { service: _service, ...rest } = toBillingLine(ctx, row);
  return rest;
};

/** display/list: the company's display (kiosk) sales. */
export async function listDisplaySales(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<DisplaySaleRecord>> {
  const { rows, total } = await listBillingLines(ctx, session, list, DISPLAY_SERVICE);
  return { rows: rows.map(({ service: _service, ...rest }) => rest), total };
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
    .select({ ...billingLineColumns, branchId: billingLines.branchId })
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
      .select(billingLineColumns)
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
