import { z } from 'zod';
import type { JsonSchema } from '../fuzzSchema';

/**
 * The smallest valid value of a zod schema, read off its JSON Schema (the input side, so defaults
 * and transforms are as a request sends them): optional fields left out, the first enum value,
 * numbers at their lower bound, strings of the right length that match their pattern. Whatever it
 * makes is parsed by the schema itself; a schema it cannot satisfy (a refinement, an unusual
 * pattern) gives `undefined`, and that call keeps a hand-written example.
 */
export function validValue(schema: z.ZodType): { value: unknown } | undefined {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema & {
    $defs?: Record<string, Schema>;
  };
  const value = valueOf(json, json.$defs ?? {}, 0);
  if (value === MISSING || !schema.safeParse(value).success) return undefined;
  return { value };
}

type Schema = JsonSchema & { minItems?: number; exclusiveMinimum?: number; exclusiveMaximum?: number };

const MISSING = Symbol('missing');
type Made = unknown;

/** Strings a field may need, the plainest first. */
const STRINGS = [
  'a',
  '가나다',
  '1',
  '01',
  '2026',
  '2026-01',
  '2026-01-01',
  '20260101',
  'Y',
  'N',
  'matrix@example.com',
  '01012345678',
  '2026-01-01T00:00:00.000Z',
];

const FORMATS: Record<string, string> = {
  email: 'matrix@example.com',
  date: '2026-01-01',
  'date-time': '2026-01-01T00:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function stringOf(schema: Schema): Made {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  // Runs of one character as long as the bounds or the pattern's counts ({6}) say.
  const lengths = [
    min,
    max,
    ...[...(schema.pattern ?? '').matchAll(/\{(\d+)/g)].map((m) => Number(m[1])),
  ].filter((length) => length > 0 && length <= 100);
  const candidates = [
    ...(schema.format && FORMATS[schema.format] ? [FORMATS[schema.format]!] : []),
    ...STRINGS,
    ...lengths.flatMap((length) => ['a'.repeat(length), '1'.repeat(length)]),
  ];
  return (
    candidates.find(
      (text) => text.length >= min && text.length <= max && (pattern === null || pattern.test(text)),
    ) ?? MISSING
  );
}

function numberOf(schema: Schema): Made {
  const integer = schema.type === 'integer';
  let value = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  if (!integer && schema.exclusiveMinimum !== undefined && schema.minimum === undefined)
    value = schema.exclusiveMinimum + 0.5;
  if (integer) value = Math.ceil(value);
  const fits =
    value <= (schema.maximum ?? Infinity) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum);
  return fits ? value : MISSING;
}

function valueOf(input: Schema, defs: Record<string, Schema>, depth: number): Made {
  if (depth > 10) return MISSING;
  const schema: Schema | undefined = input.$ref ? defs[input.$ref.replace('#/$defs/', '')] : input;
  if (!schema) return MISSING;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length === 1) return valueOf(schema.allOf[0]!, defs, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    // A value of the first alternative that can have one; null only when nothing else fits.
    for (const alternative of alternatives) {
      if (alternative.type === 'null') continue;
      const made = valueOf(alternative, defs, depth + 1);
      if (made !== MISSING) return made;
    }
    return alternatives.some((alternative) => alternative.type === 'null') ? null : MISSING;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return false;
    case 'array': {
      const count = schema.minItems ?? 0;
      if (count === 0) return [];
      const item = schema.items ? valueOf(schema.items, defs, depth + 1) : MISSING;
      return item === MISSING ? MISSING : Array.from({ length: count }, () => item);
    }
    case 'object': {
      const record: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        const made = property ? valueOf(property, defs, depth + 1) : MISSING;
        if (made === MISSING) return MISSING;
        record[key] = made;
      }
      return record;
    }
    case 'null':
      return null;
    default:
      return types.includes('null') ? null : MISSING;
  }
}
