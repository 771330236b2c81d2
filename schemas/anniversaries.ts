import { z } from 'zod';
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
