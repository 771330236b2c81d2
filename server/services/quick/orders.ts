import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fareOf,
  QUICK_MESSAGES,
  QUICK_ORDER_NEXT,
  QUICK_ORDER_STATUS_LABELS,
  quickOrderNo,
  quickOrderRecord,
} from '../../../schemas/quick/order';
import type {
  QuickOrderRecord,
  QuickOrderStatus,
  quickLookupBody,
  quickOrderBody,
} from '../../../schemas/quick/order';
import { VEHICLES } from '../../../schemas/quick/fare';
import { isVehicle } from '../../../schemas/quick/fare';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { quickOrders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { paymentGateway } from '../../payments';
import { notFoundOf } from '../idKinds';
import { containsPattern } from '../listQuery';
import type { ListPage, ListRequest } from '../listQuery';

type Row = typeof quickOrders.$inferSelect;
type OrderBody = z.output<typeof quickOrderBody>;

/** Order numbers are random: a taken one (one in a billion a day) costs another draw. */
const NUMBER_ATTEMPTS = 5;

export function quickOrderOf(ctx: AppContext, row: Row): QuickOrderRecord {
  return {
    id: ctx.ids.encode('quickOrder', row.id),
    orderNo: row.orderNo,
    status: row.status,
    senderName: row.senderName,
    senderPhone: row.senderPhone,
    fromDistrict: row.fromDistrict,
    fromAddress: row.fromAddress,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    toDistrict: row.toDistrict,
    toAddress: row.toAddress,
    item: row.item,
    vehicle: isVehicle(row.vehicle) ? row.vehicle : 'MOTORCYCLE',
    urgent: row.urgent,
    memo: row.memo,
    km: row.km,
    amount: row.amount,
    approvalNo: row.approvalNo,
    cardLast4: row.cardLast4,
    paidAt: row.paidAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const byRequestKey = async (ctx: AppContext, requestKey: string) =>
  (await ctx.db.select().from(quickOrders).where(eq(quickOrders.requestKey, requestKey)).limit(1))[0];

/**
 * A visitor's paid order: the fare is computed here from the fare table (never taken from the
 * browser), the card is charged through the gateway under the browser's request key, and the order
 * is stored in the same call. A repeated request (a phone that lost the answer) returns the first
 * order; the gateway answers a repeated key with the first charge, so nothing is charged twice.
 */
export async function createQuickOrder(ctx: AppContext, body: OrderBody): Promise<QuickOrderRecord> {
  const earlier = await byRequestKey(ctx, body.requestKey);
  if (earlier) return quickOrderOf(ctx, earlier);
  const fare = fareOf(body);
  const gateway = paymentGateway();
  const now = ctx.now();
  const card = await gateway.registerCard(body.card, now);
  if (!card.approved) throw new AppError(402, card.code, card.message, { cardNumber: card.message });
  const charge = await gateway.charge({
    token: card.token,
    amount: fare.amount,
    idempotencyKey: `quick:${body.requestKey}`,
    description: `퀵24 ${body.fromDistrict} → ${body.toDistrict} (${VEHICLES[body.vehicle].label})`,
  });
  // The card was given for this one order: its token is not kept.
  await gateway.revoke(card.token);
  if (!charge.paid) throw new AppError(402, charge.code, charge.message, { cardNumber: charge.message });

  const values = {
    requestKey: body.requestKey,
    senderName: body.senderName,
    senderPhone: body.senderPhone,
    fromDistrict: body.fromDistrict,
    fromAddress: body.fromAddress,
    receiverName: body.receiverName,
    receiverPhone: body.receiverPhone,
    toDistrict: body.toDistrict,
    toAddress: body.toAddress,
    item: body.item,
    vehicle: body.vehicle,
    urgent: body.urgent,
    memo: body.memo,
    km: fare.km,
    amount: fare.amount,
    approvalNo: charge.reference,
    cardLast4: card.last4,
    paidAt: now,
    createdAt: now,
    updatedAt: now,
  };
  for (let attempt = 1; attempt <= NUMBER_ATTEMPTS; attempt += 1) {
    // "Do nothing" on a taken number or key: a failed statement would abort the call's transaction.
    const [row] = await ctx.db
      .insert(quickOrders)
      .values({ ...values, orderNo: quickOrderNo(now, () => randomInt(0, 1 << 30) / (1 << 30)) })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await ctx.sender.send({
        companyId: null,
        channel: 'SMS',
        recipient: row.senderPhone,
        body: `[포털24 퀵] 주문이 접수되었습니다. 주문번호 ${row.orderNo}, 결제 ${row.amount.toLocaleString('ko-KR')}원. 배차되면 기사님 정보를 알려드립니다.`,
        purpose: 'quick-order',
      });
      return quickOrderOf(ctx, row);
    }
    // The same request committed meanwhile (a double tap): answer with that order.
    const same = await byRequestKey(ctx, body.requestKey);
    if (same) return quickOrderOf(ctx, same);
  }
  throw new Error(`퀵 주문 번호를 ${NUMBER_ATTEMPTS}번 연속으로 얻지 못했습니다.`);
}

/** The order for a visitor who knows its number and the sender's or the receiver's phone; else one 404. */
export async function lookupQuickOrder(
  ctx: AppContext,
  body: z.output<typeof quickLookupBody>,
): Promise<QuickOrderRecord> {
  const [row] = await ctx.db
    .select()
    .from(quickOrders)
    .where(
      and(
        eq(quickOrders.orderNo, body.orderNo),
        or(eq(quickOrders.senderPhone, body.phone), eq(quickOrders.receiverPhone, body.phone)),
      ),
    )
    .limit(1);
  if (!row) throw notFound(QUICK_MESSAGES.notFound);
  return quickOrderOf(ctx, row);
}

// ---------------------------------------------------------------- the operator's queue

export const quickOrderList = listFromRecord(quickOrderRecord, {
  resource: 'quickOrders',
  defaultSort: ['createdAt', 'DESC'],
});
const sortColumns = sortMap(quickOrderList, { id: quickOrders.id, createdAt: quickOrders.createdAt });

type QuickFilter = { q?: string; status?: QuickOrderStatus; id?: string | string[] };

export async function listQuickOrders(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<QuickOrderRecord>> {
  const { q, status, id } = list.filter as QuickFilter;
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        ilike(quickOrders.orderNo, pattern),
        ilike(quickOrders.senderName, pattern),
        ilike(quickOrders.receiverName, pattern),
        ilike(quickOrders.senderPhone, pattern),
        ilike(quickOrders.receiverPhone, pattern),
      )!,
    );
  }
  if (status) conditions.push(eq(quickOrders.status, status));
  if (id !== undefined) {
    const wanted = (Array.isArray(id) ? id : [id])
      .map((value) => ctx.ids.decode('quickOrder', value))
      .filter((value): value is number => value !== null);
    conditions.push(
      wanted.length ? or(...wanted.map((value) => eq(quickOrders.id, value)))! : eq(quickOrders.id, -1),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(quickOrders)
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(quickOrders.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db.select({ n: count() }).from(quickOrders).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => quickOrderOf(ctx, row)) };
}

/**
 * The operator moves an order one step on (배차 → 픽업 → 배송 완료). The step is checked against the
 * status the row holds in the same statement, so two operators cannot both take it; the sender
 * hears of the dispatch and the delivery by SMS.
 */
export async function advanceQuickOrder(
  ctx: AppContext,
  id: number,
  status: QuickOrderStatus,
): Promise<QuickOrderRecord> {
  const [current] = await ctx.db.select().from(quickOrders).where(eq(quickOrders.id, id)).limit(1);
  if (!current) throw notFound(notFoundOf('quickOrder'));
  const refused = new AppError(
    409,
    'QUICK_ORDER_STEP',
    QUICK_MESSAGES.notNext(QUICK_ORDER_STATUS_LABELS[status]),
  );
  if (QUICK_ORDER_NEXT[current.status] !== status) throw refused;
  const [row] = await ctx.db
    .update(quickOrders)
    .set({ status, updatedAt: ctx.now() })
    .where(and(eq(quickOrders.id, id), eq(quickOrders.status, current.status)))
    .returning();
  if (!row) throw refused;
  const news: Partial<Record<QuickOrderStatus, string>> = {
    DISPATCHED: `[포털24 퀵] 주문 ${row.orderNo}에 기사님이 배정되었습니다. 곧 ${row.fromDistrict}에서 물건을 받으러 갑니다.`,
    DELIVERED: `[포털24 퀵] 주문 ${row.orderNo}의 배송이 완료되었습니다. 이용해주셔서 감사합니다.`,
  };
  const text = news[status];
  if (text)
    await ctx.sender.send({
      companyId: null,
      channel: 'SMS',
      recipient: row.senderPhone,
      body: text,
      purpose: 'quick-order',
    });
  return quickOrderOf(ctx, row);
}
