import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELD_LABELS,
  AUDIT_TARGET_LABELS,
  auditLogRecord,
  describeChanges,
  providerAuditLogRecord,
  type AuditLogRecord,
  type ProviderAuditLogRecord,
} from '../../schemas/auditLogs';
import { callSummaryOf, callsWhoseSummaryHas } from '../api/callSummaries';
import { seoulDayStart } from '../../lib/seoulTime';
import { listFromRecord, sortColumns } from '../api/listFromRecord';
import type { AppContext } from '../context';
import { auditLog, companies, companyMembers, providerAccounts } from '../db/schema';
import { containsPattern } from './listQuery';
import { decodeIdFilter, type ListPage, type ListRequest } from './listQuery';

/** 변경 이력: newest first; filters by date range, who changed it, what kind and what was done. */
export const auditLogList = listFromRecord(auditLogRecord, {
  resource: 'auditLogs',
  defaultSort: ['createdAt', 'DESC'],
});
const sortBy = sortColumns(auditLogList, auditLog);
/** The provider console's 변경 이력: every company's, filterable by company. */
export const providerAuditLogList = listFromRecord(providerAuditLogRecord, {
  resource: 'providerAuditLogs',
  defaultSort: ['createdAt', 'DESC'],
});

/** The codes whose Korean words hold `text`: 입금 finds the calls, kinds and fields named so. */
const codesNamed = (labels: Record<string, string>, text: string) =>
  Object.entries(labels)
    .filter(([, label]) => label.includes(text))
    .map(([code]) => code);

/**
 * 변경 이력's search, in the words a person reads: a value before or after a change (a name, a
 * phone number), the company's name, or the Korean name of what was done (the call's summary), of
 * the kind of thing changed, of the action, or of a field that changed.
 */
function searchCondition(q: string): SQL {
  const text = q.trim();
  const calls = callsWhoseSummaryHas(text);
  const kinds = codesNamed(AUDIT_TARGET_LABELS, text);
  const actions = codesNamed(AUDIT_ACTION_LABELS, text) as AuditLogRecord['action'][];
  const fields = codesNamed(AUDIT_FIELD_LABELS, text);
  return or(
    sql`${auditLog.changes}::text ilike ${containsPattern(text)}`,
    inArray(
      auditLog.companyId,
      sql`(select ${companies.id} from ${companies} where ${ilike(companies.name, containsPattern(text))})`,
    ),
    ...(calls.length ? [inArray(auditLog.call, calls)] : []),
    ...(kinds.length ? [inArray(auditLog.targetKind, kinds)] : []),
    ...(actions.length ? [inArray(auditLog.action, actions)] : []),
    ...fields.map((name) => sql`jsonb_exists(${auditLog.changes}, ${name})`),
  )!;
}

/** Who made a change, by name: read now from the member or operator table (null: gone). */
export function actorNameOf(
  actorKind: AuditEntryRow['actorKind'],
  memberName: string | null,
  operatorName: string | null,
): string {
  if (actorKind === 'anonymous') return '비회원';
  if (actorKind === 'warehouse') return '창고 작업자';
  return memberName ?? operatorName ?? (actorKind === 'provider' ? '운영자' : '삭제된 구성원');
}
type AuditEntryRow = typeof auditLog.$inferSelect;

interface AuditFilter {
  id?: string | string[];
  q?: string;
  createdAt_gte?: string;
  createdAt_lte?: string;
  actorId?: string | null;
  companyId?: string | string[];
  action?: string;
  targetKind?: string;
}

/**
 * One page of the audit log: a company's own (`companyId`), or every company's for the provider
 * console (null). Names are read now, so a renamed member shows their current name.
 */
export async function listAuditLogs(
  ctx: AppContext,
  companyId: number | null,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<AuditLogRecord & Pick<ProviderAuditLogRecord, 'companyId'>>> {
  const filter = list.filter as AuditFilter;
  const where: SQL[] = [];
  if (companyId !== null) where.push(eq(auditLog.companyId, companyId));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => (/^\d{1,15}$/.test(id) ? Number(id) : null));
    where.push(ids.length ? inArray(auditLog.id, ids) : eq(auditLog.id, -1));
  }
  if (filter.createdAt_gte) where.push(gte(auditLog.createdAt, seoulDayStart(filter.createdAt_gte)));
  if (filter.createdAt_lte) where.push(lt(auditLog.createdAt, seoulDayStart(filter.createdAt_lte, 1)));
  if (filter.actorId) {
    const actor = ctx.ids.decode('member', filter.actorId);
    if (actor === null) return { rows: [], total: 0 };
    where.push(and(eq(auditLog.actorKind, 'member'), eq(auditLog.actorId, actor))!);
  }
  if (filter.companyId !== undefined) {
    const wanted = decodeIdFilter(filter.companyId, (id) => ctx.ids.decode('company', id));
    where.push(inArray(auditLog.companyId, wanted.length ? wanted : [-1]));
  }
  if (filter.q?.trim()) where.push(searchCondition(filter.q));
  if (filter.action) where.push(eq(auditLog.action, filter.action as AuditLogRecord['action']));
  if (filter.targetKind) where.push(eq(auditLog.targetKind, filter.targetKind));
  const condition = where.length ? and(...where) : undefined;
  const column = sortBy[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        entry: auditLog,
        memberName: companyMembers.name,
        operatorName: providerAccounts.name,
        companyName: companies.name,
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
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .where(condition)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(auditLog.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ entry, memberName, operatorName, companyName }) => ({
      id: String(entry.id),
      createdAt: entry.createdAt.toISOString(),
      actorId:
        entry.actorKind === 'member' && entry.actorId !== null
          ? ctx.ids.encode('member', entry.actorId)
          : null,
      actorName: actorNameOf(entry.actorKind, memberName, operatorName),
      companyId: entry.companyId === null ? null : ctx.ids.encode('company', entry.companyId),
      companyName,
      action: entry.action,
      targetKind: entry.targetKind,
      targetId: entry.targetId,
      call: entry.call,
      summary: describeChanges(entry.changes) || callSummaryOf(entry.call),
      changes: entry.changes,
    })),
  };
}
