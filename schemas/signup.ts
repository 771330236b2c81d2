import { z } from 'zod';
import { bizNumberDigits, bizNumberValid, formatBizNumber } from '../lib/bizNumber';
import { cellPhoneSchema, emailSchema, passwordSchema } from './common';
import { field } from './meta';
import { serviceKey } from './services';
import { text } from './text';

/**
 * Company sign-up (/pc/admin/auth/signUp), a member joining a workspace (signupCombo) and the
 * provider's review. One set of rules for the form, the server and the API document.
 */

export const SIGNUP_CODE_TTL_SECONDS = 3 * 60;
export const SIGNUP_CODE_MAX_TRIES = 5;
/** How long a verified e-mail or phone stays good for the final step (the form may take a while). */
export const SIGNUP_VERIFIED_TTL_SECONDS = 60 * 60;

export const SIGNUP_MESSAGES = {
  registNumberLength: '사업자등록번호 10자리를 숫자로 입력해주세요.',
  registNumberCheck: '사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.',
  registNumberTaken:
    '이미 가입된 사업자등록번호입니다. 회사 관리자에게 초대를 요청하거나 고객센터(1644-4624)로 문의해주세요.',
  registNumberBlocked:
    '이용 자격을 잃은 이력이 있는 사업자등록번호입니다. 재가입은 운영자의 동의가 필요하니 고객센터(1644-4624)로 문의해주세요.',
  codeFormat: '인증번호 6자리 숫자를 입력해주세요.',
  codeWrong: (left: number) => `인증번호가 일치하지 않습니다. 다시 확인해주세요. (남은 입력 횟수 ${left}회)`,
  codeExpired: '인증번호 입력 시간(3분)이 지났습니다. 인증번호를 다시 받아주세요.',
  codeTooManyTries: '인증번호 입력 횟수(5회)를 넘었습니다. 인증번호를 다시 받아주세요.',
  codeMissing: '인증번호를 먼저 받아주세요.',
  emailNotVerified: '이메일 인증을 완료해주세요.',
  phoneNotVerified: '휴대폰 인증을 완료해주세요.',
  emailVerificationGone: '이메일 인증이 만료되었거나 올바르지 않습니다. 인증번호를 다시 받아주세요.',
  phoneVerificationGone: '휴대폰 인증이 만료되었거나 올바르지 않습니다. 인증번호를 다시 받아주세요.',
  emailTaken: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 찾기를 이용해주세요.',
  agreeUseService: '서비스 이용약관에 동의해주세요.',
  agreePrivacy: '개인정보 수집 및 이용에 동의해주세요.',
  pending:
    '가입 승인을 기다리고 있습니다. 운영자가 승인하면 문자와 이메일로 알려드립니다. 승인 후 로그인해주세요.',
} as const;

/** The business registration number as typed (hyphens allowed), answered as 123-45-67890. */
export const registNumberSchema = z
  .string({ error: SIGNUP_MESSAGES.registNumberLength })
  .max(20, SIGNUP_MESSAGES.registNumberLength)
  .refine((value) => /^\d{10}$/.test(bizNumberDigits(value)), SIGNUP_MESSAGES.registNumberLength)
  .refine((value) => bizNumberValid(value), SIGNUP_MESSAGES.registNumberCheck)
  .transform(formatBizNumber)
  .meta({ label: '사업자등록번호', input: 'text' });

const required = (label: string, max: number, message: string) =>
  text({ max, trim: true, label, required: message }).min(1, message);

const officePhoneSchema = z
  .string({ error: '회사 전화번호를 입력해주세요.' })
  .min(1, '회사 전화번호를 입력해주세요.')
  .regex(/^0\d{8,10}$/, '회사 전화번호를 지역번호부터 숫자로 입력해주세요. (예: 0215441234)');

const codeSchema = z
  .string({ error: SIGNUP_MESSAGES.codeFormat })
  .regex(/^\d{6}$/, SIGNUP_MESSAGES.codeFormat);
const tokenSchema = (message: string) => z.string({ error: message }).min(1, message).max(200, message);

/** Step 1: the company. */
export const signupCompanyFields = {
  companyName: required('회사명', 90, '회사명을 입력해주세요.'),
  registNumber: registNumberSchema,
  representative: required('대표자명', 30, '대표자명을 입력해주세요.'),
  zoneCode: z
    .string({ error: '주소 검색으로 우편번호를 입력해주세요.' })
    .regex(/^\d{5}$/, '주소 검색으로 우편번호를 입력해주세요.'),
  address1: required('주소', 450, '주소를 입력해주세요.'),
  address2: required('상세 주소', 450, '상세 주소를 입력해주세요.'),
  officePhone: officePhoneSchema,
};

/** Step 2: the person (the first administrator, or a member joining a workspace). */
export const signupPersonFields = {
  name: required('이름', 30, '이름을 입력해주세요.'),
  email: emailSchema,
  emailToken: tokenSchema(SIGNUP_MESSAGES.emailNotVerified),
  cellPhone: cellPhoneSchema,
  phoneToken: tokenSchema(SIGNUP_MESSAGES.phoneNotVerified),
  password: passwordSchema,
};

/** Step 3: the terms (use_service and privacy_policy required, privacy_policy_choice optional). */
export const signupTermsFields = {
  agreeUseService: z.literal(true, { error: SIGNUP_MESSAGES.agreeUseService }),
  agreePrivacy: z.literal(true, { error: SIGNUP_MESSAGES.agreePrivacy }),
  agreeMarketing: z.boolean().default(false),
};

export const signupCompanyStep = z.object(signupCompanyFields);
export const signupPersonStep = z.object(signupPersonFields);
export const signupTermsStep = z.object(signupTermsFields);

