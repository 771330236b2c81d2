import { z } from 'zod';
import { fieldMeta } from '../../schemas/meta';
import type { FieldMeta, InputKind } from '../../schemas/meta';

export type Choice = { readonly id: string; readonly name: string };

/** How a date field is stored: `compact` YYYYMMDD (member dates) or `iso` YYYY-MM-DD. */
export type DateStorage = 'compact' | 'iso';

/** One field of a resource schema, as the generated screens need it. */
export interface FieldSpec {
  source: string;
  label: string;
  meta: FieldMeta;
  input: InputKind;
  schema: z.ZodType;
  /** The schema refuses a missing value (shown with the required mark). */
  required: boolean;
  /** The schema takes null as a value (reference fields); otherwise a cleared input means "missing". */
  nullable: boolean;
  maxLength: number | null;
  choices: readonly Choice[] | null;
  dateStorage: DateStorage | null;
  /** A list column (metadata `list`, default true). */
  list: boolean;
  sortable: boolean;
  filter: boolean;
}

/** Peels default/optional/nullable wrappers off to reach the type that decides the input. */
export function coreOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (
      current instanceof z.ZodDefault ||
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch
    ) {
      current = current.unwrap() as z.ZodType;
    } else {
      return current;
    }
  }
}

function inferInput(core: z.ZodType): InputKind {
  if (core instanceof z.ZodBoolean) return 'boolean';
  if (core instanceof z.ZodNumber) return 'number';
  if (core instanceof z.ZodEnum) return 'select';
  return 'text';
}

function enumChoices(core: z.ZodType): Choice[] | null {
  if (!(core instanceof z.ZodEnum)) return null;
  // '' is the "not set" value of optional selects; the empty option of the input stands for it.
  return (core.options as Array<string | number>)
    .map(String)
    .filter((value) => value !== '')
    .map((value) => ({ id: value, name: value }));
}

/**
 * The storage of a date field, read from its own rules: a schema that takes 20000101 and refuses
 * 2000-01-01 stores YYYYMMDD. Asking the schema keeps the conversion in one place instead of a
 * second flag that could disagree with the validation.
 */
function dateStorageOf(schema: z.ZodType): DateStorage {
  return schema.safeParse('20000101').success && !schema.safeParse('2000-01-01').success ? 'compact' : 'iso';
}

/** The labelled fields of an object schema, in declaration order (fields without metadata are skipped). */
export function fieldsOf(schema: z.ZodObject): FieldSpec[] {
  const specs: FieldSpec[] = [];
  for (const [source, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const meta = fieldMeta(fieldSchema);
    if (!meta) continue;
    const core = coreOf(fieldSchema);
    const input = meta.input ?? inferInput(core);
    specs.push({
      source,
      label: meta.label,
      meta,
      input,
      schema: fieldSchema,
      required: !fieldSchema.safeParse(undefined).success,
      nullable: fieldSchema.safeParse(null).success,
      maxLength: core instanceof z.ZodString ? core.maxLength : null,
      choices: meta.choices ?? enumChoices(core),
      dateStorage: input === 'date' ? dateStorageOf(fieldSchema) : null,
      list: meta.list ?? true,
      sortable: meta.sortable ?? false,
      filter: meta.filter ?? false,
    });
  }
  return specs;
}

/** The Korean label of a choice value, or the value itself when it is not one of the choices. */
export function choiceLabel(choices: readonly Choice[] | null, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const id = String(value);
  return choices?.find((choice) => choice.id === id)?.name ?? id;
}
