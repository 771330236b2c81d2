import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  LEDGER_SERVICES,
  LEDGER_SERVICE_LABELS,
  salesTypeLabel,
  type DashboardAmounts,
  type DashboardAnalysis,
  type DashboardDetail,
  type DashboardOrders,
  type DashboardSummary,
  type LedgerService,
  type SalesType,
} from '../../../schemas/billingDashboard';
import { lastDayOf, shiftMonth, type YearMonth } from '../../../lib/dashboardRules';
import { seoulParts } from '../../../lib/seoulTime';
import type { AppContext, SessionAuth } from '../../context';
import { billingDaily, billingLines, branches } from '../../db/schema';

/**
 * The dashboard's figures, read from the billing ledger summed by day (billing_daily: one row per
 * company, day, service, category and workspace, kept equal to the lines' sums by triggers on
 * billing_lines). A month of a company is a few thousand rows however many lines it has. Every query
 * filters by the session's company first.
 */

const pad = (n: number) => String(n).padStart(2, '0');
export const monthStart = ({ year, month }: YearMonth) => `${year}-${pad(month)}-01`;
export const monthEnd = ({ year, month }: YearMonth) =>
  `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`;

/** The figures of a group of daily sums: line count, quantity and the three amounts. */
export const dailyFigures = () => ({
  lineCount: sql<number>`coalesce(sum(${billingDaily.lineCount}), 0)`.mapWith(Number),
  quantity: sql<number>`coalesce(sum(${billingDaily.quantity}), 0)`.mapWith(Number),
  supplyAmount: sql<number>`coalesce(sum(${billingDaily.supplyAmount}), 0)`.mapWith(Number),
  vat: sql<number>`coalesce(sum(${billingDaily.vat}), 0)`.mapWith(Number),
  total: sql<number>`coalesce(sum(${billingDaily.total}), 0)`.mapWith(Number),
});

export const ZERO: DashboardAmounts = { lineCount: 0, quantity: 0, supplyAmount: 0, vat: 0, total: 0 };

export function addUp(rows: readonly DashboardAmounts[]): DashboardAmounts {
  return rows.reduce(
    (sum, row) => ({
      lineCount: sum.lineCount + row.lineCount,
      quantity: sum.quantity + row.quantity,
      supplyAmount: sum.supplyAmount + row.supplyAmount,
      vat: sum.vat + row.vat,
      total: sum.total + row.total,
    }),
    ZERO,
  );
}

const pick = (row: DashboardAmounts): DashboardAmounts => ({
  lineCount: row.lineCount,
  quantity: row.quantity,
  supplyAmount: row.supplyAmount,
  vat: row.vat,
  total: row.total,
});

/** The company's daily sums between two days (inclusive), of one sales type (or one service). */
export function daysOf(companyId: number, from: string, to: string, type: SalesType | string): SQL {
  return and(
    eq(billingDaily.companyId, companyId),
    gte(billingDaily.usedOn, from),
    lte(billingDaily.usedOn, to),
    ...(type === 'all' ? [] : [eq(billingDaily.service, type)]),
  )!;
}

const isLedgerService = (value: string): value is LedgerService =>
  (LEDGER_SERVICES as readonly string[]).includes(value);

/** This month in Seoul, or the month asked for. */
export function monthOf(ctx: AppContext, query: { year?: number; month?: number }): YearMonth {
  const today = seoulParts(ctx.now());
  return { year: query.year ?? today.year, month: query.month ?? today.month };
}

/**
 * The sales types offered: `all` first, then each ledger service the company has lines of in the
 * twelve months ending with `period` (one index probe per service, not a scan of the year).
 */
export async function salesTypesOf(ctx: AppContext, companyId: number, period: YearMonth) {
  const from = monthStart(shiftMonth(period, -11));
  const to = monthEnd(period);
  const found = await ctx.db
    .select({ service: sql<string>`s.service` })
    .from(
      sql`unnest(${sql.raw(`array[${LEDGER_SERVICES.map((s) => `'${s}'`).join(',')}]::text[]`)}) as s(service)`,
    )
    .where(
      sql`exists (select 1 from ${billingLines} where ${billingLines.companyId} = ${companyId}
        and ${billingLines.service} = s.service and ${billingLines.usedOn} between ${from} and ${to})`,
    );
  const present = new Set(found.map((row) => row.service));
  const types: SalesType[] = ['all', ...LEDGER_SERVICES.filter((service) => present.has(service))];
  return types.map((type) => ({ type, label: salesTypeLabel(type) }));
}

/**
 * A month's daily sums grouped by day and service (a few hundred groups at most): the summary's
 * services and days and the orders page all come from it. It reads the month's rows of billing_daily
 * through its key (company_id, used_on, ...), not the month's lines.
 */
async function dayServiceRows(ctx: AppContext, companyId: number, period: YearMonth, type: SalesType) {
  const rows = await ctx.db
    .select({ date: billingDaily.usedOn, service: billingDaily.service, ...dailyFigures() })
    .from(billingDaily)
    .where(daysOf(companyId, monthStart(period), monthEnd(period), type))
    .groupBy(billingDaily.usedOn, billingDaily.service)
    .orderBy(asc(billingDaily.usedOn), asc(billingDaily.service));
  return rows.flatMap((row) =>
    isLedgerService(row.service)
      ? [{ date: row.date, service: row.service, label: LEDGER_SERVICE_LABELS[row.service], ...pick(row) }]
      : [],
  );
}
type DayServiceRow = Awaited<ReturnType<typeof dayServiceRows>>[number];

