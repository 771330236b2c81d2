import * as XLSX from '@e965/xlsx';
import type { SheetCell } from '../../lib/sheet';
import { workbookOf } from '../../lib/sheet';

/** The .xlsx bytes of rows (first row the Korean headers), through the product's one sheet writer. */
export function xlsxBuffer(rows: readonly (readonly SheetCell[])[], sheetName: string): Buffer {
  return XLSX.write(workbookOf(XLSX, rows, sheetName), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
