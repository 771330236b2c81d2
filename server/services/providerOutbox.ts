import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { outboxRecord, type OutboxRecord } from '../../schemas/provider';
import { listFromRecord, sortMap } from '../api/listFromRecord';
import type { AppContext } from '../context';
import { companies, outbox } from '../db/schema';
import { containsPattern } from './organisation/members';
import type { ListPage, ListRequest } from './listQuery';

/** The provider console's outbox: every message the portal sent, newest first. */
export const outboxList = listFromRecord(outboxRecord, { resource: 'outbox', defaultSort: ['createdAt', 'DESC'] });
const sortColumns = sortMap(outboxList, { id: outbox.id, createdAt: outbox.createdAt });

type OutboxFilter = { q?: string; channel?: OutboxRecord['channel']; purpose?: string; id?: string | string[] };

export async function listOutbox(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<OutboxRecord>> {
  const { q, channel, purpose, id } = list.filter as OutboxFilter;
  const conditions: SQL[] = [];
  if (q) conditions.push(or(ilike(outbox.recipient, containsPattern(q)), ilike(outbox.body, containsPattern(q)))!);
  if (channel) conditions.push(eq(outbox.channel, channel));
  if (purpose) conditions.push(eq(outbox.purpose, purpose));
  if (id !== undefined) {
    const wanted = (Array.isArray(id) ? id : [id]).map(Number).filter(Number.isSafeInteger);
    conditions.push(wanted.length ? or(...wanted.map((value) => eq(outbox.id, value)))! : eq(outbox.id, -1));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
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
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ message, companyName }) => ({
      id: String(message.id),
      companyName,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
