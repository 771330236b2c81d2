import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { won } from '../../../lib/won';
import { BUY_REQUEST_STATUS_LABELS } from '../../../schemas/buy24';
import type { OrderDetail, orderCheckResponse, orderRequestBody } from '../../../schemas/buy24Orders';
import type { AppContext, SessionAuth } from '../../context';
import { buyOrderItems, buyOrders, buyQuoteItems, buyRequests } from '../../db/schema';
import { lockScopes } from '../../db/scopeLocks';
import { notFound } from '../../errors';
import { budgetAlerts } from './budgetAlerts';
import { budgetsIn, seoulMonth, spentIn } from './budgets';
import {
  REQUEST_NOT_FOUND,
  addHistory,
  conflict,
  departmentNames,
  lockRequest,
  notApprover,
  reviewerOf,
  reviews,
} from './common';
import { ORDER_NOT_FOUND, getOrder, lineTotals } from './orderQueries';
import { preferenceOf } from './preferences';

type OrderRow = typeof buyOrders.$inferSelect;
type ItemRow = typeof buyOrderItems.$inferSelect;

type OrderBody = z.output<typeof orderRequestBody>;
type OrderCheck = z.output<typeof orderCheckResponse>;

/** The approved requests of a body, locked, with their quote lines; 409 for any other status. */
async function approvedRequests(ctx: AppContext, session: SessionAuth, body: OrderBody) {
  const reviewer = await reviewerOf(ctx, session);
  const ids = [...new Set(body.requestIds.map((id) => ctx.ids.decode('buyRequest', id)))];
  const rows = [];
  for (const id of ids) {
    if (id === null) throw notFound(REQUEST_NOT_FOUND);
    const row = await lockRequest(ctx.db, session.companyId, id);
    if (!reviews(reviewer, row)) throw notApprover();
    if (row.status !== 'APPROVED')
      throw conflict(
        `'${BUY_REQUEST_STATUS_LABELS[row.status]}' 상태의 요청은 주문할 수 없습니다. 승인된 요청만 주문할 수 있습니다: ${row.title}`,
      );
    rows.push(row);
  }
  const quotes = await ctx.db
    .select()
    .from(buyQuoteItems)
    .where(
      inArray(
        buyQuoteItems.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(buyQuoteItems.id));
  return { reviewer, rows, quotes };
}

/** Totals of the order and what it does to each department's budget of this month. */
async function check(
  ctx: AppContext,
  session: SessionAuth,
  lines: Array<{ departmentId: number | null; unitPrice: number; quantity: number }>,
) {
  const month = seoulMonth(ctx.now());
  const names = await departmentNames(ctx.db, session.companyId);
  const [budgets, spent] = await Promise.all([
    budgetsIn(ctx.db, session.companyId, month),
    spentIn(ctx.db, session.companyId, month),
  ]);
  const ordering = new Map<number | null, number>();
  let supplyAmount = 0;
  let vat = 0;
  for (const line of lines) {
    const totals = lineTotals(line.unitPrice, line.quantity);
    supplyAmount += totals.supplyAmount;
    vat += totals.vat;
    ordering.set(line.departmentId, (ordering.get(line.departmentId) ?? 0) + totals.total);
  }
  const uses = [...ordering].map(([departmentId, amount]) => {
    const budget = departmentId === null ? null : (budgets.get(departmentId) ?? null);
    const used = spent.get(departmentId) ?? 0;
    const remaining = budget === null ? null : budget - used;
    return {
      departmentId: departmentId === null ? null : ctx.ids.encode('group', departmentId),
      departmentName: departmentId === null ? '부서 없음' : (names.get(departmentId) ?? ''),
      month,
      budget,
      spent: used,
      ordering: amount,
      remaining,
      exceeds: remaining !== null && amount > remaining,
    };
  });
  const result: OrderCheck = {
    supplyAmount,
    vat,
    total: supplyAmount + vat,
    budgets: uses,
    withinBudget: uses.every((use) => !use.exceeds),
  };
  return result;
}

const orderLines = (rows: Awaited<ReturnType<typeof approvedRequests>>) =>
  rows.quotes.map((quote) => ({
    request: rows.rows.find((row) => row.id === quote.requestId)!,
    name: quote.name,
    quantity: quote.quantity,
    unitPrice: quote.unitPrice,
    departmentId: rows.rows.find((row) => row.id === quote.requestId)!.departmentId,
  }));

/** PATCH orders/request: what ordering these requests would cost and do to the budgets. */
export async function checkOrder(ctx: AppContext, session: SessionAuth, body: OrderBody) {
  return check(ctx, session, orderLines(await approvedRequests(ctx, session, body)));
}

const overBudget = (result: OrderCheck) =>
  result.budgets
    .filter((use) => use.exceeds)
    .map(
      (use) =>
        `${use.departmentName} ${use.month} 남은 예산 ${won(use.remaining ?? 0)}, 주문 금액 ${won(use.ordering)}`,
    )
    .join('; ');

/**
 * PUT orders/request: one order of approved requests. Beyond a department's remaining budget it is
 * refused (409) unless the approver overrides it and the company's preference allows that.
 */
export async function placeOrder(
  ctx: AppContext,
  session: SessionAuth,
  body: OrderBody,
): Promise<OrderDetail> {
  const requests = await approvedRequests(ctx, session, body);
  const lines = orderLines(requests);
  // Two orders against one department's month take turns: the second sees the first's spending.
  const month = seoulMonth(ctx.now());
  await lockScopes(
    ctx.db,
    lines.map((line) => `buy24-budget:${session.companyId}:${line.departmentId ?? '-'}:${month}`),
  );
  const result = await check(ctx, session, lines);
  if (!result.withinBudget) {
    const preference = await preferenceOf(ctx, session.companyId);
    if (!body.overrideBudget)
      throw conflict(
        `부서 예산을 초과합니다. (${overBudget(result)}) 예산 초과를 승인하고 주문하려면 '예산 초과 승인'을 선택해주세요.`,
      );
    if (!preference.allowBudgetOverride)
      throw conflict(
        `부서 예산을 초과합니다. (${overBudget(result)}) 이 회사는 예산 초과 주문을 허용하지 않습니다.`,
      );
  }
  const [inserted] = await ctx.db
    .insert(buyOrders)
    .values({
      companyId: session.companyId,
      // The number carries the row id, known only after the insert.
      orderNumber: `pending-${randomUUID()}`,
      orderedById: session.memberId,
      orderedByName: requests.reviewer.name,
      budgetOverridden: !result.withinBudget,
    })
    .returning();
  const [order] = await ctx.db
    .update(buyOrders)
    .set({ orderNumber: `B${month.replace('-', '')}-${String(inserted!.id).padStart(7, '0')}` })
    .where(eq(buyOrders.id, inserted!.id))
    .returning();
  if (lines.length)
    await ctx.db.insert(buyOrderItems).values(
      lines.map((line) => ({
        companyId: session.companyId,
        orderId: order!.id,
        requestId: line.request.id,
        departmentId: line.departmentId,
        month,
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
    );
  for (const row of requests.rows) {
    await ctx.db.update(buyRequests).set({ status: 'ORDERED' }).where(eq(buyRequests.id, row.id));
    await addHistory(
      ctx.db,
      row,
      'ORDERED',
      requests.reviewer.name,
      `주문 ${order!.orderNumber}${result.withinBudget ? '' : ' (예산 초과 승인)'}`,
    );
  }
  await budgetAlerts(ctx, session.companyId, result);
  return getOrder(ctx, session, order!.id);
}

/** Items leave an order that has not shipped; their requests go back to approved. */
async function release(
  ctx: AppContext,
  session: SessionAuth,
  order: OrderRow,
  items: ItemRow[],
  actor: string,
) {
  if (order.status !== 'ORDERED') throw conflict('배송이 시작된 주문은 취소하거나 품목을 뺄 수 없습니다.');
  const requestIds = [...new Set(items.map((item) => item.requestId))];
  await ctx.db.delete(buyOrderItems).where(inArray(buyOrderItems.id, items.map((item) => item.id).concat(0)));
  for (const requestId of requestIds) {
    const [left] = await ctx.db
      .select({ n: count() })
      .from(buyOrderItems)
      .where(eq(buyOrderItems.requestId, requestId));
    if ((left?.n ?? 0) > 0) continue;
    const [request] = await ctx.db
      .update(buyRequests)
      .set({ status: 'APPROVED' })
      .where(eq(buyRequests.id, requestId))
      .returning();
    if (request) await addHistory(ctx.db, request, 'APPROVED', actor, `주문 ${order.orderNumber}에서 빠짐`);
  }
  const [left] = await ctx.db
    .select({ n: count() })
    .from(buyOrderItems)
    .where(eq(buyOrderItems.orderId, order.id));
  if ((left?.n ?? 0) === 0) await ctx.db.delete(buyOrders).where(eq(buyOrders.id, order.id));
}

async function lockOrder(ctx: AppContext, session: SessionAuth, id: number) {
  const [row] = await ctx.db
    .select()
    .from(buyOrders)
    .where(and(eq(buyOrders.id, id), eq(buyOrders.companyId, session.companyId)))
    .for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** DELETE orders: cancels orders that have not shipped (all or none). */
export async function deleteOrders(ctx: AppContext, session: SessionAuth, encryptedIds: readonly string[]) {
  const reviewer = await reviewerOf(ctx, session);
  const ids = [...new Set(encryptedIds.map((id) => ctx.ids.decode('buyOrder', id)))];
  if (ids.some((id) => id === null)) throw notFound(ORDER_NOT_FOUND);
  for (const id of ids as number[]) {
    const order = await lockOrder(ctx, session, id);
    const items = await ctx.db.select().from(buyOrderItems).where(eq(buyOrderItems.orderId, id));
    await release(ctx, session, order, items, reviewer.name);
  }
  return { deleted: ids.length };
}

/** DELETE orders/{id}/order-items?ids=...: takes items out of an order. */
export async function removeOrderItems(
  ctx: AppContext,
  session: SessionAuth,
  orderId: number,
  encryptedIds: readonly string[],
) {
  const reviewer = await reviewerOf(ctx, session);
  const order = await lockOrder(ctx, session, orderId);
  const ids = encryptedIds.map((id) => ctx.ids.decode('buyOrderItem', id));
  const items = await ctx.db.select().from(buyOrderItems).where(eq(buyOrderItems.orderId, orderId));
  const chosen = items.filter((item) => ids.includes(item.id));
  if (chosen.length !== new Set(ids).size) throw notFound('주문 품목을 찾을 수 없습니다.');
  await release(ctx, session, order, chosen, reviewer.name);
  return { removed: chosen.length };
}
