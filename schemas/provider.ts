import { z } from 'zod';
import { field } from './meta';
import { credentialFields } from './auth';
import { INQUIRY_SERVICE_CHOICES, INQUIRY_STATUSES, INQUIRY_STATUS_CHOICES } from './inquiry';
import { text } from './text';

/** POST /provider/v1/auth/login */
export const providerLoginBody = z.object(credentialFields).meta({ id: 'ProviderLoginBody' });

export const providerLoginResponse = z
  .object({ providerName: z.string(), clientId: z.string(), clientSecret: z.string(), expiresAt: z.string() })
  .meta({ id: 'ProviderLoginResponse' });
export type ProviderLoginResponse = z.infer<typeof providerLoginResponse>;

/**
 * A row's company as a provider console filter, picked from the console's company list (고객 회사);
 * the row names the company in a `companyName` column of its own.
 */
export const companyFilterField = () =>
  field(z.string().nullable(), {
    label: '회사',
    input: 'reference',
    reference: 'providerCompanies',
    filter: true,
    list: false,
  });

export const OUTBOX_CHANNELS = ['SMS', 'LMS', 'MMS', 'MESSENGER', 'EMAIL'] as const;
export const OUTBOX_CHANNEL_LABELS: Record<(typeof OUTBOX_CHANNELS)[number], string> = {
  SMS: '단문 문자',
  LMS: '장문 문자',
  MMS: '사진 문자',
  MESSENGER: '메신저',
  EMAIL: '이메일',
};

/** What each kind of message is for, by the `purpose` its sender gives it (server/services). */
export const MESSAGE_PURPOSE_LABELS: Record<string, string> = {
  'buy24.budget-alert': '구매24 예산 알림',
  'delivery-cut-off-reminder': '배송 변경 마감 안내',
  'delivery-date-changed': '배송일 변경 안내',
  'gift.card': '선물 카드',
  'gift.certification': '선물 인증번호',
  'gift.choice': '선물 선택 안내',
  'gift.resend': '선물 다시 보내기',
  'inquiry.answer': '서비스 문의 답변',
  'manager-invite': '관리자 초대',
  'password-code': '비밀번호 찾기 인증번호',
  'payment-account-code': '결제 계좌 인증번호',
  'quick-order': '퀵 주문 안내',
  'service-approved': '서비스 신청 승인',
  'service-rejected': '서비스 신청 반려',
  'signup-approved': '가입 승인',
  'signup-mail-code': '가입 이메일 인증번호',
  'signup-phone-code': '가입 휴대폰 인증번호',
  'signup-received': '가입 신청 접수',
  'signup-rejected': '가입 반려',
};
const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

