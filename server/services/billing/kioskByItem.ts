import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext, SessionAuth } from '../../context';
import { billingLines } from '../../db/schema';
import { readKioskSales } from './companyUsage';

/**
 * Kiosk sales of a month with "by item" grouped by the item itself: a kiosk line's category is the
 * item it sold (its description is written per sale, "키오스크 아메리카노 2개"), so the items are
 * summed by category. The gate (kiosk service), the period and the days are readKioskSales'.
 */
export async function readKioskSalesByItem(
  ctx: AppContext,
  session: SessionAuth,
  query: { year?: string; month?: string },
) {
  const sales = await readKioskSales(ctx, session, query);
  const [year, month] = sales.period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const total = sql<number>`coalesce(sum(${billingLines.total}), 0)::int`;
  const byItem = await ctx.db
    .select({
      item: billingLines.category,
      count: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${billingLines.quantity}), 0)::int`,
      supplyAmount: sql<number>`coalesce(sum(${billingLines.supplyAmount}), 0)::int`,
      vat: sql<number>`coalesce(sum(${billingLines.vat}), 0)::int`,
      total,
    })
    .from(billingLines)
    .where(
      and(
        eq(billingLines.companyId, session.companyId),
        eq(billingLines.service, 'kiosk'),
        gte(billingLines.usedOn, `${sales.period}-01`),
        lt(billingLines.usedOn, next),
      ),
    )
    .groupBy(billingLines.category)
    .orderBy(desc(total), asc(billingLines.category));
  return { ...sales, byItem };
}
