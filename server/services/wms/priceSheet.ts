import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { staticPriceSheetRow } from '../../../schemas/wmsPrices';
import { repeatedRows, type SheetCheck, type SheetRow } from '../../api/sheetCall';
import type { AppContext, SessionAuth } from '../../context';
import { wmsItemStaticPrices, wmsProducts } from '../../db/schema';
import { requireFixedPriceAuditing } from './prices';

type Row = SheetRow<z.output<typeof staticPriceSheetRow>>;
type Price = { productId: number; price: number; startDate: string; endDate: string | null };

const NOT_OUR_ITEM = '우리 회사 상품의 바코드가 아닙니다.';
const repeated = (first: number) =>
  `파일 안에서 같은 바코드와 적용 시작일이 중복됩니다. (${first.toLocaleString('ko-KR')}행과 같음)`;

/** Each row's barcode is an item of the caller's company (another company's is not found), once per start day. */
export async function checkPriceSheet(
  ctx: AppContext,
  session: SessionAuth,
  rows: readonly Row[],
): Promise<SheetCheck<Price>> {
  await requireFixedPriceAuditing(ctx, session);
  const barcodes = [...new Set(rows.map(({ data }) => data.barcode))];
  const products = barcodes.length
    ? await ctx.db
        .select({ id: wmsProducts.id, barcode: wmsProducts.barcode })
        .from(wmsProducts)
        .where(and(eq(wmsProducts.companyId, session.companyId), inArray(wmsProducts.barcode, barcodes)))
    : [];
  const byBarcode = new Map(products.map((product) => [product.barcode, product.id]));
  const errors = repeatedRows(rows, (data) => `${data.barcode}:${data.startDate}`, 'startDate', repeated);
  const refused = new Set(errors.map(({ row }) => row));
  const ready: Price[] = [];
  for (const { row, data } of rows) {
    const productId = byBarcode.get(data.barcode);
    if (productId === undefined) errors.push({ row, field: 'barcode', message: NOT_OUR_ITEM });
    else if (!refused.has(row))
      ready.push({ productId, price: data.price, startDate: data.startDate, endDate: data.endDate || null });
  }
  return { errors, ready };
}

/** Saves the prices; an item's price from the same start day is replaced, not doubled. */
export async function savePrices(ctx: AppContext, session: SessionAuth, prices: readonly Price[]) {
  if (prices.length === 0) return;
  const param = <T>(pick: (price: Price) => T) => sql.param(prices.map(pick));
  await ctx.db.execute(sql`
    delete from ${wmsItemStaticPrices} using unnest(${param((p) => p.productId)}::int[],
      ${param((p) => p.startDate)}::text[]) as given(product_id, start_date)
    where ${wmsItemStaticPrices.companyId} = ${session.companyId}
      and ${wmsItemStaticPrices.productId} = given.product_id
      and ${wmsItemStaticPrices.startDate} = given.start_date`);
  await ctx.db
    .insert(wmsItemStaticPrices)
    .values(prices.map((price) => ({ ...price, companyId: session.companyId })));
}
