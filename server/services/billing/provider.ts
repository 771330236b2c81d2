import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BILLING_MESSAGES,
  providerInvoiceRecord,
  type InvoicePaymentBody,
  type ProviderInvoiceRecord,
} from '../../../schemas/billingLedger';
import { won } from '../../../lib/won';
import { seoulDateString } from '../../../lib/seoulTime';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { companies, invoicePayments, invoices } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { containsPattern, decodeIdFilter, idFilter, type ListPage, type ListRequest } from '../listQuery';

/**
 * The provider console's invoices: every company's, with what has been paid against each (the sum
 * of its `invoice_payments`), the unpaid amount and the days past the due date while money is owed.
 */

const extraFilters = { companyId: idFilter };
export const providerInvoiceList = listFromRecord(providerInvoiceRecord, {
  resource: 'providerInvoices',
  defaultSort: ['period', 'DESC'],
  extraFilters,
});
export const unpaidInvoiceList = listFromRecord(providerInvoiceRecord, {
  resource: 'unpaidInvoices',
  defaultSort: ['daysOverdue', 'DESC'],
  extraFilters,
});

const paid = sql<number>`coalesce((select sum(${invoicePayments.amount}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id}), 0)::int`;
const lastPaidOn = sql<
  string | null
>`(select max(${invoicePayments.paidOn}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id})`;
const unpaid = sql<number>`(${invoices.total} - ${paid})`;
const overdue = (today: string) =>
  sql<number>`(case when ${unpaid} > 0 and ${invoices.dueOn} < ${today} then (${today}::date - ${invoices.dueOn}::date) else 0 end)::int`;
const paidState = sql<string>`(case when ${unpaid} <= 0 then 'PAID' when ${paid} > 0 then 'PARTIAL' else 'UNPAID' end)`;

const columns = (today: string) => ({
  invoice: invoices,
  companyName: companies.name,
  paid,
  lastPaidOn,
  daysOverdue: overdue(today),
});

const sortColumns = (today: string) =>
  sortMap(providerInvoiceList, {
    id: invoices.id,
    companyName: companies.name,
    period: invoices.period,
    issuedOn: invoices.issuedOn,
    dueOn: invoices.dueOn,
    total: invoices.total,
    unpaidAmount: unpaid,
    daysOverdue: overdue(today),
  });

type Row = {
  invoice: typeof invoices.$inferSelect;
  companyName: string;
  paid: number;
  lastPaidOn: string | null;
  daysOverdue: number;
};

function toRecord(ctx: AppContext, row: Row): ProviderInvoiceRecord {
  const { invoice } = row;
  const paidAmount = Number(row.paid);
  const unpaidAmount = invoice.total - paidAmount;
  return {
    id: ctx.ids.encode('invoice', invoice.id),
    companyId: ctx.ids.encode('company', invoice.companyId),
    companyName: row.companyName,
    service: invoice.service,
    period: invoice.period,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    supplyAmount: invoice.supplyAmount,
    vat: invoice.vat,
    total: invoice.total,
    paidAmount,
    unpaidAmount,
    paidState: unpaidAmount <= 0 ? 'PAID' : paidAmount > 0 ? 'PARTIAL' : 'UNPAID',
    daysOverdue: Number(row.daysOverdue),
    lineCount: invoice.lineCount,
    lastPaidOn: row.lastPaidOn,
  };
}

/** Every company's invoices (operators only); `unpaidOnly`: the unpaid list. */
export async function listProviderInvoices(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
  options: { unpaidOnly?: boolean } = {},
): Promise<ListPage<ProviderInvoiceRecord>> {
  const today = seoulDateString(ctx.now());
  const filter = list.filter as {
    q?: string;
    id?: string | string[];
    companyId?: string | string[];
    service?: string;
    period?: string;
    paidState?: string;
  };
  const conditions: SQL[] = [];
  if (options.unpaidOnly) conditions.push(sql`${unpaid} > 0`);
  if (filter.q) conditions.push(ilike(companies.name, containsPattern(filter.q)));
  if (filter.service) conditions.push(eq(invoices.service, filter.service));
  if (filter.period) conditions.push(eq(invoices.period, filter.period));
  if (filter.paidState) conditions.push(sql`${paidState} = ${filter.paidState}`);
  if (filter.id !== undefined) {
    const wanted = decodeIdFilter(filter.id, (value) => ctx.ids.decode('invoice', value));
    conditions.push(wanted.length ? inArray(invoices.id, wanted) : eq(invoices.id, -1));
  }
  if (filter.companyId !== undefined) {
    const wanted = decodeIdFilter(filter.companyId, (value) => ctx.ids.decode('company', value));
    conditions.push(wanted.length ? inArray(invoices.companyId, wanted) : eq(invoices.id, -1));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns(today)[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns(today))
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(invoices.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRecord(ctx, row)) };
}

export async function getProviderInvoice(ctx: AppContext, invoiceId: number): Promise<ProviderInvoiceRecord> {
  const [row] = await ctx.db
    .select(columns(seoulDateString(ctx.now())))
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw notFound(BILLING_MESSAGES.notFound);
  return toRecord(ctx, row);
}

/**
 * 입금 등록: records money received against an invoice, in the call's transaction (with its audit
 * row). The invoice row is locked first, so two operators recording at once cannot together pay
 * more than is owed. The amount may not exceed the unpaid amount, the day may be neither in the
 * future nor before the invoice was issued.
 */
export async function recordInvoicePayment(
  ctx: AppContext,
  invoiceId: number,
  body: InvoicePaymentBody,
): Promise<ProviderInvoiceRecord> {
  await ctx.db.execute(sql`select 1 from ${invoices} where ${invoices.id} = ${invoiceId} for update`);
  const current = await getProviderInvoice(ctx, invoiceId);
  if (current.unpaidAmount <= 0) throw new AppError(409, 'CONFLICT', BILLING_MESSAGES.alreadyPaid);
  const today = seoulDateString(ctx.now());
  if (body.paidOn > today)
    throw badRequest(BILLING_MESSAGES.paidOnFuture, { paidOn: BILLING_MESSAGES.paidOnFuture });
  if (body.paidOn < current.issuedOn)
    throw badRequest(BILLING_MESSAGES.paidOnBeforeIssue, { paidOn: BILLING_MESSAGES.paidOnBeforeIssue });
  if (body.amount > current.unpaidAmount) {
    const message = BILLING_MESSAGES.amountOver(won(current.unpaidAmount));
    throw badRequest(message, { amount: message });
  }
  const [invoice] = await ctx.db
    .select({ companyId: invoices.companyId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  await ctx.db.insert(invoicePayments).values({
    invoiceId,
    companyId: invoice!.companyId,
    amount: body.amount,
    paidOn: body.paidOn,
    method: body.method,
    note: body.note || null,
    recordedAt: ctx.now(),
  });
  return getProviderInvoice(ctx, invoiceId);
}
