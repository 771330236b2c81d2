import { getTableColumns, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fieldMeta } from '../../schemas/meta';
import { defineList, idFilter, textFilter, type ListDefinition, type SortOrder } from '../services/listQuery';

/** A field's schema as a filter value: its default dropped (an absent filter is no filter). */
function asFilter(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
}

/** One end of a date range: 2026-11-23 (ISO dates) or 20261123 (dates stored as YYYYMMDD). */
const dateBound = z.string().regex(/^\d{4}-?\d{2}-?\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.');

export interface RecordList<S extends string = string> extends ListDefinition<S, z.ZodRawShape> {
  /** What the list sorts by: the record's `sortable` fields and `id`. */
  sortFields: readonly S[];
}

/**
 * The list protocol of a resource, read off its record schema's field metadata: `sortable` fields
 * (and `id`) are the sort fields, `filter` fields the filters (with `id` for getMany and `q` for the
 * search box). The browser's generated list reads the same metadata, so the two cannot disagree.
 * `extraFilters` are filters that are not record fields (a year, a kind of anniversary).
 */
export function listFromRecord<R extends z.ZodObject, S extends Extract<keyof R['shape'], string> | 'id'>(
  record: R,
  options: {
    resource: string;
    defaultSort: readonly [S, SortOrder];
    extraFilters?: z.ZodRawShape;
    /** Sort fields beyond the metadata's, such as a hidden chart order. */
    extraSortFields?: readonly S[];
  },
): RecordList<S> {
  const sortFields = new Set<string>(['id', ...(options.extraSortFields ?? [])]);
  const filters: Record<string, z.ZodType> = { id: idFilter, q: textFilter };
  for (const [name, schema] of Object.entries(record.shape as z.ZodRawShape)) {
    const meta = fieldMeta(schema as z.ZodType);
    if (meta?.sortable) sortFields.add(name);
    // A date filter is a range (the browser's DateRangeFilter sends `<field>_gte` and `<field>_lte`).
    if (meta?.filter && meta.input === 'date') {
      filters[`${name}_gte`] = dateBound;
      filters[`${name}_lte`] = dateBound;
    } else if (meta?.filter) filters[name] = asFilter(schema as z.ZodType);
  }
  Object.assign(filters, options.extraFilters ?? {});
  const list = defineList({
    resource: options.resource,
    sortFields: [...sortFields] as S[],
    defaultSort: options.defaultSort,
    filters,
  });
  return { ...list, sortFields: [...sortFields] as S[] };
}

/**
 * The column (or comparator) of each sort field, checked once at start: a field marked sortable in
 * the schema with nothing to sort it by is a programming error, not a 500 at the first click.
 */
export function sortMap<T>(list: RecordList, map: Record<string, T>): Readonly<Record<string, T>> {
  const missing = list.sortFields.filter((field) => map[field] === undefined);
  if (missing.length) throw new Error(`${list.resource}: 정렬 기준이 없는 항목 ${missing.join(', ')}`);
  return map;
}

/**
 * The sort map of a list read from one table: a sort field is the table's column of the same name
 * unless `others` gives its column (a joined table's, an expression). Checked like `sortMap`.
 */
export function sortColumns(
  list: RecordList,
  table: PgTable,
  others: Record<string, Column | SQL> = {},
): Readonly<Record<string, Column | SQL>> {
  const columns: Record<string, Column> = getTableColumns(table);
  return sortMap(
    list,
    Object.fromEntries(
      list.sortFields.flatMap((field) => {
        const column = others[field] ?? columns[field];
        return column ? [[field, column]] : [];
      }),
    ),
  );
}
