import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatBizNumber } from '../../../lib/bizNumber';
import { seoulDateString } from '../../../lib/seoulTime';
import {
  invoiceListFilters,
  invoiceSummary,
  type InvoiceDetail,
  type InvoiceSummary,
} from '../../../schemas/billingInvoices';
import { BILLING_SERVICE_CHOICES } from '../../../schemas/billingLedger';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines, branches, invoicePayments, invoices } from '../../db/schema';
import { notFound } from '../../errors';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import {
  activeAccount,
  companyOf,
  lineRow,
  NO_VIRTUAL_ACCOUNT,
  paymentRow,
  PROVIDER_PARTY,
  summaries,
  toSummary,
} from './companyReads';

/**
 * The company's invoices (uses/invoice and its pages), the payments against them (uses/payment) and
 * the dedicated-account certificate, always of the session's company.
 */

export const invoiceList = listFromRecord(invoiceSummary, {
  resource: 'invoices',
  defaultSort: ['period', 'DESC'],
  extraFilters: invoiceListFilters,
});
/** What has been paid against an invoice, its unpaid rest and its payment status, in SQL. */
// Qualified by hand: in a one-table select drizzle writes the outer `id` bare, which the subquery
// would read as its own table's.
const paid = sql<number>`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices}.${sql.identifier('id')}), 0)::int`;
const unpaid = sql<number>`greatest(${invoices.total} - ${paid}, 0)`;
const paymentStatus = sql<string>`(case when ${unpaid} = 0 then 'PAID' when ${paid} > 0 then 'PARTIAL' else 'UNPAID' end)`;
const invoiceSort = sortMap(invoiceList, {
  id: invoices.id,
  period: invoices.period,
  service: invoices.service,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  total: invoices.total,
  unpaidAmount: unpaid,
});

interface InvoiceFilter {
  id?: string | string[];
  q?: string;
  period?: string;
  year?: string;
  service?: string;
  paymentStatus?: string;
}

/**
 * The company's invoices (list protocol): filters `period` (YYYY-MM), `year`, `service`,
 * `paymentStatus`, `q` (the service's name or key), `id`; filtered, sorted, paged and counted in the
 * database.
 */
export async function listInvoices(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<InvoiceSummary>> {
  const filter = list.filter as InvoiceFilter;
  const where: SQL[] = [eq(invoices.companyId, session.companyId)];
  if (filter.period) where.push(eq(invoices.period, filter.period));
  if (filter.year) where.push(like(invoices.period, `${filter.year}-%`));
  if (filter.service) where.push(eq(invoices.service, filter.service));
  if (filter.paymentStatus) where.push(sql`${paymentStatus} = ${filter.paymentStatus}`);
  if (filter.q) {
    const services = BILLING_SERVICE_CHOICES.filter((choice) => choice.name.includes(filter.q!.trim()));
    where.push(inArray(invoices.service, [filter.q.trim(), ...services.map((choice) => choice.id)]));
  }
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('invoice', id));
    where.push(inArray(invoices.id, ids.length ? ids : [0]));
  }
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ invoice: invoices, paid })
      .from(invoices)
      .where(and(...where))
      .orderBy(direction(invoiceSort[list.sort]!), direction(invoices.id))
      .limit(list.limit)
      .offset(list.offset),
    ctx.db
      .select({ n: count() })
      .from(invoices)
      .where(and(...where)),
  ]);
  return { rows: rows.map((row) => toSummary(ctx, row.invoice, row.paid)), total: total?.n ?? 0 };
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
