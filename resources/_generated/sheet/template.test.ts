import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { SHIP_SHEET_COLUMNS } from '../../../schemas/gift';
import { MEMBER_IMPORT_COLUMNS } from '../../../schemas/members';
import { readSheet } from './readSheet';
import { mapHeaders, sheetRowsOf } from './rows';
import { CHOICES_SHEET, templateBytes } from './template';

const sheetXml = (bytes: Uint8Array, path: string) => {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const entry = XLSX.CFB.find(zip, path) as { content: Uint8Array };
  return new TextDecoder().decode(Uint8Array.from(entry.content));
};
const buffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('an import template', () => {
  it('has the Korean headers, one example row and text columns kept as text', async () => {
    const bytes = await templateBytes(SHIP_SHEET_COLUMNS, '출고');
    const book = XLSX.read(bytes, { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['출고', CHOICES_SHEET]);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets['출고']!, { header: 1 });
    expect(rows.slice(0, 2)).toEqual([
      ['주문 번호', '받는 사람', '택배사', '운송장 번호'],
      ['GS00001234', '김하늘', 'CJ대한통운', '551234567890'],
    ]);
    expect(book.Sheets['출고']!.D3?.z).toBe('@');
  });

  it('offers each select column’s allowed values as a dropdown over the 선택 값 sheet', async () => {
    const bytes = await templateBytes(MEMBER_IMPORT_COLUMNS, '구성원');
    const book = XLSX.read(bytes, { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[CHOICES_SHEET]!, { header: 1 })).toEqual([
      ['성별', '양력/음력'],
      ['남', '양력'],
      ['여', '음력'],
    ]);
    const xml = sheetXml(bytes, '/xl/worksheets/sheet1.xml');
    expect(xml).toContain(
      `<dataValidation type="list" errorStyle="warning" allowBlank="1" showInputMessage="1" showErrorMessage="1"`,
    );
    expect(xml).toContain(`sqref="D2:D1001"><formula1>'${CHOICES_SHEET}'!$A$2:$A$3</formula1>`);
    expect(xml).toContain(`sqref="G2:G1001"><formula1>'${CHOICES_SHEET}'!$B$2:$B$3</formula1>`);
    // The order the format fixes: after the cells, before what the writer puts after them.
    expect(xml.indexOf('</sheetData>')).toBeLessThan(xml.indexOf('<dataValidations'));
    expect(xml.indexOf('</dataValidations>')).toBeLessThan(xml.indexOf('<ignoredErrors'));
  });

  it('reads back as nothing to import: the example row is skipped', async () => {
    const bytes = await templateBytes(SHIP_SHEET_COLUMNS, '출고');
    const [header = [], ...cells] = await readSheet('t.xlsx', buffer(bytes));
    const mapping = mapHeaders(header, SHIP_SHEET_COLUMNS);
    expect(mapping.missing).toEqual([]);
    expect(sheetRowsOf(cells, mapping, SHIP_SHEET_COLUMNS)).toEqual({
      rows: [],
      sheetRows: [],
      exampleSkipped: true,
    });
  });
});
