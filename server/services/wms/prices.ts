import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FIXED_PRICE_NOT_IN_USE,
  itemStaticPriceRecord,
  type ItemStaticPriceRecord,
} from '../../../schemas/wmsPrices';
import { listFromRecord, sortColumns } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { companies, wmsItemStaticPrices, wmsProducts } from '../../db/schema';
import { forbidden } from '../../errors';
import { koreanSearch } from '../koreanSearch';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

export const itemStaticPriceList = listFromRecord(itemStaticPriceRecord, {
  resource: 'staticPrices',
  defaultSort: ['itemName', 'ASC'],
});
const sortBy = sortColumns(itemStaticPriceList, wmsItemStaticPrices, { itemName: wmsProducts.name });

/** Spec 1 "Left menu": fixed prices are for administrators of a company with fixed-price auditing. */
export async function requireFixedPriceAuditing(ctx: AppContext, session: SessionAuth) {
  const [company] = await ctx.db
    .select({ on: companies.wmsFixedPriceAuditingUse })
    .from(companies)
    .where(eq(companies.id, session.companyId));
  if (!company?.on) throw forbidden(FIXED_PRICE_NOT_IN_USE);
}

export async function listItemStaticPrices(
  ctx: AppContext,
  session: SessionAuth,
  list: ListRequest<string, z.ZodRawShape> | { q?: string; all: true },
): Promise<ListPage<ItemStaticPriceRecord>> {
  await requireFixedPriceAuditing(ctx, session);
  const filter = ('all' in list ? { q: list.q } : list.filter) as { q?: string; id?: string | string[] };
  const ids =
    filter.id === undefined ? null : decodeIdFilter(filter.id, (id) => ctx.ids.decode('wmsPrice', id));
  const where = and(
    eq(wmsItemStaticPrices.companyId, session.companyId),
    koreanSearch(filter.q, { names: [wmsProducts.name], plain: [wmsProducts.barcode] }),
    ids === null ? undefined : inArray(wmsItemStaticPrices.id, ids.length ? ids : [-1]),
  );
  const base = ctx.db
    .select({ price: wmsItemStaticPrices, name: wmsProducts.name, barcode: wmsProducts.barcode })
    .from(wmsItemStaticPrices)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsItemStaticPrices.productId))
    .where(where);
  const ordered =
    'all' in list
      ? base.orderBy(asc(wmsProducts.name)).limit(10_000)
      : base
          .orderBy((list.order === 'ASC' ? asc : desc)(sortBy[list.sort]!), asc(wmsItemStaticPrices.id))
          .limit(list.limit)
          .offset(list.offset);
  const [rows, [total]] = await Promise.all([
    ordered,
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsItemStaticPrices)
      .innerJoin(wmsProducts, eq(wmsProducts.id, wmsItemStaticPrices.productId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ price, name, barcode }) => ({
      id: ctx.ids.encode('wmsPrice', price.id),
      itemName: name,
      barcode,
      price: price.price,
      startDate: price.startDate,
      endDate: price.endDate,
    })),
    total: total?.count ?? 0,
  };
}