function byService(rows: readonly DayServiceRow[]) {
  return LEDGER_SERVICES.flatMap((service) => {
    const mine = rows.filter((row) => row.service === service);
    return mine.length ? [{ service, label: LEDGER_SERVICE_LABELS[service], ...addUp(mine) }] : [];
  });
}

function byDay(rows: readonly DayServiceRow[]) {
  const days = new Map<string, DayServiceRow[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days].map(([date, mine]) => ({ date, ...addUp(mine) }));
}

/** dashboard, dashboard/detail: one month of the company by service and by day. */
export async function dashboardSummary(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: number; month?: number; type?: SalesType },
): Promise<DashboardSummary> {
  const period = monthOf(ctx, query);
  const type = query.type ?? 'all';
  const [rows, salesTypes] = await Promise.all([
    dayServiceRows(ctx, session.companyId, period, type),
    salesTypesOf(ctx, session.companyId, period),
  ]);
  const services = byService(rows);
  const days = byDay(rows);
  return {
    ...period,
    from: monthStart(period),
    to: monthEnd(period),
    salesTypes,
    total: addUp(services),
    services,
    days,
  };
}

/** detail/{year}/{month}/{type}. */
export async function dashboardDetail(
  ctx: AppContext,
  session: SessionAuth,
  params: { year: number; month: number; type: SalesType },
): Promise<DashboardDetail> {
  const summary = await dashboardSummary(ctx, session, params);
  return {
    year: summary.year,
    month: summary.month,
    type: params.type,
    salesTypes: summary.salesTypes,
    total: summary.total,
    services: summary.services,
    days: summary.days,
  };
}

const changeRate = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;

/** analysis/{year}/{month}/{type}: month over month, the six months' trend, workspaces and categories. */
export async function dashboardAnalysis(
  ctx: AppContext,
  session: SessionAuth,
  params: { year: number; month: number; type: SalesType },
): Promise<DashboardAnalysis> {
  const period = { year: params.year, month: params.month };
  const previous = shiftMonth(period, -1);
  const first = shiftMonth(period, -5);
  const companyId = session.companyId;
  const monthKey = sql<string>`substr(${billingDaily.usedOn}, 1, 7)`;
  // One read of the six months' daily sums, grouped by month, workspace and category (a few hundred
  // groups): the trend, both months' figures, the workspaces and the categories all come from it.
  const [groups, salesTypes] = await Promise.all([
    ctx.db
      .select({
        key: monthKey,
        branchId: billingDaily.branchId,
        category: billingDaily.category,
        ...dailyFigures(),
      })
      .from(billingDaily)
      .where(daysOf(companyId, monthStart(first), monthEnd(period), params.type))
      .groupBy(monthKey, billingDaily.branchId, billingDaily.category),
    salesTypesOf(ctx, companyId, period),
  ]);
  const keyOf = (m: YearMonth) => `${m.year}-${pad(m.month)}`;
  const monthFigures = (m: YearMonth) => addUp(groups.filter((row) => row.key === keyOf(m)).map(pick));
  const twoMonths = groups
    .filter((row) => row.key === keyOf(period) || row.key === keyOf(previous))
    .map((row) => ({ ...row, current: row.key === keyOf(period) }));
  const current = monthFigures(period);
  const before = monthFigures(previous);
  const names = new Map(
    (
      await ctx.db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(eq(branches.companyId, companyId))
    ).map((b) => [b.id, b.name]),
  );
  const compare = <R extends { current: boolean } & DashboardAmounts, K>(
    rows: readonly R[],
    keyOf: (row: R) => K,
  ) => {
    const grouped = new Map<K, { total: number; previousTotal: number; lineCount: number }>();
    for (const row of rows) {
      const key = keyOf(row);
      const entry = grouped.get(key) ?? { total: 0, previousTotal: 0, lineCount: 0 };
      if (row.current) {
        entry.total += row.total;
        entry.lineCount += row.lineCount;
      } else entry.previousTotal += row.total;
      grouped.set(key, entry);
    }
    return [...grouped.entries()].sort(
      (a, b) => b[1].total - a[1].total || b[1].previousTotal - a[1].previousTotal,
    );
  };
  return {
    ...period,
    type: params.type,
    salesTypes,
    current,
    previous: { ...previous, ...before },
    changeRate: changeRate(current.total, before.total),
    trend: Array.from({ length: 6 }, (_, i) => {
      const m = shiftMonth(first, i);
      return { ...m, total: monthFigures(m).total };
    }),
    byWorkspace: compare(twoMonths, (row) => row.branchId).map(([branchId, entry]) => ({
      branchId: branchId === null ? null : ctx.ids.encode('branch', branchId),
      name: branchId === null ? '사업장 없음' : (names.get(branchId) ?? '사업장 없음'),
      ...entry,
    })),
    byCategory: compare(twoMonths, (row) => row.category).map(([category, entry]) => ({
      category,
      ...entry,
    })),
  };
}

/** dashboard/order: the month's orders (ledger lines) by day and service. */
export async function dashboardOrders(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: number; month?: number; type?: SalesType },
): Promise<DashboardOrders> {
  const period = monthOf(ctx, query);
  const type = query.type ?? 'all';
  const known = await dayServiceRows(ctx, session.companyId, period, type);
  return { ...period, type, total: addUp(known), rows: known };
}
