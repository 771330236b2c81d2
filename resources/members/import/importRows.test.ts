import { describe, expect, it } from 'vitest';
import { MEMBER_IMPORT_HEADERS } from '../../../schemas/members';
import type { ImportRow } from './importRows';
import { SUBJECT_IMPORT_COLUMNS } from '../../../schemas/gift';
import { importGuide, importHeaders, missingColumnsMessage } from '../../../schemas/importColumns';
import {
  duplicatePhones,
  importRowsOf,
  errorsByRow,
  mapHeaders,
  normaliseCell,
  toImportRows,
  validateRow,
  validateRows,
} from './importRows';

const buildRow = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  name: '김하늘',
  email: 'haneul@example.com',
  cellPhone: '01012345678',
  gender: '여',
  rank: '대리',
  eventDate: '19900505',
  lunar: '양력',
  ...overrides,
});

/** The messages of one field of one row. */
const messagesFor = (row: ImportRow, field: keyof ImportRow) =>
  validateRow(row, 1)
    .filter((error) => error.field === field)
    .map((error) => error.message);

describe('member import rules (spec 2 §5)', () => {
  it('accepts a complete valid row and one with only the required fields', () => {
    expect(validateRow(buildRow(), 1)).toEqual([]);
    expect(validateRow(buildRow({ gender: '', rank: '', eventDate: '', lunar: '' }), 1)).toEqual([]);
  });

  it('name: up to 30 characters, with the spec message beyond', () => {
    expect(messagesFor(buildRow({ name: '가'.repeat(30) }), 'name')).toEqual([]);
    expect(messagesFor(buildRow({ name: '가'.repeat(31) }), 'name')).toEqual([
      '이름은 30자까지 입력할 수 있습니다.',
    ]);
  });

  it('cellPhone: exactly 11 digits', () => {
    expect(messagesFor(buildRow({ cellPhone: '0101234567' }), 'cellPhone')).toEqual([
      '휴대폰 번호는 11자리 숫자여야 합니다.',
    ]);
    expect(messagesFor(buildRow({ cellPhone: '010123456789' }), 'cellPhone')).toHaveLength(1);
    expect(messagesFor(buildRow({ cellPhone: '0101234567a' }), 'cellPhone')).toHaveLength(1);
    expect(messagesFor(buildRow({ cellPhone: '' }), 'cellPhone')).toEqual(['휴대폰 번호를 입력해주세요.']);
  });

  it('gender: only 남 or 여, or empty', () => {
    expect(messagesFor(buildRow({ gender: '남' }), 'gender')).toEqual([]);
    expect(messagesFor(buildRow({ gender: '' }), 'gender')).toEqual([]);
    expect(messagesFor(buildRow({ gender: '남자' }), 'gender')).toEqual([
      '성별은 남 또는 여만 입력할 수 있습니다.',
    ]);
    expect(messagesFor(buildRow({ gender: 'M' }), 'gender')).toHaveLength(1);
  });

  it('rank: up to 30 characters', () => {
    expect(messagesFor(buildRow({ rank: '가'.repeat(30) }), 'rank')).toEqual([]);
    expect(messagesFor(buildRow({ rank: '가'.repeat(31) }), 'rank')).toEqual([
      '직급은 30자까지 입력할 수 있습니다.',
    ]);
  });

  it('eventDate: 8 digits that make a real date', () => {
    expect(messagesFor(buildRow({ eventDate: '1990055' }), 'eventDate')).toEqual([
      '생일은 숫자 8자리로 입력해주세요.',
    ]);
    expect(messagesFor(buildRow({ eventDate: '1990-5-5' }), 'eventDate')).toEqual([
      '생일은 숫자 8자리로 입력해주세요.',
    ]);
    expect(messagesFor(buildRow({ eventDate: '19900230' }), 'eventDate')).toEqual([
      '생일이 올바른 날짜가 아닙니다.',
    ]);
    expect(messagesFor(buildRow({ eventDate: '20000229' }), 'eventDate')).toEqual([]);
  });

  it('lunar: only 양력 or 음력, or empty', () => {
    expect(messagesFor(buildRow({ lunar: '음력' }), 'lunar')).toEqual([]);
    expect(messagesFor(buildRow({ lunar: '' }), 'lunar')).toEqual([]);
    expect(messagesFor(buildRow({ lunar: '윤달' }), 'lunar')).toEqual([
      '양력 또는 음력만 입력할 수 있습니다.',
    ]);
  });

  it('duplicates: a phone used by an earlier row of the file is refused on every later row', () => {
    const rows = [
      buildRow(),
      buildRow({ email: 'b@example.com', cellPhone: '01099998888' }),
      buildRow({ email: 'c@example.com' }),
      buildRow({ email: 'd@example.com' }),
    ];
    expect(duplicatePhones(rows)).toEqual([
      { row: 3, field: 'cellPhone', message: '파일 안에서 휴대폰 번호가 중복됩니다. (1행과 같음)' },
      { row: 4, field: 'cellPhone', message: '파일 안에서 휴대폰 번호가 중복됩니다. (1행과 같음)' },
    ]);
  });
});

