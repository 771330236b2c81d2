import { and, eq } from 'drizzle-orm';
import type { AppContext, WarehouseAuth } from '../../context';
import { belongsTo, notFoundMessage } from '../../api/ownership';
import { wmsLocations, wmsWarehouses } from '../../db/schema';
import { notFound } from '../../errors';
import type { IdKind } from '../ids';

/**
 * An encrypted id from a query or a body, decoded and checked to be the worker's company's, like a
 * path id is by the route layer: a tampered, wrong-kind or other company's id is the same 404.
 */
export async function ownedId(ctx: AppContext, worker: WarehouseAuth, kind: IdKind, encrypted: string) {
  const id = ctx.ids.decode(kind, encrypted);
  if (id === null || !(await belongsTo(ctx.db, kind, id, worker.companyId)))
    throw notFound(notFoundMessage([kind]));
  return id;
}

export async function warehouseOf(ctx: AppContext, worker: WarehouseAuth, encrypted: string) {
  const id = await ownedId(ctx, worker, 'warehouse', encrypted);
  const [row] = await ctx.db.select().from(wmsWarehouses).where(eq(wmsWarehouses.id, id));
  return row!;
}

/** A location of the given warehouse (a shelf of another warehouse is not found here). */
export async function locationIn(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  encrypted: string,
) {
  const id = await ownedId(ctx, worker, 'wmsLocation', encrypted);
  const [row] = await ctx.db
    .select()
    .from(wmsLocations)
    .where(and(eq(wmsLocations.id, id), eq(wmsLocations.warehouseId, warehouseId)));
  if (!row) throw notFound(notFoundMessage(['wmsLocation']));
  return row;
}

/** The warehouse's receiving area, where received goods wait to be shelved. */
export async function receivingArea(ctx: AppContext, companyId: number, warehouseId: number) {
  const [row] = await ctx.db
    .select()
    .from(wmsLocations)
    .where(
      and(
        eq(wmsLocations.companyId, companyId),
        eq(wmsLocations.warehouseId, warehouseId),
        eq(wmsLocations.kind, 'RECEIVING'),
      ),
    )
    .limit(1);
  if (!row) throw notFound('이 창고에는 입고 위치가 없습니다. 관리자에게 문의해주세요.');
  return row;
}
