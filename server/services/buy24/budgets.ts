import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import { budgetRecord, type BudgetRecord } from '../../../schemas/buy24Orders';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { buyBudgets, buyOrderItems, groups } from '../../db/schema';
import { notFound } from '../../errors';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

export const BUDGET_NOT_FOUND = '예산을 찾을 수 없습니다.';

/** The month orders spend now: YYYY-MM in Seoul. */
export const seoulMonth = (now: Date) => seoulDateString(now).slice(0, 7);

export const budgetList = listFromRecord(budgetRecord, {
  resource: 'buy24Budgets',
  defaultSort: ['month', 'DESC'],
});
const sortColumns = sortMap(budgetList, {
  id: buyBudgets.id,
  departmentName: groups.name,
  month: buyBudgets.month,
  amount: buyBudgets.amount,
});

/** What orders spent (VAT included) per department in one month. */
export async function spentIn(db: Db, companyId: number, month: string, departmentIds?: number[]) {
  const rows = await db
    .select({
      departmentId: buyOrderItems.departmentId,
      spent:
        sql<number>`coalesce(sum(${buyOrderItems.unitPrice} * ${buyOrderItems.quantity} + floor(${buyOrderItems.unitPrice} * ${buyOrderItems.quantity} / 10)), 0)`.mapWith(
          Number,
        ),
    })
    .from(buyOrderItems)
    .where(
      and(
        eq(buyOrderItems.companyId, companyId),
        eq(buyOrderItems.month, month),
        departmentIds
          ? inArray(buyOrderItems.departmentId, departmentIds.length ? departmentIds : [0])
          : undefined,
      ),
    )
    .groupBy(buyOrderItems.departmentId);
  return new Map(rows.map((row) => [row.departmentId, row.spent]));
}

/** The budgets of a month per department (departments without one have no limit). */
export async function budgetsIn(db: Db, companyId: number, month: string) {
  const rows = await db
    .select({ departmentId: buyBudgets.departmentId, amount: buyBudgets.amount })
    .from(buyBudgets)
    .where(and(eq(buyBudgets.companyId, companyId), eq(buyBudgets.month, month)));
  return new Map(rows.map((row) => [row.departmentId, row.amount]));
}

interface BudgetRow {
  id: number;
  departmentId: number;
  departmentName: string;
  month: string;
  amount: number;
}

async function toRecords(ctx: AppContext, companyId: number, rows: BudgetRow[]): Promise<BudgetRecord[]> {
  const months = [...new Set(rows.map((row) => row.month))];
  const spent = new Map<string, number>();
  for (const month of months)
    for (const [department, value] of await spentIn(ctx.db, companyId, month))
      spent.set(`${department}:${month}`, value);
  return rows.map((row) => {
    const used = spent.get(`${row.departmentId}:${row.month}`) ?? 0;
    return {
      id: ctx.ids.encode('budget', row.id),
      departmentId: ctx.ids.encode('group', row.departmentId),
      departmentName: row.departmentName,
      month: row.month,
      amount: row.amount,
      spent: used,
      remaining: row.amount - used,
    };
  });
}

const budgetColumns = {
  id: buyBudgets.id,
  departmentId: buyBudgets.departmentId,
  departmentName: groups.name,
  month: buyBudgets.month,
  amount: buyBudgets.amount,
};

export async function listBudgets(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<BudgetRecord>> {
  const filter = list.filter as { id?: string | string[]; q?: string; departmentId?: string; month?: string };
  const where = [eq(buyBudgets.companyId, session.companyId)];
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('budget', id));
    where.push(inArray(buyBudgets.id, ids.length ? ids : [0]));
  }
  if (filter.departmentId)
    where.push(eq(buyBudgets.departmentId, ctx.ids.decode('group', filter.departmentId) ?? 0));
  if (filter.month) where.push(eq(buyBudgets.month, filter.month));
  if (filter.q) where.push(sql`${groups.name} ilike ${`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(budgetColumns)
      .from(buyBudgets)
      .innerJoin(groups, eq(groups.id, buyBudgets.departmentId))
      .where(and(...where))
      .orderBy(direction(sortColumns[list.sort]!), direction(buyBudgets.id))
      .limit(list.limit)
      .offset(list.offset),
    ctx.db
      .select({ n: count() })
      .from(buyBudgets)
      .innerJoin(groups, eq(groups.id, buyBudgets.departmentId))
      .where(and(...where)),
  ]);
  return { rows: await toRecords(ctx, session.companyId, rows), total: total?.n ?? 0 };
}

export async function getBudget(ctx: AppContext, session: SessionAuth, id: number): Promise<BudgetRecord> {
  const rows = await ctx.db
    .select(budgetColumns)
    .from(buyBudgets)
    .innerJoin(groups, eq(groups.id, buyBudgets.departmentId))
    .where(and(eq(buyBudgets.id, id), eq(buyBudgets.companyId, session.companyId)));
  if (!rows.length) throw notFound(BUDGET_NOT_FOUND);
  return (await toRecords(ctx, session.companyId, rows))[0]!;
}
