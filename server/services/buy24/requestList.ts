import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { buyRequestRecord, type BuyRequestRecord } from '../../../schemas/buy24';
import { seoulDayStart } from '../../../lib/seoulTime';
import { listFromRecord, sortColumns } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { buyRequests } from '../../db/schema';
import { koreanSearch } from '../koreanSearch';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { departmentNames, requestOf, reviewerOf, type RequestRow, type Reviewer } from './common';

/** The request list: filters status, department, requester, request date range and title search. */
export const buyRequestList = listFromRecord(buyRequestRecord, {
  resource: 'buy24Requests',
  defaultSort: ['createdAt', 'DESC'],
});

const sortBy = sortColumns(buyRequestList, buyRequests, {
  // A request not quoted yet sorts as the smallest amount (a tuple comparison needs no nulls).
  quotedAmount: sql`coalesce(${buyRequests.quotedAmount}, -1)`,
});

interface RequestFilter {
  id?: string | string[];
  q?: string;
  status?: string;
  departmentId?: string | null;
  requesterId?: string | null;
  createdAt_gte?: string;
  createdAt_lte?: string;
}

/** The filter's conditions, or null when an id in it is not ours (an empty answer). */
function conditions(
  ctx: AppContext,
  session: SessionAuth,
  reviewer: Reviewer,
  filter: RequestFilter,
): SQL | null {
  const where: SQL[] = [eq(buyRequests.companyId, session.companyId)];
  if (!reviewer.approver) {
    const visible: SQL[] = [eq(buyRequests.requesterId, reviewer.memberId)];
    if (reviewer.departments.size) visible.push(inArray(buyRequests.departmentId, [...reviewer.departments]));
    if (reviewer.members.size) visible.push(inArray(buyRequests.requesterId, [...reviewer.members]));
    where.push(or(...visible)!);
  }
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('buyRequest', id));
    if (!ids.length) return null;
    where.push(inArray(buyRequests.id, ids));
  }
  if (filter.status) where.push(eq(buyRequests.status, filter.status as RequestRow['status']));
  for (const [key, kind, column] of [
    ['departmentId', 'group', buyRequests.departmentId],
    ['requesterId', 'member', buyRequests.requesterId],
  ] as const) {
    const value = filter[key];
    if (!value) continue;
    const id = ctx.ids.decode(kind, value);
    if (id === null) return null;
    where.push(eq(column, id));
  }
  if (filter.createdAt_gte) where.push(gte(buyRequests.createdAt, seoulDayStart(filter.createdAt_gte)));
  if (filter.createdAt_lte) where.push(lt(buyRequests.createdAt, seoulDayStart(filter.createdAt_lte, 1)));
  const search = koreanSearch(filter.q, { names: [buyRequests.title] });
  if (search) where.push(search);
  return and(...where)!;
}

export function toRequestRecord(
  ctx: AppContext,
  row: RequestRow,
  departments: Map<number, string>,
): BuyRequestRecord {
  return {
    id: ctx.ids.encode('buyRequest', row.id),
    title: row.title,
    quantity: row.quantity,
    wishedDate: row.wishedDate,
    departmentId: row.departmentId === null ? null : ctx.ids.encode('group', row.departmentId),
    departmentName: row.departmentId === null ? null : (departments.get(row.departmentId) ?? null),
    requesterId: row.requesterId === null ? null : ctx.ids.encode('member', row.requesterId),
    requesterName: row.requesterName,
    status: row.status,
    quotedAmount: row.quotedAmount,
    commentCount: row.commentCount,
    attachmentCount: row.attachmentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBuyRequests(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<BuyRequestRecord>> {
  const reviewer = await reviewerOf(ctx, session);
  const where = conditions(ctx, session, reviewer, list.filter as RequestFilter);
  if (!where) return { rows: [], total: 0 };
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total], departments] = await Promise.all([
    ctx.db
      .select()
      .from(buyRequests)
      .where(where)
      .orderBy(direction(sortBy[list.sort]!), direction(buyRequests.id))
      .limit(list.limit)
      .offset(list.offset),
    ctx.db.select({ n: count() }).from(buyRequests).where(where),
    departmentNames(ctx.db, session.companyId),
  ]);
  return { rows: rows.map((row) => toRequestRecord(ctx, row, departments)), total: total?.n ?? 0 };
}

/**
 * The previous and next request of the one shown, in the list's current sort and filter (the
 * detail page's arrows): one keyset step each way on (sort value, id).
 */
export async function surrounding(
  ctx: AppContext,
  session: SessionAuth,
  id: number,
  list: ListRequest<string, z.ZodRawShape>,
) {
  const { reviewer } = await requestOf(ctx, session, id);
  const where = conditions(ctx, session, reviewer, list.filter as RequestFilter);
  if (!where) return { previousId: null, nextId: null };
  const column = sortBy[list.sort]!;
  const current = sql`(select ${column} from ${buyRequests} where ${buyRequests.id} = ${id})`;
  const step = async (forward: boolean) => {
    const after = (list.order === 'ASC') === forward;
    const comparison = after
      ? sql`(${column}, ${buyRequests.id}) > (${current}, ${id})`
      : sql`(${column}, ${buyRequests.id}) < (${current}, ${id})`;
    const order = after ? asc : desc;
    const [row] = await ctx.db
      .select({ id: buyRequests.id })
      .from(buyRequests)
      .where(and(where, comparison))
      .orderBy(order(column), order(buyRequests.id))
      .limit(1);
    return row ? ctx.ids.encode('buyRequest', row.id) : null;
  };
  return { previousId: await step(false), nextId: await step(true) };
}
