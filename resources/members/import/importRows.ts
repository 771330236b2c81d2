import { MEMBER_IMPORT_HEADERS, MEMBER_IMPORT_MAX_ROWS, memberImportRow } from '../../../schemas/members';
import type { ImportRowError, MemberImportRow } from '../../../schemas/members';
import { IMPORT_TEXT } from './strings';

/** The pure half of the member import (spec 2 §5): header mapping, cell clean-up, row rules, duplicates. */

export type ImportField = keyof MemberImportRow;
export const IMPORT_FIELDS = Object.keys(MEMBER_IMPORT_HEADERS) as ImportField[];
/** One file row as the server receives it: every field as text. */
export type ImportRow = Record<ImportField, string>;
/** A cell as the sheet reader hands it over (date cells already YYYYMMDD). */
export type SheetCell = string | number | boolean | null | undefined;

const squash = (text: string) =>
  text
    .replace(/\(.*?\)/g, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

/** Headers people actually write, besides the template's own (compared without spaces and "(…)"). */
const HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  name: ['이름', '성명', 'name'],
  email: ['이메일', '이메일주소', '메일', 'email'],
  cellPhone: ['휴대폰번호', '휴대폰', '휴대전화', '휴대전화번호', '핸드폰', '핸드폰번호', 'cellphone'],
  gender: ['성별', 'gender'],
  rank: ['직급', '직위', 'rank'],
  eventDate: ['생일', '생년월일', 'eventdate'],
  lunar: ['양력/음력', '음력/양력', '양음력', '음양력', 'lunar'],
};
const HEADER_INDEX = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    [MEMBER_IMPORT_HEADERS[field], ...HEADER_ALIASES[field]].map(
      (header) => [squash(header), field] as const,
    ),
  ),
);
/** Columns a file must have: the fields the row schema requires. */
const REQUIRED_FIELDS: readonly ImportField[] = ['name', 'email', 'cellPhone'];

export interface HeaderMapping {
  /** Column index of each field found. */
  columns: Partial<Record<ImportField, number>>;
  /** Required fields without a column. */
  missing: ImportField[];
  /** Headers that match no field (ignored, shown to the user). */
  unknown: string[];
}

/** Finds each field's column from the first row's headers; the first column of a field wins. */
export function mapHeaders(header: readonly SheetCell[]): HeaderMapping {
  const columns: Partial<Record<ImportField, number>> = {};
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const text = String(cell ?? '').trim();
    if (!text) return;
    const field = HEADER_INDEX.get(squash(text));
    if (!field) unknown.push(text);
    else if (columns[field] === undefined) columns[field] = index;
  });
  return { columns, unknown, missing: REQUIRED_FIELDS.filter((field) => columns[field] === undefined) };
}

/**
 * A cell as the text the rules check. Spreadsheets turn 01012345678 into the number 1012345678, so a
 * numeric 10-digit phone starting with 1 gets its 0 back; separators in phones and dates
 * (010-1234-5678, 1990.05.05) are formatting, not content.
 */
export function normaliseCell(field: ImportField, cell: SheetCell): string {
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

/** The data rows below the header as import rows; rows with every cell empty are skipped. */
export function toImportRows(rows: readonly (readonly SheetCell[])[], mapping: HeaderMapping): ImportRow[] {
  const result: ImportRow[] = [];
  for (const cells of rows) {
    const row = {} as ImportRow;
    let blank = true;
    for (const field of IMPORT_FIELDS) {
      const index = mapping.columns[field];
      const value = index === undefined ? '' : normaliseCell(field, cells[index]);
      if (value) blank = false;
      row[field] = value;
    }
    if (!blank) result.push(row);
  }
  return result;
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
