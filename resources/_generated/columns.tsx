import { formatPhone } from '../../lib/phone';
import { won } from '../../lib/won';
import type { ReactNode } from 'react';
import { ReferenceField } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { displayDate, displayDateTime } from './dates';
import type { ExportColumn } from './exportXlsx';
import { choiceLabel } from './schemaFields';
import type { FieldSpec } from './schemaFields';
import { LIST_TEXT } from './strings';
import type { ResourceDefinition, WaitingRows } from './types';
import { WaitingAge } from './WaitingAge';

/** One list column: what the cell shows and what the export writes. */
export interface ColumnSpec {
  source: string;
  label: string;
  sortable: boolean;
  /** Kept on one line (phones, dates, amounts). */
  noWrap?: boolean;
  /** Amounts line up on the right. */
  align?: 'right';
  render: (record: RaRecord) => ReactNode;
  /** null: not part of the export. */
  exportColumn: ExportColumn | null;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The text a field's value reads as, on screen and in the export: labels, not codes. */
export function fieldText(field: FieldSpec, value: unknown): string {
  // No amount (not quoted yet) reads as '-', not as an empty cell that looks unloaded.
  if (field.input === 'money') return typeof value === 'number' || value == null ? won(value) : String(value);
  if (value === null || value === undefined) return '';
  if (field.choices) return choiceLabel(field.choices, value);
  if (typeof value === 'number') return `${value.toLocaleString('ko-KR')}${field.meta.counter ?? ''}`;
  switch (field.input) {
    case 'date':
      return displayDate(value);
    case 'boolean':
      return value ? LIST_TEXT.yes : LIST_TEXT.no;
    case 'tel':
      return formatPhone(String(value));
    default:
      // A timestamp (등록일, 처리 시각) reads in Seoul time, never as the raw UTC string.
      return typeof value === 'string' && ISO_TIMESTAMP.test(value) ? displayDateTime(value) : String(value);
  }
}

/** A number field shown as a figure (a count or a measure), not a code. */
const isCount = (field: FieldSpec) => field.input === 'number' || field.meta.counter !== undefined;

function fieldCell(field: FieldSpec): (record: RaRecord) => ReactNode {
  if (field.input === 'reference' && field.meta.reference) {
    const reference = field.meta.reference;
    return () => <ReferenceField source={field.source} reference={reference} link={false} />;
  }
  return (record) => fieldText(field, record[field.source]);
}

function fieldExport(field: FieldSpec): ExportColumn {
  const reference = field.input === 'reference' ? field.meta.reference : undefined;
  return {
    source: field.source,
    reference,
    // Amounts and counts go to the sheet as numbers (the counter is in the header), dates as dates.
    kind: field.input === 'date' ? 'date' : field.input === 'money' || isCount(field) ? 'number' : undefined,
    label: field.meta.counter ? `${field.label}(${field.meta.counter})` : field.label,
    text: (record, lookup) =>
      reference ? lookup(reference, record[field.source]) : fieldText(field, record[field.source]),
  };
}

function overridden(
  base: ColumnSpec,
  override: NonNullable<ResourceDefinition['columns']>[string] | undefined,
): ColumnSpec {
  if (!override) return base;
  const label = override.label ?? base.label;
  const text = override.text;
  return {
    source: base.source,
    label,
    sortable: override.sortable ?? base.sortable,
    noWrap: base.noWrap,
    align: base.align,
    render: override.render ?? base.render,
    exportColumn: text
      ? { label, source: base.source, text: (record) => text(record) }
      : base.exportColumn && { ...base.exportColumn, label },
  };
}

/**
 * The list's columns: the record schema's fields shown in lists (metadata `list`), with the
 * resource's overrides, and its extra columns placed after the field they name.
 */
export function listColumns(definition: ResourceDefinition, fields: readonly FieldSpec[]): ColumnSpec[] {
  const columns = fields
    .filter((field) => definition.columns?.[field.source]?.list ?? field.list)
    .map((field) =>
      overridden(
        {
          source: field.source,
          label: field.label,
          sortable: field.sortable,
          noWrap: field.input === 'tel' || field.input === 'date' || field.input === 'money',
          align: field.input === 'money' || isCount(field) ? 'right' : undefined,
          render: fieldCell(field),
          exportColumn: fieldExport(field),
        },
        definition.columns?.[field.source],
      ),
    );
  for (const extra of definition.extraColumns ?? []) {
    const text = extra.text;
    const column: ColumnSpec = {
      source: extra.source,
      label: extra.label,
      sortable: extra.sortable ?? false,
      render: extra.render ?? ((record) => (text ? text(record) : String(record[extra.source] ?? ''))),
      exportColumn:
        extra.exported && text
          ? { label: extra.label, source: extra.source, text: (record) => text(record) }
          : null,
    };
    const at = extra.after ? columns.findIndex((existing) => existing.source === extra.after) : -1;
    if (at === -1) columns.push(column);
    else columns.splice(at + 1, 0, column);
  }
  if (definition.waiting) columns.push(waitingColumn(definition.name, definition.waiting));
  return columns;
}

/** 대기 시간: how long each waiting row has waited, coloured past the queue's limit (not exported). */
function waitingColumn(resource: string, waiting: WaitingRows): ColumnSpec {
  return {
    source: '_waited',
    label: LIST_TEXT.waited,
    sortable: false,
    noWrap: true,
    render: (record) => <WaitingAge resource={resource} waiting={waiting} record={record} />,
    exportColumn: null,
  };
}

/** The export's columns: the list's, plus the definition's extra fields (e.g. the office phone). */
export function exportColumns(
  definition: ResourceDefinition,
  fields: readonly FieldSpec[],
  columns: readonly ColumnSpec[],
): ExportColumn[] {
  if (definition.export === false) return [];
  const listed = columns.flatMap((column) => (column.exportColumn ? [column.exportColumn] : []));
  const extra = (definition.export?.extraFields ?? []).flatMap((source) => {
    const field = fields.find((candidate) => candidate.source === source);
    return field ? [fieldExport(field)] : [];
  });
  return [...listed, ...extra];
}
