import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import type { ImportColumn, ImportColumns } from '../../../schemas/importColumns';
import type { SheetRowError } from '../../../schemas/sheet';

/** JSON Schema keywords rjsf understands; the field metadata of .meta() is left out. */
const KEYWORDS = new Set(['type', 'minLength', 'maxLength', 'pattern', 'default', 'enum']);

/**
 * The row form's JSON Schema, generated from the same zod schema that validates the rows (DESIGN.md:
 * JSON-Schema forms for the import preview), with the sheet's Korean headers as titles. Every field
 * stays a text input: a select could not show the wrong value ("남자") that the person came to correct.
 */
export function rowJsonSchema(schema: z.ZodType, columns: ImportColumns): RJSFSchema {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as RJSFSchema;
  // A schema with a .meta id comes as a $ref to its definition.
  const ref = generated.$ref?.replace('#/$defs/', '');
  const root = (ref ? generated.$defs?.[ref] : generated) as RJSFSchema;
  const properties: Record<string, RJSFSchema> = {};
  for (const [field, column] of Object.entries<ImportColumn>(columns)) {
    const source = (root.properties?.[field] ?? {}) as Record<string, unknown>;
    const property: RJSFSchema = Object.fromEntries(
      Object.entries(source).filter(([key]) => KEYWORDS.has(key) && key !== 'enum'),
    );
    property.type = 'string';
    property.title = column.header;
    properties[field] = property;
  }
  const required = (root.required ?? []).filter((field) => field in properties);
  return { type: 'object', required, properties };
}

/** Inputs by column kind: a phone keypad, the date's shape, a select column's values as a hint. */
export function rowUiSchema(columns: ImportColumns): UiSchema {
  const ui: UiSchema = {};
  for (const [field, column] of Object.entries<ImportColumn>(columns)) {
    if (column.kind === 'phone')
      ui[field] = { 'ui:options': { inputType: 'tel' }, 'ui:placeholder': column.example };
    else if (column.kind === 'date') ui[field] = { 'ui:placeholder': 'YYYYMMDD' };
    else if (column.choices?.length) ui[field] = { 'ui:placeholder': column.choices.join(' 또는 ') };
    else if (field === 'email') ui[field] = { 'ui:options': { inputType: 'email' } };
  }
  return ui;
}

/** Korean row errors as rjsf shows them beside the inputs (`{ field: { __errors: [...] } }`). */
export function toErrorSchema(errors: readonly SheetRowError[], columns: ImportColumns): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    if (!(error.field in columns)) continue;
    (schema[error.field] ??= { __errors: [] }).__errors.push(error.message);
  }
  return schema as ErrorSchema;
}
