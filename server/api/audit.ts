import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, type AuditChanges } from '../db/schema';
import type { AuditAction } from '../../schemas/auditLogs';
import type { HttpMethod } from './types';

/**
 * Field names whose values never reach the audit log, at any depth of a recorded value: the change is
 * recorded, the value masked.
 */
const SECRET_FIELD = /pass(word|wd)|secret|token|code|hash|sessionId|voucher|card(number|no)|cvc|cvv/i;
/**
 * Values masked by their kind wherever they appear, whatever the field is called: a run of 12 or more
 * digits (voucher codes, card and account numbers), spaces and dashes allowed between them.
 */
const isSecretValue = (value: string) => /^[\d\s-]+$/.test(value) && value.replace(/\D/g, '').length >= 12;
export const MASKED = '••••';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as the audit log keeps it: secrets masked by field name or by kind, nested ones too. */
function masked(field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (SECRET_FIELD.test(field)) return MASKED;
  if (typeof value === 'string') return isSecretValue(value) ? MASKED : value;
  if (Array.isArray(value)) return value.map((item) => masked(field, item));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, masked(key, inner)]));
  return value;
}

/**
 * The fields that differ between two records (all fields of the one that exists, for a create or a
 * delete). Nested values compare by their JSON text; the id is the target, not a change.
 */
export function diffRecords(before: Json | null, after: Json | null): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (field === 'id') continue;
    const old = before?.[field];
    const now = after?.[field];
    if (JSON.stringify(old ?? null) === JSON.stringify(now ?? null)) continue;
    changes[field] = { before: masked(field, old), after: masked(field, now) };
  }
  return changes;
}

const ACTIONS: Record<HttpMethod, 'create' | 'update' | 'delete' | 'other'> = {
  GET: 'other',
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export interface AuditEntry {
  callKey: string;
  method: HttpMethod;
  targetKind: string;
  /** The encrypted id of the path's first id, when the call has one. */
  pathId: string | null;
  before: unknown;
  result: unknown;
  /** A 되돌림 (server/api/history.ts): recorded as `revert`, naming the revision it restored. */
  revertOf?: number;
}

/**
 * Records one write in the write's own transaction. The target is the path id, or the answer's id
 * for a create. Whether a POST created something or only acted (send, import) follows from whether
 * it names a target in its path.
 */
export async function recordAudit(tx: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const before = isObject(entry.before) ? entry.before : null;
  const answer = isObject(entry.result) ? entry.result : null;
  let action: AuditAction = ACTIONS[entry.method];
  if (action === 'create' && entry.pathId !== null) action = 'other';
  if (entry.revertOf !== undefined) action = 'revert';
  const after = action === 'delete' ? null : answer;
  const changes = diffRecords(action === 'delete' ? (before ?? answer) : before, after);
  const answerId = typeof answer?.id === 'string' ? answer.id : null;
  const member = request.auth;
  const provider = request.providerAuth;
  const worker = request.warehouseAuth;
  // An operator acts on a company's record: the row is that company's when the record names it.
  const companyOf = (record: Record<string, unknown> | null) =>
    typeof record?.companyId === 'string' ? request.server.ctx.ids.decode('company', record.companyId) : null;
  await tx.insert(auditLog).values({
    companyId: member?.companyId ?? worker?.companyId ?? companyOf(answer) ?? companyOf(before) ?? null,
    actorKind: member ? 'member' : provider ? 'provider' : worker ? 'warehouse' : 'anonymous',
    actorId: member?.memberId ?? provider?.providerId ?? worker?.accountId ?? null,
    call: entry.callKey,
    action,
    targetKind: entry.targetKind,
    targetId: entry.pathId ?? answerId,
    changes,
    revertOf: entry.revertOf ?? null,
  });
}
