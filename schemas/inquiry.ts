import { z } from 'zod';
import { withParticle } from '../lib/korean';
import { cellPhoneSchema } from './common';
import { text } from './text';

/** Spec 1 §3 "Inquiry form": the eight services an inquiry can be about. */
export const INQUIRY_SERVICE_TYPES = [
  'SNACK',
  'SNACK_PARTNER',
  'SNACK_SALES_AGENCY',
  'BIRTH',
  'CLEAN',
  'BREAKFAST',
  'OFFICE',
  'QUICK',
] as const;
export type InquiryServiceType = (typeof INQUIRY_SERVICE_TYPES)[number];

export const isInquiryServiceType = (value: unknown): value is InquiryServiceType =>
  (INQUIRY_SERVICE_TYPES as readonly unknown[]).includes(value);

export const INQUIRY_SERVICE_LABELS: Record<InquiryServiceType, string> = {
  SNACK: '스낵24 (간식 구독)',
  SNACK_PARTNER: '스낵24 상품 제휴',
  SNACK_SALES_AGENCY: '스낵24 영업 대행',
  BIRTH: '선물24 (생일·기념일 선물)',
  CLEAN: '클린24 (사무실 청소)',
  BREAKFAST: '조식24 (아침 식사)',
  OFFICE: '오피스24 (사무용품)',
  QUICK: '퀵24 (퀵 배송)',
};

/** REGION_A is Seoul/Gyeonggi, REGION_B Busan/Gyeongnam; kept only for the snack type. */
export const INQUIRY_REGIONS = ['REGION_A', 'REGION_B'] as const;
export type InquiryRegion = (typeof INQUIRY_REGIONS)[number];
export const INQUIRY_REGION_LABELS: Record<InquiryRegion, string> = {
  REGION_A: '서울·경기',
  REGION_B: '부산·경남',
};

/** Spec 1 §9 field limits, plus bounds of our own for the free-text fields the spec leaves open. */
export const INQUIRY_LIMITS = {
  companyName: 90,
  contactName: 230,
  cellphone: 11,
  email: 230,
  address1: 450,
  address2: 450,
  space: 1000,
  inquiryContents: 4000,
} as const;

/** The form's fields in display order: "the first failing field" is the first of these. */
export const INQUIRY_FIELDS = [
  'inquiryServiceType',
  'companyName',
  'contactName',
  'cellphone',
  'email',
  'inquiryRegion',
  'space',
  'zonecode',
  'address1',
  'address2',
  'inquiryContents',
  'contact_privacy_policy',
] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export type InquiryDevice = 'pc' | 'mobile';

/** Spec 1 §5 "Inquiry": the Korean messages; PC and mobile differ where the spec says so. */
export function inquiryMessages(device: InquiryDevice) {
  return {
    serviceType: '문의하실 서비스를 선택해주세요.',
    companyName: '회사명을 입력해주세요.',
    contactName: '담당자명을 입력해주세요.',
    email: '이메일을 정확하게 입력해주세요.',
    region: '필수값 입니다.',
    cleanSpace: '청소할 공간에 대해 설명해주세요.',
    zonecode: '주소를 입력해주세요.',
    address1: device === 'pc' ? '주소를 입력해주세요.' : '상세주소를 입력해주세요.',
    address2: '상세주소를 입력해주세요.',
    salesSpace: device === 'pc' ? '주요 거래처 또는 영업 사례를 입력해주세요.' : '문의 내용을 입력해주세요.',
    inquiryContents: '문의 내용을 입력해주세요.',
    privacy: '개인정보 수집 및 이용에 동의해주세요.',
  } as const;
}

/** Failure alert of spec 1 §8 "Inquiry failure". */
export const INQUIRY_FAILURE_MESSAGE = '문의 접수 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';

const maxText = (max: number, label: string, options: { multiline?: boolean; trim?: boolean } = {}) =>
  text({ max, label, ...options, tooLong: `${withParticle(label, '은/는')} ${max}자 이내로 입력해주세요.` });

