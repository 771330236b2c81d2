import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { orderRecord, vatOf, type OrderDetail, type OrderRecord } from '../../../schemas/buy24Orders';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { buyOrderItems, buyOrders } from '../../db/schema';
import { notFound } from '../../errors';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { departmentNames } from './common';

export const ORDER_NOT_FOUND = '주문을 찾을 수 없습니다.';

/** A line's amounts: supply, VAT (10 %, cut down) and total, in won. */
export const lineTotals = (unitPrice: number, quantity: number) => {
  const supplyAmount = unitPrice * quantity;
  const vat = vatOf(supplyAmount);
  return { supplyAmount, vat, total: supplyAmount + vat };
};

export const orderList = listFromRecord(orderRecord, {
  resource: 'buy24Orders',
  defaultSort: ['createdAt', 'DESC'],
});
const sortColumns = sortMap(orderList, {
  id: buyOrders.id,
  orderNumber: buyOrders.orderNumber,
  createdAt: buyOrders.createdAt,
  supplyAmount: sql`(select coalesce(sum(unit_price * quantity), 0) from buy_order_items where order_id = ${buyOrders.id})`,
  total: sql`(select coalesce(sum(unit_price * quantity), 0) from buy_order_items where order_id = ${buyOrders.id})`,
});

type OrderRow = typeof buyOrders.$inferSelect;
type ItemRow = typeof buyOrderItems.$inferSelect;

function toOrder(ctx: AppContext, row: OrderRow, items: ItemRow[], names: Map<number, string>): OrderDetail {
  const lines = items.map((item) => ({
    id: ctx.ids.encode('buyOrderItem', item.id),
    requestId: ctx.ids.encode('buyRequest', item.requestId),
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    ...lineTotals(item.unitPrice, item.quantity),
  }));
  const departments = [...new Set(items.map((item) => item.departmentId))];
  const sum = (key: 'supplyAmount' | 'vat' | 'total') => lines.reduce((total, line) => total + line[key], 0);
  return {
    id: ctx.ids.encode('buyOrder', row.id),
    orderNumber: row.orderNumber,
    status: row.status,
    departmentName:
      departments.map((id) => (id === null ? '부서 없음' : (names.get(id) ?? ''))).join(', ') || null,
    orderedByName: row.orderedByName,
    itemCount: items.length,
    supplyAmount: sum('supplyAmount'),
    vat: sum('vat'),
    total: sum('total'),
    budgetOverridden: row.budgetOverridden,
    invoiced: row.invoicedAt !== null,
    createdAt: row.createdAt.toISOString(),
    items: lines,
  };
}

async function ordersWithItems(ctx: AppContext, companyId: number, rows: OrderRow[]) {
  const items = rows.length
    ? await ctx.db
        .select()
        .from(buyOrderItems)
        .where(
          inArray(
            buyOrderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(buyOrderItems.id))
    : [];
  const names = await departmentNames(ctx.db, companyId);
  return rows.map((row) =>
    toOrder(
      ctx,
      row,
      items.filter((item) => item.orderId === row.id),
      names,
    ),
  );
}

export async function listOrders(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<OrderRecord>> {
  const filter = list.filter as {
    id?: string | string[];
    q?: string;
    status?: OrderRow['status'];
    createdAt_gte?: string;
    createdAt_lte?: string;
  };
  const where = [eq(buyOrders.companyId, session.companyId)];
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('buyOrder', id));
    where.push(inArray(buyOrders.id, ids.length ? ids : [0]));
  }
  if (filter.status) where.push(eq(buyOrders.status, filter.status));
  if (filter.q)
    where.push(sql`${buyOrders.orderNumber} ilike ${`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (filter.createdAt_gte)
    where.push(
      sql`${buyOrders.createdAt} >= (${filter.createdAt_gte.replaceAll('-', '')}::date - interval '9 hours')`,
    );
  if (filter.createdAt_lte)
    where.push(
      sql`${buyOrders.createdAt} < (${filter.createdAt_lte.replaceAll('-', '')}::date + interval '15 hours')`,
    );
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(buyOrders)
      .where(and(...where))
      .orderBy(direction(sortColumns[list.sort]!), direction(buyOrders.id))
      .limit(list.limit)
      .offset(list.offset),
    ctx.db
      .select({ n: count() })
      .from(buyOrders)
      .where(and(...where)),
  ]);
  return { rows: await ordersWithItems(ctx, session.companyId, rows), total: total?.n ?? 0 };
}

export async function getOrder(ctx: AppContext, session: SessionAuth, id: number): Promise<OrderDetail> {
  const rows = await ctx.db
    .select()
    .from(buyOrders)
    .where(and(eq(buyOrders.id, id), eq(buyOrders.companyId, session.companyId)));
  if (!rows.length) throw notFound(ORDER_NOT_FOUND);
  return (await ordersWithItems(ctx, session.companyId, rows))[0]!;
}
