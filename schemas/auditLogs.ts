import { z } from 'zod';
import { formatPhone } from '../lib/phone';
import { seoulDateTime, seoulDotDate } from '../lib/seoulTime';
import { won } from '../lib/won';
import { groupRecord } from './groups';
import { managerRecord } from './managers';
import { fieldMeta, field } from './meta';
import { text } from './text';
import { memberRecord } from './members';
import { anniversaryRecord } from './anniversaries';
import { providerInvoiceRecord } from './billingLedger';
import { buyRequestRecord } from './buy24';
import { budgetRecord, orderRecord } from './buy24Orders';
import { eventRecord, subjectRecord, trackingRecord } from './gift';
import { providerCsInquiryRecord, providerNoticeRecord } from './legacyScreens';
import { companyFilterField, providerInquiryRecord } from './provider';
import { quickOrderRecord } from './quick/order';
import { applicationRecord } from './serviceApply';
import { signupRecord } from './signup';
import { paymentMethodRecord } from './snackPayment';
import { receiptRecord, stockCheckRecord, transferRecord } from './wmsStock';

const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** What kind of thing a change touched (the route layer's audit `target`), in Korean. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  member: '구성원',
  'member-import': '구성원 일괄 등록',
  'queue-limit': '대기 기준',
  group: '부서',
  manager: '관리자',
  profile: '내 정보',
  password: '비밀번호',
  'virtual-account': '가상계좌',
  inquiry: '서비스 문의',
  'cs-inquiry': '1:1 문의',
  file: '파일',
  job: '작업',
  branch: '사업장',
  notice: '공지사항',
  'answer-template': '답변 템플릿',
  signup: '가입 신청',
  service: '서비스',
  'service-application': '서비스 신청',
  'snack-application': '스낵24 신청',
  delivery: '배송',
  'meal-ticket': '식권',
  'quick-order': '퀵 주문',
  'payment-method': '결제수단',
  'auto-payment': '자동 결제',
  invoice: '청구서',
  budget: '예산',
  buyRequest: '구매 요청',
  buyComment: '구매 요청 댓글',
  buyExclusion: '구매 제외',
  buyOrder: '구매 주문',
  giftEvent: '선물 이벤트',
  giftSubject: '선물 대상자',
  giftSend: '선물 발송',
  giftService: '선물24 서비스',
  wmsReceipt: '입고',
  wmsStock: '재고',
  wmsCheck: '재고 조사',
  wmsTransfer: '재고 이동',
  wmsPrice: '전용 단가',
  outbox: '발송 메시지',
};

/** `revert`: a 되돌림, a record's fields put back to their values after one of its revisions. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'other', 'revert'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: '등록',
  update: '수정',
  delete: '삭제',
  other: '실행',
  revert: '되돌림',
};

/**
 * Korean names of the fields a change can list, read off the audited records' own metadata (the
 * first record naming a field gives its label, so the organisation's come first).
 */
const AUDITED_RECORDS: readonly z.ZodObject[] = [
  memberRecord,
  groupRecord,
  managerRecord,
  anniversaryRecord,
  providerInvoiceRecord,
  buyRequestRecord,
  orderRecord,
  budgetRecord,
  eventRecord,
  subjectRecord,
  trackingRecord,
  applicationRecord,
  signupRecord,
  providerInquiryRecord,
  providerCsInquiryRecord,
  providerNoticeRecord,
  quickOrderRecord,
  paymentMethodRecord,
  transferRecord,
  receiptRecord,
  stockCheckRecord,
];
export const AUDIT_FIELD_LABELS: Record<string, string> = Object.fromEntries(
  [...AUDITED_RECORDS].reverse().flatMap((record) =>
    Object.entries(record.shape).flatMap(([name, schema]) => {
      const label = fieldMeta(schema as z.ZodType)?.label;
      return label ? [[name, label]] : [];
    }),
  ),
);

