import { z } from 'zod';
import { AUDIT_FIELD_LABELS, changeLines } from '../../schemas/auditLogs';
import { HISTORY_TEXT, type RevertInput, type RevertResult } from '../../schemas/history';
import { fieldMeta } from '../../schemas/meta';
import type { AppContext } from '../context';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { findRevision, listRevisions, valuesAfter, type RevisionTarget } from '../services/history';
import type { ListPage, ListRequest } from '../services/listQuery';
import type { Revision } from '../../schemas/history';
import { checkAccess, type Access } from './access';
import { MASKED, recordAudit } from './audit';
import { isListCall, parseCallKey } from './defineRoutes';
import { decodeIds, inTransaction, makeCall } from './mount';
import { mountedCalls, type MountedCall } from './mountedCalls';
import type { Call, CallDeclaration } from './types';

/**
 * 변경 이력 and 이 시점으로 되돌리기 of any record, a feature of the route layer: nothing is declared
 * per resource beyond its calls. A record's *kind* is the last segment of its collection's path
 * (`/homepage/v2/members` → `members`) and is known when the collection has a by-id read call
 * (`GET …/members/{id}`) and audited writes addressed to it (`POST …/members`, `PUT …/members/{id}`,
 * `PUT …/members/{id}/authority`): its revisions are the audit rows those writes recorded for the id.
 * A revert builds the edit body and runs the collection's own edit call (`PUT` or `PATCH …/{id}`):
 * its access, ownership, validation and rules, in one transaction that records the 되돌림.
 */

/** The company console (a member's session) or the provider console (an operator's). */
export type HistoryConsole = 'company' | 'provider';

interface HistoryKind {
  kind: string;
  /** The by-id read call: its access and rules decide who sees the history, its answer is "now". */
  read: MountedCall & { declaration: CallDeclaration };
  /** The path parameter holding the record's id (`id`, `invoiceId`). */
  param: string;
  /** The audit targets the record's writes record. */
  targets: string[];
  /** The edit call a revert runs, when the record has one with a JSON object body. */
  update?: MountedCall & { declaration: CallDeclaration & { body: z.ZodObject } };
}

function consoleOf(access: Access): HistoryConsole | null {
  if (access === 'provider') return 'provider';
  if (access === 'public' || access === 'publicClient' || access === 'warehouse') return null;
  return 'company';
}

let built: { size: number; kinds: Map<string, HistoryKind> } | null = null;

/** The kinds of both consoles, read once from the mounted calls (`company:members`, `provider:notices`). */
function historyKinds(): Map<string, HistoryKind> {
  const calls = mountedCalls();
  if (built?.size === calls.size) return built.kinds;
  const all = [...calls.values()].map((call) => ({ ...call, ...parseCallKey(call.key) }));
  const kinds = new Map<string, HistoryKind>();
  for (const read of all) {
    const match = /^(.*)\/\{(\w+)\}$/.exec(read.path);
    const declaration = read.declaration;
    if (read.method !== 'GET' || !match || isListCall(declaration)) continue;
    const [, base, param] = match as unknown as [string, string, string];
    const idNames = Object.keys(declaration.ids ?? {});
    if (idNames.length !== 1 || idNames[0] !== param) continue;
    const historyConsole = consoleOf(declaration.access);
    const kind = base.split('/').pop()!;
    if (!historyConsole || kind.includes('{')) continue;
    const targets = new Set<string>();
    for (const write of all) {
      if (write.method === 'GET' || consoleOf(write.declaration.access) !== historyConsole) continue;
      const addressed =
        (write.method === 'POST' && write.path === base) ||
        write.path === `${base}/{${param}}` ||
        write.path.startsWith(`${base}/{${param}}/`);
      const audit = write.declaration.audit ?? { target: write.tag };
      if (addressed && !('skip' in audit)) targets.add(audit.target);
    }
    if (targets.size === 0) continue;
    const update = all.find(
      (write) =>
        (write.method === 'PUT' || write.method === 'PATCH') &&
        write.path === `${base}/{${param}}` &&
        !isListCall(write.declaration) &&
        write.declaration.body instanceof z.ZodObject,
    );
    const key = `${historyConsole}:${kind}`;
    const earlier = kinds.get(key);
    if (earlier)
      throw new Error(
        `변경 이력의 종류 ${kind} 가 두 경로에 있습니다: ${earlier.read.key}, ${read.key} (한쪽 경로의 이름을 바꾸세요)`,
      );
    kinds.set(key, {
      kind,
      read: read as HistoryKind['read'],
      param,
      targets: [...targets],
      ...(update ? { update: update as unknown as HistoryKind['update'] } : {}),
    });
  }
  built = { size: calls.size, kinds };
  return kinds;
}

