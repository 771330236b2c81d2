import type { FastifyInstance } from 'fastify';
import { leafPaths, sampleOf, seeded, withValue, type JsonSchema, type Resolve } from './fuzzSchema';
import { HOSTILE_STRINGS, PATH_VALUES, RAW_BODIES, WRONG_TYPES, jsonQueryValues } from './fuzzValues';

/**
 * The requests of the operation fuzz test: for one operation of the OpenAPI document, a plausible
 * call and its variants, each with one hostile value in one place (path id, query, body field, raw
 * body, auth header).
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
export interface Variant {
  name: string;
  path?: Record<string, string>;
  query?: Array<[string, string]>;
  body?: unknown;
  raw?: { payload: string; contentType: string };
  headers?: Record<string, string>;
}

const random = seeded(20_240_101);

/** Percent-encodes like a client that does not care: lone surrogates become their WTF-8 bytes. */
function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0xd800 || code > 0xdfff) out += encodeURIComponent(char);
    else
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
  }
  return out;
}

export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  // Deletions last, so the ids the other operations use still exist when they run.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** The variants one operation gets: each hostile value at one place, the rest plausible. */
export function variantsOf(operation: Operation, resolve: Resolve, validIds: Map<string, string>): Variant[] {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const samplePath = Object.fromEntries(
    pathParams.map((p) => [
      p.name,
      validIds.get(collectionOf(operation.path, p.name)) ?? String(sampleOf(p.schema ?? {}, resolve, p.name)),
    ]),
  );
  // The list protocol's JSON parameters are optional; a made-up text there would only be a 400.
  const sampleQuery = queryParams
    .filter((p) => p.required || !/JSON/.test(p.description ?? ''))
    .map((p): [string, string] => [p.name, String(sampleOf(p.schema ?? {}, resolve, p.name))]);
  // A fresh plausible body per variant: unique e-mails and phones, so one hostile field is the only fault.
  const sampleBody = () => (operation.body ? sampleOf(operation.body, resolve) : undefined);
  const variants: Variant[] = [
    { name: 'plausible', path: samplePath, query: sampleQuery, body: sampleBody() },
  ];
  const hostile = Object.entries(HOSTILE_STRINGS);
  const wrong = Object.entries(WRONG_TYPES);

  for (const param of pathParams) {
    for (const [name, value] of Object.entries(PATH_VALUES)) {
      variants.push({
        name: `path ${param.name} ${name}`,
        path: { ...samplePath, [param.name]: value },
        body: sampleBody(),
      });
    }
  }
  for (const param of queryParams) {
    const others = sampleQuery.filter(([key]) => key !== param.name);
    const values = [
      ...random.sample(hostile, 4).map(([name, value]) => [name, value] as const),
      ...(/JSON/.test(param.description ?? '') ? jsonVariants(param.name) : []),
    ];
    for (const [name, value] of values) {
      variants.push({
        name: `query ${param.name} ${name}`,
        path: samplePath,
        query: [...others, [param.name, value]],
      });
    }
    variants.push({
      name: `query ${param.name} repeated`,
      path: samplePath,
      query: [...others, [param.name, 'a'], [param.name, '\u0000']],
    });
  }
  if (operation.body) {
    for (const leaf of leafPaths(operation.body, resolve)) {
      const picks = [['nul', HOSTILE_STRINGS.nul], ...random.sample([...hostile, ...wrong], 4)] as const;
      for (const [name, value] of picks) {
        variants.push({
          name: `body ${leaf.join('.')} ${name}`,
          path: samplePath,
          body: withValue(sampleBody(), leaf, value),
        });
      }
    }
    variants.push({ name: 'body empty object', path: samplePath, body: {} });
    variants.push({ name: 'body wrong top-level type', path: samplePath, body: [sampleBody()] });
  }
  for (const raw of RAW_BODIES) variants.push({ name: `raw ${raw.name}`, path: samplePath, raw });
  return variants;
}

/** The first few JSON values (the search text with a NUL...) always, a sample of the rest. */
function jsonVariants(name: string) {
  const values = jsonQueryValues(name).map((value, i) => [`json${i}`, value] as const);
  return [...values.slice(0, 3), ...random.sample(values.slice(3), 9)];
}

/** `/homepage/v2/members/{id}/authority` -> `/homepage/v2/members`: where valid ids of `{id}` come from. */
const collectionOf = (path: string, param: string) =>
  path.slice(0, path.indexOf(`{${param}}`)).replace(/\/$/, '');

/** Replaces one auth header with a hostile value: headers reach the session lookup, not a schema. */
export function headerVariants(base: Record<string, string>): Variant[] {
  const names = Object.keys(base);
  if (names.length === 0) return [];
  const values: Record<string, string> = {
    nul: 'a\u0000b',
    controls: '\u0001\u001f\u007f',
    latin1: '\u00ff\u00e9\u0080',
    long: 'a'.repeat(100_000),
  };
  return random.sample(names, 2).flatMap((name) =>
    Object.entries(values).map(([kind, value]) => ({
      name: `header ${name} ${kind}`,
      headers: { ...base, [name]: value },
    })),
  );
}

function urlOf(operation: Operation, variant: Variant): string {
  let url = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = variant.path?.[name] ?? 'a';
    return /%|^\.+$/.test(value) || value.length > 1000 ? value : encodeLoose(value);
  });
  if (variant.query?.length)
    url += `?${variant.query.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&')}`;
  return url;
}

export async function send(
  app: FastifyInstance,
  operation: Operation,
  variant: Variant,
  headers: Record<string, string>,
) {
  const withBody =
    variant.raw ??
    (variant.body !== undefined
      ? { payload: JSON.stringify(variant.body), contentType: 'application/json' }
      : undefined);
  return app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, variant),
    headers: {
      ...headers,
      ...variant.headers,
      ...(withBody ? { 'content-type': withBody.contentType } : {}),
    },
    ...(withBody ? { payload: withBody.payload } : {}),
  });
}
