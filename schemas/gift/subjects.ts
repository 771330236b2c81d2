import { z } from 'zod';
import { field } from '../meta';
import type { ImportColumns } from '../importColumns';
import { MEMBER_IMPORT_COLUMNS, importDate, importRowError, memberImportRow } from '../members';

export const SUBJECT_SOURCE_IDS = ['MEMBER', 'IMPORT', 'ANNIVERSARY'] as const;
export const SUBJECT_SOURCES = [
  { id: 'MEMBER', name: '구성원' },
  { id: 'IMPORT', name: '파일 등록' },
  { id: 'ANNIVERSARY', name: '기념일 연결' },
] as const;

/** A recipient of an event. */
export const subjectRecord = z
  .object({
    id: z.string(),
    memberId: field(z.string().nullable(), { label: '구성원', list: false }),
    name: field(z.string(), { label: '이름', sortable: true }),
    cellPhone: field(z.string(), { label: '휴대폰 번호', input: 'tel' }),
    rank: field(z.string(), { label: '직급' }),
    gender: field(z.string(), { label: '성별', list: false }),
    eventDate: field(z.string(), { label: '기념일' }),
    lunar: field(z.string(), { label: '양력/음력', list: false }),
    /** This year's solar date of the subject's day (yearly events), YYYYMMDD. */
    nextDate: field(z.string().nullable(), { label: '올해 발송일', sortable: true }),
    source: field(z.enum(SUBJECT_SOURCE_IDS), {
      label: '등록 경로',
      input: 'select',
      choices: SUBJECT_SOURCES,
      filter: true,
    }),
    budget: field(z.number().int(), { label: '예산', input: 'money' }),
  })
  .meta({ id: 'GiftSubject' });
export type SubjectRecord = z.infer<typeof subjectRecord>;

/**
 * An imported row: the member-import rules of spec 2 §5, without the e-mail (a recipient is reached
 * by phone) and with the event's day named 기념일.
 */
export const subjectImportRow = memberImportRow
  .omit({ email: true })
  .extend({ eventDate: importDate('기념일') });
export type SubjectImportRow = z.input<typeof subjectImportRow>;

/** The columns of the recipient sheet: the guide, the template and the parser read these. */
export const SUBJECT_IMPORT_COLUMNS = {
  name: MEMBER_IMPORT_COLUMNS.name,
  cellPhone: MEMBER_IMPORT_COLUMNS.cellPhone,
  gender: MEMBER_IMPORT_COLUMNS.gender,
  rank: MEMBER_IMPORT_COLUMNS.rank,
  eventDate: {
    header: '기념일(숫자 8자리)',
    aliases: ['생일', '생년월일', '입사일', 'eventdate'],
    text: true,
    kind: 'date',
    example: '19900505',
  },
  lunar: MEMBER_IMPORT_COLUMNS.lunar,
} as const satisfies ImportColumns<keyof SubjectImportRow>;

/** POST /events/{id}/subjects, .../validate and .../validate-budget. */
export const subjectsBody = z
  .object({
    memberIds: z.array(z.string().max(200)).max(20_000).default([]),
    rows: z.array(z.record(z.string(), z.unknown())).max(20_000).default([]),
  })
  .refine((body) => body.memberIds.length + body.rows.length > 0, {
    path: ['memberIds'],
    message: '추가할 대상자를 선택해주세요.',
  })
  .meta({ id: 'GiftSubjectsBody' });
export type SubjectsBody = z.infer<typeof subjectsBody>;

export const subjectsValidation = z
  .object({
    total: z.number().int(),
    valid: z.number().int(),
    errors: z.array(importRowError),
    /** Phones already among the event's subjects. */
    alreadyAdded: z.array(z.string()),
  })
  .meta({ id: 'GiftSubjectsValidation' });

export const subjectsAdded = z.object({ added: z.number().int() }).meta({ id: 'GiftSubjectsAdded' });

/** DELETE /events/{id}/subjects: several at once. */
export const subjectIdsQuery = z.object({
  ids: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(1000)])
    .transform((ids) => (Array.isArray(ids) ? ids : ids.split(',').filter(Boolean)))
    .pipe(z.array(z.string()).min(1, '삭제할 대상자를 선택해주세요.')),
});

/** POST /events/{id}/subjects/{subjectId}: correct a recipient (before anything was exchanged). */
export const subjectUpdateBody = z
  .object({
    name: memberImportRow.shape.name,
    cellPhone: memberImportRow.shape.cellPhone,
    budget: z.number().int().min(0).max(1_000_000).optional(),
  })
  .meta({ id: 'GiftSubjectUpdateBody' });
