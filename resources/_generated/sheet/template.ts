import { workbookOf } from '../../../lib/sheet';
import type { ImportColumn, ImportColumns } from '../../../schemas/importColumns';
import { addListValidations } from './listValidation';
import type { ListValidation, ZipLibrary } from './listValidation';
import { loadXlsx } from './readSheet';

/** The second sheet: each select column's allowed values, which the dropdowns point at. */
export const CHOICES_SHEET = '선택 값';
/** Rows below the header that are formatted as text and offer the dropdowns. */
export const TEMPLATE_ROWS = 1000;

const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

/**
 * The import template as .xlsx bytes: the Korean headers, one example row (which the import skips
 * if it is left in), text columns (a phone's leading 0, 8-digit dates, long tracking numbers)
 * formatted as text so Excel keeps what is typed, and each select column's allowed values as a
 * dropdown over the "선택 값" sheet, which lists them for reading too.
 */
export async function templateBytes(columns: ImportColumns, sheetName: string): Promise<Uint8Array> {
  const XLSX = await loadXlsx();
  const all = Object.values<ImportColumn>(columns);
  const book = workbookOf(
    XLSX,
    [all.map((column) => column.header), all.map((column) => column.example ?? '')],
    sheetName,
  );
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  all.forEach((column, c) => {
    if (!column.text) return;
    for (let r = 1; r <= TEMPLATE_ROWS; r += 1) {
      const address = XLSX.utils.encode_cell({ r, c });
      sheet[address] = { t: 's', v: sheet[address]?.v ?? '', z: '@' };
    }
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: TEMPLATE_ROWS, c: all.length - 1 } });

  const selects = all.flatMap((column, index) => (column.choices?.length ? [{ column, index }] : []));
  const validations: ListValidation[] = selects.map(({ column, index }, at) => ({
    sqref: `${columnName(index)}2:${columnName(index)}${TEMPLATE_ROWS + 1}`,
    source: `'${CHOICES_SHEET}'!$${columnName(at)}$2:$${columnName(at)}$${(column.choices?.length ?? 0) + 1}`,
  }));
  if (selects.length > 0) {
    const longest = Math.max(...selects.map(({ column }) => column.choices?.length ?? 0));
    const rows = [
      selects.map(({ column }) => column.header),
      ...Array.from({ length: longest }, (_, r) => selects.map(({ column }) => column.choices?.[r] ?? '')),
    ];
    const choices = workbookOf(XLSX, rows, CHOICES_SHEET);
    XLSX.utils.book_append_sheet(book, choices.Sheets[CHOICES_SHEET]!, CHOICES_SHEET);
  }
  const bytes = new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
  return addListValidations(XLSX.CFB as ZipLibrary, bytes, '/xl/worksheets/sheet1.xml', validations);
}

/** Downloads the template under `fileName`. */
export async function downloadTemplate(columns: ImportColumns, sheetName: string, fileName: string) {
  const bytes = await templateBytes(columns, sheetName);
  const url = URL.createObjectURL(
    new Blob([bytes as BlobPart], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
