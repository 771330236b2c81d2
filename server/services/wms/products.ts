import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  LocationRecord,
  OrderByType,
  OrderColumn,
  ProductRecord,
  WarehouseRecord,
} from '../../../schemas/wms';
import type { MovementRecord } from '../../../schemas/wmsStock';
import type { AppContext, WarehouseAuth } from '../../context';
import { wmsLocations, wmsMovements, wmsProducts, wmsStock, wmsWarehouses } from '../../db/schema';
import { notFound } from '../../errors';
import { koreanSearch } from '../koreanSearch';
import { alias } from 'drizzle-orm/pg-core';

type ProductRow = typeof wmsProducts.$inferSelect;

/** A warehouse as the warehouse app and the admin console show it. */
export function warehouseRecordOf(ctx: AppContext, row: typeof wmsWarehouses.$inferSelect): WarehouseRecord {
  return {
    id: ctx.ids.encode('warehouse', row.id),
    name: row.name,
    stockTransferAuditingYN: row.stockTransferAuditingYN,
    stockBranchYN: row.stockBranchYN,
    integratedStockManagementYN: row.integratedStockManagementYN,
  };
}

/** GET .../warehouses/displayable: the company's warehouses the app lists, oldest first. */
export async function displayableWarehouses(
  ctx: AppContext,
  worker: WarehouseAuth,
): Promise<WarehouseRecord[]> {
  const rows = await ctx.db
    .select()
    .from(wmsWarehouses)
    .where(and(eq(wmsWarehouses.companyId, worker.companyId), eq(wmsWarehouses.displayYN, 'Y')))
    .orderBy(asc(wmsWarehouses.id));
  return rows.map((row) => warehouseRecordOf(ctx, row));
}

export async function warehouseLocations(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
): Promise<LocationRecord[]> {
  const rows = await ctx.db
    .select()
    .from(wmsLocations)
    .where(and(eq(wmsLocations.companyId, worker.companyId), eq(wmsLocations.warehouseId, warehouseId)))
    .orderBy(asc(wmsLocations.code));
  return rows.map((row) => ({
    id: ctx.ids.encode('wmsLocation', row.id),
    code: row.code,
    name: row.name,
    kind: row.kind,
  }));
}

/** Products with their stock per location of one warehouse, in the order given. */
async function withStock(
  ctx: AppContext,
  companyId: number,
  warehouseId: number,
  products: readonly ProductRow[],
): Promise<ProductRecord[]> {
  if (products.length === 0) return [];
  const stock = await ctx.db
    .select({
      productId: wmsStock.productId,
      locationId: wmsStock.locationId,
      code: wmsLocations.code,
      quantity: wmsStock.quantity,
    })
    .from(wmsStock)
    .innerJoin(wmsLocations, eq(wmsLocations.id, wmsStock.locationId))
    .where(
      and(
        eq(wmsStock.companyId, companyId),
        eq(wmsLocations.warehouseId, warehouseId),
        inArray(
          wmsStock.productId,
          products.map((product) => product.id),
        ),
      ),
    )
    .orderBy(asc(wmsLocations.code));
  return products.map((product) => {
    const own = stock.filter((row) => row.productId === product.id && row.quantity > 0);
    return {
      id: ctx.ids.encode('wmsProduct', product.id),
      name: product.name,
      barcode: product.barcode,
      spec: product.spec,
      unit: product.unit,
      quantity: own.reduce((sum, row) => sum + row.quantity, 0),
      stocks: own.map((row) => ({
        locationId: ctx.ids.encode('wmsLocation', row.locationId),
        locationCode: row.code,
        quantity: row.quantity,
      })),
    };
  });
}

export async function productByBarcode(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  barcode: string,
) {
  const [row] = await ctx.db
    .select()
    .from(wmsProducts)
    .where(and(eq(wmsProducts.companyId, worker.companyId), eq(wmsProducts.barcode, barcode)));
  if (!row) throw notFound('등록되지 않은 바코드입니다. 바코드를 다시 확인해주세요.');
  return (await withStock(ctx, worker.companyId, warehouseId, [row]))[0]!;
}

export async function productById(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  productId: number,
) {
  const [row] = await ctx.db.select().from(wmsProducts).where(eq(wmsProducts.id, productId));
  return (await withStock(ctx, worker.companyId, warehouseId, [row!]))[0]!;
}

/** Sort expressions of the app's sort options over products in one warehouse. */
function productOrder(warehouseId: number, column: OrderColumn, direction: OrderByType): SQL[] {
  const inWarehouse = sql`(select l.id from wms_locations l where l.warehouse_id = ${warehouseId})`;
  const expressions: Record<OrderColumn, SQL> = {
    NAME: sql`${wmsProducts.name}`,
    QUANTITY: sql`(select coalesce(sum(s.quantity), 0) from wms_stock s where s.product_id = ${wmsProducts.id} and s.location_id in ${inWarehouse})`,
    DATE: sql`${wmsProducts.updatedAt}`,
    WORKSPACE: sql`(select min(l.code) from wms_stock s join wms_locations l on l.id = s.location_id where s.product_id = ${wmsProducts.id} and s.quantity > 0 and l.warehouse_id = ${warehouseId})`,
  };
  const order = direction === 'ASC' ? asc : desc;
  return [order(expressions[column]), asc(wmsProducts.id)];
}

export async function searchProducts(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  query: { q: string; orderByType: OrderByType; orderColumn: OrderColumn; page: number; size: number },
) {
  const where = and(
    eq(wmsProducts.companyId, worker.companyId),
    koreanSearch(query.q, { names: [wmsProducts.name], plain: [wmsProducts.barcode] }),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(wmsProducts)
      .where(where)
      .orderBy(...productOrder(warehouseId, query.orderColumn, query.orderByType))
      .limit(query.size)
      .offset(query.page * query.size),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsProducts)
      .where(where),
  ]);
  return { items: await withStock(ctx, worker.companyId, warehouseId, rows), total: total?.count ?? 0 };
}

const fromLocation = alias(wmsLocations, 'from_location');
const toLocation = alias(wmsLocations, 'to_location');

/** The ledger of a warehouse (or of one product in it), newest first. */
export async function ledger(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  productId: number | null,
  page: { page: number; size: number },
): Promise<{ items: MovementRecord[]; total: number }> {
  const where = and(
    eq(wmsMovements.companyId, worker.companyId),
    eq(wmsMovements.warehouseId, warehouseId),
    productId === null ? undefined : eq(wmsMovements.productId, productId),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        movement: wmsMovements,
        productName: wmsProducts.name,
        unit: wmsProducts.unit,
        from: fromLocation.code,
        to: toLocation.code,
      })
      .from(wmsMovements)
      .innerJoin(wmsProducts, eq(wmsProducts.id, wmsMovements.productId))
      .leftJoin(fromLocation, eq(fromLocation.id, wmsMovements.fromLocationId))
      .leftJoin(toLocation, eq(toLocation.id, wmsMovements.toLocationId))
      .where(where)
      .orderBy(desc(wmsMovements.id))
      .limit(page.size)
      .offset(page.page * page.size),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsMovements)
      .where(where),
  ]);
  return {
    items: rows.map(({ movement, productName, unit, from, to }) => ({
      id: String(movement.id),
      createdAt: movement.createdAt.toISOString(),
      accountName: movement.accountName,
      productName,
      unit,
      fromLocation: from,
      toLocation: to,
      quantity: movement.quantity,
      reason: movement.reason,
    })),
    total: total?.count ?? 0,
  };
}
