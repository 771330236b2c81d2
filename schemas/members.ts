import { z } from 'zod';
import { ADMINISTRATOR_ROLE, MEMBER_ROLE } from '../lib/memberRules';
import { cellPhoneSchema } from './common';
import type { ImportColumns } from './importColumns';
import { field } from './meta';
import { text } from './text';

export const GENDERS = ['남', '여'] as const;
export const LUNAR_KINDS = ['양력', '음력'] as const;
export const ROLES = [ADMINISTRATOR_ROLE, MEMBER_ROLE] as const;
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** YYYYMMDD that is a real calendar date (20240230 is not). */
export function isRealDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const name = text({
  max: 30,
  trim: true,
  label: '이름',
  required: '이름을 입력해주세요.',
  tooLong: '이름은 30자까지 입력할 수 있습니다.',
}).min(1, '이름을 입력해주세요.');
/** The one mobile-number rule and its messages (schemas/common), for the form and the import alike. */
const cellPhone = cellPhoneSchema;
const optionalText = (max: number, label: string, tooLong: string) =>
  text({ max, label, trim: true, tooLong }).default('');
/** An encrypted id as a body carries it (the server decodes it; this only bounds it). */
const idText = text({ max: 200 });
const eventDate = z
  .string()
  .default('')
  .refine(
    (value) => value === '' || /^\d{8}$/.test(value),
    '생일은 숫자 8자리로 입력해주세요. (예: 19900505)',
  )
  .refine((value) => value === '' || isRealDate(value), '생일이 올바른 날짜가 아닙니다.');

/** The fields a member has on member/list, with their labels, inputs and list behaviour. */
export const memberFields = {
  name: field(name, { label: '이름', input: 'text', sortable: true }),
  email: field(
    text({
      max: 230,
      trim: true,
      label: '이메일',
      required: '이메일을 입력해주세요.',
      tooLong: '이메일은 230자 이내로 입력해주세요.',
    })
      .min(1, '이메일을 입력해주세요.')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일 형식을 확인해주세요. (예: example@company.com)'),
    { label: '이메일', input: 'email', sortable: true },
  ),
  cellPhone: field(cellPhone, { label: '휴대폰 번호', input: 'tel' }),
  officePhone: field(
    z
      .string()
      .default('')
      .refine(
        (value) => value === '' || /^\d{9,11}$/.test(value),
        '사무실 전화번호는 숫자 9~11자리로 입력해주세요.',
      ),
    { label: '사무실 전화번호', input: 'tel', list: false },
  ),
  groupId: field(idText.nullable().default(null), {
    label: '부서',
    input: 'reference',
    reference: 'groups',
    filter: true,
  }),
  rank: field(optionalText(30, '직급', '직급은 30자까지 입력할 수 있습니다.'), {
    label: '직급',
    input: 'text',
    sortable: true,
  }),
  gender: field(z.enum(['', ...GENDERS], { error: '성별은 남 또는 여로 입력해주세요.' }).default(''), {
    label: '성별',
    input: 'select',
    choices: choices(GENDERS),
  }),
  eventDate: field(eventDate, { label: '생일', input: 'date', sortable: true }),
  lunar: field(z.enum(['', ...LUNAR_KINDS], { error: '양력 또는 음력으로 입력해주세요.' }).default(''), {
    label: '양력/음력',
    input: 'select',
    choices: choices(LUNAR_KINDS),
  }),
  joinDate: field(
    z
      .string()
      .default('')
      .refine((value) => value === '' || isRealDate(value), '입사일이 올바른 날짜가 아닙니다.'),
    { label: '입사일', input: 'date', sortable: true, dateShortcuts: true },
  ),
};

/** Body of create and update on member/list (authority flags are changed separately). */
export const memberInput = z.object(memberFields).meta({ id: 'MemberBody' });
export type MemberInput = z.input<typeof memberInput>;

export const authorityFields = {
  companyMemberRole: field(z.enum(ROLES), {
    label: '역할',
    input: 'select',
    choices: choices(ROLES),
    filter: true,
  }),
  hasMasterAuthority: field(z.boolean(), { label: '마스터 권한', input: 'boolean', list: false }),
  hasAdminAuthority: field(z.boolean(), { label: '관리자 권한', input: 'boolean', list: false }),
  hasBuyRequestAuthority: field(z.boolean(), { label: '구매 요청 승인 권한', input: 'boolean', list: false }),
  hasCategoryItemAuthority: field(z.boolean(), {
    label: '카테고리 상품 관리 권한',
    input: 'boolean',
    list: false,
  }),
  hasManagerAuthority: field(z.boolean(), { label: '관리자 설정 권한', input: 'boolean', list: false }),
};

/** PUT .../members/{id}/authority: only by a member with master or admin authority. */
export const authorityInput = z.object(authorityFields).meta({ id: 'AuthorityBody' });
export type AuthorityInput = z.infer<typeof authorityInput>;

