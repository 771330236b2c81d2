import { z } from 'zod';
import { luhnValid } from '../lib/card';
import { field } from './meta';
import { text } from './text';

/**
 * Payment methods of the snack subscription (spec: /homepage/v2/snack/payment and certification).
 * A card is stored as the gateway's token with its brand and last four digits; the number itself
 * never reaches the database.
 */

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const creditCardBody = z
  .object({
    cardNumber: field(
      z
        .string({ error: '카드 번호를 입력해주세요.' })
        .max(30, '카드 번호를 정확하게 입력해주세요.')
        .transform(digitsOnly)
        .refine((value) => /^\d{14,19}$/.test(value), '카드 번호 14~19자리를 입력해주세요.')
        .refine(luhnValid, '카드 번호가 올바르지 않습니다. 다시 확인해주세요.'),
      { label: '카드 번호', input: 'text' },
    ),
    expiry: field(
      z
        .string({ error: '유효기간을 입력해주세요.' })
        .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, '유효기간을 월/연 두 자리씩 (예: 08/28) 입력해주세요.'),
      { label: '유효기간 (월/연)', input: 'text' },
    ),
    holder: field(
      text({ max: 30, label: '카드 소유자', trim: true, required: '카드 소유자 이름을 입력해주세요.' }).min(
        1,
        '카드 소유자 이름을 입력해주세요.',
      ),
      { label: '카드 소유자', input: 'text' },
    ),
    birthOrBusinessNo: field(
      z
        .string({ error: '생년월일 6자리 또는 사업자번호 10자리를 입력해주세요.' })
        .regex(/^(\d{6}|\d{10})$/, '생년월일 6자리 또는 사업자번호 10자리를 입력해주세요.'),
      { label: '생년월일 6자리 / 사업자번호 10자리', input: 'text' },
    ),
  })
  .meta({ id: 'SnackCreditCardBody' });
export type CreditCardBody = z.input<typeof creditCardBody>;

export const BANKS = [
  { id: 'KB', name: 'KB국민은행' },
  { id: 'SHINHAN', name: '신한은행' },
  { id: 'WOORI', name: '우리은행' },
  { id: 'HANA', name: '하나은행' },
  { id: 'IBK', name: 'IBK기업은행' },
  { id: 'NH', name: 'NH농협은행' },
] as const;

export const bankAccountBody = z
  .object({
    bank: field(
      z.enum(BANKS.map((bank) => bank.id) as [string, ...string[]], { error: '은행을 선택해주세요.' }),
      {
        label: '은행',
        input: 'select',
        choices: BANKS,
      },
    ),
    accountNumber: field(
      z
        .string({ error: '계좌 번호를 입력해주세요.' })
        .max(30, '계좌 번호를 정확하게 입력해주세요.')
        .transform(digitsOnly)
        .refine((value) => /^\d{10,16}$/.test(value), '계좌 번호 10~16자리를 숫자로 입력해주세요.'),
      { label: '계좌 번호', input: 'text' },
    ),
    holder: field(
      text({ max: 30, label: '예금주', trim: true, required: '예금주를 입력해주세요.' }).min(
        1,
        '예금주를 입력해주세요.',
      ),
      { label: '예금주', input: 'text' },
    ),
    cellPhone: field(
      z
        .string({ error: '인증번호를 받을 휴대폰 번호를 입력해주세요.' })
        .regex(/^01[016789]\d{7,8}$/, '인증번호를 받을 휴대폰 번호를 정확히 입력해주세요.'),
      { label: '인증번호를 받을 휴대폰 번호', input: 'tel' },
    ),
  })
  .meta({ id: 'SnackBankAccountBody' });
export type BankAccountBody = z.input<typeof bankAccountBody>;

/** The 1-won deposit's code: confirms a bank account (spec: certification/payment-info). */
export const paymentCertificationBody = z
  .object({
    paymentEncrypted: z.string({ error: '결제 수단을 찾을 수 없습니다.' }).min(1).max(200),
    code: z
      .string({ error: '인증번호 4자리를 입력해주세요.' })
      .regex(/^\d{4}$/, '인증번호 4자리를 입력해주세요.'),
  })
  .meta({ id: 'SnackPaymentCertificationBody' });

export const PAYMENT_KINDS = ['CARD', 'BANK_ACCOUNT'] as const;
export const paymentMethodRecord = z
  .object({
    paymentEncrypted: z.string(),
    kind: z.enum(PAYMENT_KINDS),
    /** "신한카드 ****1234" or "신한은행 ****5678". */
    label: z.string(),
    holder: z.string(),
    expiry: z.string().nullable(),
    certified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'SnackPaymentMethod' });
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecord>;

export const paymentListResponse = z
  .object({
    isCreditCardPaymentAvailable: z.boolean(),
    paymentList: z.array(paymentMethodRecord),
  })
  .meta({ id: 'SnackPaymentList' });
export type PaymentListResponse = z.infer<typeof paymentListResponse>;

/** The header DELETE /homepage/v2/snack/payment carries (spec). */
export const PAYMENT_HEADER = 'company_member_payment_encrypted';
