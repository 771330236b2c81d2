import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderByType, OrderColumn } from '../../../schemas/wms';
import { staleReceiptLine, type ReceiptKind, type ReceiptRecord } from '../../../schemas/wmsStock';
import type { AppContext, WarehouseAuth } from '../../context';
import { wmsProducts, wmsReceiptLines, wmsReceipts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { ownedId, receivingArea } from './lookup';
import { move } from './stock';

type ReceiptRow = typeof wmsReceipts.$inferSelect;

async function withLines(ctx: AppContext, rows: readonly ReceiptRow[]): Promise<ReceiptRecord[]> {
  if (rows.length === 0) return [];
  const lines = await ctx.db
    .select({
      line: wmsReceiptLines,
      name: wmsProducts.name,
      barcode: wmsProducts.barcode,
      unit: wmsProducts.unit,
    })
    .from(wmsReceiptLines)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsReceiptLines.productId))
    .where(
      inArray(
        wmsReceiptLines.receiptId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(wmsReceiptLines.id));
  return rows.map((row) => ({
    id: ctx.ids.encode('wmsReceipt', row.id),
    receiptNo: row.receiptNo,
    kind: row.kind,
    status: row.status,
    supplier: row.supplier,
    warehouseId: ctx.ids.encode('warehouse', row.warehouseId),
    createdAt: row.createdAt.toISOString(),
    lines: lines
      .filter(({ line }) => line.receiptId === row.id)
      .map(({ line, name, barcode, unit }) => ({
        id: ctx.ids.encode('wmsReceiptLine', line.id),
        productId: ctx.ids.encode('wmsProduct', line.productId),
        productName: name,
        barcode,
        unit,
        expectedQuantity: line.expectedQuantity,
        receivedQuantity: line.receivedQuantity,
      })),
  }));
}

function receiptOrder(column: OrderColumn, direction: OrderByType): SQL[] {
  const expressions: Record<OrderColumn, SQL> = {
    NAME: sql`${wmsReceipts.supplier}`,
    QUANTITY: sql`(select coalesce(sum(l.expected_quantity), 0) from wms_receipt_lines l where l.receipt_id = ${wmsReceipts.id})`,
    DATE: sql`${wmsReceipts.createdAt}`,
    WORKSPACE: sql`${wmsReceipts.receiptNo}`,
  };
  return [(direction === 'ASC' ? asc : desc)(expressions[column]), desc(wmsReceipts.id)];
}

export async function listReceipts(
  ctx: AppContext,
  worker: WarehouseAuth,
  warehouseId: number,
  query: {
    kind?: ReceiptKind;
    status?: 'OPEN' | 'DONE';
    orderByType: OrderByType;
    orderColumn: OrderColumn;
    page: number;
    size: number;
  },
) {
  const where = and(
    eq(wmsReceipts.companyId, worker.companyId),
    eq(wmsReceipts.warehouseId, warehouseId),
    query.kind ? eq(wmsReceipts.kind, query.kind) : undefined,
    query.status ? eq(wmsReceipts.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(wmsReceipts)
      .where(where)
      .orderBy(...receiptOrder(query.orderColumn, query.orderByType))
      .limit(query.size)
      .offset(query.page * query.size),
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(wmsReceipts)
      .where(where),
  ]);
  return { items: await withLines(ctx, rows), total: total?.count ?? 0 };
}

export async function receiptOf(ctx: AppContext, receiptId: number): Promise<ReceiptRecord> {
  const [row] = await ctx.db.select().from(wmsReceipts).where(eq(wmsReceipts.id, receiptId));
  if (!row) throw notFound('입고 정보를 찾을 수 없습니다.');
  return (await withLines(ctx, [row]))[0]!;
}

const RECEIPT_CLOSED = '이미 입고가 끝난 건입니다.';

/** Locks the receipt row for the call's transaction and returns it when still open. */
async function openReceipt(ctx: AppContext, receiptId: number): Promise<ReceiptRow> {
  const [row] = await ctx.db.select().from(wmsReceipts).where(eq(wmsReceipts.id, receiptId)).for('update');
  if (!row) throw notFound('입고 정보를 찾을 수 없습니다.');
  if (row.status !== 'OPEN') throw new AppError(409, 'RECEIPT_CLOSED', RECEIPT_CLOSED);
  return row;
}