/** The form's values as the page keeps them (every text field a string, empty when not filled). */
function inquiryFormObject(device: InquiryDevice) {
  const m = inquiryMessages(device);
  return z.object({
    inquiryServiceType: z.enum(INQUIRY_SERVICE_TYPES, { error: m.serviceType }),
    companyName: maxText(INQUIRY_LIMITS.companyName, '회사명', { trim: true }).min(1, m.companyName),
    contactName: maxText(INQUIRY_LIMITS.contactName, '담당자명', { trim: true }).min(1, m.contactName),
    cellphone: cellPhoneSchema,
    email: text({
      max: INQUIRY_LIMITS.email,
      trim: true,
      label: '이메일',
      required: m.email,
      tooLong: '이메일은 230자 이내로 입력해주세요.',
    }).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.email),
    inquiryRegion: z.union([z.enum(INQUIRY_REGIONS), z.literal('')]).default(''),
    space: maxText(INQUIRY_LIMITS.space, '공간 설명', { multiline: true }).default(''),
    zonecode: z
      .string()
      .regex(/^\d{0,6}$/, '우편번호가 올바르지 않습니다.')
      .default(''),
    address1: maxText(INQUIRY_LIMITS.address1, '주소').default(''),
    address2: maxText(INQUIRY_LIMITS.address2, '상세주소').default(''),
    inquiryContents: maxText(INQUIRY_LIMITS.inquiryContents, '문의 내용', {
      multiline: true,
      trim: true,
    }).min(1, m.inquiryContents),
    contact_privacy_policy: z.boolean({ error: m.privacy }).refine((agreed) => agreed, m.privacy),
    isPrivateAgree: z.enum(['Y', 'N']).default('Y'),
    bcode: z
      .string()
      .regex(/^\d{0,10}$/, '법정동 코드가 올바르지 않습니다.')
      .default(''),
  });
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * Spec 1 §5's per-service rules on top of `shape`: region for snack, space and address for cleaning,
 * space (main clients / sales cases) for the sales agency.
 */
function withServiceRules<T extends ReturnType<typeof inquiryFormObject>>(shape: T, device: InquiryDevice) {
  const m = inquiryMessages(device);
  return shape.superRefine((form, ctx) => {
    const need = (path: InquiryField, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (form.inquiryServiceType === 'SNACK') need('inquiryRegion', form.inquiryRegion !== '', m.region);
    if (form.inquiryServiceType === 'CLEAN') {
      need('space', !blank(form.space), m.cleanSpace);
      need('zonecode', !blank(form.zonecode), m.zonecode);
      need('address1', !blank(form.address1), m.address1);
      need('address2', !blank(form.address2), m.address2);
    }
    if (form.inquiryServiceType === 'SNACK_SALES_AGENCY') need('space', !blank(form.space), m.salesSpace);
  });
}

/** The inquiry form: the same schema checks the browser form and the server's request body. */
export function inquirySchema(device: InquiryDevice = 'pc') {
  return withServiceRules(inquiryFormObject(device), device);
}
export type InquiryForm = z.input<ReturnType<typeof inquirySchema>>;
export type InquiryValues = z.output<ReturnType<typeof inquirySchema>>;

/** The first message for each failing field, or an empty object when the form is valid. */
export function inquiryErrors(
  form: unknown,
  device: InquiryDevice,
): Partial<Record<InquiryField | string, string>> {
  const result = inquirySchema(device).safeParse(form);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the visitor's session carried: utm_* tags, referrer, landing path and device. Bounded. */
export const inquiryTracking = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '추적 정보의 이름이 올바르지 않습니다.'),
    text({ max: 500, label: '추적 정보', tooLong: '추적 정보가 너무 깁니다.' }),
  )
  .refine((tags) => Object.keys(tags).length <= 20, '추적 정보가 너무 많습니다.')
  .default({});

