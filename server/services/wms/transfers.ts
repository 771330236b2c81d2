import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { seoulMidnightOf } from '../../../lib/seoulTime';
import type { OrderByType, OrderColumn } from '../../../schemas/wms';
import type { TransferRecord, TransferStatus } from '../../../schemas/wmsStock';
import type { AppContext, WarehouseAuth } from '../../context';
import {
  storedFiles,
  wmsProducts,
  wmsStockTransfers,
  wmsTransferPhotos,
  wmsWarehouses,
} from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { fileUrl } from '../../files/records';
import { containsPattern } from '../listQuery';
import { locationIn, ownedId, receivingArea, warehouseOf } from './lookup';
import { move } from './stock';

export interface TransferFilter {
  warehouseId?: string;
  status?: TransferStatus;
  q?: string;
  startDate?: string;
  endDate?: string;
  orderByType: OrderByType;
  orderColumn: OrderColumn;
}

const fromWarehouse = alias(wmsWarehouses, 'from_warehouse');
const toWarehouse = alias(wmsWarehouses, 'to_warehouse');
type TransferRow = typeof wmsStockTransfers.$inferSelect;

const seoulDay = (day: string, plusDays = 0) =>
  seoulMidnightOf(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)) + plusDays);

/** The WHERE of a filtered transfer list; an unknown warehouse id matches nothing. */
function transferWhere(ctx: AppContext, companyId: number, filter: TransferFilter): SQL | undefined {
  const warehouse = filter.warehouseId ? ctx.ids.decode('warehouse', filter.warehouseId) : null;
  return and(
    eq(wmsStockTransfers.companyId, companyId),
    filter.warehouseId
      ? or(
          eq(wmsStockTransfers.fromWarehouseId, warehouse ?? -1),
          eq(wmsStockTransfers.toWarehouseId, warehouse ?? -1),
        )
      : undefined,
    filter.status ? eq(wmsStockTransfers.status, filter.status) : undefined,
    filter.q
      ? or(
          ilike(wmsProducts.name, containsPattern(filter.q)),
          ilike(wmsStockTransfers.transferNo, containsPattern(filter.q)),
        )
      : undefined,
    filter.startDate ? gte(wmsStockTransfers.createdAt, seoulDay(filter.startDate)) : undefined,
    filter.endDate ? lt(wmsStockTransfers.createdAt, seoulDay(filter.endDate, 1)) : undefined,
  );
}

function transferOrder(filter: TransferFilter): SQL[] {
  const expressions: Record<OrderColumn, SQL> = {
    NAME: sql`${wmsProducts.name}`,
    QUANTITY: sql`${wmsStockTransfers.quantity}`,
    DATE: sql`${wmsStockTransfers.createdAt}`,
    WORKSPACE: sql`${fromWarehouse.name}`,
  };
  const order = filter.orderByType === 'ASC' ? asc : desc;
  return [order(expressions[filter.orderColumn]), order(wmsStockTransfers.id)];
}

