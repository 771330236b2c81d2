import type { z } from 'zod';
import type { AppContext, SessionAuth } from '../context';
import type { IdKind } from '../services/ids';
import type { Access } from './access';
import type { RecordList } from './listFromRecord';
import type { ListDefinition, ListPage, ListRequest } from '../services/listQuery';
import type {
  Call,
  CallDeclaration,
  CallKey,
  Declaration,
  HttpMethod,
  ListCallDeclaration,
  RouteTable,
} from './types';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

type CallOptions<B, Q, P> = Omit<CallDeclaration, 'handler' | 'body' | 'query' | 'params'> & {
  body?: B;
  query?: Q;
  params?: P;
  handler(call: Call<Out<B>, Out<Q>, Out<P>>): Promise<unknown>;
};

/** One call; the handler's `body`, `query` and `params` are typed from the declared schemas. */
export function call<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
>(declaration: CallOptions<B, Q, P>): CallDeclaration {
  return declaration as unknown as CallDeclaration;
}

type ListOptions<S extends string, F extends z.ZodRawShape, T> = Omit<
  ListCallDeclaration,
  'handler' | 'list' | 'record'
> & {
  list: ListDefinition<S, F>;
  record: z.ZodType<T>;
  handler(call: Call<undefined, undefined, undefined>, list: ListRequest<S, F>): Promise<ListPage<T>>;
};

/**
 * A list call of the ra-data-simple-rest protocol: the layer parses `sort`, `range` and `filter`
 * with the list definition (a Korean 400 for anything else) and sets `Content-Range`.
 */
export function listCall<S extends string, F extends z.ZodRawShape, T>(
  declaration: ListOptions<S, F, T>,
): ListCallDeclaration {
  return declaration as unknown as ListCallDeclaration;
}

/** A route file's table: its calls under their full spec paths (grep a path, find its handler). */
export function defineRoutes(tag: string, calls: Record<CallKey, Declaration>): RouteTable {
  return { tag, calls };
}

/** Splits `'GET /homepage/v2/members/{id}'` into the method and the path. */
export function parseCallKey(key: CallKey) {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

/** `{id}` -> `:id`, the router's spelling of a path parameter. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The names of a spec path's parameters, in order. */
export const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

export const isListCall = (declaration: Declaration): declaration is ListCallDeclaration =>
  'list' in declaration && declaration.list !== undefined;

/** The five calls a record resource answers, as service functions of one shape. */
export interface CrudService<R, B> {
  list(ctx: AppContext, session: SessionAuth, list: ListRequest<string, z.ZodRawShape>): Promise<ListPage<R>>;
  get(ctx: AppContext, session: SessionAuth, id: number): Promise<R>;
  create?(ctx: AppContext, session: SessionAuth, body: B): Promise<R>;
  update?(ctx: AppContext, session: SessionAuth, id: number, body: B): Promise<R>;
  remove?(ctx: AppContext, session: SessionAuth, id: number): Promise<R>;
}

/**
 * List, read, create, update and delete of a company's records under one path: `{path}` and
 * `{path}/{id}`. Updates are audited with the record before and after.
 */
export function crud<R extends object, B>(
  path: `/${string}`,
  spec: {
    label: string;
    kind: IdKind;
    record: z.ZodType<R>;
    input?: z.ZodType<B>;
    list: RecordList;
    access: { read: Access; create?: Access; update?: Access; delete?: Access };
    service: CrudService<R, B>;
  },
): Record<CallKey, Declaration> {
  const { label, kind, record, input, list, access, service } = spec;
  const ids = { id: kind };
  const calls: Record<CallKey, Declaration> = {
    [`GET ${path}`]: listCall({
      access: access.read,
      summary: `${label} 목록`,
      list,
      record,
      handler: (c, request) => service.list(c.ctx, c.session, request),
    }),
    [`GET ${path}/{id}`]: call({
      access: access.read,
      summary: `${label} 하나`,
      ids,
      response: record,
      // The record mapper builds every field, as for the list's rows.
      plainResponse: true,
      handler: (c) => service.get(c.ctx, c.session, c.ids.id!),
    }),
  };
  const { create, update, remove } = service;
  if (create && input && access.create)
    calls[`POST ${path}`] = call({
      access: access.create,
      summary: `${label} 등록`,
      body: input,
      response: record,
      failures: [409],
      audit: { target: kind },
      handler: (c) => create(c.ctx, c.session, c.body as B),
    });
  if (update && input && access.update)
    calls[`PUT ${path}/{id}`] = call({
      access: access.update,
      summary: `${label} 수정`,
      ids,
      body: input,
      response: record,
      failures: [403, 409],
      audit: { target: kind, before: (c) => service.get(c.ctx, c.session, c.ids.id!) },
      handler: (c) => update(c.ctx, c.session, c.ids.id!, c.body as B),
    });
  if (remove && access.delete)
    calls[`DELETE ${path}/{id}`] = call({
      access: access.delete,
      summary: `${label} 삭제`,
      ids,
      response: record,
      failures: [409],
      audit: { target: kind },
      handler: (c) => remove(c.ctx, c.session, c.ids.id!),
    });
  return calls;
}
