import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  billingServiceLabel,
  type MonthlyReport,
  type ReportService,
} from '../../../schemas/billingInvoices';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines, branches, invoices } from '../../db/schema';
import { forbidden } from '../../errors';
import {
  addTotals,
  companyOf,
  inMonth,
  KIOSK_NOT_IN_USE,
  periodOf,
  previousPeriod,
  sums,
  USAGE_MENU_HIDDEN,
} from './companyReads';

/**
 * The company's use read from the billing ledger: usage by service (usage/service), kiosk sales
 * (uses/kiosk) and the monthly report (uses/report), of the session's company. The month's lines
 * (uses/orders) are the ledger-line list (lines.ts).
 */

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
