/**
 * The billing rules written down once, for the server's ledger and the browser's screens.
 *
 * VAT: amounts are integer won. A price is stored as its supply amount (공급가액); the VAT is 10% of
 * it rounded down to the won (원 미만 절사), the way Korean tax invoices write it, and the total is
 * their sum. When only a VAT-inclusive total is known (a kiosk sale, a card charge), the supply amount
 * is the total divided by 1.1 rounded up (so VAT = total − supply, never more than 10%).
 */
export const VAT_RATE = 0.1;

export interface Amounts {
  supplyAmount: number;
  vat: number;
  total: number;
}

export function amountsFromSupply(supplyAmount: number): Amounts {
  const vat = Math.trunc(supplyAmount * VAT_RATE);
  return { supplyAmount, vat, total: supplyAmount + vat };
}

export function amountsFromTotal(total: number): Amounts {
  const supplyAmount = total >= 0 ? Math.ceil(total / (1 + VAT_RATE)) : -Math.ceil(-total / (1 + VAT_RATE));
  return { supplyAmount, vat: total - supplyAmount, total };
}

/**
 * The day a company's invoice for `period` (YYYY-MM) is issued. Payment day 0 means the end of the
 * month: the invoice is issued on the billed month's own last day. Any other payment day d means the
 * d-th of the following month (its last day when that month is shorter).
 */
export function invoiceIssueDay(period: string, paymentDay: number): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const monthIndex = paymentDay <= 0 ? month - 1 : month; // 0-based month the invoice is issued in
  const issueMonth = new Date(Date.UTC(year, monthIndex, 1));
  const lastDay = new Date(
    Date.UTC(issueMonth.getUTCFullYear(), issueMonth.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const day = paymentDay <= 0 ? lastDay : Math.min(paymentDay, lastDay);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${issueMonth.getUTCFullYear()}-${pad(issueMonth.getUTCMonth() + 1)}-${pad(day)}`;
}