/** POST /homepage/v2/signup: company and first administrator in one request. */
export const signupBody = z
  .object({ ...signupCompanyFields, ...signupPersonFields, ...signupTermsFields })
  .meta({ id: 'SignupBody' });
export type SignupBody = z.output<typeof signupBody>;
export type SignupField = keyof z.input<typeof signupBody>;

/** POST /homepage/v2/service-signup: the same, starting from a chosen service. */
export const serviceSignupBody = signupBody.extend({ service: serviceKey }).meta({ id: 'ServiceSignupBody' });

/** POST /portal/app/api/sign-up/{id}: a member joining a company's workspace from its invitation. */
export const memberJoinBody = z
  .object({ ...signupPersonFields, ...signupTermsFields })
  .meta({ id: 'MemberJoinBody' });

export const signupResponse = z
  .object({
    ok: z.literal(true),
    status: z.enum(['PENDING', 'APPROVED']),
    companyName: z.string(),
    email: z.string(),
    message: z.string(),
  })
  .meta({ id: 'SignupResponse' });
export type SignupResponse = z.infer<typeof signupResponse>;

/** GET /homepage/v2/regist-number */
export const registNumberQuery = z.object({ registNumber: registNumberSchema });
export const registNumberResponse = z
  .object({ registNumber: z.string(), available: z.literal(true), message: z.string() })
  .meta({ id: 'RegistNumberCheck' });

/** POST /portal/auth/api/signup/auth-mail: without `code` sends one, with `code` checks it. */
export const mailCodeQuery = z.object({ email: emailSchema, code: codeSchema.optional() });
/** GET /homepage/v2/certification/cellphone: the same by message to the phone. */
export const phoneCodeQuery = z.object({ cellPhone: cellPhoneSchema, code: codeSchema.optional() });

/** Sent: `token` null. Verified: `token` goes into the sign-up body as emailToken or phoneToken. */
export const codeAnswer = z
  .object({
    status: z.enum(['SENT', 'VERIFIED']),
    message: z.string(),
    expiresInSeconds: z.number().int(),
    token: z.string().nullable(),
  })
  .meta({ id: 'SignupCodeAnswer' });
export type CodeAnswer = z.infer<typeof codeAnswer>;

/** GET /homepage/v2/wefun-customer/{id}: the workspace a joining member sees. */
export const workspaceInvitation = z
  .object({ companyName: z.string(), branchName: z.string(), branchEncrypted: z.string() })
  .meta({ id: 'WorkspaceInvitation' });

/** Spec 2 §5 "Text-derived rules": why the provider may refuse a sign-up. */
export const REJECT_REASON_CHOICES = [
  { id: 'PRIOR_LOSS', name: '이용 자격을 잃은 이력 (재가입 미동의)' },
  { id: 'FALSE_DATA', name: '허위 정보 기재' },
  { id: 'MISSING_DATA', name: '필수 정보 누락' },
  { id: 'UNVERIFIABLE', name: '실명 또는 사업자 확인 불가' },
  { id: 'IMPRACTICAL', name: '기술상 서비스 제공 곤란' },
] as const;
export const REJECT_REASONS = [
  'PRIOR_LOSS',
  'FALSE_DATA',
  'MISSING_DATA',
  'UNVERIFIABLE',
  'IMPRACTICAL',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const rejectReasonLabel = (reason: string) =>
  REJECT_REASON_CHOICES.find((choice) => choice.id === reason)?.name ?? reason;

export const SIGNUP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const SIGNUP_STATUS_CHOICES = [
  { id: 'PENDING', name: '승인 대기' },
  { id: 'APPROVED', name: '승인' },
  { id: 'REJECTED', name: '반려' },
] as const;

/** One sign-up as the provider console lists it. */
export const signupRecord = z
  .object({
    id: z.string(),
    companyName: field(z.string(), { label: '회사명', sortable: true }),
    registNumber: field(z.string(), { label: '사업자등록번호' }),
    representative: field(z.string(), { label: '대표자', list: false }),
    address: field(z.string(), { label: '주소', list: false }),
    officePhone: field(z.string().nullable(), { label: '회사 전화번호', input: 'tel', list: false }),
    applicantName: field(z.string(), { label: '신청자' }),
    email: field(z.string(), { label: '이메일' }),
    cellPhone: field(z.string(), { label: '휴대폰 번호', input: 'tel' }),
    service: field(z.string().nullable(), { label: '선택 서비스', list: false }),
    agreeMarketing: field(z.boolean(), { label: '마케팅 수신 동의', input: 'boolean', list: false }),
    status: field(z.enum(SIGNUP_STATUSES), {
      label: '상태',
      input: 'select',
      filter: true,
      sortable: true,
      choices: SIGNUP_STATUS_CHOICES,
    }),
    rejectReason: field(z.enum(REJECT_REASONS).nullable(), {
      label: '반려 사유',
      input: 'select',
      choices: REJECT_REASON_CHOICES,
    }),
    rejectNote: field(z.string().nullable(), { label: '반려 메모', list: false }),
    createdAt: field(z.string(), { label: '신청 시각', sortable: true }),
    reviewedAt: field(z.string().nullable(), { label: '처리 시각', list: false }),
  })
  .meta({ id: 'ProviderSignup' });
export type SignupRecord = z.infer<typeof signupRecord>;

/** POST /provider/v1/signups/{id}/reject */
export const rejectSignupBody = z
  .object({
    reason: z.enum(REJECT_REASONS, { error: '반려 사유를 선택해주세요.' }),
    note: text({ max: 500, trim: true, label: '반려 메모', multiline: true }).default(''),
  })
  .meta({ id: 'RejectSignupBody' });
