import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { seoulDateString } from '../../../lib/seoulTime';
import { staleCount, type StockCheckRecord } from '../../../schemas/wmsStock';
import type { AppContext, WarehouseAuth } from '../../context';
import { wmsLocations, wmsProducts, wmsStock, wmsStockCheckDetails, wmsStockChecks } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { ownedId } from './lookup';
import { holdAt, move, type StockActor } from './stock';

type CheckRow = typeof wmsStockChecks.$inferSelect;

/** Whether a check finished at `finishedAt` may be reopened at `now`: the same Seoul day. */
export const reopenableAt = (finishedAt: Date | null, now: Date) =>
  finishedAt !== null && seoulDateString(finishedAt) === seoulDateString(now);

export type { CheckRow };

/** Checks with their lines (product, barcode, unit, location), in the rows' order. */
export async function withDetails(ctx: AppContext, rows: readonly CheckRow[]): Promise<StockCheckRecord[]> {
  if (rows.length === 0) return [];
  const details = await ctx.db
    .select({
      detail: wmsStockCheckDetails,
      name: wmsProducts.name,
      barcode: wmsProducts.barcode,
      unit: wmsProducts.unit,
      code: wmsLocations.code,
    })
    .from(wmsStockCheckDetails)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsStockCheckDetails.productId))
    .innerJoin(wmsLocations, eq(wmsLocations.id, wmsStockCheckDetails.locationId))
    .where(
      inArray(
        wmsStockCheckDetails.checkId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(wmsLocations.code), asc(wmsProducts.name));
  return rows.map((row) => {
    const own = details.filter(({ detail }) => detail.checkId === row.id);
    return {
      id: ctx.ids.encode('wmsCheck', row.id),
      status: row.status,
      warehouseId: ctx.ids.encode('warehouse', row.warehouseId),
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      differences: own.filter(
        ({ detail }) => detail.countedQuantity !== null && detail.countedQuantity !== detail.expectedQuantity,
      ).length,
      details: own.map(({ detail, name, barcode, unit, code }) => ({
        id: ctx.ids.encode('wmsCheckDetail', detail.id),
        productId: ctx.ids.encode('wmsProduct', detail.productId),
        productName: name,
        barcode,
        unit,
        locationCode: code,
        expectedQuantity: detail.expectedQuantity,
        countedQuantity: detail.countedQuantity,
      })),
    };
  });
}

export async function listChecks(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  page: { status?: 'OPEN' | 'DONE' | undefined; orderByType: 'ASC' | 'DESC'; page: number; size: number },
) {
  const where = and(
    eq(wmsStockChecks.companyId, worker.companyId),
    eq(wmsStockChecks.warehouseId, warehouseId),
    page.status ? eq(wmsStockChecks.status, page.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(wmsStockChecks)
      .where(where)
      .orderBy((page.orderByType === 'ASC' ? asc : desc)(wmsStockChecks.id))
      .limit(page.size)
      .offset(page.page * page.size),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsStockChecks)
      .where(where),
  ]);
  return { items: await withDetails(ctx, rows), total: total?.count ?? 0 };
}

export async function checkOf(ctx: AppContext, checkId: number): Promise<StockCheckRecord> {
  const [row] = await ctx.db.select().from(wmsStockChecks).where(eq(wmsStockChecks.id, checkId));
  if (!row) throw notFound('재고 조사를 찾을 수 없습니다.');
  return (await withDetails(ctx, [row]))[0]!;
}

/** A new stock check: one line per product and location holding stock in the warehouse now. */
export async function startCheck(ctx: AppContext, worker: WarehouseAuth, warehouseId: number) {
  const [check] = await ctx.db
    .insert(wmsStockChecks)
    .values({ companyId: worker.companyId, warehouseId, createdBy: worker.accountId })
    .returning();
  const stock = await ctx.db
    .select({ locationId: wmsStock.locationId, productId: wmsStock.productId, quantity: wmsStock.quantity })
    .from(wmsStock)
    .innerJoin(wmsLocations, eq(wmsLocations.id, wmsStock.locationId))
    .where(
      and(
        eq(wmsStock.companyId, worker.companyId),
        eq(wmsLocations.warehouseId, warehouseId),
        gt(wmsStock.quantity, 0),
      ),
    );
  if (stock.length)
    await ctx.db.insert(wmsStockCheckDetails).values(
      stock.map((row) => ({
        companyId: worker.companyId,
        checkId: check!.id,
        locationId: row.locationId,
        productId: row.productId,
        expectedQuantity: row.quantity,
      })),
    );
  return checkOf(ctx, check!.id);
}

async function openCheck(ctx: AppContext, checkId: number): Promise<CheckRow> {
  const [row] = await ctx.db
    .select()
    .from(wmsStockChecks)
    .where(eq(wmsStockChecks.id, checkId))
    .for('update');
  if (!row) throw notFound('재고 조사를 찾을 수 없습니다.');
  if (row.status !== 'OPEN') throw new AppError(409, 'CHECK_CLOSED', '이미 완료된 재고 조사입니다.');
  return row;
}

