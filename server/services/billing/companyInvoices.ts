import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { formatBizNumber } from '../../../lib/bizNumber';
import { seoulDateString } from '../../../lib/seoulTime';
import { INVOICE_TYPE_ALL, type InvoiceDetail } from '../../../schemas/billingInvoices';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines, branches, invoicePayments, invoices } from '../../db/schema';
import { notFound } from '../../errors';
import {
  activeAccount,
  addTotals,
  companyOf,
  lineRow,
  NO_VIRTUAL_ACCOUNT,
  paymentRow,
  periodOf,
  PROVIDER_PARTY,
  summaries,
  toSummary,
} from './companyReads';

/**
 * The company's invoices (uses/invoice and its pages), the payments against them (uses/payment) and
 * the dedicated-account certificate, always of the session's company.
 */

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
