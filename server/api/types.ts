import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, ProviderAuth, SessionAuth, WarehouseAuth } from '../context';
import type { IdKind } from '../services/ids';
import type { ListDefinition, ListPage, ListRequest } from '../services/listQuery';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'GET /homepage/v2/members/{id}'`: the method and the full spec path, as api-calls.tsv writes it. */
export type CallKey = `${HttpMethod} /${string}`;

/** What a handler receives: the app, the caller and the parsed input. */
export interface Call<Body = unknown, Query = unknown, Params = unknown> {
  /** Inside a write call, `ctx.db` is the call's transaction. */
  ctx: AppContext;
  /** The member's session; reading it on a call without one throws 401. */
  readonly session: SessionAuth;
  /** The member's session when there is one (public calls that behave differently when logged in). */
  maybeSession: SessionAuth | null;
  /** The provider operator; reading it on a call without one throws 401. */
  readonly provider: ProviderAuth;
  /** The warehouse worker; reading it on a call without one throws 401. */
  readonly warehouse: WarehouseAuth;
  /** Encrypted path ids, decoded and checked to belong to the caller's company. */
  ids: Record<string, number>;
  /** For an id declared with several kinds, the kind it turned out to be. */
  idKinds: Record<string, IdKind>;
  params: Params;
  query: Query;
  body: Body;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the audit log records of a write call; `skip` needs a reason. */
export type AuditDeclaration =
  | {
      /** The kind of thing changed (member, group, ...), shown in 변경 이력. */
      target: string;
      /** The record before the change, for update calls (after = the call's answer). */
      before?: (call: Call<never, never, never>) => Promise<object | null>;
    }
  | { skip: string };

interface CallBase {
  access: Access;
  /** Korean one-line description (OpenAPI summary). */
  summary: string;
  /** Path parameters that are encrypted ids, with the kind (or kinds) each may be. */
  ids?: Record<string, IdKind | readonly IdKind[]>;
  /** Other path parameters. */
  params?: z.ZodObject;
  /** Per-IP limit of the sign-in family of calls (AUTH_RATE_LIMIT_PER_MINUTE). */
  rateLimit?: 'auth';
  /** Writes only: what the audit log records (default: the call's answer as the target). */
  audit?: AuditDeclaration;
  /**
   * Writes only: a request sent with an `Idempotency-Key` header is done once; a repeat of it (a
   * phone retrying after a lost answer, a double tap) gets the first answer back. See idempotency.ts.
   */
  idempotent?: true;
  /** Cache-Control of a success; every API answer is `no-store` unless a call says otherwise. */
  cache?: string;
  /** Left out of the OpenAPI document (file downloads document themselves in the summary). */
  hidden?: boolean;
  /** Request bodies that are not JSON (multipart uploads) skip body validation. */
  multipart?: boolean;
}

/** One declared call: its access, its schemas and one handler. */
export interface CallDeclaration extends CallBase {
  body?: z.ZodType;
  query?: z.ZodType;
  /** The success answer's schema; omitted for calls that stream (files). */
  response?: z.ZodType;
  /** Extra documented failure statuses beyond the ones the access implies. */
  failures?: readonly number[];
  /**
   * The answer is written with plain JSON.stringify instead of being parsed by `response` first:
   * only for answers a typed mapper builds field by field (a record), like list pages.
   */
  plainResponse?: boolean;
  list?: undefined;
  // The handler's input types come from the schemas above (see `call()`); here they are erased.
  handler(call: Call<never, never, never>): Promise<unknown>;
}

/** A list call of the ra-data-simple-rest protocol. */
export interface ListCallDeclaration extends CallBase {
  list: ListDefinition<string, z.ZodRawShape>;
  /** One row's schema (the answer is an array of it). */
  record: z.ZodType;
  handler(
    call: Call<never, never, never>,
    list: ListRequest<string, z.ZodRawShape>,
  ): Promise<ListPage<unknown>>;
}

export type Declaration = CallDeclaration | ListCallDeclaration;

/** A route file's table: its OpenAPI tag and its calls under their spec paths. */
export interface RouteTable {
  tag: string;
  calls: Readonly<Record<CallKey, Declaration>>;
}
