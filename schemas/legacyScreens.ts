import { z } from 'zod';
import { field } from './meta';
import { PAST_ORDER_SERVICE_KEYS, type PastOrderService } from './billingLines';
import { SERVICE_LABELS } from './services';
import { PAYMENT_KINDS } from './snackPayment';
import { text } from './text';

/**
 * The admin's own screens of the former legacy routes (지난 주문 내역, 자동 결제, 결제 수단, 공지사항,
 * 복지 게시판, 1:1 문의) and the provider console's side of notices and one-to-one inquiries.
 */

// ---------------------------------------------------------------- 지난 주문 내역 (orders/past)

export { PAST_ORDER_SERVICES, PAST_ORDER_SERVICE_KEYS } from './billingLines';
export type { PastOrderService } from './billingLines';
export const PAST_ORDER_SERVICE_LABELS: Record<PastOrderService, string> = {
  snack: SERVICE_LABELS.snack24,
  breakfast: SERVICE_LABELS.breakfast24,
  birth: SERVICE_LABELS.sending24,
  buy: SERVICE_LABELS.buy24,
  quick: SERVICE_LABELS.quick24,
  meal: SERVICE_LABELS.meal24,
};
export const pastOrderService = z.enum(PAST_ORDER_SERVICE_KEYS as [PastOrderService, ...PastOrderService[]], {
  error: '서비스를 찾을 수 없습니다.',
});

const MONTH_MESSAGE = '조회할 달을 YYYY-MM 형식으로 입력해주세요.';
export const monthText = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE);

export const pastOrderSummaryQuery = z
  .object({ month: monthText, service: pastOrderService.optional() })
  .strict();

const amounts = {
  count: z.number().int(),
  supplyAmount: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
};
export const pastOrderSummary = z
  .object({
    month: z.string(),
    service: pastOrderService.nullable(),
    totals: z.object(amounts),
    byService: z.array(z.object({ service: z.string(), label: z.string(), ...amounts })),
  })
  .meta({ id: 'PastOrderSummary' });
export type PastOrderSummary = z.infer<typeof pastOrderSummary>;

/** One ledger line of the month (list protocol; filters `month` and `service`). */
export const pastOrderLine = z
  .object({
    id: z.string(),
    usedOn: field(z.string(), { label: '이용일', input: 'date', sortable: true }),
    service: field(z.string(), { label: '서비스 코드', list: false }),
    serviceLabel: field(z.string(), { label: '서비스' }),
    category: field(z.string(), { label: '분류' }),
    description: field(z.string(), { label: '내역' }),
    branchName: field(z.string().nullable(), { label: '사업장' }),
    quantity: field(z.number().int(), { label: '수량' }),
    supplyAmount: field(z.number().int(), { label: '공급가액', input: 'money', sortable: true }),
    vat: field(z.number().int(), { label: '부가세', input: 'money' }),
    total: field(z.number().int(), { label: '합계', input: 'money', sortable: true }),
  })
  .meta({ id: 'PastOrderLine' });
export type PastOrderLine = z.infer<typeof pastOrderLine>;

// ---------------------------------------------------------------- 자동 결제 (payment/subscription)

export const AUTO_PAYMENT_CHARGE_STATUSES = ['PAID', 'FAILED'] as const;
export const autoPaymentCharge = z.object({
  invoiceId: z.string(),
  period: z.string(),
  service: z.string(),
  serviceLabel: z.string(),
  amount: z.number().int(),
  status: z.enum(AUTO_PAYMENT_CHARGE_STATUSES),
  methodLabel: z.string(),
  failure: z.string().nullable(),
  chargedOn: z.string(),
});
export type AutoPaymentCharge = z.infer<typeof autoPaymentCharge>;

export const dueInvoice = z.object({
  invoiceId: z.string(),
  period: z.string(),
  service: z.string(),
  serviceLabel: z.string(),
  dueOn: z.string(),
  total: z.number().int(),
  unpaid: z.number().int(),
});