/** POST /homepage/v2/inquiry: the form plus the session's tracking tags. */
export const inquiryBody = withServiceRules(
  inquiryFormObject('pc').extend({ tracking: inquiryTracking }),
  'pc',
).meta({ id: 'InquiryBody' });
export type InquiryBody = z.input<typeof inquiryBody>;

export const inquiryCreatedResponse = z
  .object({
    receiptNo: z.string().meta({ description: '접수 번호 (Q-YYYYMMDD-NNNN, 서울 기준 날짜)' }),
    createdAt: z.string(),
  })
  .meta({ id: 'InquiryCreated' });
export type InquiryCreated = z.infer<typeof inquiryCreatedResponse>;

export const INQUIRY_STATUSES = ['RECEIVED', 'IN_PROGRESS', 'ANSWERED', 'CLOSED'] as const;
export const INQUIRY_STATUS_LABELS: Record<(typeof INQUIRY_STATUSES)[number], string> = {
  RECEIVED: '접수 완료',
  IN_PROGRESS: '상담 진행 중',
  ANSWERED: '답변 완료',
  CLOSED: '종료',
};
export const INQUIRY_STATUS_CHOICES = INQUIRY_STATUSES.map((id) => ({ id, name: INQUIRY_STATUS_LABELS[id] }));
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * The moves an operator makes by hand: 답변 완료 comes only with an answer sent to the visitor (which
 * may follow 접수 or 상담 진행 중, and be sent again), and 종료 is final.
 */
export const INQUIRY_TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  RECEIVED: ['IN_PROGRESS', 'CLOSED'],
  IN_PROGRESS: ['CLOSED'],
  ANSWERED: ['IN_PROGRESS', 'CLOSED'],
  CLOSED: [],
};
export const INQUIRY_ANSWERABLE: readonly InquiryStatus[] = ['RECEIVED', 'IN_PROGRESS', 'ANSWERED'];
export const INQUIRY_SERVICE_CHOICES = INQUIRY_SERVICE_TYPES.map((id) => ({
  id,
  name: INQUIRY_SERVICE_LABELS[id],
}));

/**
 * GET /homepage/v2/inquiry-progress: the author proves authorship with the receipt number and phone.
 * No meta id: the OpenAPI generator cannot expand a referenced schema into query parameters.
 */
export const inquiryProgressQuery = z.object({
  receiptNo: z
    .string({ error: '접수 번호를 입력해주세요.' })
    .trim()
    .regex(/^Q-\d{8}-\d{4,}$/, '접수 번호를 정확하게 입력해주세요. (예: Q-20250101-0001)'),
  cellphone: z
    .string({ error: '휴대폰 번호를 입력해주세요.' })
    .regex(/^\d{9,11}$/, '휴대폰 번호를 숫자만 정확하게 입력해주세요.'),
});

export const inquiryProgressResponse = z
  .object({
    receiptNo: z.string(),
    inquiryServiceType: z.enum(INQUIRY_SERVICE_TYPES),
    status: z.enum(INQUIRY_STATUSES),
    statusLabel: z.string(),
    companyName: z.string(),
    contactName: z.string(),
    inquiryRegion: z.enum(INQUIRY_REGIONS).nullable(),
    address: z.string().nullable(),
    inquiryContents: z.string(),
    tracking: z.record(z.string(), z.string()),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    /** The operator's answer, as it was sent to the visitor. */
    answer: z.string().nullable(),
  })
  .meta({ id: 'InquiryProgress' });
export type InquiryProgress = z.infer<typeof inquiryProgressResponse>;

/** Not found and not yours answer alike, so the call cannot tell which receipt numbers exist. */
export const INQUIRY_NOT_FOUND_MESSAGE = '접수 번호와 휴대폰 번호가 일치하는 문의를 찾을 수 없습니다.';

/** Spec 1 §5: the space entry goes before the contents, on its own line. */
export function contentsWithSpace(space: string, contents: string): string {
  const head = space.trim();
  return head ? `${head}\n${contents.trim()}` : contents.trim();
}
