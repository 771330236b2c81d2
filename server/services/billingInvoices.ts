import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { formatBizNumber } from '../../lib/bizNumber';
import { COMPANY_INFO } from '../../lib/companyInfo';
import { seoulDateString } from '../../lib/seoulTime';
import {
  billingServiceLabel,
  INVOICE_TYPE_ALL,
  type AmountTotals,
  type BillingLineRow,
  type InvoiceDetail,
  type InvoicePaymentRow,
  type InvoiceSummary,
  type MonthlyReport,
  type ReportService,
} from '../../schemas/billingInvoices';
import type { AppContext, SessionAuth } from '../context';
import { billingLines, branches, companies, invoicePayments, invoices, virtualAccounts } from '../db/schema';
import { forbidden, notFound } from '../errors';

/**
 * What the company's invoice, usage, payment, kiosk and report screens read: the billing ledger
 * (`billing_lines`), the invoices the invoice job issued and the payments recorded against them,
 * always filtered by the session's company.
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
function previousPeriod(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

const inMonth = (period: string) =>
  and(gte(billingLines.usedOn, `${period}-01`), lt(billingLines.usedOn, nextMonthStart(period)));

const sums = {
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

async function companyOf(ctx: AppContext, companyId: number) {
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

function toSummary(ctx: AppContext, row: InvoiceRow, paid: number): InvoiceSummary {
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

async function summaries(ctx: AppContext, rows: InvoiceRow[]): Promise<InvoiceSummary[]> {
  const paid = await paidByInvoice(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(ctx, row, paid.get(row.id) ?? 0));
}

/** The company's invoices of one month (or every month), optionally of one service. */
export async function listInvoices(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: string; month?: string; service?: string },
) {
  const period = query.year && query.month ? periodOf(ctx, query.year, query.month) : null;
  const service = query.service && query.service !== INVOICE_TYPE_ALL ? query.service : null;
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, session.companyId),
        period ? eq(invoices.period, period) : undefined,
        service ? eq(invoices.service, service) : undefined,
      ),
    )
    .orderBy(desc(invoices.period), asc(invoices.service));
  const periods = await ctx.db
    .selectDistinct({ period: invoices.period })
    .from(invoices)
    .where(eq(invoices.companyId, session.companyId))
    .orderBy(desc(invoices.period));
  return {
    period,
    invoices: await summaries(ctx, rows),
    totals: addTotals(rows),
    periods: periods.map((row) => row.period),
  };
}

/** A line as the screens show it; `number` is its place in the answer (1, 2, ...), its key on the page. */
function lineRow(
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

function paymentRow(
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

const PROVIDER_PARTY = {
  name: COMPANY_INFO.name,
  registNumber: COMPANY_INFO.registrationNumber,
  representative: COMPANY_INFO.representative,
  address: COMPANY_INFO.address,
};

async function activeAccount(ctx: AppContext, companyId: number) {
  const [account] = await ctx.db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.companyId, companyId), eq(virtualAccounts.active, true)))
    .limit(1);
  return account ?? null;
}

/** One invoice (already checked to be the caller's company's) with its lines, payments and the account to pay into. */
export async function readInvoice(
  ctx: AppContext,
  session: SessionAuth,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, session.companyId)));
  if (!row) throw notFound('청구서를 찾을 수 없습니다.');
  const lines = await ctx.db
    .select({ line: billingLines, branchName: branches.name })
    .from(billingLines)
    .leftJoin(branches, eq(branches.id, billingLines.branchId))
    .where(and(eq(billingLines.companyId, session.companyId), eq(billingLines.invoiceId, row.id)))
    .orderBy(asc(billingLines.usedOn), asc(billingLines.id));
  const payments = await ctx.db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, row.id), eq(invoicePayments.companyId, session.companyId)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id));
  const company = await companyOf(ctx, session.companyId);
  const account = await activeAccount(ctx, session.companyId);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    ...toSummary(ctx, row, paid),
    lines: lines.map(({ line, branchName }, index) => lineRow(line, branchName, index + 1)),
    payments: payments.map((payment) => paymentRow(ctx, payment, row)),
    company: {
      name: company.name,
      registNumber: formatBizNumber(company.registNumber),
      representative: company.representative,
      address: [company.address1, company.address2].filter(Boolean).join(' '),
    },
    provider: PROVIDER_PARTY,
    virtualAccount: account
      ? { bank: account.bank, accountNumber: account.accountNumber, holder: account.holder }
      : null,
  };
}

