import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { z } from 'zod';
import { GENDERS, LUNAR_KINDS, MEMBER_IMPORT_HEADERS, memberImportRow } from '../../../schemas/members';
import type { ImportRowError } from '../../../schemas/members';
import type { ImportField } from './importRows';
import { IMPORT_FIELDS } from './importRows';

/** JSON Schema keywords rjsf and ajv understand; the field metadata of .meta() is left out. */
const KEYWORDS = new Set(['type', 'minLength', 'maxLength', 'pattern', 'default', 'enum']);

/**
 * The row form's JSON Schema, generated from the same zod schema that validates the rows (DESIGN.md:
 * JSON-Schema forms for the import preview), with the Korean headers as titles. Every field stays a
 * text input: a select could not show the wrong value ("남자") that the person came to correct.
 */
export function importRowJsonSchema(): RJSFSchema {
  const generated = z.toJSONSchema(memberImportRow, { io: 'input', unrepresentable: 'any' }) as RJSFSchema;
  const root = (generated.$defs?.MemberImportRow ?? generated) as RJSFSchema;
  const properties: Record<string, RJSFSchema> = {};
  for (const field of IMPORT_FIELDS) {
    const source = (root.properties?.[field] ?? {}) as Record<string, unknown>;
    const property: RJSFSchema = Object.fromEntries(
      Object.entries(source).filter(([key]) => KEYWORDS.has(key)),
    );
    property.title = MEMBER_IMPORT_HEADERS[field];
    properties[field] = property;
  }
  return { type: 'object', required: root.required ?? [], properties };
}

export const IMPORT_ROW_UI_SCHEMA: UiSchema = {
  cellPhone: { 'ui:options': { inputType: 'tel' }, 'ui:placeholder': '01012345678' },
  gender: { 'ui:placeholder': GENDERS.join(' 또는 ') },
  eventDate: { 'ui:placeholder': 'YYYYMMDD' },
  lunar: { 'ui:placeholder': LUNAR_KINDS.join(' 또는 ') },
  email: { 'ui:options': { inputType: 'email' } },
};

/** Korean row errors as rjsf shows them beside the inputs (`{ field: { __errors: [...] } }`). */
export function toErrorSchema(errors: readonly ImportRowError[]): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    if (!IMPORT_FIELDS.includes(error.field as ImportField)) continue;
    (schema[error.field] ??= { __errors: [] }).__errors.push(error.message);
  }
  return schema as ErrorSchema;
}
