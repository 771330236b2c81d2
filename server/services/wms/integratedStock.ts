import { and, asc, eq, sql } from 'drizzle-orm';
import { isIntegratedStock, type ProductRecord } from '../../../schemas/wms';
import type { AppContext, WarehouseAuth } from '../../context';
import { wmsLocations, wmsStock, wmsWarehouses } from '../../db/schema';

/**
 * A product read from a warehouse that manages stock as one (stockBranchYN and
 * integratedStockManagementYN both Y) also says how much the company holds in all its warehouses,
 * and each warehouse's share; from any other warehouse the record stays as it was. Only the
 * worker's company's warehouses are read.
 */
export async function withIntegratedStock(
  ctx: AppContext,
  worker: WarehouseAuth,
  chosen: typeof wmsWarehouses.$inferSelect,
  productId: number,
  product: ProductRecord,
): Promise<ProductRecord> {
  if (!isIntegratedStock(chosen)) return product;
  const rows = await ctx.db
    .select({
      id: wmsWarehouses.id,
      name: wmsWarehouses.name,
      quantity: sql<number>`coalesce(sum(${wmsStock.quantity}), 0)::int`,
    })
    .from(wmsWarehouses)
    .leftJoin(
      wmsLocations,
      and(eq(wmsLocations.warehouseId, wmsWarehouses.id), eq(wmsLocations.companyId, worker.companyId)),
    )
    .leftJoin(
      wmsStock,
      and(
        eq(wmsStock.locationId, wmsLocations.id),
        eq(wmsStock.companyId, worker.companyId),
        eq(wmsStock.productId, productId),
      ),
    )
    .where(eq(wmsWarehouses.companyId, worker.companyId))
    .groupBy(wmsWarehouses.id, wmsWarehouses.name)
    .orderBy(asc(wmsWarehouses.id));
  return {
    ...product,
    integrated: {
      total: rows.reduce((sum, row) => sum + Number(row.quantity), 0),
      warehouses: rows.map((row) => ({
        warehouseId: ctx.ids.encode('warehouse', row.id),
        name: row.name,
        quantity: Number(row.quantity),
      })),
    },
  };
}
