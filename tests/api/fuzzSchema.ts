/**
 * The fuzz test's reading of the OpenAPI document: one plausible value per JSON schema, and the
 * places in it where a hostile value can be put.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** Follows `#/components/schemas/X` references of one document. */
export function resolverOf(components: Record<string, JsonSchema> = {}): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`unknown schema reference ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

let serial = 0;
/** Plausible strings, the ones named like the field first; e-mails and phones differ per call (unique keys). */
function stringCandidates(name: string): string[] {
  serial += 1;
  const email = `fuzz${serial}@example.com`;
  const phone = `010${String(serial % 1e8).padStart(8, '0')}`;
  const byName: Array<[RegExp, string]> = [
    [/mail/i, email],
    [/phone/i, phone],
    [/date|birth/i, '20240101'],
    [/password|passwd/i, `Fuzz!${serial}abcD`],
    [/code/i, '123456'],
    [/receipt/i, 'Q-20240101-0001'],
  ];
  const named = byName.filter(([pattern]) => pattern.test(name)).map(([, value]) => value);
  return [
    ...named,
    '가나다',
    email,
    phone,
    '20240101',
    'Q-20240101-0001',
    '123456',
    `Fuzz!${serial}abcD`,
    'a',
    '',
  ];
}

/** Keys an open record (import rows, tracking tags) is given, with plausible values. */
export const RECORD_KEYS = ['name', 'email', 'cellPhone', 'rank', 'eventDate', 'q'];

const patternsOf = (schema: JsonSchema, resolve: Resolve): string[] => [
  ...(schema.pattern ? [schema.pattern] : []),
  ...(schema.allOf ?? []).flatMap((part) => patternsOf(resolve(part), resolve)),
];

/**
 * A plausible value for `schema`: a flag's default, the first enum value, null where allowed (optional
 * references), a string named like the field and matching its patterns, every property filled.
 */
export function sampleOf(input: JsonSchema, resolve: Resolve, name = '', depth = 0): unknown {
  const schema = resolve(input);
  if (depth > 8) return null;
  // Defaults of flags (dryRun: false) are the plausible call; a default '' may be the invalid choice.
  if (typeof schema.default === 'boolean' || schema.default === null) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    if (alternatives.some((alt) => resolve(alt).type === 'null')) return null;
    return sampleOf(alternatives[0]!, resolve, name, depth + 1);
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) return null;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const patterns = patternsOf(schema, resolve).map((p) => new RegExp(p, 'u'));
      const fits = (value: string) =>
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        patterns.every((p) => p.test(value));
      return stringCandidates(name).find(fits) ?? 'a';
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleOf(schema.items, resolve, name, depth + 1)] : [];
    case 'object':
    case undefined: {
      if (!schema.properties) {
        if (typeof schema.additionalProperties !== 'object') return {};
        return Object.fromEntries(RECORD_KEYS.map((key) => [key, stringCandidates(key)[0]]));
      }
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [
          key,
          sampleOf(value, resolve, key, depth + 1),
        ]),
      );
    }
    default:
      return null;
  }
}

export type Path = Array<string | number>;

/**
 * Every place in a sample a value can be put: each property (at any depth, array items as [0]),
 * and for open records (`additionalProperties`) some keys a record of user text would carry.
 */
export function leafPaths(input: JsonSchema, resolve: Resolve, prefix: Path = [], depth = 0): Path[] {
  const schema = resolve(input);
  if (depth > 6) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return alternatives.flatMap((alt) => leafPaths(alt, resolve, prefix, depth + 1));
  }
  const paths: Path[] = [];
  if (schema.properties) {
    for (const [key, value] of Object.entries(schema.properties)) {
      paths.push([...prefix, key], ...leafPaths(value, resolve, [...prefix, key], depth + 1));
    }
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    for (const key of [...RECORD_KEYS, 'a\u0000b']) {
      paths.push([...prefix, key]);
    }
  }
  if (schema.items) paths.push(...leafPaths(schema.items, resolve, [...prefix, 0], depth + 1));
  return uniquePaths(paths);
}

function uniquePaths(paths: Path[]): Path[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A deep copy of `base` with `value` at `path` (objects and arrays created on the way). */
export function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const record =
    base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  record[head!] = withValue(record[head!], rest, value);
  return record;
}

/** A deterministic pseudo-random sequence, so a failing run can be repeated exactly. */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}
