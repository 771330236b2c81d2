import { recordCallSummary } from './callSummaries';
import { recordMountedCall } from './mountedCalls';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '../../schemas/common';
import { WMS_LOGIN_REQUIRED } from '../../schemas/wms';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { notFound, unauthorized } from '../errors';
import { PROVIDER_LOGIN_REQUIRED, checkAccess, describeAccess, type Access } from './access';
import { recordAudit } from './audit';
import { earlierAnswer, idempotentRequestOf, rememberAnswer } from './idempotency';
import { isListCall, parseCallKey, pathParameters, routerPath } from './defineRoutes';
import { forgetAfterWrite } from '../services/heardMemo';
import { announceChange } from '../live/changes';
import { belongsTo, notFoundMessage } from './ownership';
import { listHeaders, listQuerystring, listSerializerCompiler } from '../services/listQuery';
import type { IdKind } from '../services/ids';
import type { Call, CallKey, Declaration, RouteTable } from './types';

const idParam = z.string().min(1).max(200);

/** What the API document says of a repeatable write. */
const IDEMPOTENT_NOTE =
  ' [Idempotency-Key 헤더(8~100자)를 보내면 한 번만 처리: 같은 키의 재요청은 첫 응답을 그대로 받고, 같은 키로 다른 요청을 보내면 409]';

/** The failure statuses a call can answer, for its OpenAPI response list. */
function failureStatuses(declaration: Declaration): number[] {
  const statuses = new Set<number>([400, ...(isListCall(declaration) ? [] : (declaration.failures ?? []))]);
  const access: Access = declaration.access;
  if (access !== 'public') statuses.add(401);
  const noRoles = ['public', 'publicClient', 'member', 'provider', 'warehouse'];
  if (typeof access === 'object' || !noRoles.includes(access)) statuses.add(403);
  if (declaration.ids) statuses.add(404);
  if (declaration.rateLimit) statuses.add(429);
  return [...statuses];
}

/** A write's view of the app: its database handle and sender are the call's transaction. */
export function inTransaction(ctx: AppContext, tx: Db): AppContext {
  const { sender } = ctx;
  return {
    ...ctx,
    db: tx,
    sender: {
      send: (message, own) => sender.send(message, own ?? tx),
      ...(sender.sendMany ? { sendMany: (messages, own) => sender.sendMany!(messages, own ?? tx) } : {}),
    },
  };
}

/**
 * Decodes the declared encrypted path ids; a bad, wrong-kind or other company's id is a 404. `params`
 * are the request's own, or those of a call made on its behalf (a 되돌림 runs the edit call).
 */
export async function decodeIds(
  ctx: AppContext,
  declaration: Declaration,
  request: FastifyRequest,
  params = request.params as Record<string, string>,
) {
  const ids: Record<string, number> = {};
  const idKinds: Record<string, IdKind> = {};
  for (const [name, declared] of Object.entries(declaration.ids ?? {})) {
    const company = request.auth?.companyId ?? request.warehouseAuth?.companyId;
    const kinds: readonly IdKind[] = typeof declared === 'string' ? [declared] : declared;
    for (const kind of kinds) {
      const id = ctx.ids.decode(kind, params[name] ?? '');
      if (id === null) continue;
      // Providers act across companies; a member only on rows of their own company.
      if (company !== undefined && !(await belongsTo(ctx.db, kind, id, company))) continue;
      ids[name] = id;
      idKinds[name] = kind;
      break;
    }
    if (ids[name] === undefined) throw notFound(notFoundMessage(kinds));
  }
  return { ids, idKinds };
}

export function makeCall(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  decoded: Awaited<ReturnType<typeof decodeIds>>,
): Call<never, never, never> {
  return {
    ctx,
    get session() {
      if (!request.auth) throw unauthorized();
      return request.auth;
    },
    maybeSession: request.auth,
    get provider() {
      if (!request.providerAuth) throw unauthorized(PROVIDER_LOGIN_REQUIRED);
      return request.providerAuth;
    },
    get warehouse() {
      if (!request.warehouseAuth) throw unauthorized(WMS_LOGIN_REQUIRED);
      return request.warehouseAuth;
    },
    ...decoded,
    params: request.params as never,
    query: request.query as never,
    body: request.body as never,
    request,
    reply,
  };
}