/**
 * Goods arrive against a receipt: each line's received count rises (never past what was expected:
 * a second worker receiving the same line at once gets the 409) and the goods enter the warehouse's
 * receiving area through the ledger. The receipt is done when every line is complete.
 */
export async function receive(
  ctx: AppContext,
  worker: WarehouseAuth,
  receiptId: number,
  lines: readonly { lineId: string; quantity: number; receivedBefore?: number | undefined }[],
): Promise<ReceiptRecord> {
  const receipt = await openReceipt(ctx, receiptId);
  const area = await receivingArea(ctx, worker.companyId, receipt.warehouseId);
  for (const { lineId, quantity, receivedBefore } of lines) {
    const id = await ownedId(ctx, worker, 'wmsReceiptLine', lineId);
    // One conditional update: the line takes the goods only while it holds what the screen showed
    // and stays within the expected quantity, so two phones cannot both add the same goods.
    const [line] = await ctx.db
      .update(wmsReceiptLines)
      .set({ receivedQuantity: sql`${wmsReceiptLines.receivedQuantity} + ${quantity}` })
      .where(
        and(
          eq(wmsReceiptLines.id, id),
          eq(wmsReceiptLines.receiptId, receiptId),
          sql`${wmsReceiptLines.receivedQuantity} + ${quantity} <= ${wmsReceiptLines.expectedQuantity}`,
          receivedBefore === undefined ? undefined : eq(wmsReceiptLines.receivedQuantity, receivedBefore),
        ),
      )
      .returning();
    if (!line) throw await refusedReceipt(ctx, id, receivedBefore);
    await move(ctx.db, worker, {
      warehouseId: receipt.warehouseId,
      productId: line.productId,
      fromLocationId: null,
      toLocationId: area.id,
      quantity,
      reason: 'RECEIPT',
    });
  }
  const [{ open } = { open: 0 }] = await ctx.db
    .select({ open: sql<number>`count(*)::int` })
    .from(wmsReceiptLines)
    .where(
      and(
        eq(wmsReceiptLines.receiptId, receiptId),
        sql`${wmsReceiptLines.receivedQuantity} < ${wmsReceiptLines.expectedQuantity}`,
      ),
    );
  if (open === 0)
    await ctx.db.update(wmsReceipts).set({ status: 'DONE' }).where(eq(wmsReceipts.id, receiptId));
  return receiptOf(ctx, receiptId);
}

/** Why a line refused goods: another worker received first (the screen is stale), or too many. */
async function refusedReceipt(ctx: AppContext, lineId: number, receivedBefore: number | undefined) {
  const [current] = await ctx.db
    .select({
      received: wmsReceiptLines.receivedQuantity,
      name: wmsProducts.name,
      unit: wmsProducts.unit,
    })
    .from(wmsReceiptLines)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsReceiptLines.productId))
    .where(eq(wmsReceiptLines.id, lineId));
  if (current && receivedBefore !== undefined && current.received !== receivedBefore)
    return new AppError(409, 'STALE_RECEIPT', staleReceiptLine(current.name, current.received, current.unit));
  return new AppError(
    409,
    'OVER_RECEIPT',
    '예정 수량보다 많이 입고할 수 없습니다. 추가 입고로 등록해주세요.',
  );
}

/** 추가 입고: another product (or more of one) expected on an open receipt. */
export async function addReceiptLine(
  ctx: AppContext,
  worker: WarehouseAuth,
  receiptId: number,
  body: { productId: string; expectedQuantity: number },
): Promise<ReceiptRecord> {
  await openReceipt(ctx, receiptId);
  const productId = await ownedId(ctx, worker, 'wmsProduct', body.productId);
  await ctx.db.insert(wmsReceiptLines).values({
    companyId: worker.companyId,
    receiptId,
    productId,
    expectedQuantity: body.expectedQuantity,
  });
  return receiptOf(ctx, receiptId);
}
