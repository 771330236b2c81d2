import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BUY_REQUEST_STATUS_LABELS,
  COMPANY_TRANSITIONS,
  EDITABLE_STATUSES,
  buyRequestInput,
  transitionRefused,
  type BuyRequestDetail,
  type BuyRequestStatus,
  type buyRequestPatch,
} from '../../../schemas/buy24';
import type { StoredFileRecord } from '../../../schemas/files';
import type { AppContext, SessionAuth } from '../../context';
import { buyAttachments, buyQuoteItems, buyRequestHistory, buyRequests } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { issuesByField } from '../../../schemas/issues';
import {
  addHistory,
  attachmentsOf,
  conflict,
  departmentFromBody,
  departmentNames,
  lockRequest,
  notApprover,
  REQUEST_NOT_FOUND,
  requestOf,
  reviewerOf,
  reviews,
  type RequestRow,
  type Reviewer,
} from './common';
import { toRequestRecord } from './requestList';
import { sanitizeBody } from './richText';

const NOT_REQUESTER = '요청한 사람이나 승인 권한이 있는 사람만 바꿀 수 있습니다.';
const NOT_EDITABLE = "'요청' 상태일 때만 요청 내용을 고칠 수 있습니다.";

/** The statuses the caller may move this request to now. */
function allowedStatuses(reviewer: Reviewer, row: RequestRow): BuyRequestStatus[] {
  const moves = COMPANY_TRANSITIONS[row.status];
  return (Object.keys(moves) as BuyRequestStatus[]).filter((to) =>
    moves[to] === 'approver'
      ? reviews(reviewer, row)
      : reviews(reviewer, row) || row.requesterId === reviewer.memberId,
  );
}

const canEdit = (reviewer: Reviewer, row: RequestRow) =>
  EDITABLE_STATUSES.includes(row.status) && (row.requesterId === reviewer.memberId || reviews(reviewer, row));

