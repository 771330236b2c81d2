import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { outboxRecord, type OutboxRecord } from '../../../schemas/provider';
import type { AppContext } from '../../context';
import { auditLog, companies, outbox } from '../../db/schema';
import { notFound } from '../../errors';
import { listFromRecord } from '../../api/listFromRecord';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { SEARCHABLE_DIGITS, SEARCHABLE_LINK, maskMessage } from './masking';

/** The console's outbox list: sorted and filtered as the record schema's metadata says. */
export const outboxList = listFromRecord(outboxRecord, {
  resource: 'outbox',
  defaultSort: ['createdAt', 'DESC'],
});

/** The call that shows one message in full; it names the audit-log rows of such views. */
export const FULL_MESSAGE_CALL = 'GET /provider/v1/outbox/{id}/full';
export const MESSAGE_NOT_FOUND = '메시지를 찾을 수 없습니다.';

/** What these functions use of the app (a route passes its whole context). */
type OutboxContext = Pick<AppContext, 'db' | 'now' | 'ids'>;

/** The operator asking, as the provider session gives it. */
export interface Operator {
  providerId: number;
}

interface OutboxFilter {
  q?: string;
  channel?: OutboxRecord['channel'];
  purpose?: string;
  companyId?: string;
  id?: string | string[];
}

/** A row id the table can hold: anything else is no message (never a database error). */
const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** The text a search may match: masked more widely than the list shows it (see masking.ts). */
const searchable = (column: SQL | typeof outbox.body) =>
  sql`regexp_replace(regexp_replace(${column}, ${SEARCHABLE_LINK}, '\\1', 'gi'), ${SEARCHABLE_DIGITS}, '*', 'g')`;

type Row = { message: typeof outbox.$inferSelect; companyName: string | null };

function toRecord(ctx: OutboxContext, { message, companyName }: Row, mask: boolean): OutboxRecord {
  return {
    id: String(message.id),
    companyName,
    companyId: message.companyId === null ? null : ctx.ids.encode('company', message.companyId),
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject === null || !mask ? message.subject : maskMessage(message.subject),
    body: mask ? maskMessage(message.body) : message.body,
    purpose: message.purpose,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * The console's outbox list (GET /provider/v1/outbox): every sent message, newest first, with codes
 * and the secret parts of links masked. The search box matches the recipient and the masked text,
 * so it cannot be used to find a code or a token either.
 */
export async function listOutbox(
  ctx: OutboxContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<OutboxRecord>> {
  const { q, channel, purpose, companyId, id } = list.filter as OutboxFilter;
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(outbox.recipient, pattern),
        sql`${searchable(outbox.body)} ilike ${pattern}`,
        sql`${searchable(sql`coalesce(${outbox.subject}, '')`)} ilike ${pattern}`,
      )!,
    );
  }
  if (channel) conditions.push(eq(outbox.channel, channel));
  if (purpose) conditions.push(eq(outbox.purpose, purpose));
  if (companyId !== undefined) {
    const [company] = decodeIdFilter(companyId, (value) => ctx.ids.decode('company', value));
    conditions.push(company === undefined ? sql`false` : eq(outbox.companyId, company));
  }
  if (id !== undefined) {
    const wanted = (Array.isArray(id) ? id : [id]).map(Number).filter(isRowId);
    conditions.push(wanted.length ? inArray(outbox.id, wanted) : sql`false`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = list.sort === 'id' ? outbox.id : outbox.createdAt;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ message: outbox, companyName: companies.name })
      .from(outbox)
      .leftJoin(companies, eq(companies.id, outbox.companyId))
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(outbox.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRecord(ctx, row, true)) };
}

/**
 * Records that an operator read a message in full. Written before the message is returned, outside
 * any other write, so a view is never shown unrecorded.
 */
export async function recordOperatorView(
  ctx: OutboxContext,
  operator: Operator,
  messageId: number,
): Promise<void> {
  await ctx.db.insert(auditLog).values({
    companyId: null,
    actorKind: 'provider',
    actorId: operator.providerId,
    call: FULL_MESSAGE_CALL,
    action: 'other',
    targetKind: 'outbox',
    targetId: String(messageId),
    changes: {},
    createdAt: ctx.now(),
  });
}

/**
 * One message as it was sent (GET /provider/v1/outbox/{id}/full), for an operator who needs it
 * (a member says the code never arrived); the view itself goes into the audit log. 404 for an
 * unknown id.
 */
export async function readFullMessage(
  ctx: OutboxContext,
  operator: Operator,
  id: number,
): Promise<OutboxRecord> {
  if (!isRowId(id)) throw notFound(MESSAGE_NOT_FOUND);
  const [row] = await ctx.db
    .select({ message: outbox, companyName: companies.name })
    .from(outbox)
    .leftJoin(companies, eq(companies.id, outbox.companyId))
    .where(eq(outbox.id, id))
    .limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  await recordOperatorView(ctx, operator, id);
  return toRecord(ctx, row, false);
}
