import { z } from 'zod';
import { emailSchema } from './common';
import type { ImportColumns } from './importColumns';
import { MEMBER_IMPORT_COLUMNS, importDate, memberImportRow } from './members';
import { field } from './meta';

export const ANNIVERSARY_KINDS = [
  { id: 'BIRTHDAY', name: '생일' },
  { id: 'WORK', name: '입사 기념일' },
] as const;

/**
 * A member's birthday or work anniversary in a given year. `date` is the solar date it falls on
 * that year (a lunar birthday converted), `originalDate` what the member registered.
 */
export const anniversaryRecord = z
  .object({
    id: z.string(),
    memberId: z.string(),
    name: field(z.string(), { label: '이름', sortable: true }),
    groupName: field(z.string().nullable(), { label: '부서' }),
    rank: field(z.string(), { label: '직급' }),
    kind: field(z.enum(['BIRTHDAY', 'WORK']), {
      label: '구분',
      input: 'select',
      choices: ANNIVERSARY_KINDS,
      filter: true,
    }),
    date: field(z.string(), { label: '기념일(양력)', input: 'date', sortable: true }),
    originalDate: field(z.string(), { label: '등록 날짜' }),
    lunar: field(z.enum(['', '양력', '음력']), { label: '양력/음력' }),
    years: field(z.number().int().nullable(), { label: '햇수', list: false }),
  })
  .meta({ id: 'Anniversary' });
export type AnniversaryRecord = z.infer<typeof anniversaryRecord>;

/**
 * One row of the anniversary sheet (POST /homepage/v2/anniversaries/sheet): a member of the company
 * by e-mail, and the birthday and join date the list is worked out from (an empty cell keeps what
 * the member has). The same date rules as the member import.
 */
export const anniversarySheetRow = z
  .object({
    email: emailSchema,
    eventDate: importDate('생일'),
    lunar: memberImportRow.shape.lunar,
    joinDate: importDate('입사일'),
  })
  .refine((row) => row.eventDate !== '' || row.joinDate !== '', {
    path: ['eventDate'],
    message: '생일이나 입사일 중 하나는 입력해주세요.',
  })
  .meta({ id: 'AnniversarySheetRow' });

export const ANNIVERSARY_SHEET_COLUMNS = {
  email: { ...MEMBER_IMPORT_COLUMNS.email, header: '구성원 이메일' },
  eventDate: MEMBER_IMPORT_COLUMNS.eventDate,
  lunar: MEMBER_IMPORT_COLUMNS.lunar,
  joinDate: {
    header: '입사일(숫자 8자리)',
    aliases: ['입사일', '입사 일자', 'joindate'],
    text: true,
    kind: 'date',
    example: '20200302',
  },
} as const satisfies ImportColumns<keyof z.input<typeof anniversarySheetRow>>;
