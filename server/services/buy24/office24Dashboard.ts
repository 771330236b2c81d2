import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  OFFICE24_LATEST_ORDERS,
  OFFICE24_NO_WORKSPACE,
  type Office24Dashboard,
  type Office24WorkspaceUse,
} from '../../../schemas/office24';
import type { AppContext, SessionAuth } from '../../context';
import { branches, buyOrderItems, buyOrders, companyMembers } from '../../db/schema';
import { budgetsIn, seoulMonth } from './budgets';
import { lineTotals } from './orderQueries';

/**
 * Budgets belong to departments and departments to no workspace, so a department counts at the
 * workspace where most of its members work (the lowest workspace on a tie); a department whose
 * members have no workspace counts as 사업장 미지정. Budget and spending use the same rule, so a
 * workspace's bar compares like with like.
 */
async function departmentWorkspaces(ctx: AppContext, companyId: number) {
  const rows = await ctx.db
    .select({ groupId: companyMembers.groupId, branchId: companyMembers.branchId, n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        isNotNull(companyMembers.groupId),
        isNotNull(companyMembers.branchId),
      ),
    )
    .groupBy(companyMembers.groupId, companyMembers.branchId);
  const best = new Map<number, { branchId: number; n: number }>();
  for (const row of rows) {
    const current = best.get(row.groupId!);
    if (!current || row.n > current.n || (row.n === current.n && row.branchId! < current.branchId))
      best.set(row.groupId!, { branchId: row.branchId!, n: row.n });
  }
  return new Map([...best].map(([groupId, { branchId }]) => [groupId, branchId]));
}

/** GET /homepage/v2/office24/dashboard: this month's orders, spending by workspace, latest orders. */
export async function office24Dashboard(ctx: AppContext, session: SessionAuth): Promise<Office24Dashboard> {
  const companyId = session.companyId;
  const month = seoulMonth(ctx.now());
  const [workspaceRows, placeOf, budgets, items, latest] = await Promise.all([
    ctx.db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(branches.id),
    departmentWorkspaces(ctx, companyId),
    budgetsIn(ctx.db, companyId, month),
    ctx.db
      .select({
        orderId: buyOrderItems.orderId,
        departmentId: buyOrderItems.departmentId,
        unitPrice: buyOrderItems.unitPrice,
        quantity: buyOrderItems.quantity,
      })
      .from(buyOrderItems)
      .where(and(eq(buyOrderItems.companyId, companyId), eq(buyOrderItems.month, month))),
    ctx.db
      .select()
      .from(buyOrders)
      .where(eq(buyOrders.companyId, companyId))
      .orderBy(desc(buyOrders.createdAt), desc(buyOrders.id))
      .limit(OFFICE24_LATEST_ORDERS),
  ]);

  const uses = new Map<number | null, { budget: number | null; spent: number; orders: Set<number> }>();
  const rowOf = (branchId: number | null) => {
    let found = uses.get(branchId);
    if (!found) uses.set(branchId, (found = { budget: null, spent: 0, orders: new Set() }));
    return found;
  };
  for (const row of workspaceRows) rowOf(row.id);
  for (const [departmentId, amount] of budgets) {
    const row = rowOf(placeOf.get(departmentId) ?? null);
    row.budget = (row.budget ?? 0) + amount;
  }
  const orders = new Set<number>();
  let supplyAmount = 0;
  let vat = 0;
  for (const item of items) {
    const line = lineTotals(item.unitPrice, item.quantity);
    supplyAmount += line.supplyAmount;
    vat += line.vat;
    orders.add(item.orderId);
    const row = rowOf(item.departmentId === null ? null : (placeOf.get(item.departmentId) ?? null));
    row.spent += line.total;
    row.orders.add(item.orderId);
  }

  const names = new Map(workspaceRows.map((row) => [row.id, row.name]));
  const workspaces: Office24WorkspaceUse[] = [...uses]
    // The unplaced row only when something is in it; workspaces always, so each can be compared.
    .filter(([branchId, use]) => branchId !== null || use.budget !== null || use.spent > 0)
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([branchId, use]) => ({
      id: branchId === null ? null : ctx.ids.encode('branch', branchId),
      name: branchId === null ? OFFICE24_NO_WORKSPACE : (names.get(branchId) ?? ''),
      budget: use.budget,
      spent: use.spent,
      orderCount: use.orders.size,
    }));

  const latestItems = latest.length
    ? await ctx.db
        .select({
          orderId: buyOrderItems.orderId,
          itemCount: count(),
          total:
            sql<number>`coalesce(sum(${buyOrderItems.unitPrice} * ${buyOrderItems.quantity} + floor(${buyOrderItems.unitPrice} * ${buyOrderItems.quantity} / 10)), 0)`.mapWith(
              Number,
            ),
        })
        .from(buyOrderItems)
        .where(
          and(
            eq(buyOrderItems.companyId, companyId),
            inArray(
              buyOrderItems.orderId,
              latest.map((row) => row.id),
            ),
          ),
        )
        .groupBy(buyOrderItems.orderId)
    : [];
  const byOrder = new Map(latestItems.map((row) => [row.orderId, row]));

  const budgetTotal = [...budgets.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    month,
    orderCount: orders.size,
    supplyAmount,
    vat,
    total: supplyAmount + vat,
    budget: budgets.size ? budgetTotal : null,
    workspaces,
    latestOrders: latest.map((row) => ({
      id: ctx.ids.encode('buyOrder', row.id),
      orderNumber: row.orderNumber,
      status: row.status,
      orderedByName: row.orderedByName,
      itemCount: byOrder.get(row.id)?.itemCount ?? 0,
      total: byOrder.get(row.id)?.total ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
