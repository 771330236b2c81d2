import * as XLSX from '@e965/xlsx';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetText, textFromSheet, workbookOf } from './sheet';

const HOSTILE = ['=HYPERLINK("http://x","y")', '+82 10', '-1+2', '@SUM(A1)', '\t=1', '\r=1'];

/** The cells of the written workbook's first sheet, as a spreadsheet program reads them back. */
function writtenCells(rows: (string | number | Date | null)[][]) {
  const bytes = XLSX.write(workbookOf(XLSX, rows, '시트'), { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellDates: true });
  return book.Sheets[book.SheetNames[0]!]!;
}

describe('the one sheet writer', () => {
  it('writes text that could start a formula as text behind an apostrophe, and nothing else changed', () => {
    const sheet = writtenCells([
      ['이름', '금액', '날짜'],
      ...HOSTILE.map((text) => [text, -5, null]),
      ['김민지', 1200, new Date(Date.UTC(2026, 10, 27))],
    ]);
    HOSTILE.forEach((text, index) => {
      const cell = sheet[`A${index + 2}`];
      expect(cell.t).toBe('s');
      expect(cell.f).toBeUndefined();
      expect(cell.v).toBe(`'${text}`);
      expect(sheet[`B${index + 2}`].v).toBe(-5);
    });
    expect(sheet.A8.v).toBe('김민지');
    expect(sheet.B8.v).toBe(1200);
    expect(sheet.C8.v).toBeInstanceOf(Date);
    // As CSV (where formulas come alive) no cell starts with a formula character.
    const csvCells = XLSX.utils
      .sheet_to_csv(sheet)
      .split(/[\n,]/)
      .map((cell) => cell.replace(/^"/, ''));
    expect(csvCells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual(['-5', '-5', '-5', '-5', '-5', '-5']);
  });

  it('reads back what it wrote', () => {
    for (const text of [...HOSTILE, '김민지', "'인용"]) expect(textFromSheet(sheetText(text))).toBe(text);
  });
});

/** The product's source files (tests excluded), browser and server. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('every workbook the product writes', () => {
  it('is built by workbookOf: no other file turns rows into a sheet', () => {
    const builders = /\b(aoa_to_sheet|json_to_sheet|sheet_add_aoa|sheet_add_json|table_to_sheet)\b/;
    const files = ['app', 'components', 'customPages', 'resources', 'server', 'lib', 'dataProviders'].flatMap(
      sources,
    );
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((file) => builders.test(readFileSync(file, 'utf8')));
    // Import templates too (resources/_generated/sheet/template.ts) start from workbookOf.
    expect(writers.sort()).toEqual(['lib/sheet.ts']);
  });
});
