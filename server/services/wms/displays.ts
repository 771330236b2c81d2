import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { OrderByType, OrderColumn } from '../../../schemas/wms';
import type { z } from 'zod';
import type { DisplayItemRecord, displayBody } from '../../../schemas/wmsStock';
import type { AppContext, WarehouseAuth } from '../../context';
import { wmsLocations, wmsProducts, wmsStock } from '../../db/schema';
import { badRequest } from '../../errors';
import { locationIn, ownedId } from './lookup';
import { productById } from './products';
import { move } from './stock';

/** Stock of one warehouse by location: its receiving area (진열 대기) or its shelves (진열 현황). */
export async function displayList(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  query: {
    area: 'RECEIVING' | 'SHELF';
    orderByType: OrderByType;
    orderColumn: OrderColumn;
    page: number;
    size: number;
  },
): Promise<{ items: DisplayItemRecord[]; total: number }> {
  const where = and(
    eq(wmsStock.companyId, worker.companyId),
    eq(wmsLocations.warehouseId, warehouseId),
    eq(wmsLocations.kind, query.area),
    gt(wmsStock.quantity, 0),
  );
  const columns: Record<OrderColumn, SQL> = {
    NAME: sql`${wmsProducts.name}`,
    QUANTITY: sql`${wmsStock.quantity}`,
    DATE: sql`${wmsStock.updatedAt}`,
    WORKSPACE: sql`${wmsLocations.code}`,
  };
  const order = query.orderByType === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        stock: wmsStock,
        name: wmsProducts.name,
        barcode: wmsProducts.barcode,
        unit: wmsProducts.unit,
        code: wmsLocations.code,
      })
      .from(wmsStock)
      .innerJoin(wmsLocations, eq(wmsLocations.id, wmsStock.locationId))
      .innerJoin(wmsProducts, eq(wmsProducts.id, wmsStock.productId))
      .where(where)
      .orderBy(order(columns[query.orderColumn]), asc(wmsStock.id))
      .limit(query.size)
      .offset(query.page * query.size),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsStock)
      .innerJoin(wmsLocations, eq(wmsLocations.id, wmsStock.locationId))
      .where(where),
  ]);
  return {
    items: rows.map(({ stock, name, barcode, unit, code }) => ({
      productId: ctx.ids.encode('wmsProduct', stock.productId),
      productName: name,
      barcode,
      unit,
      locationId: ctx.ids.encode('wmsLocation', stock.locationId),
      locationCode: code,
      quantity: stock.quantity,
      updatedAt: stock.updatedAt.toISOString(),
    })),
    total: total?.count ?? 0,
  };
}

/**
 * 진열: moves a product from one location of the warehouse to another, recorded in the ledger
 * (not enough stock, or stock changed since the worker looked, is a 409), and answers the product.
 */
export async function displayProduct(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  body: z.output<typeof displayBody>,
) {
  const from = await locationIn(ctx, worker, warehouseId, body.fromLocationId);
  const to = await locationIn(ctx, worker, warehouseId, body.toLocationId);
  const productId = await ownedId(ctx, worker, 'wmsProduct', body.productId);
  if (from.id === to.id)
    throw badRequest('출발 위치와 진열 위치가 같습니다.', { toLocationId: '다른 위치를 선택해주세요.' });
  await move(ctx.db, worker, {
    warehouseId,
    productId,
    fromLocationId: from.id,
    toLocationId: to.id,
    quantity: body.quantity,
    reason: 'DISPLAY',
    ...(body.expectedQuantity === undefined ? {} : { expectedQuantity: body.expectedQuantity }),
  });
  return productById(ctx, worker, warehouseId, productId);
}
