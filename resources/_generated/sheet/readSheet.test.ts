import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { decodeCsv, readSheet } from './readSheet';

const toArrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('reading an uploaded file', () => {
  it('reads a workbook: numbers stay numbers, a date cell becomes YYYYMMDD whatever its display format', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['이름', '휴대폰 번호', '생일(YYYYMMDD)'],
      ['김하늘', 1012345678, 32998],
    ]);
    sheet.C2 = { t: 'n', v: 32998, z: 'yyyy"년" m"월" d"일"' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '구성원');
    const buffer = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect(await readSheet('members.xlsx', buffer)).toEqual([
      ['이름', '휴대폰 번호', '생일(YYYYMMDD)'],
      ['김하늘', 1012345678, '19900505'],
    ]);
  });

  it('reads a CSV as text, so a phone keeps its leading 0', async () => {
    const csv = '\uFEFF이름,휴대폰 번호\n김하늘,01012345678\n';
    expect(await readSheet('members.csv', toArrayBuffer(new TextEncoder().encode(csv)))).toEqual([
      ['이름', '휴대폰 번호'],
      ['김하늘', '01012345678'],
    ]);
  });

  it('decodes a CSV saved by Korean Excel (CP949) when it is not UTF-8', () => {
    // "이름" in CP949.
    const cp949 = new Uint8Array([0xc0, 0xcc, 0xb8, 0xa7]);
    expect(decodeCsv(toArrayBuffer(cp949))).toBe('이름');
  });
});
