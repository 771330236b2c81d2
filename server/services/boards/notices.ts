import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  noticeRecord,
  providerNoticeRecord,
  type NoticeBoard,
  type NoticeInput,
  type NoticeRecord,
  type ProviderNoticeRecord,
} from '../../../schemas/legacyScreens';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, ProviderAuth, SessionAuth } from '../../context';
import { companies, notices } from '../../db/schema';
import { notFound } from '../../errors';
import { notFoundOf } from '../idKinds';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

const NOTICE_NOT_FOUND = notFoundOf('notice');

type NoticeRow = typeof notices.$inferSelect;
type Filter = { q?: string; id?: string | string[]; board?: NoticeBoard };

export const noticeList = listFromRecord(noticeRecord, {
  resource: 'notices',
  defaultSort: ['createdAt', 'DESC'],
});
export const providerNoticeList = listFromRecord(providerNoticeRecord, {
  resource: 'providerNotices',
  defaultSort: ['createdAt', 'DESC'],
});
const noticeSort = { id: notices.id, createdAt: notices.createdAt };
sortMap(noticeList, noticeSort);
sortMap(providerNoticeList, noticeSort);

function toNotice(ctx: AppContext, row: NoticeRow): NoticeRecord {
  return {
    id: ctx.ids.encode('notice', row.id),
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function noticeConditions(ctx: AppContext, filter: Filter): SQL[] {
  const where: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(or(ilike(notices.title, pattern), ilike(notices.body, pattern))!);
  }
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('notice', id));
    where.push(ids.length ? inArray(notices.id, ids) : eq(notices.id, -1));
  }
  if (filter.board) where.push(eq(notices.board, filter.board));
  return where;
}

/** A company reads the notices of a board meant for every company or for itself; pinned first. */
export async function companyNotices(
  ctx: AppContext,
  session: SessionAuth,
  board: NoticeBoard,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<NoticeRecord>> {
  const where = and(
    eq(notices.board, board),
    or(isNull(notices.companyId), eq(notices.companyId, session.companyId)),
    ...noticeConditions(ctx, list.filter as Filter),
  );
  const column = noticeSort[list.sort as keyof typeof noticeSort];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.pinned), list.order === 'ASC' ? asc(column) : desc(column), desc(notices.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(notices).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => toNotice(ctx, row)) };
}

export async function companyNotice(
  ctx: AppContext,
  session: SessionAuth,
  board: NoticeBoard,
  id: number,
): Promise<NoticeRecord> {
  const [row] = await ctx.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.id, id),
        eq(notices.board, board),
        or(isNull(notices.companyId), eq(notices.companyId, session.companyId)),
      ),
    );
  if (!row) throw notFound(NOTICE_NOT_FOUND);
  return toNotice(ctx, row);
}

async function providerNoticeRow(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ notice: notices, companyName: companies.name })
    .from(notices)
    .leftJoin(companies, eq(companies.id, notices.companyId))
    .where(eq(notices.id, id));
  if (!row) throw notFound(NOTICE_NOT_FOUND);
  return row;
}

function toProviderNotice(
  ctx: AppContext,
  { notice, companyName }: { notice: NoticeRow; companyName: string | null },
): ProviderNoticeRecord {
  return {
    id: ctx.ids.encode('notice', notice.id),
    board: notice.board,
    title: notice.title,
    body: notice.body,
    pinned: notice.pinned,
    companyName,
    createdAt: notice.createdAt.toISOString(),
  };
}

export async function providerNotices(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderNoticeRecord>> {
  const conditions = noticeConditions(ctx, list.filter as Filter);
  const where = conditions.length ? and(...conditions) : undefined;
  const column = noticeSort[list.sort as keyof typeof noticeSort];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ notice: notices, companyName: companies.name })
      .from(notices)
      .leftJoin(companies, eq(companies.id, notices.companyId))
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(notices.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(notices).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => toProviderNotice(ctx, row)) };
}

export const providerNotice = async (ctx: AppContext, id: number) =>
  toProviderNotice(ctx, await providerNoticeRow(ctx, id));

export async function createNotice(ctx: AppContext, provider: ProviderAuth, input: NoticeInput) {
  const [row] = await ctx.db
    .insert(notices)
    .values({ ...input, authorId: provider.providerId })
    .returning({ id: notices.id });
  return providerNotice(ctx, row!.id);
}

export async function updateNotice(ctx: AppContext, id: number, input: NoticeInput) {
  const [row] = await ctx.db
    .update(notices)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(notices.id, id))
    .returning({ id: notices.id });
  if (!row) throw notFound(NOTICE_NOT_FOUND);
  return providerNotice(ctx, id);
}

export async function deleteNotice(ctx: AppContext, id: number) {
  const record = await providerNotice(ctx, id);
  await ctx.db.delete(notices).where(eq(notices.id, id));
  return record;
}
