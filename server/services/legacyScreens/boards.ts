import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  csInquiryRecord,
  noticeRecord,
  providerCsInquiryRecord,
  providerNoticeRecord,
  type CsInquiryInput,
  type CsInquiryRecord,
  type NoticeBoard,
  type NoticeInput,
  type NoticeRecord,
  type ProviderCsInquiryRecord,
  type ProviderNoticeRecord,
} from '../../../schemas/legacyScreens';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, ProviderAuth, SessionAuth } from '../../context';
import { companies, companyMembers, csInquiries, notices } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { containsPattern, type ListPage, type ListRequest } from '../listQuery';

const NOTICE_NOT_FOUND = '게시글을 찾을 수 없습니다.';
const INQUIRY_NOT_FOUND = '문의를 찾을 수 없습니다.';
const ALREADY_ANSWERED = '답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.';

type NoticeRow = typeof notices.$inferSelect;
type InquiryRow = typeof csInquiries.$inferSelect;
type Filter = { q?: string; id?: string | string[]; board?: NoticeBoard; status?: 'WAITING' | 'ANSWERED' };

const decodeIds = (ctx: AppContext, kind: 'notice' | 'csInquiry', value: string | string[]) =>
  (Array.isArray(value) ? value : [value])
    .map((id) => ctx.ids.decode(kind, id))
    .filter((id): id is number => id !== null);

// ---------------------------------------------------------------- notices

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
    const ids = decodeIds(ctx, 'notice', filter.id);
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

// ---------------------------------------------------------------- one-to-one inquiries

export const csInquiryList = listFromRecord(csInquiryRecord, {
  resource: 'csInquiries',
  defaultSort: ['createdAt', 'DESC'],
});
export const providerCsInquiryList = listFromRecord(providerCsInquiryRecord, {
  resource: 'providerCsInquiries',
  defaultSort: ['createdAt', 'DESC'],
});
const inquirySort = { id: csInquiries.id, createdAt: csInquiries.createdAt };
sortMap(csInquiryList, inquirySort);
sortMap(providerCsInquiryList, inquirySort);

type InquiryJoin = { inquiry: InquiryRow; authorName: string | null; companyName: string | null };

function toInquiry(ctx: AppContext, { inquiry, authorName }: InquiryJoin): CsInquiryRecord {
  return {
    id: ctx.ids.encode('csInquiry', inquiry.id),
    title: inquiry.title,
    body: inquiry.body,
    status: inquiry.status,
    authorName,
    answer: inquiry.answer,
    answeredAt: inquiry.answeredAt?.toISOString() ?? null,
    createdAt: inquiry.createdAt.toISOString(),
  };
}

const toProviderInquiry = (ctx: AppContext, row: InquiryJoin): ProviderCsInquiryRecord => ({
  ...toInquiry(ctx, row),
  companyName: row.companyName ?? '',
});

/** Administrators see every inquiry of their company; a member sees their own. */
function visibleTo(session: SessionAuth): SQL {
  return session.isAdministrator
    ? eq(csInquiries.companyId, session.companyId)
    : and(eq(csInquiries.companyId, session.companyId), eq(csInquiries.memberId, session.memberId))!;
}

function inquiryConditions(ctx: AppContext, filter: Filter): SQL[] {
  const where: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(or(ilike(csInquiries.title, pattern), ilike(csInquiries.body, pattern))!);
  }
  if (filter.status) where.push(eq(csInquiries.status, filter.status));
  if (filter.id !== undefined) {
    const ids = decodeIds(ctx, 'csInquiry', filter.id);
    where.push(ids.length ? inArray(csInquiries.id, ids) : eq(csInquiries.id, -1));
  }
  return where;
}

async function inquiryPage(
  ctx: AppContext,
  where: SQL | undefined,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<{ rows: InquiryJoin[]; total: number }> {
  const column = inquirySort[list.sort as keyof typeof inquirySort];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ inquiry: csInquiries, authorName: companyMembers.name, companyName: companies.name })
      .from(csInquiries)
      .leftJoin(companyMembers, eq(companyMembers.id, csInquiries.memberId))
      .leftJoin(companies, eq(companies.id, csInquiries.companyId))
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(csInquiries.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(csInquiries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

async function inquiryRow(ctx: AppContext, where: SQL): Promise<InquiryJoin> {
  const [row] = await ctx.db
    .select({ inquiry: csInquiries, authorName: companyMembers.name, companyName: companies.name })
    .from(csInquiries)
    .leftJoin(companyMembers, eq(companyMembers.id, csInquiries.memberId))
    .leftJoin(companies, eq(companies.id, csInquiries.companyId))
    .where(where);
  if (!row) throw notFound(INQUIRY_NOT_FOUND);
  return row;
}

export async function companyInquiries(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<CsInquiryRecord>> {
  const page = await inquiryPage(
    ctx,
    and(visibleTo(session), ...inquiryConditions(ctx, list.filter as Filter)),
    list,
  );
  return { total: page.total, rows: page.rows.map((row) => toInquiry(ctx, row)) };
}

export const companyInquiry = async (ctx: AppContext, session: SessionAuth, id: number) =>
  toInquiry(ctx, await inquiryRow(ctx, and(eq(csInquiries.id, id), visibleTo(session))!));

export async function createInquiry(ctx: AppContext, session: SessionAuth, input: CsInquiryInput) {
  const [row] = await ctx.db
    .insert(csInquiries)
    .values({
      companyId: session.companyId,
      memberId: session.memberId,
      title: input.title,
      body: input.body,
    })
    .returning({ id: csInquiries.id });
  return companyInquiry(ctx, session, row!.id);
}

/** The author (or an administrator) deletes an inquiry not yet answered. */
export async function deleteInquiry(ctx: AppContext, session: SessionAuth, id: number) {
  const record = await companyInquiry(ctx, session, id);
  if (record.status === 'ANSWERED') throw new AppError(409, 'ALREADY_ANSWERED', ALREADY_ANSWERED);
  await ctx.db.delete(csInquiries).where(eq(csInquiries.id, id));
  return record;
}

export async function providerInquiries(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderCsInquiryRecord>> {
  const conditions = inquiryConditions(ctx, list.filter as Filter);
  const page = await inquiryPage(ctx, conditions.length ? and(...conditions) : undefined, list);
  return { total: page.total, rows: page.rows.map((row) => toProviderInquiry(ctx, row)) };
}

export const providerInquiry = async (ctx: AppContext, id: number) =>
  toProviderInquiry(ctx, await inquiryRow(ctx, eq(csInquiries.id, id)));

/** The provider answers (or corrects its answer); the inquiry is then 답변 완료. */
export async function answerInquiry(ctx: AppContext, provider: ProviderAuth, id: number, answer: string) {
  const [row] = await ctx.db
    .update(csInquiries)
    .set({
      answer,
      status: 'ANSWERED',
      answeredAt: ctx.now(),
      answeredBy: provider.providerId,
      updatedAt: ctx.now(),
    })
    .where(eq(csInquiries.id, id))
    .returning({ id: csInquiries.id });
  if (!row) throw notFound(INQUIRY_NOT_FOUND);
  return providerInquiry(ctx, id);
}
