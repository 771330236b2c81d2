import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { workbookOf } from '../../lib/sheet';
import { seoulDateString, seoulWallClock } from '../../lib/seoulTime';

/** Finds the display name of a referenced record (loaded before the rows are written). */
export type ReferenceLookup = (reference: string, id: unknown) => string;

export interface ExportColumn {
  /** Korean header. */
  label: string;
  /**
   * A date column: its cells are real spreadsheet dates (sortable, filterable), not text; a money
   * column: its cells are numbers (the sheet sums them).
   */
  kind?: 'date' | 'number';
  /** The referenced resource when the cell shows another record's name. */
  reference?: string;
  source: string;
  text: (record: RaRecord, lookup: ReferenceLookup) => string;
}

/** Rows per request while exporting: large enough to be quick, small enough for any server cap. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row of the filtered, sorted list, fetched page by page through the dataProvider (the visible
 * page holds only 50). Stops at the reported total, or at a short page if the server caps the range.
 */
export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort }: { filter: Record<string, unknown>; sort: SortPayload },
  pageSize = EXPORT_PAGE_SIZE,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList(resource, {
      filter,
      sort,
      pagination: { page, perPage: pageSize },
    });
    rows.push(...data);
    if (data.length < pageSize || (total !== undefined && rows.length >= total)) return rows;
  }
}

/** Loads the names of the records the columns refer to, so the sheet shows 개발팀 instead of an id. */
export async function loadReferences(
  dataProvider: DataProvider,
  columns: readonly ExportColumn[],
  records: readonly RaRecord[],
): Promise<ReferenceLookup> {
  const names = new Map<string, Map<string, string>>();
  for (const column of columns) {
    if (!column.reference || names.has(column.reference)) continue;
    const ids = [...new Set(records.map((record) => record[column.source]).filter((id) => id != null))];
    const byId = new Map<string, string>();
    for (let start = 0; start < ids.length; start += 100) {
      const { data } = await dataProvider.getMany(column.reference, { ids: ids.slice(start, start + 100) });
      for (const item of data) byId.set(String(item.id), String(item.name ?? item.id));
    }
    names.set(column.reference, byId);
  }
  return (reference, id) => (id == null ? '' : (names.get(reference)?.get(String(id)) ?? String(id)));
}

/** One cell: text (names, phones with their leading 0, codes), a number (amounts) or a date. */
export type SheetCell = string | number | Date;

/**
 * A stored date or timestamp as the Date whose UTC fields are the Seoul calendar day and time, which
 * the sheet writes as-is (a spreadsheet date has no time zone). Text that is no date stays text.
 */
export function sheetDate(value: unknown): SheetCell {
  if (typeof value !== 'string' || value === '') return '';
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (compact) return new Date(Date.UTC(Number(compact[1]), Number(compact[2]) - 1, Number(compact[3])));
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return seoulWallClock(instant);
}

/** The sheet's rows: the Korean headers first, then one row per record (dates as dates). */
export function toSheetRows(
  columns: readonly ExportColumn[],
  records: readonly RaRecord[],
  lookup: ReferenceLookup,
): SheetCell[][] {
  return [
    columns.map((column) => column.label),
    ...records.map((record) =>
      columns.map((column) => {
        if (column.kind === 'date') return sheetDate(record[column.source]);
        const value: unknown = record[column.source];
        if (column.kind === 'number' && typeof value === 'number') return value;
        return column.text(record, lookup);
      }),
    ),
  ];
}

/** "구성원_20250301.xlsx": the resource name and the Seoul date of the download. */
export function exportFileName(label: string, now: Date = new Date()): string {
  return `${label}_${seoulDateString(now).replaceAll('-', '')}.xlsx`;
}

/**
 * Writes and downloads the .xlsx (built by lib/sheet's one writer). The spreadsheet library is a
 * dynamic import, so it is its own chunk, fetched on the first export only. Text is written as text
 * (phone numbers keep their leading 0).
 */
export async function downloadXlsx(fileName: string, rows: SheetCell[][], sheetName: string): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  XLSX.writeFile(workbookOf(XLSX, rows, sheetName), fileName, { compression: true });
}