/** One outgoing message as the provider console lists it. */
export const outboxRecord = z
  .object({
    id: z.string(),
    companyName: field(z.string().nullable(), { label: '회사' }),
    // The company a message went to, as a filter (a company's page lists its messages).
    companyId: companyFilterField(),
    channel: field(z.enum(OUTBOX_CHANNELS), {
      label: '채널',
      input: 'select',
      filter: true,
      choices: choicesOf(OUTBOX_CHANNEL_LABELS),
    }),
    // A phone (shown 010-1234-5678) or an e-mail address (shown as it is).
    recipient: field(z.string(), { label: '받는 사람', input: 'tel' }),
    subject: field(z.string().nullable(), { label: '제목', list: false }),
    body: field(z.string(), { label: '내용', input: 'textarea' }),
    purpose: field(text({ max: 50 }), {
      label: '용도',
      input: 'select',
      filter: true,
      choices: choicesOf(MESSAGE_PURPOSE_LABELS),
    }),
    createdAt: field(z.string(), { label: '보낸 시각', sortable: true }),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxRecord = z.infer<typeof outboxRecord>;

/** An inquiry as the provider console lists and works it: the visitor's form, its state, owner and answer. */
export const providerInquiryRecord = z
  .object({
    id: z.string(),
    receiptNo: field(z.string(), { label: '접수 번호' }),
    inquiryServiceType: field(text({ max: 40 }), {
      label: '서비스',
      input: 'select',
      filter: true,
      choices: INQUIRY_SERVICE_CHOICES,
    }),
    companyName: field(z.string(), { label: '회사명', sortable: true }),
    contactName: field(z.string(), { label: '담당자' }),
    cellphone: field(z.string(), { label: '휴대폰 번호', input: 'tel' }),
    email: field(z.string(), { label: '이메일', list: false }),
    inquiryRegion: field(z.string().nullable(), { label: '지역', list: false }),
    address: field(z.string().nullable(), { label: '주소', list: false }),
    inquiryContents: field(z.string(), { label: '문의 내용', input: 'textarea', list: false }),
    /** The visitor's session tags (utm_*, referrer, landing page, device), shown with Korean names. */
    tracking: field(z.record(z.string(), z.string()), { label: '유입 경로', list: false }),
    status: field(z.enum(INQUIRY_STATUSES), {
      label: '상태',
      input: 'select',
      filter: true,
      choices: INQUIRY_STATUS_CHOICES,
    }),
    ownerId: field(z.string().nullable(), { label: '담당 운영자', list: false, hidden: true }),
    ownerName: field(z.string().nullable(), { label: '담당 운영자' }),
    internalNote: field(z.string(), { label: '내부 메모', input: 'textarea', list: false }),
    answer: field(z.string().nullable(), { label: '답변', input: 'textarea', list: false }),
    answerChannel: field(z.enum(['SMS', 'EMAIL']).nullable(), { label: '답변 방법', list: false }),
    answeredAt: field(z.string().nullable(), { label: '답변 시각', list: false }),
    createdAt: field(z.string(), { label: '접수 시각', sortable: true }),
  })
  .meta({ id: 'ProviderInquiry' });
export type ProviderInquiryRecord = z.infer<typeof providerInquiryRecord>;

/** PUT /provider/v1/inquiries/{id}: the next state (INQUIRY_TRANSITIONS), the owner, the internal note. */
export const inquiryWorkInput = z
  .object({
    status: z.enum(INQUIRY_STATUSES, { error: '상태를 선택해주세요.' }).optional(),
    /** A provider account's id from GET /provider/v1/operators; null leaves it without an owner. */
    ownerId: z.string().max(100).nullable().optional(),
    internalNote: text({ max: 2000, multiline: true, label: '내부 메모' }).optional(),
  })
  .meta({ id: 'InquiryWorkInput' });
export type InquiryWorkInput = z.infer<typeof inquiryWorkInput>;

export const INQUIRY_ANSWER_CHANNELS = ['SMS', 'EMAIL'] as const;
export const INQUIRY_ANSWER_CHANNEL_LABELS = { SMS: '문자', EMAIL: '이메일' } as const;

/** POST /provider/v1/inquiries/{id}/answer: the answer, sent to the visitor by text message or e-mail. */
export const inquiryAnswerInput = z
  .object({
    channel: z.enum(INQUIRY_ANSWER_CHANNELS, { error: '답변을 보낼 방법을 선택해주세요.' }),
    answer: text({
      max: 1000,
      multiline: true,
      trim: true,
      label: '답변',
      required: '답변을 입력해주세요.',
    }).min(1, '답변을 입력해주세요.'),
  })
  .meta({ id: 'InquiryAnswerInput' });
export type InquiryAnswerInput = z.infer<typeof inquiryAnswerInput>;

/** The message an answer goes out as (the console previews exactly this before sending it). */
export function inquiryAnswerMessage(
  receiptNo: string,
  answer: string,
  channel: InquiryAnswerInput['channel'],
) {
  const subject = `[포털24] 문의(${receiptNo})에 답변드립니다`;
  return { subject, body: channel === 'EMAIL' ? answer : `${subject}\n\n${answer}` };
}

/** GET /provider/v1/operators: who an inquiry can be given to. */
export const operatorsResponse = z
  .object({ operators: z.array(z.object({ id: z.string(), name: z.string() })) })
  .meta({ id: 'Operators' });

/** A client company as the provider console lists it (the 변경 이력 company filter, the company list). */
export const providerCompanyRecord = z
  .object({
    id: z.string(),
    name: field(z.string(), { label: '회사', sortable: true }),
    representative: field(z.string(), { label: '대표자' }),
    registNumber: field(z.string(), { label: '사업자등록번호' }),
    createdAt: field(z.string(), { label: '가입일', input: 'date', sortable: true }),
    // The company page's figures (GET /provider/v1/companies/{id}); the list leaves them out.
    memberCount: field(z.number().int().optional(), { label: '회원', counter: '명', list: false }),
    services: field(z.string().optional(), { label: '이용 중인 서비스', list: false }),
    unpaidTotal: field(z.number().int().optional(), { label: '미수금', input: 'money', list: false }),
    waitingApplications: field(z.number().int().optional(), {
      label: '승인 대기 중인 서비스 신청',
      counter: '건',
      list: false,
    }),
  })
  .meta({ id: 'ProviderCompany' });
export type ProviderCompanyRecord = z.infer<typeof providerCompanyRecord>;

/** What the console's one search box finds, and how each kind is named beside its hits. */
export const PROVIDER_SEARCH_KINDS = ['company', 'member', 'inquiry', 'quickOrder'] as const;
export type ProviderSearchKind = (typeof PROVIDER_SEARCH_KINDS)[number];
export const PROVIDER_SEARCH_KIND_LABELS: Record<ProviderSearchKind, string> = {
  company: '회사',
  member: '회원',
  inquiry: '서비스 문의',
  quickOrder: '퀵 주문',
};
/** Hits of each kind the search returns at most (the box narrows as one types more). */
export const PROVIDER_SEARCH_LIMIT = 8;

/**
 * GET /provider/v1/search: a company, a person (name, e-mail, phone in any format), a receipt or
 * order number. No schema id: a querystring is spread into parameters, and an id would make it a
 * $ref the API document cannot spread.
 */
export const providerSearchQuery = z.object({
  q: text({ max: 100, label: '검색어', trim: true, required: '검색어를 입력해주세요.' }).min(
    1,
    '검색어를 입력해주세요.',
  ),
});
export const providerSearchHit = z.object({
  kind: z.enum(PROVIDER_SEARCH_KINDS),
  title: z.string(),
  detail: z.string(),
  /** The console page that opens it, below /provider (a company's page, a filtered list). */
  path: z.string(),
});
export type ProviderSearchHit = z.infer<typeof providerSearchHit>;
export const providerSearchResponse = z
  .object({ hits: z.array(providerSearchHit) })
  .meta({ id: 'ProviderSearchResponse' });
export type ProviderSearchResponse = z.infer<typeof providerSearchResponse>;

/** The provider queues whose waiting rows have a time limit (대기 기준), by the console's resource names. */
export const WAITING_QUEUES = [
  'signups',
  'serviceApplications',
  'providerCsInquiries',
  'providerBuyRequests',
] as const;
export type WaitingQueue = (typeof WAITING_QUEUES)[number];
export const WAITING_QUEUE_LABELS: Record<WaitingQueue, string> = {
  signups: '회원가입 심사',
  serviceApplications: '서비스 신청',
  providerCsInquiries: '1:1 문의',
  providerBuyRequests: '구매 요청 검토',
};
/** Hours a row may wait until an operator sets another limit. */
export const DEFAULT_QUEUE_LIMIT_HOURS: Record<WaitingQueue, number> = {
  signups: 24,
  serviceApplications: 48,
  providerCsInquiries: 24,
  providerBuyRequests: 24,
};
export const QUEUE_LIMIT_MAX_HOURS = 720;

/** GET /provider/v1/queue-limits: every queue's limit in hours (the set one, else the default). */
export const queueLimitsResponse = z
  .object({ limits: z.object(Object.fromEntries(WAITING_QUEUES.map((queue) => [queue, z.number().int()]))) })
  .meta({ id: 'QueueLimits' });

/** PUT /provider/v1/queue-limits/{queue}: a new limit, whole hours from 1 to 30 days. */
export const queueLimitBody = z
  .object({
    hours: z
      .number({ error: '대기 기준을 시간 단위 숫자로 입력해주세요.' })
      .int('대기 기준은 정수 시간으로 입력해주세요.')
      .min(1, '대기 기준은 1시간 이상이어야 합니다.')
      .max(QUEUE_LIMIT_MAX_HOURS, `대기 기준은 ${QUEUE_LIMIT_MAX_HOURS}시간(30일) 이하여야 합니다.`),
  })
  .meta({ id: 'QueueLimitBody' });
export const queueLimitParams = z.object({
  queue: z.enum(WAITING_QUEUES, { error: '알 수 없는 대기열입니다.' }),
});
