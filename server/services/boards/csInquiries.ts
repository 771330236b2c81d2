import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  csInquiryRecord,
  providerCsInquiryRecord,
  type CsInquiryInput,
  type CsInquiryRecord,
  type ProviderCsInquiryRecord,
} from '../../../schemas/legacyScreens';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, ProviderAuth, SessionAuth } from '../../context';
import { companies, companyMembers, csInquiries } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { notFoundOf } from '../idKinds';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

const INQUIRY_NOT_FOUND = notFoundOf('csInquiry');
const ALREADY_ANSWERED = '답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.';

type InquiryRow = typeof csInquiries.$inferSelect;
type Filter = { q?: string; id?: string | string[]; status?: 'WAITING' | 'ANSWERED' };

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
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('csInquiry', id));
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
