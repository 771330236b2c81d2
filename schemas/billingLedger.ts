import { z } from 'zod';
import { SERVICE_KEYS, SERVICE_LABELS } from './services';
import { field } from './meta';
import { text } from './text';

/**
 * The provider console's side of the billing ledger: every company's invoices, payments received
 * and the unpaid list. One set of rules for the console's screens, the server and the API document.
 */

export const INVOICE_PAID_STATES = ['UNPAID', 'PARTIAL', 'PAID'] as const;
export const INVOICE_PAID_CHOICES = [
  { id: 'UNPAID', name: '미입금' },
  { id: 'PARTIAL', name: '일부 입금' },
  { id: 'PAID', name: '입금 완료' },
] as const;

export const PAYMENT_METHODS = ['VIRTUAL_ACCOUNT', 'BANK_TRANSFER', 'CARD'] as const;
export const PAYMENT_METHOD_CHOICES = [
  { id: 'VIRTUAL_ACCOUNT', name: '가상계좌 입금' },
  { id: 'BANK_TRANSFER', name: '계좌 이체' },
  { id: 'CARD', name: '카드 결제' },
] as const;

/** The services an invoice can be for, with their Korean names (kiosk sales included). */
export const BILLING_SERVICE_CHOICES = [
  ...SERVICE_KEYS.map((id) => ({ id, name: SERVICE_LABELS[id] })),
  { id: 'kiosk', name: '키오스크' },
];

/** The last 24 months, newest first, as period choices ("2026년 11월"). */
export function periodChoices(now: Date = new Date()): Array<{ id: string; name: string }> {
  const seoul = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return Array.from({ length: 24 }, (_, back) => {
    const index = seoul.getUTCFullYear() * 12 + seoul.getUTCMonth() - back;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return { id: `${year}-${String(month).padStart(2, '0')}`, name: `${year}년 ${month}월` };
  });
}

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const BILLING_MESSAGES = {
  amount: '입금액을 1원 이상의 정수로 입력해주세요.',
  amountOver: (left: string) => `입금액이 미수금(${left})보다 많습니다.`,
  paidOn: '입금일을 YYYY-MM-DD 형식으로 입력해주세요.',
  paidOnFuture: '입금일은 오늘 이후일 수 없습니다.',
  paidOnBeforeIssue: '입금일은 청구서 발행일보다 앞설 수 없습니다.',
  method: '입금 방법을 선택해주세요.',
  alreadyPaid: '이미 입금이 끝난 청구서입니다.',
  notFound: '청구서를 찾을 수 없습니다.',
} as const;

/** One invoice as the provider console lists it, with what has been paid against it. */
export const providerInvoiceRecord = z
  .object({
    id: z.string(),
    companyId: z.string().meta({ description: '회사의 암호화된 id (filter.companyId로 한 회사만)' }),
    companyName: field(z.string(), { label: '회사', sortable: true }),
    service: field(z.string(), {
      label: '서비스',
      input: 'select',
      filter: true,
      choices: BILLING_SERVICE_CHOICES,
    }),
    period: field(z.string().regex(PERIOD, '청구 월은 YYYY-MM 형식입니다.'), {
      label: '청구 월',
      input: 'select',
      filter: true,
      sortable: true,
      choices: periodChoices(),
    }),
    issuedOn: field(z.string(), { label: '발행일', sortable: true }),
    dueOn: field(z.string(), { label: '납부 기한', sortable: true }),
    supplyAmount: field(z.number().int(), { label: '공급가액', input: 'money', list: false }),
    vat: field(z.number().int(), { label: '부가세', input: 'money', list: false }),
    total: field(z.number().int(), { label: '청구액', input: 'money', sortable: true }),
    paidAmount: field(z.number().int(), { label: '입금액', input: 'money' }),
    unpaidAmount: field(z.number().int(), { label: '미수금', input: 'money', sortable: true }),
    paidState: field(z.enum(INVOICE_PAID_STATES), {
      label: '입금 상태',
      input: 'select',
      filter: true,
      choices: INVOICE_PAID_CHOICES,
    }),
    /** Days past the due date while money is still owed (0 otherwise). */
    daysOverdue: field(z.number().int(), {
      label: '연체 일수',
      input: 'number',
      counter: '일',
      sortable: true,
    }),
    lineCount: field(z.number().int(), { label: '내역 수', input: 'number', counter: '건', list: false }),
    lastPaidOn: field(z.string().nullable(), { label: '최근 입금일', list: false }),
  })
  .meta({ id: 'ProviderInvoice' });
export type ProviderInvoiceRecord = z.infer<typeof providerInvoiceRecord>;

/** 입금 등록: money received against one invoice. */
export const invoicePaymentBody = z
  .object({
    amount: z
      .number({ error: BILLING_MESSAGES.amount })
      .int(BILLING_MESSAGES.amount)
      .min(1, BILLING_MESSAGES.amount)
      .max(10_000_000_000, BILLING_MESSAGES.amount)
      .meta({ label: '입금액' }),
    paidOn: z
      .string({ error: BILLING_MESSAGES.paidOn })
      .regex(DATE, BILLING_MESSAGES.paidOn)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), BILLING_MESSAGES.paidOn)
      .meta({ label: '입금일' }),
    method: z.enum(PAYMENT_METHODS, { error: BILLING_MESSAGES.method }).meta({ label: '입금 방법' }),
    note: text({ max: 200, trim: true, label: '메모' }).optional(),
  })
  .strict()
  .meta({ id: 'InvoicePaymentBody' });
export type InvoicePaymentBody = z.infer<typeof invoicePaymentBody>;
