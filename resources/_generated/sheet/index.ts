/**
 * The kit's spreadsheet round trip: a resource declares `sheetImport` and gets the whole page; a
 * hand-built flow (the member import with its department, a gift event's recipients) uses the parts.
 */
export { readSheet, decodeCsv } from './readSheet';
export { mapHeaders, normaliseCell, sheetRowsOf, rowErrors, errorsByRow, mergeErrors } from './rows';
export type { HeaderMapping, SheetCell, SheetRow } from './rows';
export { downloadTemplate, templateBytes, CHOICES_SHEET } from './template';
export { ImportPreview, previewColumns, PREVIEW_PAGE_SIZE } from './ImportPreview';
export type { PreviewColumn } from './ImportPreview';
export { RowFixDialog } from './RowFixDialog';
export { readRows } from './useSheetRows';
export type { LoadedSheet } from './useSheetRows';
export { sendSheet } from './sendSheet';
export { SHEET_TEXT } from './strings';
export type { SheetImport } from './types';
export { SheetImportFlow } from './SheetImportFlow';
export type { SheetSendBody } from './SheetImportFlow';
