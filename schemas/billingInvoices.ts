import { z } from 'zod';
import { BILLING_SERVICE_CHOICES, PAYMENT_METHODS, periodChoices } from './billingLedger';
import { field } from './meta';
import { SERVICE_LABELS, type ServiceKey } from './services';

/**
 * The company's invoice, usage, payment, kiosk and monthly-report screens and their calls
 * (`/homepage/v2/billing/...`). Amounts are integer won; VAT follows lib/billing.ts.
 */

/** Korean name of a ledger service key (`kiosk` for kiosk sales). */
export function billingServiceLabel(service: string): string {
  if (service === 'kiosk') return '키오스크';
  return SERVICE_LABELS[service as ServiceKey] ?? service;
}

/** The `{type}` of the invoice routes: `all`, or one service key. */
export const INVOICE_TYPE_ALL = 'all';

const won = z.number().int();
const yearText = z
  .string()
  .regex(/^(19|20)\d{2}$/, '연도는 4자리 숫자로 입력해주세요.')
  .meta({ description: 'YYYY' });
const monthText = z
  .string()
  .regex(/^(0?[1-9]|1[0-2])$/, '월은 1부터 12까지 입력해주세요.')
  .meta({ description: 'M 또는 MM' });

export const amountTotals = z
  .object({ supplyAmount: won, vat: won, total: won })
  .meta({ id: 'BillingAmountTotals' });
export type AmountTotals = z.infer<typeof amountTotals>;

