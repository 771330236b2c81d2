import type { RaRecord } from 'react-admin';
import { z } from 'zod';
import { coreOf, fieldsOf } from './schemaFields';

/**
 * A record for tests made from a record schema's fields: every labelled field gets a value of its
 * kind (a date in the field's own storage, a phone, an amount, the first choice), so a list or a
 * detail page of any declared resource can be drawn without hand-written rows.
 */
export function sampleRecord(record: z.ZodObject, index: number): RaRecord {
  const row: RaRecord = { id: `sample-${index}` };
  for (const [source, schema] of Object.entries(record.shape as Record<string, z.ZodType>)) {
    row[source] = sampleValue(schema, index);
  }
  for (const field of fieldsOf(record)) {
    if (field.input === 'date')
      row[field.source] = field.dateStorage === 'compact' ? '20261102' : '2026-11-02';
    else if (field.input === 'tel') row[field.source] = `0101234${String(5670 + index).padStart(4, '0')}`;
    else if (field.input === 'reference') row[field.source] = null;
    else if (field.choices && field.choices.length > 0) row[field.source] = field.choices[0]!.id;
    else if (coreOf(field.schema) instanceof z.ZodString) row[field.source] = `${field.label} ${index}`;
  }
  row.id = `sample-${index}`;
  return row;
}

function sampleValue(schema: z.ZodType, index: number): unknown {
  const core = coreOf(schema);
  if (core instanceof z.ZodString) return `값 ${index}`;
  if (core instanceof z.ZodNumber) return 12_300 + index;
  if (core instanceof z.ZodBoolean) return true;
  if (core instanceof z.ZodEnum) return core.options[0];
  if (core instanceof z.ZodLiteral) return core.value;
  if (core instanceof z.ZodArray) return [];
  if (core instanceof z.ZodObject)
    return Object.fromEntries(
      Object.entries(core.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        sampleValue(value, index),
      ]),
    );
  return null;
}
