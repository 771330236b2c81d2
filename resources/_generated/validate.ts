import { issuesByField } from '../../schemas/issues';
import type { z } from 'zod';

type Values = Record<string, unknown>;

const nullTakers = new WeakMap<z.ZodObject, Set<string>>();

/** The fields of `schema` whose rules take null (reference fields such as groupId). */
function fieldsTakingNull(schema: z.ZodObject): Set<string> {
  let found = nullTakers.get(schema);
  if (!found) {
    found = new Set(
      Object.entries(schema.shape as Record<string, z.ZodType>)
        .filter(([, field]) => field.safeParse(null).success)
        .map(([name]) => name),
    );
    nullTakers.set(schema, found);
  }
  return found;
}

/**
 * react-admin inputs turn a cleared text into null; for a field whose schema does not take null that
 * means "not given", so it becomes undefined and the schema's default ('') or its own Korean
 * "please enter" message applies instead of zod's generic type message.
 */
export function normaliseValues(schema: z.ZodObject, values: Values): Values {
  const takesNull = fieldsTakingNull(schema);
  const normalised: Values = {};
  for (const [key, value] of Object.entries(values)) {
    normalised[key] = value === null && !takesNull.has(key) ? undefined : value;
  }
  return normalised;
}

/** A react-admin form `validate` from a zod schema: the schema's Korean messages beside the fields. */
export function schemaValidator(schema: z.ZodObject) {
  return (values: Values): Record<string, string> => {
    const parsed = schema.safeParse(normaliseValues(schema, values));
    return parsed.success ? {} : issuesByField(parsed.error);
  };
}

/**
 * The body to send: the record reduced to the schema's fields, trimmed and defaulted by the schema
 * (the form has already refused invalid values, so a failure here only keeps the values as they are
 * and lets the server answer with its own field messages).
 */
export function toInputBody(schema: z.ZodObject, values: Values): Values {
  const normalised = normaliseValues(schema, values);
  const parsed = schema.safeParse(normalised);
  if (parsed.success) return parsed.data as Values;
  const keys = new Set(Object.keys(schema.shape));
  return Object.fromEntries(Object.entries(normalised).filter(([key]) => keys.has(key)));
}
