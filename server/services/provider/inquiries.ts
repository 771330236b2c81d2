import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { withParticle } from '../../../lib/korean';
import {
  INQUIRY_ANSWERABLE,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  INQUIRY_TRANSITIONS,
  type InquiryStatus,
} from '../../../schemas/inquiry';
import {
  inquiryAnswerMessage,
  providerInquiryRecord,
  type InquiryAnswerInput,
  type InquiryWorkInput,
  type ProviderInquiryRecord,
} from '../../../schemas/provider';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { inquiries, providerAccounts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { notFoundOf } from '../idKinds';
import { koreanSearch } from '../koreanSearch';
import { decodeIdFilter } from '../listQuery';
import type { ListPage, ListRequest } from '../listQuery';

const INQUIRY_NOT_FOUND = notFoundOf('serviceInquiry');

/** The provider console's inquiry list: every company's (and every visitor's) inquiries. */
export const inquiryList = listFromRecord(providerInquiryRecord, {
  resource: 'inquiries',
  defaultSort: ['createdAt', 'DESC'],
});
const sortColumns = sortMap(inquiryList, {
  id: inquiries.id,
  companyName: inquiries.companyName,
  createdAt: inquiries.createdAt,
});

type InquiryFilter = { q?: string; status?: string; inquiryServiceType?: string; id?: string | string[] };
type InquiryRow = typeof inquiries.$inferSelect;

function toRecord(ctx: AppContext, row: InquiryRow, ownerName: string | null): ProviderInquiryRecord {
  return {
    id: ctx.ids.encode('serviceInquiry', row.id),
    receiptNo: row.receiptNo,
    inquiryServiceType: row.inquiryServiceType,
    companyName: row.companyName,
    contactName: row.contactName,
    cellphone: row.cellphone,
    email: row.email,
    inquiryRegion: row.inquiryRegion,
    address:
      [row.zonecode && `(${row.zonecode})`, row.address1, row.address2].filter(Boolean).join(' ') || null,
    inquiryContents: row.inquiryContents,
    tracking: row.tracking,
    status: row.status,
    ownerId: row.ownerProviderId === null ? null : ctx.ids.encode('operator', row.ownerProviderId),
    ownerName,
    internalNote: row.internalNote,
    answer: row.answer,
    answerChannel: row.answerChannel,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const withOwner = (ctx: AppContext) =>
  ctx.db
    .select({ row: inquiries, ownerName: providerAccounts.name })
    .from(inquiries)
    .leftJoin(providerAccounts, eq(providerAccounts.id, inquiries.ownerProviderId));

export async function listInquiries(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderInquiryRecord>> {
  const { q, status, inquiryServiceType, id } = list.filter as InquiryFilter;
  const conditions: SQL[] = [];
  const search = koreanSearch(q, {
    names: [inquiries.companyName, inquiries.contactName],
    plain: [inquiries.receiptNo],
  });
  if (search) conditions.push(search);
  if (status) conditions.push(eq(inquiries.status, status as InquiryStatus));
  if (inquiryServiceType) conditions.push(eq(inquiries.inquiryServiceType, inquiryServiceType));
  if (id !== undefined) {
    const wanted = decodeIdFilter(id, (value) => ctx.ids.decode('serviceInquiry', value));
    conditions.push(wanted.length ? inArray(inquiries.id, wanted) : eq(inquiries.id, -1));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    withOwner(ctx)
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(inquiries.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(inquiries).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map(({ row, ownerName }) => toRecord(ctx, row, ownerName)) };
}

export async function providerInquiry(ctx: AppContext, id: number): Promise<ProviderInquiryRecord> {
  const [found] = await withOwner(ctx).where(eq(inquiries.id, id)).limit(1);
  if (!found) throw notFound(INQUIRY_NOT_FOUND);
  return toRecord(ctx, found.row, found.ownerName);
}

const refusedMove = (from: InquiryStatus, to: InquiryStatus) =>
  conflict(
    `지금 ${INQUIRY_STATUS_LABELS[from]} 상태라 ${withParticle(INQUIRY_STATUS_LABELS[to], '으로/로')} 바꿀 수 없습니다.`,
    { status: `지금 상태: ${INQUIRY_STATUS_LABELS[from]}` },
  );

/** The states from which `to` may be reached by hand (and `to` itself: asking twice changes nothing). */
const movableFrom = (to: InquiryStatus) =>
  INQUIRY_STATUSES.filter((from) => from === to || INQUIRY_TRANSITIONS[from].includes(to));

/**
 * The next state, the owner and the note. The state moves only along INQUIRY_TRANSITIONS, checked by
 * the update itself (its condition names the states it may leave), so two operators acting at once
 * cannot break the order: the second is checked against the state the first left.
 */
export async function workInquiry(ctx: AppContext, id: number, input: InquiryWorkInput) {
  const set: Partial<typeof inquiries.$inferInsert> = { updatedAt: ctx.now() };
  if (input.ownerId !== undefined) {
    const owner = input.ownerId === null ? null : ctx.ids.decode('operator', input.ownerId);
    if (input.ownerId !== null && owner === null) throw unknownOwner();
    set.ownerProviderId = owner;
  }
  if (input.internalNote !== undefined) set.internalNote = input.internalNote;
  const conditions = [eq(inquiries.id, id)];
  if (input.status !== undefined) {
    set.status = input.status;
    conditions.push(inArray(inquiries.status, movableFrom(input.status)));
  }
  const [row] = await ctx.db
    .update(inquiries)
    .set(set)
    .where(and(...conditions))
    .returning({ id: inquiries.id })
    .catch((error: { code?: string }) => {
      // An owner id that decodes but names no account any more: the foreign key refuses it.
      throw error.code === '23503' ? unknownOwner() : error;
    });
  if (!row) throw refusedMove((await providerInquiry(ctx, id)).status, input.status!);
  return providerInquiry(ctx, id);
}

const unknownOwner = () =>
  badRequest('담당 운영자를 다시 선택해주세요.', { ownerId: notFoundOf('operator') });

/**
 * The answer: sent to the visitor (a long text message, or an e-mail) through the durable queue in
 * the same transaction as the state 답변 완료, so the visitor is told exactly when the state says so.
 */
export async function answerServiceInquiry(ctx: AppContext, id: number, input: InquiryAnswerInput) {
  const current = await providerInquiry(ctx, id);
  if (!INQUIRY_ANSWERABLE.includes(current.status)) throw refusedMove(current.status, 'ANSWERED');
  const [row] = await ctx.db
    .update(inquiries)
    .set({
      status: 'ANSWERED',
      answer: input.answer,
      answerChannel: input.channel,
      answeredAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .where(and(eq(inquiries.id, id), inArray(inquiries.status, [...INQUIRY_ANSWERABLE])))
    .returning({ id: inquiries.id });
  if (!row) throw refusedMove((await providerInquiry(ctx, id)).status, 'ANSWERED');
  const message = inquiryAnswerMessage(current.receiptNo, input.answer, input.channel);
  await ctx.sender.send({
    companyId: null,
    // A long text message: an answer rarely fits the 90 bytes of a short one.
    channel: input.channel === 'EMAIL' ? 'EMAIL' : 'LMS',
    recipient: input.channel === 'EMAIL' ? current.email : current.cellphone,
    ...message,
    purpose: 'inquiry.answer',
  });
  return providerInquiry(ctx, id);
}

/** Who an inquiry can be given to: every operator account, by name. */
export async function listOperators(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: providerAccounts.id, name: providerAccounts.name })
    .from(providerAccounts)
    .orderBy(asc(providerAccounts.name), asc(providerAccounts.id));
  return { operators: rows.map((row) => ({ id: ctx.ids.encode('operator', row.id), name: row.name })) };
}
