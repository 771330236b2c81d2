import type * as XLSXLibrary from '@e965/xlsx';
import type { WorkBook } from '@e965/xlsx';

/** One cell of a written sheet: text, a number, a spreadsheet date, or empty. */
export type SheetCell = string | number | Date | null | undefined;

/**
 * Text a spreadsheet program would take for a formula once the cell is edited or the sheet is saved
 * as CSV (=, +, -, @, and a leading tab or carriage return that some programs strip first).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text as a spreadsheet must hold it: text that could start a formula gets a leading apostrophe,
 * the usual spreadsheet mark for "this is text", so "=HYPERLINK(…)" in a name stays a name.
 */
export function sheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text as it was before `sheetText`: a sheet the product wrote reads back as what was written. */
export function textFromSheet(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const safeCell = (cell: SheetCell): SheetCell => (typeof cell === 'string' ? sheetText(cell) : cell);

/** The parts of the spreadsheet library the writer uses (the browser loads it lazily, the server not). */
type SheetLibrary = Pick<typeof XLSXLibrary, 'utils'>;

/**
 * The one way the product turns rows into a workbook, browser and server alike: every text cell goes
 * through `sheetText`, dates are real spreadsheet dates shown YYYY-MM-DD, and each column is as wide
 * as its longest cell (Hangul counted double) between 8 and 40 characters.
 */
export function workbookOf(
  XLSX: SheetLibrary,
  rows: readonly (readonly SheetCell[])[],
  sheetName: string,
): WorkBook {
  const safe = rows.map((row) => row.map(safeCell));
  const sheet = XLSX.utils.aoa_to_sheet(safe, { cellDates: true, UTC: true, dateNF: 'yyyy-mm-dd' });
  sheet['!cols'] = (safe[0] ?? []).map((_, index) => ({
    wch: Math.min(40, Math.max(8, ...safe.slice(0, 200).map((row) => cellWidth(row[index]) + 2))),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return book;
}

function cellWidth(cell: SheetCell): number {
  if (cell instanceof Date) return 12;
  return [...String(cell ?? '')].reduce((width, char) => width + (char > '\u1100' ? 2 : 1), 0);
}
