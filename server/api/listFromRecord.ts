import { count, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fieldMeta } from '../../schemas/meta';
import type { Db } from '../db/client';
import {
  defineList,
  idFilter,
  textFilter,
  type ListDefinition,
  type ListPage,
  type SortOrder,
} from '../services/listQuery';

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

/** What a sort field orders by: a column, an expression, or several (a chart's sort, then name). */
export type SortKey = Column | SQL | readonly (Column | SQL)[];

/**
 * One page of a list read from `table` in the database, the shape of member/list: the page's ids
 * come off an index (`where`, ordered by the sort field's key and the id, limit and offset: the
 * rows the offset skips are never built), the total is a count(*) of the same `where`, and only the
 * page's rows are loaded (`load`, which may join whatever the record needs) and put back in the
 * page's order. A new list declares its `sortBy` (checked by `sortMap`/`sortColumns`) and its
 * conditions, and gets paging without sorting anything in memory.
 *
 * `total` replaces the count where a column kept by the write path has it (a whole event's subjects).
 * `tieBreak` is the id's direction: the sort's own (default, so one index serves both directions)
 * or always ascending.
 */
export async function pageInDatabase<T>(
  db: Db,
  spec: {
    table: PgTable;
    id: PgColumn;
    sortBy: Readonly<Record<string, SortKey>>;
    request: { sort: string; order: SortOrder; offset: number; limit: number };
    where: SQL | undefined;
    tieBreak?: 'same' | 'ASC';
    /** The total when something keeps it (a count column), instead of counting `where`. */
    total?: () => Promise<number>;
    load(ids: number[]): Promise<Map<number, T>>;
  },
): Promise<ListPage<T>> {
  const { request } = spec;
  const key = spec.sortBy[request.sort];
  if (key === undefined) throw new Error(`정렬 기준이 없는 항목: ${request.sort}`);
  const direction = request.order === 'ASC' ? sql`asc` : sql`desc`;
  const keys = (Array.isArray(key) ? key : [key]) as (Column | SQL)[];
  const orderBy = [
    ...keys.map((part) => sql`${part} ${direction}`),
    sql`${spec.id} ${spec.tieBreak === 'ASC' ? sql`asc` : direction}`,
  ];
  const [page, total] = await Promise.all([
    db
      .select({ id: spec.id })
      .from(spec.table)
      .where(spec.where)
      .orderBy(...orderBy)
      .limit(request.limit)
      .offset(request.offset),
    spec.total
      ? spec.total()
      : db
          .select({ total: count() })
          .from(spec.table)
          .where(spec.where)
          .then(([counted]) => counted?.total ?? 0),
  ]);
  const ids = page.map((row) => row.id as number);
  const loaded = ids.length > 0 ? await spec.load(ids) : new Map<number, T>();
  return {
    rows: ids.flatMap((id) => {
      const row = loaded.get(id);
      return row === undefined ? [] : [row];
    }),
    total,
  };
}

/** Rows by their id, for `pageInDatabase`'s `load`. */
export const byId = <T>(rows: T[], idOf: (row: T) => number) => new Map(rows.map((row) => [idOf(row), row]));
