import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { COMPANY_INFO } from '../../../lib/companyInfo';
import { seoulDateString } from '../../../lib/seoulTime';
import {
  billingServiceLabel,
  type AmountTotals,
  type BillingLineRow,
  type InvoicePaymentRow,
  type InvoiceSummary,
} from '../../../schemas/billingInvoices';
import type { AppContext } from '../../context';
import type { invoices } from '../../db/schema';
import { billingLines, companies, invoicePayments, virtualAccounts } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * What the company's invoice, usage, payment, kiosk and report screens share: the month helpers,
 * the ledger's sums, the company and its account, and how invoices, lines and payments are shown.
 * Every reader filters by the session's company.
 */

export const KIOSK_NOT_IN_USE = '키오스크 서비스를 이용하는 회사만 볼 수 있습니다.';
export const USAGE_MENU_HIDDEN = '서비스 이용 현황을 볼 수 없는 회사입니다. 관리자에게 문의해주세요.';
export const NO_VIRTUAL_ACCOUNT = '전용 가상계좌가 없어 증명서를 발급할 수 없습니다.';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM of the asked month, the current Seoul month by default. */
export function periodOf(ctx: AppContext, year?: string, month?: string): string {
  if (year && month) return `${year}-${pad(Number(month))}`;
  const today = seoulDateString(ctx.now());
  return year ? `${year}-${today.slice(5, 7)}` : today.slice(0, 7);
}

/** The first day of the month after `period`, YYYY-MM-DD. */
function nextMonthStart(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}
export function previousPeriod(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

export const inMonth = (period: string) =>
  and(gte(billingLines.usedOn, `${period}-01`), lt(billingLines.usedOn, nextMonthStart(period)));

export const sums = {
  supplyAmount: sql<number>`coalesce(sum(${billingLines.supplyAmount}), 0)::int`,
  vat: sql<number>`coalesce(sum(${billingLines.vat}), 0)::int`,
  total: sql<number>`coalesce(sum(${billingLines.total}), 0)::int`,
  lineCount: sql<number>`count(*)::int`,
  quantity: sql<number>`coalesce(sum(${billingLines.quantity}), 0)::int`,
};

export function addTotals(rows: readonly AmountTotals[]): AmountTotals {
  return rows.reduce(
    (sum, row) => ({
      supplyAmount: sum.supplyAmount + row.supplyAmount,
      vat: sum.vat + row.vat,
      total: sum.total + row.total,
    }),
    { supplyAmount: 0, vat: 0, total: 0 },
  );
}

export async function companyOf(ctx: AppContext, companyId: number) {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('회사를 찾을 수 없습니다.');
  return company;
}

async function paidByInvoice(ctx: AppContext, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      invoiceId: invoicePayments.invoiceId,
      paid: sql<number>`coalesce(sum(${invoicePayments.amount}), 0)::int`,
    })
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, invoiceIds))
    .groupBy(invoicePayments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, row.paid]));
}

type InvoiceRow = typeof invoices.$inferSelect;

export function toSummary(ctx: AppContext, row: InvoiceRow, paid: number): InvoiceSummary {
  const unpaid = Math.max(0, row.total - paid);
  return {
    id: ctx.ids.encode('invoice', row.id),
    service: row.service,
    serviceLabel: billingServiceLabel(row.service),
    period: row.period,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    supplyAmount: row.supplyAmount,
    vat: row.vat,
    total: row.total,
    lineCount: row.lineCount,
    paidAmount: paid,
    unpaidAmount: unpaid,
    paymentStatus: unpaid === 0 ? 'PAID' : paid > 0 ? 'PARTIAL' : 'UNPAID',
  };
}

export async function summaries(ctx: AppContext, rows: InvoiceRow[]): Promise<InvoiceSummary[]> {
  const paid = await paidByInvoice(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(ctx, row, paid.get(row.id) ?? 0));
}

/** A line as the screens show it; `number` is its place in the answer (1, 2, ...), its key on the page. */
export function lineRow(
  row: typeof billingLines.$inferSelect,
  branchName: string | null,
  number: number,
): BillingLineRow {
  return {
    id: String(number),
    service: row.service,
    serviceLabel: billingServiceLabel(row.service),
    usedOn: row.usedOn,
    branchName,
    category: row.category,
    description: row.description,
    quantity: row.quantity,
    supplyAmount: row.supplyAmount,
    vat: row.vat,
    total: row.total,
  };
}

export function paymentRow(
  ctx: AppContext,
  row: typeof invoicePayments.$inferSelect,
  invoice: Pick<InvoiceRow, 'service' | 'period'>,
): InvoicePaymentRow {
  return {
    id: String(row.id),
    invoiceId: ctx.ids.encode('invoice', row.invoiceId),
    service: invoice.service,
    serviceLabel: billingServiceLabel(invoice.service),
    period: invoice.period,
    paidOn: row.paidOn,
    amount: row.amount,
    method: row.method,
  };
}

export const PROVIDER_PARTY = {
  name: COMPANY_INFO.name,
  registNumber: COMPANY_INFO.registrationNumber,
  representative: COMPANY_INFO.representative,
  address: COMPANY_INFO.address,
};

export async function activeAccount(ctx: AppContext, companyId: number) {
  const [account] = await ctx.db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.companyId, companyId), eq(virtualAccounts.active, true)))
    .limit(1);
  return account ?? null;
}
