import type * as SheetJs from '@e965/xlsx';
import { createRequire } from 'node:module';
import type { SheetCell } from '../../lib/sheet';
import { workbookOf } from '../../lib/sheet';

type Xlsx = typeof SheetJs;
/**
 * SheetJS is loaded on the first export, not at start: it is 2 MB of source the server would
 * otherwise parse and keep (about 10 MB of memory) before any workbook is asked for. Synchronous
 * (its CommonJS build), so xlsxBuffer stays a plain function.
 */
let xlsx: Xlsx | undefined;
const loadXlsx = () => (xlsx ??= createRequire(import.meta.url)('@e965/xlsx') as Xlsx);

/** The .xlsx bytes of rows (first row the Korean headers), through the product's one sheet writer. */
export function xlsxBuffer(rows: readonly (readonly SheetCell[])[], sheetName: string): Buffer {
  const XLSX = loadXlsx();
  return XLSX.write(workbookOf(XLSX, rows, sheetName), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
