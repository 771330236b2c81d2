import { seoulDotDate, seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import { PAYMENT_METHOD_LABELS, type InvoicePaymentRow } from '../../../schemas/billingInvoices';
import type { Month } from './api';
import type { Column } from '../../../resources/_generated/report';
import { USES_TEXT } from './strings';

/** Formatters and columns the usage, kiosk, payment and report pages share. */
export const periodLabel = (period: string) =>
  `${Number(period.slice(0, 4))}년 ${Number(period.slice(5, 7))}월`;
export const monthLabel = ({ year, month }: Month) => `${year}년 ${month}월`;
export const monthStamp = ({ year, month }: Month) => `${year}${String(month).padStart(2, '0')}`;
export const thisMonth = (): Month => {
  const { year, month } = seoulParts();
  return { year, month };
};

/** An amount in won, a number in the spreadsheet. */
export const money = <T,>(label: string, pick: (row: T) => number): Column<T> => ({
  label,
  text: (row) => won(pick(row)),
  sheet: pick,
  align: 'right',
});
/** A count with its counter (건, 개): never bare on screen; a number in the spreadsheet. */
export const count = <T,>(label: string, pick: (row: T) => number, unit: string): Column<T> => ({
  label,
  text: (row) => `${pick(row).toLocaleString('ko-KR')}${unit}`,
  sheet: pick,
  align: 'right',
});
/** Supply amount, VAT and total. */
export const amountColumns = <T extends { supplyAmount: number; vat: number; total: number }>() => [
  money<T>(USES_TEXT.supplyAmount, (r) => r.supplyAmount),
  money<T>(USES_TEXT.vat, (r) => r.vat),
  money<T>(USES_TEXT.total, (r) => r.total),
];

/** Payments received: day, then `middle` (the invoice's month and service on the payments page), method, amount. */
export const paymentColumns = (middle: Column<InvoicePaymentRow>[] = []): Column<InvoicePaymentRow>[] => [
  { label: USES_TEXT.paidOn, text: (r) => seoulDotDate(r.paidOn) },
  ...middle,
  { label: USES_TEXT.method, text: (r) => PAYMENT_METHOD_LABELS[r.method] },
  money(USES_TEXT.amount, (r) => r.amount),
];