describe('validating a whole file', () => {
  it('reports one bad row in the middle by row number, field and Korean message', () => {
    const rows = Array.from({ length: 9 }, (_, i) =>
      buildRow({ email: `m${i}@example.com`, cellPhone: `010${String(10_000_000 + i)}` }),
    );
    rows[4] = { ...rows[4]!, gender: '남성' };
    expect(validateRows(rows)).toEqual([
      { row: 5, field: 'gender', message: '성별은 남 또는 여만 입력할 수 있습니다.' },
    ]);
  });

  it('gives a cell one message: a malformed phone is not also reported as a duplicate', () => {
    const errors = validateRows([buildRow({ cellPhone: '123' }), buildRow({ cellPhone: '123' })]);
    expect(errors.filter((error) => error.field === 'cellPhone')).toHaveLength(2);
    expect(errorsByRow(errors).get(2)?.get('cellPhone')).toBe('휴대폰 번호는 11자리 숫자여야 합니다.');
  });

  it('refuses a file above the row limit as a whole', () => {
    const errors = validateRows(Array.from({ length: 20_001 }, () => buildRow()));
    expect(errors).toEqual([{ row: 0, field: '', message: '한 번에 20,000행까지 가져올 수 있습니다.' }]);
  });
});

describe('reading the sheet', () => {
  it("maps the template's Korean headers, common variants and field names to fields", () => {
    expect(mapHeaders(Object.values(MEMBER_IMPORT_HEADERS)).columns).toEqual({
      name: 0,
      email: 1,
      cellPhone: 2,
      gender: 3,
      rank: 4,
      eventDate: 5,
      lunar: 6,
    });
    const variants = mapHeaders(['성명', 'E-mail', ' 휴대전화 ', '생년월일', '비고']);
    expect(variants.columns).toEqual({ name: 0, email: 1, cellPhone: 2, eventDate: 3 });
    expect(variants.unknown).toEqual(['비고']);
    expect(mapHeaders(['이름', '휴대폰', '부서']).missing).toEqual(['email']);
  });

  it('gives a phone its leading 0 back when the spreadsheet stored it as a number, and drops separators', () => {
    expect(normaliseCell('cellPhone', 1012345678)).toBe('01012345678');
    expect(normaliseCell('cellPhone', '010-1234-5678')).toBe('01012345678');
    expect(normaliseCell('eventDate', 19900505)).toBe('19900505');
    expect(normaliseCell('eventDate', '1990.5.5')).toBe('19900505');
    expect(normaliseCell('name', '  김하늘 ')).toBe('김하늘');
    expect(normaliseCell('rank', null)).toBe('');
  });

  it('turns data rows into import rows, skipping blank rows and missing optional columns', () => {
    const mapping = mapHeaders(['이름', '이메일', '휴대폰 번호']);
    expect(toImportRows([['김하늘', 'h@example.com', 1012345678], ['', '', ''], []], mapping)).toEqual([
      {
        name: '김하늘',
        email: 'h@example.com',
        cellPhone: '01012345678',
        gender: '',
        rank: '',
        eventDate: '',
        lunar: '',
      },
    ]);
  });
});

describe('column lists (schemas/importColumns)', () => {
  it('reads a recipient sheet made from the screen guide, and the one people write from the old guide', () => {
    const fromGuide = mapHeaders(importHeaders(SUBJECT_IMPORT_COLUMNS), SUBJECT_IMPORT_COLUMNS);
    expect(fromGuide.missing).toEqual([]);
    expect(fromGuide.unknown).toEqual([]);
    const handMade = mapHeaders(
      ['이름', '휴대폰번호', '성별', '직급', '기념일(YYYYMMDD)', '양력/음력'],
      SUBJECT_IMPORT_COLUMNS,
    );
    expect(handMade.missing).toEqual([]);
    expect(Object.keys(handMade.columns).sort()).toEqual(Object.keys(SUBJECT_IMPORT_COLUMNS).sort());
    expect(importGuide(SUBJECT_IMPORT_COLUMNS)).toBe(
      '필수 열: 이름, 휴대폰 번호 · 선택 열: 성별, 직급, 기념일(숫자 8자리), 양력/음력',
    );
  });

  it('names a missing column by its Korean header', () => {
    const mapping = mapHeaders(['이름', '성별'], SUBJECT_IMPORT_COLUMNS);
    expect(missingColumnsMessage(mapping.missingHeaders)).toBe(
      '필수 열이 없습니다: 휴대폰 번호. 양식의 첫 행을 확인해주세요.',
    );
    expect(mapHeaders(['이름', '휴대폰 번호']).missingHeaders).toEqual(['이메일']);
  });

  it('numbers each kept row as Excel shows it, blank rows skipped', () => {
    const mapping = mapHeaders(['이름', '휴대폰 번호'], SUBJECT_IMPORT_COLUMNS);
    const { rows, sheetRows } = importRowsOf(
      [
        ['가', '01000000001'],
        ['', ''],
        ['나', '01000000002'],
      ],
      mapping,
      ['name', 'cellPhone'],
    );
    expect(rows).toEqual([
      { name: '가', cellPhone: '01000000001' },
      { name: '나', cellPhone: '01000000002' },
    ]);
    expect(sheetRows).toEqual([2, 4]);
  });
});