export async function getBuyRequest(
  ctx: AppContext,
  session: SessionAuth,
  id: number,
): Promise<BuyRequestDetail> {
  const { row, reviewer } = await requestOf(ctx, session, id);
  const [departments, attachments, quote, history] = await Promise.all([
    departmentNames(ctx.db, session.companyId),
    attachmentsOf(ctx, session.companyId, { requestId: id }),
    ctx.db.select().from(buyQuoteItems).where(eq(buyQuoteItems.requestId, id)).orderBy(asc(buyQuoteItems.id)),
    ctx.db
      .select()
      .from(buyRequestHistory)
      .where(eq(buyRequestHistory.requestId, id))
      .orderBy(asc(buyRequestHistory.id)),
  ]);
  return {
    ...toRequestRecord(ctx, row, departments),
    body: sanitizeBody(row.body),
    attachments: attachments.map((file) => file.record),
    quoteItems: quote.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    history: history.map((entry) => ({
      status: entry.status,
      actor: entry.actor,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    allowedStatuses: allowedStatuses(reviewer, row),
    canEdit: canEdit(reviewer, row),
  };
}

/** Links stored files to a request or comment (the files were recorded in this transaction). */
export async function attach(
  ctx: AppContext,
  companyId: number,
  requestId: number,
  commentId: number | null,
  files: readonly StoredFileRecord[],
) {
  if (!files.length) return;
  await ctx.db
    .insert(buyAttachments)
    .values(
      files.map((file) => ({ companyId, requestId, commentId, fileId: ctx.ids.decode('file', file.id)! })),
    );
}

/** POST buy-requests: the multipart form's text fields, checked by the shared schema, and its files. */
export async function createBuyRequest(
  ctx: AppContext,
  session: SessionAuth,
  fields: Record<string, string>,
  files: readonly StoredFileRecord[],
): Promise<BuyRequestDetail> {
  const parsed = buyRequestInput.safeParse(fields);
  if (!parsed.success) {
    const errors = issuesByField(parsed.error);
    throw badRequest(Object.values(errors)[0] ?? '입력값을 확인해주세요.', errors);
  }
  const input = parsed.data;
  const departmentId = await departmentFromBody(ctx, session.companyId, input.departmentId);
  const reviewer = await reviewerOf(ctx, session);
  const [row] = await ctx.db
    .insert(buyRequests)
    .values({
      companyId: session.companyId,
      requesterId: session.memberId,
      requesterName: reviewer.name,
      departmentId,
      title: input.title,
      body: sanitizeBody(input.body),
      quantity: input.quantity,
      wishedDate: input.wishedDate,
      attachmentCount: files.length,
    })
    .returning();
  await attach(ctx, session.companyId, row!.id, null, files);
  await addHistory(ctx.db, row!, 'REQUESTED', reviewer.name);
  return getBuyRequest(ctx, session, row!.id);
}

type Patch = z.output<typeof buyRequestPatch>;

/** PATCH buy-requests/{id}: a move to another status (409 when refused) and/or field edits. */
export async function patchBuyRequest(ctx: AppContext, session: SessionAuth, id: number, patch: Patch) {
  const { reviewer } = await requestOf(ctx, session, id);
  const row = await lockRequest(ctx.db, session.companyId, id);
  const { status, note, ...fields } = patch;
  const changes: Partial<typeof buyRequests.$inferInsert> = {};
  if (Object.keys(fields).length) {
    if (!EDITABLE_STATUSES.includes(row.status)) throw conflict(NOT_EDITABLE);
    if (!canEdit(reviewer, row)) throw forbidden(NOT_REQUESTER);
    if (fields.departmentId !== undefined)
      changes.departmentId = await departmentFromBody(ctx, session.companyId, fields.departmentId);
    if (fields.title !== undefined) changes.title = fields.title;
    if (fields.body !== undefined) changes.body = sanitizeBody(fields.body);
    if (fields.quantity !== undefined) changes.quantity = fields.quantity;
    if (fields.wishedDate !== undefined) changes.wishedDate = fields.wishedDate;
  }
  if (status !== undefined && status !== row.status) {
    const who = COMPANY_TRANSITIONS[row.status][status];
    if (!who) throw conflict(transitionRefused(row.status, status));
    if (who === 'approver' && !reviews(reviewer, row)) throw notApprover();
    if (who === 'requester' && !reviews(reviewer, row) && row.requesterId !== reviewer.memberId)
      throw forbidden(NOT_REQUESTER);
    changes.status = status;
    await addHistory(ctx.db, row, status, reviewer.name, note ?? '');
  }
  if (Object.keys(changes).length)
    await ctx.db.update(buyRequests).set(changes).where(eq(buyRequests.id, id));
  return getBuyRequest(ctx, session, id);
}

/** Requests that can go: never one that is ordered or delivered (its order keeps it). */
const KEPT: readonly BuyRequestStatus[] = ['ORDERED', 'DELIVERED'];

/** Bulk DELETE: all or none; another company's or an unknown id is a 404 for the whole call. */
export async function deleteBuyRequests(
  ctx: AppContext,
  session: SessionAuth,
  encryptedIds: readonly string[],
) {
  const ids = [...new Set(encryptedIds.map((id) => ctx.ids.decode('buyRequest', id)))];
  const reviewer = await reviewerOf(ctx, session);
  const rows = [];
  for (const id of ids) {
    if (id === null) throw notFound(REQUEST_NOT_FOUND);
    rows.push((await requestOf(ctx, session, id, reviewer)).row);
  }
  for (const row of rows) {
    if (KEPT.includes(row.status))
      throw conflict(
        `'${BUY_REQUEST_STATUS_LABELS[row.status]}' 상태의 요청은 삭제할 수 없습니다: ${row.title}`,
      );
    if (!reviews(reviewer, row) && row.requesterId !== reviewer.memberId) throw forbidden(NOT_REQUESTER);
  }
  const numeric = rows.map((row) => row.id);
  await ctx.db
    .delete(buyRequests)
    .where(and(eq(buyRequests.companyId, session.companyId), inArray(buyRequests.id, numeric)));
  return { deleted: numeric.length };
}

/** Keeps a request's comment count right after a comment is added or removed. */
export async function countComment(ctx: AppContext, requestId: number, delta: 1 | -1) {
  await ctx.db
    .update(buyRequests)
    .set({ commentCount: sql`${buyRequests.commentCount} + ${delta}` })
    .where(eq(buyRequests.id, requestId));
}
