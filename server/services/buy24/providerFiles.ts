import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storedFiles } from '../../db/schema';
import { notFound } from '../../errors';
import { FILE_NOT_FOUND } from '../../files/records';

/** The files of 구매24: request attachments, comment attachments and images of request bodies. */
const BUY24_PURPOSES = ['buy24-request', 'buy24-comment', 'buy24-editor'];

/** A 구매24 file of any company, for the provider reviewing its requests; any other file is a 404. */
export async function providerBuyFile(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), inArray(storedFiles.purpose, BUY24_PURPOSES)));
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}
