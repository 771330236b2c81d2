import { and, asc, eq } from 'drizzle-orm';
import { commentInput, type CommentRecord } from '../../../schemas/buy24';
import type { StoredFileRecord } from '../../../schemas/files';
import { issuesByField } from '../../../schemas/issues';
import type { AppContext, SessionAuth } from '../../context';
import { buyComments } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { attachmentsOf, requestOf, reviewerOf } from './common';
import { attach, countComment } from './requests';

const COMMENT_NOT_FOUND = '댓글을 찾을 수 없습니다.';
const NOT_AUTHOR = '본인이 쓴 댓글만 고치거나 지울 수 있습니다.';

type CommentRow = typeof buyComments.$inferSelect;

function toCommentRecord(
  ctx: AppContext,
  session: SessionAuth,
  row: CommentRow,
  attachments: StoredFileRecord[],
): CommentRecord {
  return {
    id: ctx.ids.encode('buyComment', row.id),
    body: row.body,
    authorName: row.authorName,
    mine: row.authorId === session.memberId,
    attachments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listComments(ctx: AppContext, session: SessionAuth, requestId: number) {
  await requestOf(ctx, session, requestId);
  const rows = await ctx.db
    .select()
    .from(buyComments)
    .where(and(eq(buyComments.companyId, session.companyId), eq(buyComments.requestId, requestId)))
    .orderBy(asc(buyComments.id));
  const files = await attachmentsOf(ctx, session.companyId, { commentIds: rows.map((row) => row.id) });
  return rows.map((row) =>
    toCommentRecord(
      ctx,
      session,
      row,
      files.filter((file) => file.commentId === row.id).map((file) => file.record),
    ),
  );
}

/** A comment of a request the caller sees (its request decides who may read it). */
export async function commentOf(ctx: AppContext, session: SessionAuth, id: number) {
  const [row] = await ctx.db
    .select()
    .from(buyComments)
    .where(and(eq(buyComments.id, id), eq(buyComments.companyId, session.companyId)));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  await requestOf(ctx, session, row.requestId);
  return row;
}

export async function addComment(
  ctx: AppContext,
  session: SessionAuth,
  requestId: number,
  fields: Record<string, string>,
  files: readonly StoredFileRecord[],
) {
  const parsed = commentInput.safeParse(fields);
  if (!parsed.success) {
    const errors = issuesByField(parsed.error);
    throw badRequest(Object.values(errors)[0] ?? '댓글을 입력해주세요.', errors);
  }
  await requestOf(ctx, session, requestId);
  const reviewer = await reviewerOf(ctx, session);
  const [row] = await ctx.db
    .insert(buyComments)
    .values({
      companyId: session.companyId,
      requestId,
      authorId: session.memberId,
      authorName: reviewer.name,
      body: parsed.data.body,
    })
    .returning();
  await attach(ctx, session.companyId, requestId, row!.id, files);
  await countComment(ctx, requestId, 1);
  return toCommentRecord(ctx, session, row!, [...files]);
}

async function ownComment(ctx: AppContext, session: SessionAuth, id: number) {
  const row = await commentOf(ctx, session, id);
  if (row.authorId !== session.memberId) throw forbidden(NOT_AUTHOR);
  return row;
}

export async function editComment(ctx: AppContext, session: SessionAuth, id: number, body: string) {
  await ownComment(ctx, session, id);
  const [row] = await ctx.db.update(buyComments).set({ body }).where(eq(buyComments.id, id)).returning();
  const files = await attachmentsOf(ctx, session.companyId, { commentIds: [id] });
  return toCommentRecord(
    ctx,
    session,
    row!,
    files.map((file) => file.record),
  );
}

export async function deleteComment(ctx: AppContext, session: SessionAuth, id: number) {
  const row = await ownComment(ctx, session, id);
  const files = await attachmentsOf(ctx, session.companyId, { commentIds: [id] });
  const record = toCommentRecord(
    ctx,
    session,
    row,
    files.map((file) => file.record),
  );
  await ctx.db.delete(buyComments).where(eq(buyComments.id, id));
  await countComment(ctx, row.requestId, -1);
  return record;
}