/** Counted quantities of an open check (saved as typed; nothing moves until the check is finished). */
export async function saveCounts(
  ctx: AppContext,
  worker: WarehouseAuth,
  checkId: number,
  counts: readonly { detailId: string; countedQuantity: number; countedBefore?: number | null | undefined }[],
) {
  await openCheck(ctx, checkId);
  for (const count of counts) {
    const id = await ownedId(ctx, worker, 'wmsCheckDetail', count.detailId);
    const before = count.countedBefore;
    const updated = await ctx.db
      .update(wmsStockCheckDetails)
      .set({ countedQuantity: count.countedQuantity })
      .where(
        and(
          eq(wmsStockCheckDetails.id, id),
          eq(wmsStockCheckDetails.checkId, checkId),
          // Saved only over the count the screen showed: another worker's count is never overwritten unseen.
          before === undefined
            ? undefined
            : before === null
              ? isNull(wmsStockCheckDetails.countedQuantity)
              : eq(wmsStockCheckDetails.countedQuantity, before),
        ),
      )
      .returning({ id: wmsStockCheckDetails.id });
    if (updated.length === 0) throw await refusedCount(ctx, checkId, id);
  }
  return checkOf(ctx, checkId);
}

/** Why a count was not saved: the line is not this check's, or another worker counted it first. */
async function refusedCount(ctx: AppContext, checkId: number, detailId: number) {
  const [current] = await ctx.db
    .select({
      counted: wmsStockCheckDetails.countedQuantity,
      name: wmsProducts.name,
      unit: wmsProducts.unit,
      code: wmsLocations.code,
    })
    .from(wmsStockCheckDetails)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsStockCheckDetails.productId))
    .innerJoin(wmsLocations, eq(wmsLocations.id, wmsStockCheckDetails.locationId))
    .where(and(eq(wmsStockCheckDetails.id, detailId), eq(wmsStockCheckDetails.checkId, checkId)));
  if (!current) return notFound('재고 조사 항목을 찾을 수 없습니다.');
  return new AppError(
    409,
    'STALE_COUNT',
    staleCount(current.name, current.code, current.counted, current.unit),
  );
}

/**
 * Finishes a check: each difference between count and snapshot becomes a movement of the ledger
 * (fewer: out of the location; more: into it), applied only where the stock still holds the
 * snapshot's quantity; otherwise the whole finish is refused with the Korean 409.
 */
export async function finishCheck(ctx: AppContext, worker: WarehouseAuth, checkId: number) {
  const check = await openCheck(ctx, checkId);
  const details = await ctx.db
    .select()
    .from(wmsStockCheckDetails)
    .where(eq(wmsStockCheckDetails.checkId, checkId));
  for (const detail of details) {
    if (detail.countedQuantity === null || detail.countedQuantity === detail.expectedQuantity) continue;
    const difference = detail.countedQuantity - detail.expectedQuantity;
    await holdAt(ctx.db, worker.companyId, detail.locationId, detail.productId, detail.expectedQuantity);
    await move(ctx.db, worker, {
      warehouseId: check.warehouseId,
      productId: detail.productId,
      fromLocationId: difference < 0 ? detail.locationId : null,
      toLocationId: difference > 0 ? detail.locationId : null,
      quantity: Math.abs(difference),
      reason: 'CHECK',
    });
  }
  await ctx.db
    .update(wmsStockChecks)
    .set({ status: 'DONE', finishedAt: ctx.now() })
    .where(eq(wmsStockChecks.id, checkId));
  return checkOf(ctx, checkId);
}

export const CHECK_NOT_FINISHED = '아직 조사 중인 재고 조사입니다. 완료된 조사만 다시 열 수 있습니다.';
export const CHECK_DAY_PASSED =
  '재고 조사는 완료한 날(한국 시간) 안에만 다시 열 수 있습니다. 새 재고 조사를 시작해주세요.';
export const CHECK_STOCK_MOVED =
  '조사를 완료한 뒤 재고가 바뀌어 다시 열 수 없습니다. 새 재고 조사를 시작해주세요.';

/**
 * Reopens a finished check on the day it was finished (Seoul), for a correction: each adjustment it
 * wrote goes back through the ledger (a CHECK movement the other way), so the stock holds the
 * snapshot again, the counts stay as typed and finishing again applies them afresh. Stock that
 * moved since the finish would be overwritten unseen: the reopen is refused (409), nothing written.
 */
export async function reopenCheck(ctx: AppContext, actor: StockActor, checkId: number) {
  const [check] = await ctx.db
    .select()
    .from(wmsStockChecks)
    .where(and(eq(wmsStockChecks.id, checkId), eq(wmsStockChecks.companyId, actor.companyId)))
    .for('update');
  if (!check) throw notFound('재고 조사를 찾을 수 없습니다.');
  if (check.status !== 'DONE' || !check.finishedAt) throw new AppError(409, 'CHECK_OPEN', CHECK_NOT_FINISHED);
  if (!reopenableAt(check.finishedAt, ctx.now()))
    throw new AppError(409, 'CHECK_DAY_PASSED', CHECK_DAY_PASSED);
  const details = await ctx.db
    .select()
    .from(wmsStockCheckDetails)
    .where(eq(wmsStockCheckDetails.checkId, checkId));
  for (const detail of details) {
    if (detail.countedQuantity === null || detail.countedQuantity === detail.expectedQuantity) continue;
    const difference = detail.countedQuantity - detail.expectedQuantity;
    try {
      await holdAt(ctx.db, actor.companyId, detail.locationId, detail.productId, detail.countedQuantity);
    } catch {
      throw new AppError(409, 'STOCK_CHANGED', CHECK_STOCK_MOVED);
    }
    await move(ctx.db, actor, {
      warehouseId: check.warehouseId,
      productId: detail.productId,
      fromLocationId: difference > 0 ? detail.locationId : null,
      toLocationId: difference < 0 ? detail.locationId : null,
      quantity: Math.abs(difference),
      reason: 'CHECK',
    });
  }
  await ctx.db
    .update(wmsStockChecks)
    .set({ status: 'OPEN', finishedAt: null })
    .where(eq(wmsStockChecks.id, checkId));
  return checkOf(ctx, checkId);
}
