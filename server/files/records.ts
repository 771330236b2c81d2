import { and, eq, inArray } from 'drizzle-orm';
import type { StoredFileRecord } from '../../schemas/files';
import type { AppContext, SessionAuth } from '../context';
import { storedFiles } from '../db/schema';
import { notFound } from '../errors';
import type { Inspected } from './inspect';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** A file in storage whose record is not written yet. */
export interface ReceivedFile extends Inspected {
  key: string;
  /** The form field it came in. */
  field: string;
  fileName: string;
  contentType: string;
}

export const FILE_NOT_FOUND = '파일을 찾을 수 없습니다.';

/** Where a stored file downloads from. */
export const fileUrl = (encryptedId: string) => `/homepage/v2/files/${encryptedId}`;

export function toFileRecord(ctx: AppContext, row: StoredFileRow): StoredFileRecord {
  const id = ctx.ids.encode('file', row.id);
  return {
    id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    purpose: row.purpose,
    uploadedBy: row.uploadedBy === null ? null : ctx.ids.encode('member', row.uploadedBy),
    createdAt: row.createdAt.toISOString(),
    url: fileUrl(id),
  };
}

/** Who stores a file: a member, or a warehouse worker (no member: `memberId` null). */
export type Uploader = Pick<SessionAuth, 'companyId'> & { memberId: number | null };

/** Writes the records of files already in storage, for the session's company and member. */
export async function recordUploads(
  ctx: AppContext,
  session: Uploader,
  purpose: string,
  files: readonly ReceivedFile[],
): Promise<StoredFileRecord[]> {
  if (files.length === 0) return [];
  const rows = await ctx.db
    .insert(storedFiles)
    .values(
      files.map((file) => ({
        companyId: session.companyId,
        uploadedBy: session.memberId,
        purpose,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        storageKey: file.key,
        sha256: file.sha256,
      })),
    )
    .returning();
  // RETURNING gives rows in insertion order on PostgreSQL; sorting by id makes it explicit.
  return rows.sort((a, b) => a.id - b.id).map((row) => toFileRecord(ctx, row));
}

/** One file of the company; another company's file, like a missing one, is a 404. */
export async function storedFileOf(ctx: AppContext, companyId: number, id: number): Promise<StoredFileRow> {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.companyId, companyId)));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

/**
 * Files of the company from encrypted ids, in the order given (a repeated id once). One id that is
 * malformed, missing or another company's makes the whole request a 404.
 */
export async function storedFilesOf(
  ctx: AppContext,
  companyId: number,
  encryptedIds: readonly string[],
): Promise<StoredFileRow[]> {
  const ids = [...new Set(encryptedIds.map((encrypted) => ctx.ids.decode('file', encrypted)))];
  if (ids.some((id) => id === null)) throw notFound(FILE_NOT_FOUND);
  const rows = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, ids as number[])));
  if (rows.length !== ids.length) throw notFound(FILE_NOT_FOUND);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id!)!);
}
