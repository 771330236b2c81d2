import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BuyRequestStatus } from '../../../schemas/buy24';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import {
  buyAttachments,
  buyRequestHistory,
  buyRequests,
  companyMembers,
  groups,
  storedFiles,
} from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { toFileRecord } from '../../files/records';

export const REQUEST_NOT_FOUND = '구매 요청을 찾을 수 없습니다.';
export const NOT_APPROVER =
  '구매 요청을 승인할 권한이 없습니다. 구매 요청 권한이 있는 관리자에게 요청해주세요.';
export const PROVIDER_ACTOR = '운영자';

export { conflict } from '../../errors';

export type RequestRow = typeof buyRequests.$inferSelect;

/** What a member may do with requests: approve all, or review some departments' and members'. */
export interface Reviewer {
  approver: boolean;
  memberId: number;
  departments: Set<number>;
  members: Set<number>;
  name: string;
  isBudgetAlertEnabled: boolean;
}

/**
 * The caller as a reviewer. Office order reviewees are stored as the database ids of departments
 * and members (as text); an entry that is not a number is ignored.
 */
export async function reviewerOf(ctx: AppContext, session: SessionAuth): Promise<Reviewer> {
  const [member] = await ctx.db
    .select({
      name: companyMembers.name,
      byDepartment: companyMembers.officeOrderRevieweesByDepartment,
      byMember: companyMembers.officeOrderRevieweesByMember,
      isBudgetAlertEnabled: companyMembers.isBudgetAlertEnabled,
    })
    .from(companyMembers)
    .where(and(eq(companyMembers.id, session.memberId), eq(companyMembers.companyId, session.companyId)));
  const numbers = (values: readonly string[] | undefined) =>
    new Set((values ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0));
  return {
    approver: session.isAdministrator || session.authorities.hasBuyRequestAuthority,
    memberId: session.memberId,
    departments: numbers(member?.byDepartment),
    members: numbers(member?.byMember),
    name: member?.name ?? '',
    isBudgetAlertEnabled: member?.isBudgetAlertEnabled ?? false,
  };
}

/** Approves this request: an approver, or the reviewer of its department or requester. */
export const reviews = (reviewer: Reviewer, row: Pick<RequestRow, 'departmentId' | 'requesterId'>) =>
  reviewer.approver ||
  (row.departmentId !== null && reviewer.departments.has(row.departmentId)) ||
  (row.requesterId !== null && reviewer.members.has(row.requesterId));

/** Sees this request: its reviewer, or the member who asked. */
export const sees = (reviewer: Reviewer, row: Pick<RequestRow, 'departmentId' | 'requesterId'>) =>
  reviews(reviewer, row) || row.requesterId === reviewer.memberId;

/** A request of the company the caller may see (another's is a 404, as for a foreign id). */
export async function requestOf(ctx: AppContext, session: SessionAuth, id: number, reviewer?: Reviewer) {
  const [row] = await ctx.db
    .select()
    .from(buyRequests)
    .where(and(eq(buyRequests.id, id), eq(buyRequests.companyId, session.companyId)));
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  const who = reviewer ?? (await reviewerOf(ctx, session));
  if (!sees(who, row)) throw notFound(REQUEST_NOT_FOUND);
  return { row, reviewer: who };
}

/** Locks a request's row for a change (two approvers clicking at once: one wins, one gets 409). */
export async function lockRequest(db: Db, companyId: number, id: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(buyRequests)
    .where(and(eq(buyRequests.id, id), eq(buyRequests.companyId, companyId)))
    .for('update');
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

export async function addHistory(
  db: Db,
  row: Pick<RequestRow, 'id' | 'companyId'>,
  status: BuyRequestStatus,
  actor: string,
  note = '',
) {
  await db
    .insert(buyRequestHistory)
    .values({ companyId: row.companyId, requestId: row.id, status, actor, note });
}

/** Department names of the company, by id. */
export async function departmentNames(db: Db, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A department of the company from an encrypted id in a body; anything else is a 400 in Korean. */
export async function departmentFromBody(ctx: AppContext, companyId: number, encrypted: string | null) {
  if (encrypted === null || encrypted === '') return null;
  const id = ctx.ids.decode('group', encrypted);
  const names = id === null ? undefined : await departmentNames(ctx.db, companyId);
  if (id === null || !names?.has(id))
    throw new AppError(400, 'BAD_REQUEST', '부서를 찾을 수 없습니다.', {
      departmentId: '부서를 찾을 수 없습니다.',
    });
  return id;
}

/** The attachments of a request (comment null) or of comments, as file records. */
export async function attachmentsOf(
  ctx: AppContext,
  companyId: number,
  where: { requestId?: number; commentIds?: number[] },
) {
  const condition = where.commentIds
    ? inArray(buyAttachments.commentId, where.commentIds.length ? where.commentIds : [0])
    : and(eq(buyAttachments.requestId, where.requestId ?? 0));
  const rows = await ctx.db
    .select({ commentId: buyAttachments.commentId, file: storedFiles })
    .from(buyAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, buyAttachments.fileId))
    .where(and(eq(buyAttachments.companyId, companyId), condition))
    .orderBy(asc(buyAttachments.id));
  return rows
    .filter((row) => (where.commentIds ? true : row.commentId === null))
    .map((row) => ({ commentId: row.commentId, row: row.file, record: toFileRecord(ctx, row.file) }));
}

/** Answered to callers lacking approver rights on an approver-only action. */
export const notApprover = () => forbidden(NOT_APPROVER);