export const INVOICE_PAYMENT_STATUSES = ['PAID', 'PARTIAL', 'UNPAID'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
export const INVOICE_PAYMENT_STATUS_LABELS: Record<InvoicePaymentStatus, string> = {
  PAID: '납부 완료',
  PARTIAL: '일부 납부',
  UNPAID: '미납',
};
const paymentStatusChoices = INVOICE_PAYMENT_STATUSES.map((id) => ({
  id,
  name: INVOICE_PAYMENT_STATUS_LABELS[id],
}));
const money = (label: string, more: { sortable?: boolean; list?: boolean } = {}) =>
  field(won, { label, input: 'money', ...more });

/** One invoice of the company (uses/invoice and uses/company/invoice: list protocol). */
export const invoiceSummary = z
  .object({
    id: z.string(),
    /** The billed month, YYYY-MM. */
    period: field(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '청구 월은 YYYY-MM 형식입니다.'), {
      label: '청구 월',
      input: 'select',
      choices: periodChoices(),
      filter: true,
      sortable: true,
    }),
    service: field(z.string(), {
      label: '서비스',
      input: 'select',
      choices: BILLING_SERVICE_CHOICES,
      filter: true,
      sortable: true,
    }),
    serviceLabel: field(z.string(), { label: '서비스명', list: false }),
    issuedOn: field(z.string(), { label: '발행일', input: 'date', sortable: true }),
    dueOn: field(z.string(), { label: '납부 기한', input: 'date', sortable: true }),
    supplyAmount: money('공급가액'),
    vat: money('부가세'),
    total: money('합계', { sortable: true }),
    lineCount: field(z.number().int(), { label: '항목 수', input: 'number', counter: '건', list: false }),
    paidAmount: money('납부액', { list: false }),
    unpaidAmount: money('미납액', { sortable: true }),
    paymentStatus: field(z.enum(INVOICE_PAYMENT_STATUSES), {
      label: '상태',
      input: 'select',
      choices: paymentStatusChoices,
      filter: true,
    }),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** The invoice list's filters beyond the record's (`period`, `service`, `paymentStatus`): a year. */
export const invoiceListFilters = {
  year: yearText,
} satisfies z.ZodRawShape;

export const billingLineRow = z
  .object({
    id: z.string(),
    service: z.string(),
    serviceLabel: z.string(),
    usedOn: z.string(),
    branchName: z.string().nullable(),
    category: z.string(),
    description: z.string(),
    quantity: z.number().int(),
    supplyAmount: won,
    vat: won,
    total: won,
  })
  .meta({ id: 'BillingLineRow' });
export type BillingLineRow = z.infer<typeof billingLineRow>;

export const virtualAccountView = z
  .object({ bank: z.string(), accountNumber: z.string(), holder: z.string() })
  .meta({ id: 'BillingVirtualAccount' });

export const invoicePaymentRow = z
  .object({
    id: z.string(),
    invoiceId: z.string(),
    service: z.string(),
    serviceLabel: z.string(),
    period: z.string(),
    paidOn: z.string(),
    amount: won,
    method: z.enum(PAYMENT_METHODS),
  })
  .meta({ id: 'InvoicePaymentRow' });
export type InvoicePaymentRow = z.infer<typeof invoicePaymentRow>;
export const PAYMENT_METHOD_LABELS: Record<InvoicePaymentRow['method'], string> = {
  VIRTUAL_ACCOUNT: '가상계좌 입금',
  CARD: '카드 결제',
  BANK_TRANSFER: '계좌 이체',
};

export const partyView = z
  .object({ name: z.string(), registNumber: z.string(), representative: z.string(), address: z.string() })
  .meta({ id: 'BillingParty' });

export const invoiceDetail = invoiceSummary
  .extend({
    lines: z.array(billingLineRow),
    payments: z.array(invoicePaymentRow),
    /** The client company (registNumber formatted 123-45-67890). */
    company: partyView,
    /** The portal's operator, who bills. */
    provider: partyView,
    virtualAccount: virtualAccountView.nullable(),
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const monthQuery = z.object({ year: yearText.optional(), month: monthText.optional() }).strict();

export const usageRow = amountTotals
  .extend({
    service: z.string(),
    serviceLabel: z.string(),
    lineCount: z.number().int(),
    quantity: z.number().int(),
  })
  .meta({ id: 'UsageRow' });
export type UsageRow = z.infer<typeof usageRow>;
export const usageResponse = z
  .object({ period: z.string(), services: z.array(usageRow), totals: amountTotals })
  .meta({ id: 'UsageResponse' });
export type UsageResponse = z.infer<typeof usageResponse>;

export const kioskSalesResponse = z
  .object({
    period: z.string(),
    byDay: z.array(
      amountTotals.extend({ day: z.string(), count: z.number().int(), quantity: z.number().int() }),
    ),
    byItem: z.array(
      amountTotals.extend({ item: z.string(), count: z.number().int(), quantity: z.number().int() }),
    ),
    totals: amountTotals,
  })
  .meta({ id: 'KioskSalesResponse' });
export type KioskSalesResponse = z.infer<typeof kioskSalesResponse>;

export const paymentsQuery = z.object({ year: yearText.optional() }).strict();
export const paymentsResponse = z
  .object({
    year: z.string(),
    /** The company manages unpaid amounts (spec: unpaidManagement): the unpaid list is shown. */
    unpaidManagement: z.boolean(),
    payments: z.array(invoicePaymentRow),
    /** The year's invoices still owing something (every one when unpaidManagement is off: empty). */
    unpaid: z.array(invoiceSummary),
    billed: won,
    paid: won,
    unpaidTotal: won,
  })
  .meta({ id: 'PaymentsResponse' });
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

export const reportParams = z.object({ year: yearText, month: monthText });
const share = z.object({ name: z.string(), count: z.number().int(), total: won });
export const reportService = amountTotals
  .extend({
    service: z.string(),
    serviceLabel: z.string(),
    lineCount: z.number().int(),
    quantity: z.number().int(),
    previousTotal: won,
    byCategory: z.array(share),
    byBranch: z.array(share),
    invoice: z.object({ id: z.string(), issuedOn: z.string(), total: won }).nullable(),
  })
  .meta({ id: 'ReportService' });
export type ReportService = z.infer<typeof reportService>;
export const monthlyReport = z
  .object({
    period: z.string(),
    companyName: z.string(),
    services: z.array(reportService),
    totals: amountTotals,
    previousTotal: won,
  })
  .meta({ id: 'MonthlyReport' });
export type MonthlyReport = z.infer<typeof monthlyReport>;

export const accountCertificate = z
  .object({
    companyName: z.string(),
    /** Formatted 123-45-67890. */
    registNumber: z.string(),
    bank: z.string(),
    holder: z.string(),
    accountNumber: z.string(),
    /** The issue day, YYYY-MM-DD in Seoul. */
    issuedOn: z.string(),
    provider: partyView,
  })
  .meta({ id: 'AccountCertificate' });
export type AccountCertificate = z.infer<typeof accountCertificate>;

/** The Korean written date of the certificate: 2026년 11월 4일. */
export function koreanLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}