function selectTransfers(ctx: AppContext) {
  return ctx.db
    .select({
      transfer: wmsStockTransfers,
      productName: wmsProducts.name,
      barcode: wmsProducts.barcode,
      from: fromWarehouse.name,
      to: toWarehouse.name,
    })
    .from(wmsStockTransfers)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsStockTransfers.productId))
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, wmsStockTransfers.fromWarehouseId))
    .innerJoin(toWarehouse, eq(toWarehouse.id, wmsStockTransfers.toWarehouseId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectTransfers>['where']>>[number];

async function toRecords(ctx: AppContext, rows: readonly Joined[]): Promise<TransferRecord[]> {
  const photos = rows.length
    ? await ctx.db
        .select({ transferId: wmsTransferPhotos.transferId, file: storedFiles })
        .from(wmsTransferPhotos)
        .innerJoin(storedFiles, eq(storedFiles.id, wmsTransferPhotos.fileId))
        .where(
          inArray(
            wmsTransferPhotos.transferId,
            rows.map((row) => row.transfer.id),
          ),
        )
        .orderBy(asc(wmsTransferPhotos.id))
    : [];
  return rows.map(({ transfer, productName, barcode, from, to }) => ({
    id: ctx.ids.encode('wmsTransfer', transfer.id),
    transferNo: transfer.transferNo,
    status: transfer.status,
    fromWarehouse: from,
    toWarehouse: to,
    productName,
    barcode,
    quantity: transfer.quantity,
    memo: transfer.memo,
    requestedBy: transfer.requestedBy,
    createdAt: transfer.createdAt.toISOString(),
    photos: photos
      .filter((photo) => photo.transferId === transfer.id)
      .map(({ file }) => {
        const id = ctx.ids.encode('file', file.id);
        return { id, fileName: file.fileName, url: fileUrl(id) };
      }),
  }));
}

export async function listTransfers(
  ctx: AppContext,
  companyId: number,
  filter: TransferFilter,
  page: { page: number; size: number } | null,
) {
  const where = transferWhere(ctx, companyId, filter);
  const query = selectTransfers(ctx)
    .where(where)
    .orderBy(...transferOrder(filter));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.size).offset(page.page * page.size) : query.limit(10_000),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsStockTransfers)
      .innerJoin(wmsProducts, eq(wmsProducts.id, wmsStockTransfers.productId))
      .where(where),
  ]);
  return { items: await toRecords(ctx, rows), total: total?.count ?? 0 };
}

export async function transferOf(ctx: AppContext, id: number): Promise<TransferRecord> {
  const rows = await selectTransfers(ctx).where(eq(wmsStockTransfers.id, id));
  if (!rows[0]) throw notFound('재고 이동 내역을 찾을 수 없습니다.');
  return (await toRecords(ctx, rows))[0]!;
}

/** The transfers before and after one in the filtered order (the detail screen's arrows). */
export async function surroundings(ctx: AppContext, companyId: number, id: number, filter: TransferFilter) {
  const ordered = await selectTransfers(ctx)
    .where(transferWhere(ctx, companyId, filter))
    .orderBy(...transferOrder(filter))
    .limit(10_000);
  const index = ordered.findIndex((row) => row.transfer.id === id);
  const idAt = (at: number) => {
    const row = ordered[at];
    return row ? ctx.ids.encode('wmsTransfer', row.transfer.id) : null;
  };
  return {
    previousId: index > 0 ? idAt(index - 1) : null,
    nextId: index >= 0 ? idAt(index + 1) : null,
    position: index + 1,
    total: ordered.length,
  };
}

/** Moves the goods of a transfer: out of the source location, into the target's receiving area. */
async function carryOut(ctx: AppContext, worker: WarehouseAuth, transfer: TransferRow) {
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
    })
    .returning();
  if (!auditing) await carryOut(ctx, worker, transfer!);
  return transferOf(ctx, transfer!.id);
}

/** Approves (the goods move now) or rejects a transfer waiting for its audit. */
export async function decideTransfer(
  ctx: AppContext,
  worker: WarehouseAuth,
  id: number,
  decision: 'APPROVE' | 'REJECT',
) {
  const [transfer] = await ctx.db
    .select()
    .from(wmsStockTransfers)
    .where(eq(wmsStockTransfers.id, id))
    .for('update');
  if (!transfer) throw notFound('재고 이동 내역을 찾을 수 없습니다.');
  if (transfer.status !== 'REQUESTED')
    throw new AppError(409, 'TRANSFER_DECIDED', '이미 처리된 재고 이동입니다.');
  if (decision === 'APPROVE') await carryOut(ctx, worker, transfer);
  await ctx.db
    .update(wmsStockTransfers)
    .set({ status: decision === 'APPROVE' ? 'DONE' : 'REJECTED' })
    .where(eq(wmsStockTransfers.id, id));
  return transferOf(ctx, id);
}

/** The stored photo rows of a transfer, for its zip. */
export async function transferPhotoFiles(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ file: storedFiles })
    .from(wmsTransferPhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, wmsTransferPhotos.fileId))
    .where(eq(wmsTransferPhotos.transferId, id))
    .orderBy(asc(wmsTransferPhotos.id));
  return rows.map((row) => row.file);
}