/** A plain member: the 멤버 role and no authority flag (what revoking an administrator leaves). */
export const PLAIN_MEMBER_AUTHORITY: AuthorityInput = {
  companyMemberRole: '멤버',
  hasMasterAuthority: false,
  hasAdminAuthority: false,
  hasBuyRequestAuthority: false,
  hasCategoryItemAuthority: false,
  hasManagerAuthority: false,
};

/** A member as lists and detail screens get it (ids are encrypted). */
export const memberRecord = z
  .object({
    id: z.string(),
    ...memberFields,
    groupName: field(z.string().nullable(), { label: '부서', readOnly: true, list: false }),
    ...authorityFields,
    createdAt: field(z.string(), { label: '등록일', readOnly: true, sortable: true, list: false }),
  })
  .meta({ id: 'Member' });
export type MemberRecord = z.infer<typeof memberRecord>;

/** An optional 8-digit date cell of an import row, named in its messages as `label` (생일, 기념일). */
export const importDate = (label: string) =>
  z
    .string()
    .default('')
    .refine((value) => value === '' || /^\d{8}$/.test(value), `${label}은 숫자 8자리로 입력해주세요.`)
    .refine((value) => value === '' || isRealDate(value), `${label}이 올바른 날짜가 아닙니다.`);

/** One row of a member import file (spec 2 §5 "Member import"); all values arrive as text. */
export const memberImportRow = z
  .object({
    name,
    email: memberFields.email,
    // The same rule and messages as create/edit, so an imported member can be saved from the edit form.
    cellPhone,
    gender: z
      .string()
      .max(30, '성별은 30자까지 입력할 수 있습니다.')
      .default('')
      .refine(
        (value) => value === '' || value === '남' || value === '여',
        '성별은 남 또는 여만 입력할 수 있습니다.',
      ),
    rank: text({ max: 30, label: '직급', tooLong: '직급은 30자까지 입력할 수 있습니다.' }).default(''),
    eventDate: importDate('생일'),
    lunar: z
      .string()
      .default('')
      .refine(
        (value) => value === '' || value === '양력' || value === '음력',
        '양력 또는 음력만 입력할 수 있습니다.',
      ),
  })
  .meta({ id: 'MemberImportRow' });
export type MemberImportRow = z.input<typeof memberImportRow>;

/** The columns of the member import sheet: the template, the guide and the parser read these. */
export const MEMBER_IMPORT_COLUMNS = {
  name: { header: '이름', aliases: ['성명', 'name'], required: true, example: '홍길동' },
  email: {
    header: '이메일',
    aliases: ['이메일주소', '메일', 'email'],
    required: true,
    example: 'gildong@example.com',
  },
  cellPhone: {
    header: '휴대폰 번호',
    aliases: ['휴대폰', '휴대전화', '휴대전화번호', '핸드폰', '핸드폰번호', 'cellphone'],
    required: true,
    text: true,
    kind: 'phone',
    example: '01098765432',
  },
  gender: { header: '성별', aliases: ['gender'], example: '남', choices: GENDERS },
  rank: { header: '직급', aliases: ['직위', 'rank'], example: '사원' },
  eventDate: {
    header: '생일(숫자 8자리)',
    aliases: ['생년월일', 'eventdate'],
    text: true,
    kind: 'date',
    example: '19880101',
  },
  lunar: {
    header: '양력/음력',
    aliases: ['음력/양력', '양음력', '음양력', 'lunar'],
    example: '양력',
    choices: LUNAR_KINDS,
  },
} as const satisfies ImportColumns<keyof MemberImportRow>;

/** Korean headers of the import template and of the file columns, in order. */
export const MEMBER_IMPORT_HEADERS = Object.fromEntries(
  Object.entries(MEMBER_IMPORT_COLUMNS).map(([key, column]) => [key, column.header]),
) as Record<keyof MemberImportRow, string>;

export const MEMBER_IMPORT_MAX_ROWS = 20_000;

/** POST .../members/import */
export const memberImportBody = z
  .object({
    rows: z
      .array(z.record(z.string(), z.unknown()))
      .min(1, '가져올 행이 없습니다.')
      .max(
        MEMBER_IMPORT_MAX_ROWS,
        `한 번에 ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.`,
      ),
    /** true: only validate and report, write nothing. */
    dryRun: z.boolean().default(false),
    /** Optional group for every imported member. */
    groupId: idText.nullable().default(null),
  })
  .meta({ id: 'MemberImportBody' });

/** One problem in an import file: row number (1 = first data row), field and Korean message. */
export const importRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const memberImportResponse = z
  .object({
    dryRun: z.boolean(),
    total: z.number().int(),
    added: z.number().int(),
    errors: z.array(importRowError),
  })
  .meta({ id: 'MemberImportResponse' });