/**
 * A field's coded values by their Korean names (입금 상태 UNPAID → 미입금), from the same metadata;
 * a field name several records use gathers all their choices.
 */
const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {};
for (const record of AUDITED_RECORDS)
  for (const [name, schema] of Object.entries(record.shape))
    for (const choice of fieldMeta(schema as z.ZodType)?.choices ?? [])
      (AUDIT_VALUE_LABELS[name] ??= {})[String(choice.id)] ??= choice.name;

/**
 * How a field's values read, from the same metadata (the first record naming the field decides, as
 * for its label): dates as 2026.11.24, phones as 010-1234-5678, amounts as 12,300원.
 */
const AUDIT_VALUE_INPUTS: Record<string, string> = {};
for (const record of AUDITED_RECORDS)
  for (const [name, schema] of Object.entries(record.shape)) {
    const input = fieldMeta(schema as z.ZodType)?.input;
    if (input) AUDIT_VALUE_INPUTS[name] ??= input;
  }

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function shownText(field: string, value: string | number): string {
  const label = AUDIT_VALUE_LABELS[field]?.[String(value)];
  if (label) return label;
  const input = AUDIT_VALUE_INPUTS[field];
  if (input === 'money' && typeof value === 'number') return won(value);
  if (typeof value !== 'string') return String(value);
  // A timestamp (등록일, 처리 시각) reads on the Seoul clock, never as the raw UTC text.
  if (ISO_TIMESTAMP.test(value)) return input === 'date' ? seoulDotDate(value) : seoulDateTime(value);
  if (input === 'date' && /^\d{8}$/.test(value))
    return `${value.slice(0, 4)}.${value.slice(4, 6)}.${value.slice(6, 8)}`;
  if (input === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replaceAll('-', '.');
  if (input === 'tel' || input === 'tel_password') return formatPhone(value);
  return value;
}

const shown = (field: string, value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(없음)'
    : typeof value === 'boolean'
      ? value
        ? '예'
        : '아니오'
      : typeof value === 'object'
        ? '(여러 값)'
        : shownText(field, value as string | number);

/** One changed field as a person reads it: its Korean name and its values before and after. */
export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The changes a person can read, field by field (직급: 사원 → 대리), and how many changed fields have
 * no Korean name (the row keeps them in `changes`; they are counted, never shown by their code).
 */
export function changeLines(changes: Record<string, { before: unknown; after: unknown }>): {
  lines: ChangeLine[];
  others: number;
} {
  const entries = Object.entries(changes);
  const named = entries.filter(([name]) => AUDIT_FIELD_LABELS[name]);
  return {
    lines: named
      .map(([name, { before, after }]) => ({
        field: name,
        label: AUDIT_FIELD_LABELS[name]!,
        before: shown(name, before),
        after: shown(name, after),
      }))
      // null and '' both read (없음): a change a person cannot see is not listed.
      .filter((line) => line.before !== line.after),
    others: entries.length - named.length,
  };
}

/** "직급: 사원 → 대리, 생일: (없음) → 1990.01.01": one change as a line a person reads. */
export function describeChanges(changes: Record<string, { before: unknown; after: unknown }>): string {
  const { lines, others } = changeLines(changes);
  return [
    ...lines.map((line) => `${line.label}: ${line.before} → ${line.after}`),
    ...(others ? [`그 밖의 항목 ${others}개`] : []),
  ].join(', ');
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

/**
 * 변경 이력 of every company, in the provider console: the same rows with the company named and
 * filterable (a company picked from the console's company list); who changed it is a name only.
 */
export const providerAuditLogRecord = auditLogRecord
  .extend({
    actorId: field(z.string().nullable(), { label: '변경한 사람', list: false }),
    companyId: companyFilterField(),
    companyName: field(z.string().nullable(), { label: '회사' }),
  })
  .meta({ id: 'ProviderAuditLog' });
export type ProviderAuditLogRecord = z.infer<typeof providerAuditLogRecord>;
