import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { exportColumns, listColumns } from './columns';
import type { ColumnSpec } from './columns';
import type { ExportColumn } from './exportXlsx';
import { listFilters } from './filters';
import { fieldsOf } from './schemaFields';
import type { FieldSpec } from './schemaFields';
import type { ResourceDefinition } from './types';

/** A definition with everything the generated views read, worked out once. */
export interface CompiledResource {
  definition: ResourceDefinition;
  /** Fields of the record schema (show page, list columns). */
  fields: FieldSpec[];
  /** Fields of the input schema that a form edits (not hidden, not read-only). */
  inputFields: FieldSpec[];
  columns: ColumnSpec[];
  exportColumns: ExportColumn[];
  filters: ReactElement[];
  writable: boolean;
}

/**
 * Reads the schemas once. Callbacks typed with the resource's record type are handed records of
 * exactly that schema by the dataProvider, so widening them to RaRecord here is the one place the
 * generic layer forgets the type.
 */
export function compileResource<R extends RaRecord>(typed: ResourceDefinition<R>): CompiledResource {
  const definition = typed as unknown as ResourceDefinition;
  const fields = fieldsOf(definition.record);
  const inputFields = definition.input
    ? fieldsOf(definition.input).filter((field) => !field.meta.hidden && !field.meta.readOnly)
    : [];
  const columns = listColumns(definition, fields);
  return {
    definition,
    fields,
    inputFields,
    columns,
    exportColumns: exportColumns(definition, fields, columns),
    filters: listFilters(definition, fields),
    writable: Boolean(definition.input),
  };
}