/** The kinds one console shows history of, for tests and the API document. */
export const historyKindNames = (historyConsole: HistoryConsole): string[] =>
  [...historyKinds().values()]
    .filter((entry) => consoleOf(entry.read.declaration.access) === historyConsole)
    .map((entry) => entry.kind);

function kindOf(historyConsole: HistoryConsole, kind: string): HistoryKind {
  const entry = historyKinds().get(`${historyConsole}:${kind}`);
  if (!entry) throw notFound(HISTORY_TEXT.unknownKind);
  return entry;
}

type HistoryCall = Call<unknown, unknown, { kind: string; id: string }>;

/** Default query values of a by-id read, for handlers that read their parsed query. */
const emptyQuery = (declaration: CallDeclaration) => declaration.query?.safeParse({}).data ?? {};

/**
 * Opens the record as its own read call would: the read's access (401/403), its id decoded and
 * checked to be the caller's company's (another company's is the same 404 as a missing one), and
 * its handler (its own visibility rules). Answers the record now and its audit target.
 */
async function openRecord(
  c: HistoryCall,
  entry: HistoryKind,
  historyConsole: HistoryConsole,
  ctx: AppContext = c.ctx,
) {
  const { declaration } = entry.read;
  await checkAccess(ctx, declaration.access, c.request);
  const params = { [entry.param]: c.params.id };
  const decoded = await decodeIds(ctx, declaration, c.request, params);
  const read = makeCall(ctx, c.request, c.reply, decoded);
  read.params = params as never;
  read.query = emptyQuery(declaration) as never;
  const record = (await declaration.handler(read)) as Record<string, unknown> | null;
  const id = decoded.ids[entry.param]!;
  const target: RevisionTarget = {
    targetKinds: entry.targets,
    targetId: ctx.ids.encode(decoded.idKinds[entry.param]!, id),
    // A company sees its own rows of the record; an operator every company's.
    companyId: historyConsole === 'company' ? c.session.companyId : null,
  };
  return { record: record ?? {}, target, params };
}

