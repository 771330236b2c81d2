import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { giftOrderId, type shipSheetRow } from '../../../schemas/gift';
import type { SheetRowError } from '../../../schemas/sheet';
import { repeatedRows, type SheetCheck, type SheetRow } from '../../api/sheetCall';
import type { AppContext } from '../../context';
import { giftItems, giftSends } from '../../db/schema';
import { shipRefusal, type Shipment } from './provider';

type Row = SheetRow<z.output<typeof shipSheetRow>>;

const ORDER_NOT_FOUND = '주문을 찾을 수 없습니다. 주문 번호를 확인해주세요.';
const repeated = (first: number) =>
  `파일 안에서 주문 번호가 중복됩니다. (${first.toLocaleString('ko-KR')}행과 같음)`;

/**
 * The shipping sheet's domain rules: each order exists, is the named recipient's (when a name is
 * given), appears once, and is in a state the ship button allows (shipRefusal). The orders are
 * locked, so none changes between the check and the save of the same call.
 */
export async function checkShipSheet(ctx: AppContext, rows: readonly Row[]): Promise<SheetCheck<Shipment>> {
  const ids = [...new Set(rows.map((r) => giftOrderId(r.data.orderNo)!))];
  const found = ids.length
    ? await ctx.db
        .select({
          id: giftSends.id,
          status: giftSends.status,
          recipientName: giftSends.recipientName,
          delivery: giftSends.delivery,
          kind: giftItems.kind,
        })
        .from(giftSends)
        .leftJoin(giftItems, eq(giftItems.id, giftSends.itemId))
        .where(inArray(giftSends.id, ids))
        .for('update', { of: giftSends })
    : [];
  const byId = new Map(found.map((order) => [order.id, order]));
  const errors = repeatedRows(rows, (data) => data.orderNo.toUpperCase(), 'orderNo', repeated);
  const refused = new Set(errors.map((error) => error.row));
  const ready: Shipment[] = [];
  for (const { row, data } of rows) {
    const order = byId.get(giftOrderId(data.orderNo)!);
    const problem = order
      ? problemOf(order, data.recipientName)
      : { field: 'orderNo', message: ORDER_NOT_FOUND };
    if (problem) errors.push({ row, ...problem });
    else if (order && !refused.has(row))
      ready.push({ sendId: order.id, carrier: data.carrier, trackingNumber: data.trackingNumber });
  }
  return { errors, ready };
}

type Order = {
  status: Parameters<typeof shipRefusal>[0];
  kind: string | null;
  recipientName: string;
  delivery: { name: string } | null;
};

/** A found order's refusal: another recipient than the row names, or a state that cannot ship. */
function problemOf(order: Order, recipientName: string): Omit<SheetRowError, 'row'> | null {
  if (recipientName && recipientName !== order.recipientName && recipientName !== order.delivery?.name)
    return { field: 'recipientName', message: `이 주문의 받는 사람은 ${order.recipientName}입니다.` };
  const refusal = shipRefusal(order.status, order.kind);
  return refusal ? { field: 'orderNo', message: refusal } : null;
}
