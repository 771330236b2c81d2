import type { ImportColumns } from '../../../schemas/importColumns';
import {
  errorsByRow,
  mapHeaders as mapSheetHeaders,
  normaliseCell as normaliseSheetCell,
  rowErrors,
  sheetRowsOf,
} from '../../_generated/sheet/rows';
import type { HeaderMapping, SheetCell } from '../../_generated/sheet/rows';
import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_MAX_ROWS, memberImportRow } from '../../../schemas/members';
import type { ImportRowError, MemberImportRow } from '../../../schemas/members';
import { IMPORT_TEXT } from './strings';

/**
 * The member import's own half (spec 2 §5): its columns and rules over the kit's sheet reading
 * (resources/_generated/sheet), and the duplicate phones within a file.
 */

export type ImportField = keyof MemberImportRow;
export const IMPORT_FIELDS = Object.keys(MEMBER_IMPORT_COLUMNS) as ImportField[];
/** One file row as the server receives it: every field as text. */
export type ImportRow = Record<ImportField, string>;
export type { HeaderMapping, SheetCell };

/** Finds each field's column from the first row's headers (the member columns unless others are given). */
export function mapHeaders<Field extends string = ImportField>(
  header: readonly SheetCell[],
  columns: ImportColumns<Field> = MEMBER_IMPORT_COLUMNS as unknown as ImportColumns<Field>,
): HeaderMapping<Field> {
  return mapSheetHeaders(header, columns);
}

/** A member cell as the text the rules check (a phone's lost 0, separators in phones and dates). */
export function normaliseCell(field: string, cell: SheetCell): string {
  return normaliseSheetCell(cell, (MEMBER_IMPORT_COLUMNS as ImportColumns)[field]?.kind);
}

/**
 * The data rows below the header as import rows, with the row number Excel shows for each (blank
 * rows and the template's example row skipped).
 */
export function importRowsOf<Field extends string = ImportField>(
  rows: readonly (readonly SheetCell[])[],
  mapping: HeaderMapping<Field>,
  fields: readonly Field[] = IMPORT_FIELDS as unknown as Field[],
): { rows: Record<Field, string>[]; sheetRows: number[] } {
  return sheetRowsOf(rows, mapping, MEMBER_IMPORT_COLUMNS as unknown as ImportColumns<Field>, fields);
}

/** The data rows below the header as member import rows. */
export function toImportRows(
  rows: readonly (readonly SheetCell[])[],
  mapping: HeaderMapping<ImportField>,
): ImportRow[] {
  return importRowsOf(rows, mapping).rows;
}

/** One row against the spec's rules (the row schema, shared with the server): its errors, first per field. */
export function validateRow(row: ImportRow, rowNumber: number): ImportRowError[] {
  return rowErrors(memberImportRow, row, rowNumber);
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

export { errorsByRow };