/** GET …/history/{kind}/{id}: the record's revisions, newest first. */
export async function revisionsOf(
  c: HistoryCall,
  historyConsole: HistoryConsole,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<Revision>> {
  const entry = kindOf(historyConsole, c.params.kind);
  const { target } = await openRecord(c, entry, historyConsole);
  return listRevisions(c.ctx.db, target, { revertible: entry.update !== undefined }, list);
}

const isMasked = (value: unknown) => JSON.stringify(value ?? null).includes(MASKED);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A zod failure as the route layer answers a body that fails its schema: 400 with field messages. */
function validationFailed(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const first = Object.values(errors)[0] ?? '입력값을 확인해주세요.';
  return new AppError(400, 'VALIDATION_FAILED', first, errors);
}

/**
 * POST …/history/{kind}/{id}/revert: the record's fields put back to their values right after one of
 * its revisions, as one edit through the record's own edit call (its access, ownership, validation
 * and rules: a revert the rules refuse gets the edit's own 4xx), recorded as a 되돌림 naming the
 * revision. Masked values (passwords, codes) are never restored, nor fields the edit cannot set.
 * With `dryRun`, only what would change.
 */
export async function revertTo(
  c: HistoryCall,
  historyConsole: HistoryConsole,
  body: Required<RevertInput>,
): Promise<RevertResult> {
  const entry = kindOf(historyConsole, c.params.kind);
  const update = entry.update;
  if (!update) throw badRequest(HISTORY_TEXT.notRevertible);
  // The edit's own gate first: who may not edit gets the edit's 403.
  await checkAccess(c.ctx, update.declaration.access, c.request);
  const plan = async (ctx: AppContext) => {
    const { record, target, params } = await openRecord(c, entry, historyConsole, ctx);
    const revisionId = Number(body.revisionId);
    if (!(await findRevision(ctx.db, target, revisionId))) throw notFound(HISTORY_TEXT.revisionNotFound);
    const values = await valuesAfter(ctx.db, target, revisionId);
    const inputShape = update.declaration.body.shape as Record<string, z.ZodType>;
    const recordShape = (
      entry.read.declaration.response instanceof z.ZodObject ? entry.read.declaration.response.shape : {}
    ) as Record<string, z.ZodType>;
    const restore: Record<string, unknown> = {};
    const skipped: RevertResult['skipped'] = [];
    for (const [field, value] of Object.entries(values)) {
      const label = AUDIT_FIELD_LABELS[field];
      if (isMasked(value)) {
        if (label) skipped.push({ field, label, reason: HISTORY_TEXT.masked });
      } else if (field in inputShape) {
        if (!sameValue(value, record[field])) restore[field] = value;
      } else if (label && !sameValue(value, record[field])) {
        // Derived fields (a department's name beside its id) follow the fields they come from.
        const meta = recordShape[field] ? fieldMeta(recordShape[field]) : undefined;
        if (!meta?.readOnly) skipped.push({ field, label, reason: HISTORY_TEXT.notEditable });
      }
    }
    const fields = changeLines(
      Object.fromEntries(
        Object.entries(restore).map(([field, after]) => [field, { before: record[field], after }]),
      ),
    ).lines;
    // A PUT body is the whole record (now, with the restored fields); a PATCH sends only what changes,
    // so a field the record's state keeps fixed is not sent again.
    const partial = parseCallKey(update.key).method === 'PATCH';
    const edit = Object.fromEntries(
      Object.keys(inputShape).flatMap((field) =>
        field in restore
          ? [[field, restore[field]]]
          : !partial && field in record
            ? [[field, record[field]]]
            : [],
      ),
    );
    return { record, target, params, restore, fields, skipped, edit };
  };

  if (body.dryRun) {
    const { fields, skipped } = await plan(c.ctx);
    return { dryRun: true, fields, skipped };
  }
  return c.ctx.db.transaction(async (tx) => {
    const ctx = inTransaction(c.ctx, tx);
    const { record, target, params, restore, fields, skipped, edit } = await plan(ctx);
    if (Object.keys(restore).length === 0) throw conflict(HISTORY_TEXT.nothingToRevert);
    // The edit body as the edit call's own schema reads it: its messages for a value it refuses.
    const parsed = update.declaration.body.safeParse(edit);
    if (!parsed.success) throw validationFailed(parsed.error);
    const declaration = update.declaration;
    const call = makeCall(ctx, c.request, c.reply, await decodeIds(ctx, declaration, c.request, params));
    call.params = params as never;
    call.query = emptyQuery(declaration) as never;
    call.body = parsed.data as never;
    const audit = declaration.audit ?? { target: update.tag };
    if ('skip' in audit) throw badRequest(HISTORY_TEXT.notRevertible);
    const before = audit.before ? await audit.before(call) : record;
    const result = await declaration.handler(call);
    await recordAudit(tx, c.request, {
      callKey: update.key,
      method: parseCallKey(update.key).method,
      targetKind: audit.target,
      pathId: target.targetId,
      before,
      result,
      revertOf: Number(body.revisionId),
    });
    return { dryRun: false, fields, skipped };
  });
}