/** This month's (or the asked month's) use per service, from the ledger. */
export async function readUsage(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: string; month?: string },
) {
  const company = await companyOf(ctx, session.companyId);
  if (!company.serviceUsageStatusMenuDisplayable) throw forbidden(USAGE_MENU_HIDDEN);
  const period = periodOf(ctx, query.year, query.month);
  const rows = await ctx.db
    .select({ service: billingLines.service, ...sums })
    .from(billingLines)
    .where(and(eq(billingLines.companyId, session.companyId), inMonth(period)))
    .groupBy(billingLines.service)
    .orderBy(asc(billingLines.service));
  const services = rows.map((row) => ({ ...row, serviceLabel: billingServiceLabel(row.service) }));
  return { period, services, totals: addTotals(services) };
}

/** The month's ledger lines (uses/orders), a page at a time, with the whole month's count and sums. */
export async function listLines(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: string; month?: string; service?: string; page?: number; size?: number },
) {
  const period = periodOf(ctx, query.year, query.month);
  const service = query.service && query.service !== INVOICE_TYPE_ALL ? query.service : null;
  const where = and(
    eq(billingLines.companyId, session.companyId),
    inMonth(period),
    service ? eq(billingLines.service, service) : undefined,
  );
  const size = query.size ?? 50;
  const page = query.page ?? 0;
  const [whole] = await ctx.db.select(sums).from(billingLines).where(where);
  const rows = await ctx.db
    .select({ line: billingLines, branchName: branches.name })
    .from(billingLines)
    .leftJoin(branches, eq(branches.id, billingLines.branchId))
    .where(where)
    .orderBy(desc(billingLines.usedOn), desc(billingLines.id))
    .limit(size)
    .offset(page * size);
  return {
    period,
    lines: rows.map(({ line, branchName }, index) => lineRow(line, branchName, page * size + index + 1)),
    total: whole?.lineCount ?? 0,
    totals: {
      supplyAmount: whole?.supplyAmount ?? 0,
      vat: whole?.vat ?? 0,
      total: whole?.total ?? 0,
    },
  };
}

/** Kiosk sales of a month by day and by item (companies with a kiosk service only). */
export async function readKioskSales(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: string; month?: string },
) {
  const company = await companyOf(ctx, session.companyId);
  if (!company.hasKioskService) throw forbidden(KIOSK_NOT_IN_USE);
  const period = periodOf(ctx, query.year, query.month);
  const where = and(
    eq(billingLines.companyId, session.companyId),
    eq(billingLines.service, 'kiosk'),
    inMonth(period),
  );
  const { lineCount: count, ...daySums } = sums;
  const byDay = await ctx.db
    .select({ day: billingLines.usedOn, count, ...daySums })
    .from(billingLines)
    .where(where)
    .groupBy(billingLines.usedOn)
    .orderBy(asc(billingLines.usedOn));
  const byItem = await ctx.db
    .select({ item: billingLines.description, count, ...daySums })
    .from(billingLines)
    .where(where)
    .groupBy(billingLines.description)
    .orderBy(desc(sql`sum(${billingLines.total})`), asc(billingLines.description));
  return { period, byDay, byItem, totals: addTotals(byDay) };
}

