import { z } from 'zod';
import { groupRecord } from './groups';
import { managerRecord } from './managers';
import { fieldMeta, field } from './meta';
import { text } from './text';
import { memberRecord } from './members';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** What kind of thing a change touched (the route layer's audit `target`), in Korean. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  member: '구성원',
  'member-import': '구성원 일괄 등록',
  group: '부서',
  manager: '관리자',
  profile: '내 정보',
  password: '비밀번호',
  'virtual-account': '가상계좌',
  inquiry: '서비스 문의',
  file: '파일',
  job: '작업',
};

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'other'] as const;
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  other: '실행',
};

/** Korean names of the fields a change can list, read off the records' own metadata. */
export const AUDIT_FIELD_LABELS: Record<string, string> = Object.fromEntries(
  [memberRecord, groupRecord, managerRecord].flatMap((record) =>
    Object.entries(record.shape).flatMap(([name, schema]) => {
      const label = fieldMeta(schema as z.ZodType)?.label;
      return label ? [[name, label]] : [];
    }),
  ),
);

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(없음)'
    : typeof value === 'boolean'
      ? value
        ? '예'
        : '아니오'
      : String(value);

/** "직급: 사원 → 대리, 생일: (없음) → 19900101": one change as a line a person reads. */
export function describeChanges(changes: Record<string, { before: unknown; after: unknown }>): string {
  return Object.entries(changes)
    .map(
      ([name, { before, after }]) =>
        `${AUDIT_FIELD_LABELS[name] ?? name}: ${shown(before)} → ${shown(after)}`,
    )
    .join(', ');
}

/** One row of 변경 이력: who changed what, when, with the fields before and after. */
export const auditLogRecord = z
  .object({
    id: z.string(),
    createdAt: field(z.string(), {
      label: '변경 시각',
      input: 'date',
      filter: true,
      sortable: true,
      dateShortcuts: true,
    }),
    actorId: field(z.string().nullable(), {
      label: '변경한 사람',
      input: 'reference',
      reference: 'members',
      filter: true,
      list: false,
    }),
    actorName: field(z.string(), { label: '변경한 사람' }),
    companyName: field(z.string().nullable(), { label: '회사', list: false }),
    action: field(z.enum(AUDIT_ACTIONS), {
      label: '작업',
      input: 'select',
      choices: choices(AUDIT_ACTION_LABELS),
      filter: true,
    }),
    targetKind: field(text({ max: 40, label: '대상' }), {
      label: '대상',
      input: 'select',
      choices: choices(AUDIT_TARGET_LABELS),
      filter: true,
    }),
    targetId: field(z.string().nullable(), { label: '대상 id', list: false }),
    call: field(z.string(), { label: '호출', list: false }),
    summary: field(z.string(), { label: '변경 내용' }),
    changes: field(z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })), {
      label: '변경 전후',
      list: false,
    }),
  })
  .meta({ id: 'AuditLog' });
export type AuditLogRecord = z.infer<typeof auditLogRecord>;
