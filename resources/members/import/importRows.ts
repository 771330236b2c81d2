import type { ImportColumns } from '../../../schemas/importColumns';
import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_MAX_ROWS, memberImportRow } from '../../../schemas/members';
import type { ImportRowError, MemberImportRow } from '../../../schemas/members';
import { IMPORT_TEXT } from './strings';

/** The pure half of the member import (spec 2 §5): header mapping, cell clean-up, row rules, duplicates. */

export type ImportField = keyof MemberImportRow;
export const IMPORT_FIELDS = Object.keys(MEMBER_IMPORT_COLUMNS) as ImportField[];
/** One file row as the server receives it: every field as text. */
export type ImportRow = Record<ImportField, string>;
/** A cell as the sheet reader hands it over (date cells already YYYYMMDD). */
export type SheetCell = string | number | boolean | null | undefined;

const squash = (text: string) =>
  text
    .replace(/\(.*?\)/g, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

export interface HeaderMapping<Field extends string = ImportField> {
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
 * Finds each field's column from the first row's headers (the template's header or an alias of
 * `columns`, schemas/importColumns.ts); the first column of a field wins.
 */
export function mapHeaders<Field extends string = ImportField>(
  header: readonly SheetCell[],
  columns: ImportColumns<Field> = MEMBER_IMPORT_COLUMNS as unknown as ImportColumns<Field>,
): HeaderMapping<Field> {
  const fields = Object.keys(columns) as Field[];
  const index = new Map<string, Field>(
    fields.flatMap((field) =>
      [columns[field].header, ...columns[field].aliases].map((name) => [squash(name), field] as const),
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
  return {
    columns: found,
    unknown,
    missing,
    missingHeaders: missing.map((field) => columns[field].header),
  };
}

/**
 * A cell as the text the rules check. Spreadsheets turn 01012345678 into the number 1012345678, so a
 * numeric 10-digit phone starting with 1 gets its 0 back; separators in phones and dates
 * (010-1234-5678, 1990.05.05) are formatting, not content.
 */
export function normaliseCell(field: string, cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number' && field === 'cellPhone') {
    const digits = String(Math.trunc(cell));
    return /^1\d{9}$/.test(digits) ? `0${digits}` : digits;
  }
  const text = String(cell).trim();
  if (field === 'cellPhone' && /^[\d\s.-]+$/.test(text)) return text.replace(/[\s.-]/g, '');
  if (field === 'eventDate') {
    const parts = /^(\d{4})[-./\s]+(\d{1,2})[-./\s]+(\d{1,2})\.?$/.exec(text);
    if (parts) return `${parts[1]}${parts[2]?.padStart(2, '0')}${parts[3]?.padStart(2, '0')}`;
  }
  return text;
}

/**
 * The data rows below the header as import rows, with the row number Excel shows for each (the
 * header is row 1; rows with every cell empty are skipped, so a row's place in the list is not it).
 */
export function importRowsOf<Field extends string = ImportField>(
  rows: readonly (readonly SheetCell[])[],
  mapping: HeaderMapping<Field>,
  fields: readonly Field[] = IMPORT_FIELDS as unknown as Field[],
): { rows: Record<Field, string>[]; sheetRows: number[] } {
  const result: Record<Field, string>[] = [];
  const sheetRows: number[] = [];
  rows.forEach((cells, index) => {
    const row = {} as Record<Field, string>;
    let blank = true;
    for (const field of fields) {
      const column = mapping.columns[field];
      const value = column === undefined ? '' : normaliseCell(field, cells[column]);
      if (value) blank = false;
      row[field] = value;
    }
    if (blank) return;
    result.push(row);
    sheetRows.push(index + 2);
  });
  return { rows: result, sheetRows };
}

/** The data rows below the header as member import rows. */
export function toImportRows(rows: readonly (readonly SheetCell[])[], mapping: HeaderMapping): ImportRow[] {
  return importRowsOf(rows, mapping).rows;
}

/** One row against the spec's rules (the row schema, shared with the server): its errors, first per field. */
export function validateRow(row: ImportRow, rowNumber: number): ImportRowError[] {
  const parsed = memberImportRow.safeParse(row);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const errors: ImportRowError[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row: rowNumber, field, message: issue.message });
  }
  return errors;
}

/** Phones used by an earlier row of the same file: every later row with the same number is refused. */
export function duplicatePhones(rows: readonly ImportRow[]): ImportRowError[] {
  const firstRow = new Map<string, number>();
  const errors: ImportRowError[] = [];
  rows.forEach((row, index) => {
    const phone = row.cellPhone;
    if (!/^\d{11}$/.test(phone)) return;
    const first = firstRow.get(phone);
    if (first === undefined) firstRow.set(phone, index + 1);
    else errors.push({ row: index + 1, field: 'cellPhone', message: IMPORT_TEXT.duplicatePhone(first) });
  });
  return errors;
}

/**
 * Every problem of a file: too many rows, each row's rule errors, then duplicate phones. Rows are
 * numbered from 1 at the first data row, as the server numbers them.
 */
export function validateRows(rows: readonly ImportRow[]): ImportRowError[] {
  if (rows.length > MEMBER_IMPORT_MAX_ROWS) {
    return [{ row: 0, field: '', message: IMPORT_TEXT.tooManyRows(MEMBER_IMPORT_MAX_ROWS) }];
  }
  const errors: ImportRowError[] = [];
  rows.forEach((row, index) => errors.push(...validateRow(row, index + 1)));
  const cellsWithErrors = new Set(errors.map((error) => `${error.row}:${error.field}`));
  for (const duplicate of duplicatePhones(rows)) {
    if (!cellsWithErrors.has(`${duplicate.row}:cellPhone`)) errors.push(duplicate);
  }
  return errors.sort(
    (a, b) =>
      a.row - b.row ||
      IMPORT_FIELDS.indexOf(a.field as ImportField) - IMPORT_FIELDS.indexOf(b.field as ImportField),
  );
}

/** Errors grouped by row number, then field: what the preview grid looks up per cell. */
export function errorsByRow(errors: readonly ImportRowError[]): Map<number, Map<string, string>> {
  const byRow = new Map<number, Map<string, string>>();
  for (const error of errors) {
    let fields = byRow.get(error.row);
    if (!fields) byRow.set(error.row, (fields = new Map()));
    if (!fields.has(error.field)) fields.set(error.field, error.message);
  }
  return byRow;
}
