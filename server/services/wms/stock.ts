import { and, eq, gte, sql } from 'drizzle-orm';
import { NOT_ENOUGH_STOCK, STOCK_CHANGED, type MovementReason } from '../../../schemas/wmsStock';
import type { WarehouseAuth } from '../../context';
import type { Db } from '../../db/client';
import { wmsMovements, wmsStock } from '../../db/schema';
import { AppError } from '../../errors';

export interface Movement {
  warehouseId: number;
  productId: number;
  /** Null: the goods come from outside the warehouse (a receipt, a count that found more). */
  fromLocationId: number | null;
  /** Null: the goods leave (a count that found fewer, a transfer out). */
  toLocationId: number | null;
  quantity: number;
  reason: MovementReason;
  /** The quantity at the source the worker saw; when given, the move happens only on that number. */
  expectedQuantity?: number;
}

/**
 * The only way a quantity changes: the source row is decreased by a conditional UPDATE (enough
 * stock, and the quantity the worker saw when given), the target row increased, and the movement
 * written, all in the caller's transaction. On PostgreSQL the UPDATE locks the row, so a second
 * worker moving the same stock waits, re-reads the committed quantity and gets a Korean 409 when
 * it no longer fits; nothing is written for the loser. The table's CHECK is the last guard.
 */
/**
 * Who moves stock, as the ledger records it: a warehouse worker, or the company's administrator
 * deciding a transfer from the admin console (no warehouse account, named in the ledger).
 */
export type StockActor = Pick<WarehouseAuth, 'companyId' | 'accountName'> & { accountId: number | null };

export async function move(tx: Db, worker: StockActor, movement: Movement): Promise<void> {
  const { companyId } = worker;
  const { productId, quantity } = movement;
  if (movement.fromLocationId !== null) {
    const conditions = [
      eq(wmsStock.companyId, companyId),
      eq(wmsStock.locationId, movement.fromLocationId),
      eq(wmsStock.productId, productId),
      gte(wmsStock.quantity, quantity),
    ];
    if (movement.expectedQuantity !== undefined)
      conditions.push(eq(wmsStock.quantity, movement.expectedQuantity));
    const taken = await tx
      .update(wmsStock)
      .set({ quantity: sql`${wmsStock.quantity} - ${quantity}`, updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: wmsStock.id });
    if (taken.length === 0) {
      const [current] = await tx
        .select({ quantity: wmsStock.quantity })
        .from(wmsStock)
        .where(
          and(
            eq(wmsStock.companyId, companyId),
            eq(wmsStock.locationId, movement.fromLocationId),
            eq(wmsStock.productId, productId),
          ),
        );
      const stale =
        movement.expectedQuantity !== undefined && (current?.quantity ?? 0) !== movement.expectedQuantity;
      throw new AppError(
        409,
        stale ? 'STOCK_CHANGED' : 'NOT_ENOUGH_STOCK',
        stale ? STOCK_CHANGED : NOT_ENOUGH_STOCK,
      );
    }
  }
  if (movement.toLocationId !== null) {
    await tx
      .insert(wmsStock)
      .values({ companyId, locationId: movement.toLocationId, productId, quantity })
      .onConflictDoUpdate({
        target: [wmsStock.companyId, wmsStock.locationId, wmsStock.productId],
        set: { quantity: sql`${wmsStock.quantity} + ${quantity}`, updatedAt: new Date() },
      });
  }
  await tx.insert(wmsMovements).values({
    companyId,
    warehouseId: movement.warehouseId,
    productId,
    fromLocationId: movement.fromLocationId,
    toLocationId: movement.toLocationId,
    quantity,
    reason: movement.reason,
    accountId: worker.accountId,
    accountName: worker.accountName,
  });
}

/**
 * Locks a stock row and checks it still holds `expected` (a stock check's snapshot); a change made
 * since by another worker is the Korean 409, and the count is not applied over it.
 */
export async function holdAt(
  tx: Db,
  companyId: number,
  locationId: number,
  productId: number,
  expected: number,
): Promise<void> {
  const [row] = await tx
    .select({ quantity: wmsStock.quantity })
    .from(wmsStock)
    .where(
      and(
        eq(wmsStock.companyId, companyId),
        eq(wmsStock.locationId, locationId),
        eq(wmsStock.productId, productId),
      ),
    )
    .for('update');
  if ((row?.quantity ?? 0) !== expected) throw new AppError(409, 'STOCK_CHANGED', STOCK_CHANGED);
}
