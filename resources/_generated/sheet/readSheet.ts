import { textFromSheet } from '../../../lib/sheet';
import type { SheetCell } from './rows';

/** The spreadsheet library, fetched on first use: a chunk of its own, never in the list's bundle. */
export const loadXlsx = () => import('@e965/xlsx');

/** Text of a CSV file: UTF-8 (with or without BOM), else the CP949 that Korean Excel writes. */
export function decodeCsv(buffer: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('euc-kr').decode(buffer);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The first sheet of an .xlsx or .csv as rows of cells. A CSV is read as text only (no guessing
 * that 01012345678 is a number); in a workbook, a date cell becomes YYYYMMDD from its calendar
 * parts, so no time zone can move it by a day.
 */
export async function readSheet(fileName: string, buffer: ArrayBuffer): Promise<SheetCell[][]> {
  const XLSX = await loadXlsx();
  const csv = /\.csv$/i.test(fileName);
  const book = csv
    ? XLSX.read(decodeCsv(buffer), { type: 'string', raw: true })
    : XLSX.read(buffer, { type: 'array', cellDates: false, cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: SheetCell[][] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: SheetCell[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })];
      if (!cell || cell.v === undefined || cell.v === null) row.push('');
      else if (cell.t === 'n' && typeof cell.v === 'number' && cell.z && XLSX.SSF.is_date(cell.z)) {
        const date = XLSX.SSF.parse_date_code(cell.v);
        row.push(`${date.y}${pad(date.m)}${pad(date.d)}`);
      } else if (cell.v instanceof Date) {
        row.push(`${cell.v.getFullYear()}${pad(cell.v.getMonth() + 1)}${pad(cell.v.getDate())}`);
      } else row.push(typeof cell.v === 'string' ? textFromSheet(cell.v) : cell.v);
    }
    rows.push(row);
  }
  return rows;
}
