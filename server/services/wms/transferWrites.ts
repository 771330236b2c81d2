import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, WarehouseAuth } from '../../context';
import { wmsStockTransfers, wmsTransferPhotos } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { locationIn, ownedId, receivingArea, warehouseOf } from './lookup';
import { move, type StockActor } from './stock';
import { transferOf } from './transfers';

/*
 * The writes of stock transfers: requesting one (numbered per company, moved at once or waiting for
 * its audit), deciding one, and recording its photos. The reads are in ./transfers.
 */

type TransferRow = typeof wmsStockTransfers.$inferSelect;

/** Moves the goods of a transfer: out of the source location, into the target's receiving area. */
async function carryOut(ctx: AppContext, worker: StockActor, transfer: TransferRow) {
  const area = await receivingArea(ctx, worker.companyId, transfer.toWarehouseId);
  const common = { productId: transfer.productId, quantity: transfer.quantity, reason: 'TRANSFER' as const };
  await move(ctx.db, worker, {
    ...common,
    warehouseId: transfer.fromWarehouseId,
    fromLocationId: transfer.fromLocationId,
    toLocationId: null,
  });
  await move(ctx.db, worker, {
    ...common,
    warehouseId: transfer.toWarehouseId,
    fromLocationId: null,
    toLocationId: area.id,
  });
}

/**
 * The company's next transfer number (TR-00001, TR-00002, ...). The transaction-scoped lock on the
 * company's numbering makes a second request wait until the first commits, so both never read the
 * same highest number; the unique index (company, number) is the last guard.
 */
async function nextTransferNo(ctx: AppContext, companyId: number): Promise<string> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wms-transfer-no:${companyId}`}))`);
  const [row] = await ctx.db
    .select({
      highest: sql<number>`coalesce(max(case when ${wmsStockTransfers.transferNo} ~ '^TR-[0-9]{1,9}$' then substring(${wmsStockTransfers.transferNo} from 4)::int end), 0)::int`,
    })
    .from(wmsStockTransfers)
    .where(eq(wmsStockTransfers.companyId, companyId));
  return `TR-${String((row?.highest ?? 0) + 1).padStart(5, '0')}`;
}

/**
 * A transfer to another warehouse. Where the source warehouse audits transfers (its flag is Y) it
 * waits for approval and nothing moves yet; otherwise the goods move at once.
 */
export async function requestTransfer(
  ctx: AppContext,
  worker: WarehouseAuth,
  body: {
    fromWarehouseId: string;
    fromLocationId: string;
    toWarehouseId: string;
    productId: string;
    quantity: number;
    memo: string;
  },
) {
  const from = await warehouseOf(ctx, worker, body.fromWarehouseId);
  const location = await locationIn(ctx, worker, from.id, body.fromLocationId);
  const to = await warehouseOf(ctx, worker, body.toWarehouseId);
  if (to.id === from.id) throw new AppError(400, 'SAME_WAREHOUSE', '같은 창고로는 이동할 수 없습니다.');
  const productId = await ownedId(ctx, worker, 'wmsProduct', body.productId);
  const auditing = from.stockTransferAuditingYN === 'Y';
  const [transfer] = await ctx.db
    .insert(wmsStockTransfers)
    .values({
      companyId: worker.companyId,
      transferNo: await nextTransferNo(ctx, worker.companyId),
      fromWarehouseId: from.id,
      fromLocationId: location.id,
      toWarehouseId: to.id,
      productId,
      quantity: body.quantity,
      status: auditing ? 'REQUESTED' : 'DONE',
      memo: body.memo,
      requestedBy: worker.accountName,
      requestedByAccountId: worker.accountId,
    })
    .returning();
  if (!auditing) await carryOut(ctx, worker, transfer!);
  return transferOf(ctx, transfer!.id);
}

export const SELF_DECISION =
  '재고 이동을 요청한 작업자는 검수할 수 없습니다. 다른 작업자나 회사 관리자에게 검수를 요청해주세요.';

/**
 * Approves (the goods move now) or rejects a transfer waiting for its audit; never by the worker who
 * requested it. `worker` is a warehouse worker, or the company's administrator from the admin console.
 */
export async function decideTransfer(
  ctx: AppContext,
  worker: StockActor,
  id: number,
  decision: 'APPROVE' | 'REJECT',
) {
  const [transfer] = await ctx.db
    .select()
    .from(wmsStockTransfers)
    .where(and(eq(wmsStockTransfers.id, id), eq(wmsStockTransfers.companyId, worker.companyId)))
    .for('update');
  if (!transfer) throw notFound('재고 이동 내역을 찾을 수 없습니다.');
  if (transfer.status !== 'REQUESTED')
    throw new AppError(409, 'TRANSFER_DECIDED', '이미 처리된 재고 이동입니다.');
  if (worker.accountId !== null && transfer.requestedByAccountId === worker.accountId)
    throw forbidden(SELF_DECISION);
  if (decision === 'APPROVE') await carryOut(ctx, worker, transfer);
  await ctx.db
    .update(wmsStockTransfers)
    .set({ status: decision === 'APPROVE' ? 'DONE' : 'REJECTED' })
    .where(eq(wmsStockTransfers.id, id));
  return transferOf(ctx, id);
}

/** Records uploaded photos (stored already, in the call's transaction) as the transfer's. */
export async function addTransferPhotos(
  ctx: AppContext,
  companyId: number,
  transferId: number,
  files: readonly { id: string }[],
) {
  await ctx.db.insert(wmsTransferPhotos).values(
    files.map((file) => ({
      companyId,
      transferId,
      fileId: ctx.ids.decode('file', file.id)!,
    })),
  );
}