/** Payments received in a year, and (with unpaidManagement) the invoices still owing. Administrators. */
export async function readPayments(ctx: AppContext, session: SessionAuth, query: { year?: string }) {
  const company = await companyOf(ctx, session.companyId);
  const year = query.year ?? seoulDateString(ctx.now()).slice(0, 4);
  const yearInvoices = await ctx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, session.companyId),
        gte(invoices.period, `${year}-01`),
        lt(invoices.period, `${Number(year) + 1}-01`),
      ),
    )
    .orderBy(asc(invoices.period), asc(invoices.service));
  const payments = await ctx.db
    .select({ payment: invoicePayments, service: invoices.service, period: invoices.period })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(
      and(
        eq(invoicePayments.companyId, session.companyId),
        gte(invoicePayments.paidOn, `${year}-01-01`),
        lt(invoicePayments.paidOn, `${Number(year) + 1}-01-01`),
      ),
    )
    .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.id));
  const all = await summaries(ctx, yearInvoices);
  const owing = all.filter((invoice) => invoice.unpaidAmount > 0);
  return {
    year,
    unpaidManagement: company.unpaidManagement,
    payments: payments.map(({ payment, service, period }) => paymentRow(ctx, payment, { service, period })),
    unpaid: company.unpaidManagement ? owing : [],
    billed: all.reduce((sum, invoice) => sum + invoice.total, 0),
    paid: payments.reduce((sum, row) => sum + row.payment.amount, 0),
    unpaidTotal: owing.reduce((sum, invoice) => sum + invoice.unpaidAmount, 0),
  };
}

/** The monthly report: one section per service used that month, with the month before for comparison. */
export async function readReport(
  ctx: AppContext,
  session: SessionAuth,
  params: { year: string; month: string },
): Promise<MonthlyReport> {
  const company = await companyOf(ctx, session.companyId);
  const period = periodOf(ctx, params.year, params.month);
  const previous = previousPeriod(period);
  const base = eq(billingLines.companyId, session.companyId);
  const current = await ctx.db
    .select({ service: billingLines.service, ...sums })
    .from(billingLines)
    .where(and(base, inMonth(period)))
    .groupBy(billingLines.service)
    .orderBy(asc(billingLines.service));
  const before = await ctx.db
    .select({ service: billingLines.service, total: sums.total })
    .from(billingLines)
    .where(and(base, inMonth(previous)))
    .groupBy(billingLines.service);
  const categories = await ctx.db
    .select({
      service: billingLines.service,
      name: billingLines.category,
      count: sums.lineCount,
      total: sums.total,
    })
    .from(billingLines)
    .where(and(base, inMonth(period)))
    .groupBy(billingLines.service, billingLines.category)
    .orderBy(desc(sql`sum(${billingLines.total})`));
  const byBranch = await ctx.db
    .select({
      service: billingLines.service,
      name: sql<string>`coalesce(${branches.name}, '사업장 미지정')`,
      count: sums.lineCount,
      total: sums.total,
    })
    .from(billingLines)
    .leftJoin(branches, eq(branches.id, billingLines.branchId))
    .where(and(base, inMonth(period)))
    .groupBy(billingLines.service, branches.name)
    .orderBy(desc(sql`sum(${billingLines.total})`));
  const monthInvoices = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, session.companyId), eq(invoices.period, period)));
  const previousOf = new Map(before.map((row) => [row.service, row.total]));
  const services: ReportService[] = current.map((row) => {
    const invoice = monthInvoices.find((candidate) => candidate.service === row.service);
    return {
      ...row,
      serviceLabel: billingServiceLabel(row.service),
      previousTotal: previousOf.get(row.service) ?? 0,
      byCategory: categories
        .filter((category) => category.service === row.service)
        .map(({ name, count, total }) => ({ name, count, total })),
      byBranch: byBranch
        .filter((branch) => branch.service === row.service)
        .map(({ name, count, total }) => ({ name, count, total })),
      invoice: invoice
        ? { id: ctx.ids.encode('invoice', invoice.id), issuedOn: invoice.issuedOn, total: invoice.total }
        : null,
    };
  });
  return {
    period,
    companyName: company.name,
    services,
    totals: addTotals(services),
    previousTotal: before.reduce((sum, row) => sum + row.total, 0),
  };
}

/** The dedicated-account certificate's fields (spec 2 §2); 404 without a virtual account. */
export async function readCertificate(ctx: AppContext, session: SessionAuth) {
  const company = await companyOf(ctx, session.companyId);
  const account = await activeAccount(ctx, session.companyId);
  if (!account) throw notFound(NO_VIRTUAL_ACCOUNT);
  return {
    companyName: company.name,
    registNumber: formatBizNumber(company.registNumber),
    bank: account.bank,
    holder: account.holder,
    accountNumber: account.accountNumber,
    issuedOn: seoulDateString(ctx.now()),
    provider: PROVIDER_PARTY,
  };
}
