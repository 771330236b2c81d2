import type { z } from 'zod';
import type { ImportColumn, ImportColumns } from '../../../schemas/importColumns';
import type { SheetRowError } from '../../../schemas/sheet';

/** The pure half of a spreadsheet import: header mapping, cell clean-up, rows, row rules. */

/** A cell as the sheet reader hands it over (date cells already YYYYMMDD). */
export type SheetCell = string | number | boolean | null | undefined;
/** One file row as the server receives it: every field as text. */
export type SheetRow<Field extends string = string> = Record<Field, string>;

const squash = (text: string) =>
  text
    .replace(/\(.*?\)/g, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

export interface HeaderMapping<Field extends string = string> {
  /** Column index of each field found. */
  columns: Partial<Record<Field, number>>;
  /** Required fields without a column. */
  missing: Field[];
  /** The missing fields' template headers, for the refusal. */
  missingHeaders: string[];
  /** Headers that match no field (ignored, shown to the user). */
  unknown: string[];
}

/**
 * Finds each field's column from the first row's headers (the template's header or an alias,
 * compared without spaces and "(…)"); the first column of a field wins.
 */
export function mapHeaders<Field extends string>(
  header: readonly SheetCell[],
  columns: ImportColumns<Field>,
): HeaderMapping<Field> {
  const fields = Object.keys(columns) as Field[];
  const index = new Map<string, Field>(
    fields.flatMap((field) =>
      [columns[field].header, ...columns[field].aliases, field].map((name) => [squash(name), field] as const),
    ),
  );
  const found: Partial<Record<Field, number>> = {};
  const unknown: string[] = [];
  header.forEach((cell, position) => {
    const text = String(cell ?? '').trim();
    if (!text) return;
    const field = index.get(squash(text));
    if (!field) unknown.push(text);
    else if (found[field] === undefined) found[field] = position;
  });
  const missing = fields.filter((field) => columns[field].required && found[field] === undefined);
  return { columns: found, unknown, missing, missingHeaders: missing.map((field) => columns[field].header) };
}

/**
 * A cell as the text the rules check. Spreadsheets turn 01012345678 into the number 1012345678, so a
 * numeric 10-digit phone starting with 1 gets its 0 back; separators in phones and dates
 * (010-1234-5678, 1990.05.05) and thousands commas in amounts are formatting, not content.
 */
export function normaliseCell(cell: SheetCell, kind?: ImportColumn['kind']): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number' && kind === 'phone') {
    const digits = String(Math.trunc(cell));
    return /^1\d{9}$/.test(digits) ? `0${digits}` : digits;
  }
  const text = String(cell).trim();
  if (kind === 'phone' && /^[\d\s.-]+$/.test(text)) return text.replace(/[\s.-]/g, '');
  if (kind === 'amount' && /^-?[\d,]+(원)?$/.test(text)) return text.replace(/[,원]/g, '');
  if (kind === 'month') {
    const parts =
      /^(\d{4})[-./\s]*(\d{1,2})(?:[-./\s]+\d{1,2})?\.?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})?$/.exec(text);
    if (parts) return `${parts[1]}-${parts[2]?.padStart(2, '0')}`;
  }
  if (kind === 'date' || kind === 'day') {
    const parts =
      /^(\d{4})[-./\s]+(\d{1,2})[-./\s]+(\d{1,2})\.?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
    const joint = kind === 'day' ? '-' : '';
    if (parts) return [parts[1], parts[2]?.padStart(2, '0'), parts[3]?.padStart(2, '0')].join(joint);
  }
  return text;
}

/**
 * Whether a row is the template's example row, left in the file: it is never imported. Only the
 * columns the file has count (someone may have deleted an optional one).
 */
function isExample<Field extends string>(
  row: SheetRow<Field>,
  columns: ImportColumns<Field>,
  mapping: HeaderMapping<Field>,
): boolean {
  const examples = (Object.keys(columns) as Field[]).filter(
    (field) => columns[field].example && mapping.columns[field] !== undefined,
  );
  return examples.length > 0 && examples.every((field) => row[field] === columns[field].example);
}

/**
 * The data rows below the header as import rows, with the row number Excel shows for each (the
 * header is row 1; blank rows and the template's example row are skipped).
 */
export function sheetRowsOf<Field extends string>(
  cells: readonly (readonly SheetCell[])[],
  mapping: HeaderMapping<Field>,
  columns: ImportColumns<Field>,
  fields: readonly Field[] = Object.keys(columns) as Field[],
): { rows: SheetRow<Field>[]; sheetRows: number[]; exampleSkipped: boolean } {
  const rows: SheetRow<Field>[] = [];
  const sheetRows: number[] = [];
  let exampleSkipped = false;
  cells.forEach((line, index) => {
    const row = {} as SheetRow<Field>;
    let blank = true;
    for (const field of fields) {
      const column = mapping.columns[field];
      const value = column === undefined ? '' : normaliseCell(line[column], columns[field]?.kind);
      if (value !== '') blank = false;
      row[field] = value;
    }
    if (blank) return;
    if (isExample(row, columns, mapping)) return void (exampleSkipped = true);
    rows.push(row);
    sheetRows.push(index + 2);
  });
  return { rows, sheetRows, exampleSkipped };
}

/** One row against the row schema (shared with the server): its errors, the first per field. */
export function rowErrors(
  schema: z.ZodType,
  row: Record<string, string>,
  rowNumber: number,
): SheetRowError[] {
  const parsed = schema.safeParse(row);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const errors: SheetRowError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row: rowNumber, field, message: issue.message });
  }
  return errors;
}

/** Errors grouped by row number, then field: what the preview grid looks up per cell. */
export function errorsByRow(errors: readonly SheetRowError[]): Map<number, Map<string, string>> {
  const byRow = new Map<number, Map<string, string>>();
  for (const error of errors) {
    let fields = byRow.get(error.row);
    if (!fields) byRow.set(error.row, (fields = new Map()));
    if (!fields.has(error.field)) fields.set(error.field, error.message);
  }
  return byRow;
}

/** Client errors first; a server error only for a cell the client found nothing wrong with. */
export function mergeErrors(
  client: readonly SheetRowError[],
  server: readonly SheetRowError[],
): SheetRowError[] {
  const taken = new Set(client.map((error) => `${error.row}:${error.field}`));
  return [...client, ...server.filter((error) => !taken.has(`${error.row}:${error.field}`))];
}