export const paymentMethodSummary = z.object({
  paymentEncrypted: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  label: z.string(),
  holder: z.string(),
  expiry: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentMethodSummary = z.infer<typeof paymentMethodSummary>;

export const autoPaymentState = z
  .object({
    enabled: z.boolean(),
    /** The method charged on due dates (null: none chosen). */
    paymentMethod: paymentMethodSummary.nullable(),
    /** Certified methods the administrator can choose (cards only with isCreditCardPaymentAvailable). */
    methods: z.array(paymentMethodSummary),
    isCreditCardPaymentAvailable: z.boolean(),
    /** Unpaid invoices with their due date, the next charges when it is on. */
    upcoming: z.array(dueInvoice),
    charges: z.array(autoPaymentCharge),
    /** Seoul wall-clock time of the daily charge run. */
    chargeTime: z.string(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AutoPaymentState' });
export type AutoPaymentState = z.infer<typeof autoPaymentState>;

export const autoPaymentBody = z
  .object({
    enabled: z.boolean({ error: '자동 결제 사용 여부를 선택해주세요.' }),
    paymentEncrypted: z.string().min(1).max(200).nullable().optional(),
  })
  .strict()
  .meta({ id: 'AutoPaymentBody' });
export type AutoPaymentBody = z.infer<typeof autoPaymentBody>;

export const paymentMethodsResponse = z
  .object({ methods: z.array(paymentMethodSummary) })
  .meta({ id: 'CompanyPaymentMethods' });

// ---------------------------------------------------------------- 공지사항, 복지 게시판

export const NOTICE_BOARDS = ['NOTICE', 'WELFARE'] as const;
export type NoticeBoard = (typeof NOTICE_BOARDS)[number];
export const NOTICE_BOARD_CHOICES = [
  { id: 'NOTICE', name: '공지사항' },
  { id: 'WELFARE', name: '복지 게시판' },
];

/** A notice as a company reads it. */
export const noticeRecord = z
  .object({
    id: z.string(),
    title: field(z.string(), { label: '제목' }),
    body: field(z.string(), { label: '내용', input: 'textarea', list: false }),
    pinned: field(z.boolean(), { label: '상단 고정', input: 'boolean', list: false }),
    createdAt: field(z.string(), { label: '등록일', input: 'date', sortable: true }),
    updatedAt: field(z.string(), { label: '수정일', input: 'date', list: false }),
  })
  .meta({ id: 'Notice' });
export type NoticeRecord = z.infer<typeof noticeRecord>;

/** A notice in the provider console: its board and the company it is for (all when empty). */
export const providerNoticeRecord = z
  .object({
    id: z.string(),
    board: field(z.enum(NOTICE_BOARDS), {
      label: '게시판',
      input: 'select',
      filter: true,
      choices: NOTICE_BOARD_CHOICES,
    }),
    title: field(z.string(), { label: '제목' }),
    body: field(z.string(), { label: '내용', input: 'textarea', list: false }),
    pinned: field(z.boolean(), { label: '상단 고정', input: 'boolean' }),
    companyName: field(z.string().nullable(), { label: '대상 회사', readOnly: true }),
    createdAt: field(z.string(), { label: '등록일', sortable: true, readOnly: true }),
  })
  .meta({ id: 'ProviderNotice' });
export type ProviderNoticeRecord = z.infer<typeof providerNoticeRecord>;

export const noticeInput = z
  .object({
    board: field(z.enum(NOTICE_BOARDS, { error: '게시판을 선택해주세요.' }), {
      label: '게시판',
      input: 'select',
      choices: NOTICE_BOARD_CHOICES,
    }),
    title: field(
      text({ max: 100, label: '제목', trim: true, required: '제목을 입력해주세요.' }).min(
        1,
        '제목을 입력해주세요.',
      ),
      { label: '제목', input: 'text' },
    ),
    body: field(
      text({ max: 5000, label: '내용', multiline: true, required: '내용을 입력해주세요.' }).min(
        1,
        '내용을 입력해주세요.',
      ),
      { label: '내용', input: 'textarea' },
    ),
    pinned: field(z.boolean().default(false), { label: '상단 고정', input: 'boolean' }),
  })
  .strict()
  .meta({ id: 'NoticeBody' });
export type NoticeInput = z.infer<typeof noticeInput>;

// ---------------------------------------------------------------- 1:1 문의 (customer/cs)

export const CS_STATUSES = ['WAITING', 'ANSWERED'] as const;
export const CS_STATUS_LABELS: Record<(typeof CS_STATUSES)[number], string> = {
  WAITING: '답변 대기',
  ANSWERED: '답변 완료',
};
export const CS_STATUS_CHOICES = CS_STATUSES.map((id) => ({ id, name: CS_STATUS_LABELS[id] }));
const csStatus = z.enum(CS_STATUSES);

export const csInquiryRecord = z
  .object({
    id: z.string(),
    title: field(z.string(), { label: '제목' }),
    body: field(z.string(), { label: '문의 내용', input: 'textarea', list: false }),
    status: field(csStatus, { label: '상태', input: 'select', filter: true, choices: CS_STATUS_CHOICES }),
    authorName: field(z.string().nullable(), { label: '작성자' }),
    answer: field(z.string().nullable(), { label: '답변', input: 'textarea', list: false }),
    answeredAt: field(z.string().nullable(), { label: '답변일', list: false }),
    createdAt: field(z.string(), { label: '작성일', sortable: true }),
  })
  .meta({ id: 'CsInquiry' });
export type CsInquiryRecord = z.infer<typeof csInquiryRecord>;

export const csInquiryInput = z
  .object({
    title: field(
      text({ max: 100, label: '제목', trim: true, required: '제목을 입력해주세요.' }).min(
        1,
        '제목을 입력해주세요.',
      ),
      { label: '제목', input: 'text' },
    ),
    body: field(
      text({ max: 3000, label: '문의 내용', multiline: true, required: '문의 내용을 입력해주세요.' }).min(
        1,
        '문의 내용을 입력해주세요.',
      ),
      { label: '문의 내용', input: 'textarea' },
    ),
  })
  .strict()
  .meta({ id: 'CsInquiryBody' });
export type CsInquiryInput = z.infer<typeof csInquiryInput>;

export const providerCsInquiryRecord = csInquiryRecord
  .extend({ companyName: field(z.string(), { label: '회사명' }) })
  .meta({ id: 'ProviderCsInquiry' });
export type ProviderCsInquiryRecord = z.infer<typeof providerCsInquiryRecord>;

export const csAnswerInput = z
  .object({
    answer: field(
      text({ max: 3000, label: '답변', multiline: true, required: '답변을 입력해주세요.' }).min(
        1,
        '답변을 입력해주세요.',
      ),
      { label: '답변', input: 'textarea', templates: 'CS' },
    ),
  })
  .strict()
  .meta({ id: 'CsAnswerBody' });
