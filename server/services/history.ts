import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AUDIT_ACTION_LABELS, changeLines } from '../../schemas/auditLogs';
import { revisionRecord, type Revision } from '../../schemas/history';
import { callSummaryOf } from '../api/callSummaries';
import { listFromRecord, sortColumns } from '../api/listFromRecord';
import type { Db } from '../db/client';
import { auditLog, companyMembers, providerAccounts, type AuditChanges } from '../db/schema';
import { actorNameOf } from './auditLogs';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from './listQuery';

/** A record's revisions: newest first (then the newest id), paged in the database. */
export const revisionList = listFromRecord(revisionRecord, {
  resource: 'revisions',
  defaultSort: ['at', 'DESC'],
});
const sortBy = sortColumns(revisionList, auditLog, { at: auditLog.createdAt });

/**
 * Whose revisions: the audit rows of one record, by the kinds of target its calls record and its
 * encrypted id, and for a company's console only the rows of that company.
 */
export interface RevisionTarget {
  targetKinds: readonly string[];
  targetId: string;
  /** The session's company; null in the provider console (every company's rows). */
  companyId: number | null;
}

function targetCondition(target: RevisionTarget): SQL {
  return and(
    // One array parameter: the statement's text is the same whatever the number of kinds.
    sql`${auditLog.targetKind} = any(${sql.param([...target.targetKinds])}::text[])`,
    eq(auditLog.targetId, target.targetId),
    ...(target.companyId === null ? [] : [eq(auditLog.companyId, target.companyId)]),
  )!;
}

const reverted = alias(auditLog, 'reverted');

/**
 * One page of a record's revisions, with who made each (their name now), the Korean name of the
 * call, the fields before and after as a person reads them, and whether 이 시점으로 되돌리기 is
 * offered (the record has an edit call, and the revision is not the newest).
 */
export async function listRevisions(
  db: Db,
  target: RevisionTarget,
  options: { revertible: boolean },
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<Revision>> {
  const filter = list.filter as { id?: string | string[]; q?: string };
  const where: SQL[] = [targetCondition(target)];
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => (/^\d{1,9}$/.test(id) ? Number(id) : null));
    where.push(sql`${auditLog.id} = any(${sql.param(ids)}::int[])`);
  }
  if (filter.q?.trim()) where.push(sql`${auditLog.changes}::text ilike ${containsPattern(filter.q.trim())}`);
  const condition = and(...where);
  const column = sortBy[list.sort]!;
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total], [newest]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        memberName: companyMembers.name,
        operatorName: providerAccounts.name,
        revertOfAt: reverted.createdAt,
      })
      .from(auditLog)
      .leftJoin(
        companyMembers,
        and(eq(auditLog.actorKind, 'member'), eq(companyMembers.id, auditLog.actorId)),
      )
      .leftJoin(
        providerAccounts,
        and(eq(auditLog.actorKind, 'provider'), eq(providerAccounts.id, auditLog.actorId)),
      )
      .leftJoin(reverted, eq(reverted.id, auditLog.revertOf))
      .where(condition)
      .orderBy(direction(column), direction(auditLog.id))
      .offset(list.offset)
      .limit(list.limit),
    db.select({ n: count() }).from(auditLog).where(condition),
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(targetCondition(target))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ entry, memberName, operatorName, revertOfAt }) => {
      const { lines, others } = changeLines(entry.changes);
      return {
        id: String(entry.id),
        at: entry.createdAt.toISOString(),
        actorName: actorNameOf(entry.actorKind, memberName, operatorName),
        action: entry.action,
        actionLabel: AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
        call: entry.call,
        callName: callSummaryOf(entry.call),
        revertOf: entry.revertOf === null ? null : String(entry.revertOf),
        revertOfAt: revertOfAt ? revertOfAt.toISOString() : null,
        restorable: options.revertible && entry.id !== newest?.id && entry.action !== 'delete',
        changes: entry.changes,
        fields: lines,
        otherFields: others,
      };
    }),
  };
}

/** One revision of the record (null: none of its revisions has this id). */
export async function findRevision(db: Db, target: RevisionTarget, revisionId: number) {
  const [row] = await db
    .select({ id: auditLog.id, action: auditLog.action })
    .from(auditLog)
    .where(and(targetCondition(target), eq(auditLog.id, revisionId)))
    .limit(1);
  return row ?? null;
}

/**
 * What each field was right after revision `revisionId`, for the fields that later revisions changed:
 * the value before the first of them that touched the field (secrets stay masked as the log keeps them).
 */
export async function valuesAfter(
  db: Db,
  target: RevisionTarget,
  revisionId: number,
): Promise<Record<string, unknown>> {
  const later = await db
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(and(targetCondition(target), gt(auditLog.id, revisionId)))
    .orderBy(asc(auditLog.id));
  const values: Record<string, unknown> = {};
  for (const { changes } of later as { changes: AuditChanges }[])
    for (const [field, change] of Object.entries(changes))
      if (!(field in values)) values[field] = change.before;
  return values;
}