function mountCall(app: FastifyInstance, tag: string, key: CallKey, declaration: Declaration) {
  const { ctx } = app;
  const { method, path } = parseCallKey(key);
  // The type requires it; a table built around the type (a cast, plain JS) still must not mount.
  if (!declaration.access) throw new Error(`${key}: access 선언이 없습니다.`);
  const idNames = Object.keys(declaration.ids ?? {});
  const otherParams = declaration.params?.shape ?? {};
  for (const name of pathParameters(path)) {
    if (!idNames.includes(name) && !(name in otherParams))
      throw new Error(`${key}: 경로 변수 ${name} 의 선언이 없습니다.`);
  }
  const params = pathParameters(path).length
    ? z.object({ ...Object.fromEntries(idNames.map((name) => [name, idParam])), ...otherParams })
    : undefined;
  const list = isListCall(declaration) ? declaration : null;
  const plain = isListCall(declaration) ? null : declaration;
  const success = list ? z.array(list.record) : 'response' in declaration ? declaration.response : undefined;
  const response: Record<number, z.ZodType> = {};
  if (success) response[200] = success;
  for (const status of failureStatuses(declaration)) response[status] = errorResponse;
  const write = method !== 'GET';
  const audit = write ? (declaration.audit ?? { target: tag }) : undefined;
  // A repeatable write keeps its answer in its own transaction: only an audited write has one.
  if (declaration.idempotent && (!audit || 'skip' in audit || isListCall(declaration)))
    throw new Error(`${key}: idempotent 은 감사 기록이 있는 쓰기 호출에만 선언할 수 있습니다.`);

  const options: RouteOptions = {
    method,
    url: routerPath(path),
    schema: {
      tags: [tag],
      summary: `${declaration.summary} [${describeAccess(declaration.access)}]${declaration.idempotent ? IDEMPOTENT_NOTE : ''}`,
      hide: declaration.hidden,
      ...(params ? { params } : {}),
      ...(list ? { querystring: listQuerystring } : plain?.query ? { querystring: plain.query } : {}),
      ...(plain?.body && !plain.multipart ? { body: plain.body } : {}),
      response,
    },
    config: {
      callKey: key,
      access: declaration.access,
      // For the OpenAPI document only: what a multipart upload or a file download carries.
      ...(plain?.multipart ? { multipartFields: plain.body ?? null } : {}),
      ...(plain && !success && method === 'GET' ? { download: true } : {}),
      ...(declaration.rateLimit
        ? { rateLimit: { max: ctx.settings.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } }
        : {}),
    },
    ...(list || plain?.plainResponse ? { serializerCompiler: listSerializerCompiler } : {}),
    onRequest: async (request, reply) => {
      // Answers carry sessions, codes and company data: no cache keeps them unless a call says so.
      reply.header('cache-control', declaration.cache ?? 'no-store');
      await checkAccess(ctx, declaration.access, request);
    },
    handler: async (request, reply) => {
      if (!write) return answer(request, reply);
      try {
        const result = await answer(request, reply);
        await announceChange(ctx.db);
        return result;
      } finally {
        forgetAfterWrite(ctx.db);
      }
    },
  };
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const decoded = await decodeIds(ctx, declaration, request);
    if (list) {
      const parsed = list.list.parse(request.query as z.infer<typeof listQuerystring>);
      const page = await list.handler(makeCall(ctx, request, reply, decoded), parsed);
      reply.headers(listHeaders(list.list.resource, parsed.offset, page.rows.length, page.total));
      return page.rows;
    }
    if (!plain) throw new Error(`${key}: 처리기가 없습니다.`);
    if (!audit || 'skip' in audit) return plain.handler(makeCall(ctx, request, reply, decoded));
    const repeatable = declaration.idempotent ? idempotentRequestOf(request, key) : null;
    return ctx.db.transaction(async (tx) => {
      const earlier = repeatable ? await earlierAnswer(tx, repeatable) : null;
      if (earlier) return earlier.answer;
      const call = makeCall(inTransaction(ctx, tx), request, reply, decoded);
      const before = audit.before ? await audit.before(call) : null;
      const result = await plain.handler(call);
      if (repeatable) await rememberAnswer(tx, repeatable, result);
      const firstId = idNames[0];
      await recordAudit(tx, request, {
        callKey: key,
        method,
        targetKind: audit.target,
        pathId: firstId ? (request.params as Record<string, string>)[firstId]! : null,
        before,
        result,
      });
      return result;
    });
  }
  app.route(options);
}

/** Mounts every call of the registry's tables. */
export async function mountRoutes(app: FastifyInstance, tables: readonly RouteTable[]) {
  for (const table of tables) {
    for (const [key, declaration] of Object.entries(table.calls) as [CallKey, Declaration][]) {
      mountCall(app, table.tag, key, declaration);
      recordCallSummary(key, declaration.summary);
      recordMountedCall({ key, tag: table.tag, declaration });
    }
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared call this route answers (`GET /homepage/v2/members`). */
    callKey?: string;
    access?: Access;
    /** A multipart upload: the schema of its text fields beside the files (null: none declared). */
    multipartFields?: z.ZodType | null;
    /** A GET whose answer is a file (xlsx, zip or a stored file), not JSON. */
    download?: boolean;
  }
}
