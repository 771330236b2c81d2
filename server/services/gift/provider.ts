import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  giftOrderId,
  giftOrderNo,
  providerEventRecord,
  providerOrderRecord,
  type ProviderEventRecord,
  type ProviderOrderRecord,
} from '../../../schemas/gift';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { companies, giftEvents, giftItems, giftSends } from '../../db/schema';
import { notFound, unauthorized } from '../../errors';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { conflict } from '../organisation/common';
import {
  SEND_NOT_FOUND,
  containsAny,
  eventCounts,
  eventFilterConditions,
  toEventRecord,
  type EventFilter,
  type SendRow,
} from './common';
import { toTracking } from './trackings';

export { providerEventRecord, providerOrderRecord };
export type { ProviderEventRecord, ProviderOrderRecord };

export const providerEventList = listFromRecord(providerEventRecord, {
  resource: 'providerGiftEvents',
  defaultSort: ['createdAt', 'DESC'],
});
/** Every sortable field's column; the database sorts and pages, with the id breaking ties. */
const eventColumns = sortMap(providerEventList, {
  id: giftEvents.id,
  name: giftEvents.name,
  companyName: companies.name,
  sendDate: giftEvents.sendDate,
  budgetPerPerson: giftEvents.budgetPerPerson,
  createdAt: giftEvents.createdAt,
});

/**
 * Events of every company (provider console): the database filters, sorts, pages and counts, and
 * subjects and sends are counted for the page's events only (every company's events grow without end).
 */
export async function listAllEvents(
  ctx: AppContext,
  request: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderEventRecord>> {
  const where = eventFilterConditions(ctx, request.filter as EventFilter, [giftEvents.name, companies.name]);
  if (!where) return { rows: [], total: 0 };
  const condition = and(...where);
  const direction = request.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ event: giftEvents, companyName: companies.name })
      .from(giftEvents)
      .innerJoin(companies, eq(companies.id, giftEvents.companyId))
      .where(condition)
      .orderBy(direction(eventColumns[request.sort]!), direction(giftEvents.id))
      .limit(request.limit)
      .offset(request.offset),
    ctx.db
      .select({ total: count() })
      .from(giftEvents)
      .innerJoin(companies, eq(companies.id, giftEvents.companyId))
      .where(condition),
  ]);
  const counts = await eventCounts(
    ctx.db,
    rows.map((row) => row.event.id),
  );
  return {
    rows: rows.map((row) => ({
      ...toEventRecord(ctx, row.event, counts, null),
      companyName: row.companyName,
    })),
    total: counted?.total ?? 0,
  };
}

export const providerOrderList = listFromRecord(providerOrderRecord, {
  resource: 'providerGiftOrders',
  defaultSort: ['searchDate', 'DESC'],
});
const orderColumns = sortMap(providerOrderList, {
  id: giftSends.id,
  searchDate: giftSends.sendDate,
  name: giftSends.recipientName,
});

/** Sends with their company, event and item, read as order records. */
const selectOrders = (ctx: AppContext) =>
  ctx.db
    .select({ send: giftSends, item: giftItems, companyName: companies.name, eventName: giftEvents.name })
    .from(giftSends)
    .innerJoin(companies, eq(companies.id, giftSends.companyId))
    .innerJoin(giftEvents, eq(giftEvents.id, giftSends.eventId))
    .leftJoin(giftItems, eq(giftItems.id, giftSends.itemId));

const toOrderRecord = (
  ctx: AppContext,
  row: Awaited<ReturnType<typeof selectOrders>>[number],
): ProviderOrderRecord => ({
  ...toTracking(ctx, row.send, row.item?.name ?? null, row.item?.kind ?? null),
  orderNo: giftOrderNo(row.send.id),
  companyName: row.companyName,
  eventName: row.eventName,
  address: row.send.delivery
    ? `(${row.send.delivery.zoneCode}) ${row.send.delivery.address1} ${row.send.delivery.address2}`.trim()
    : null,
  voucherCode: row.send.voucherCode,
});

async function orderRows(ctx: AppContext, sendId: number) {
  const rows = await selectOrders(ctx).where(eq(giftSends.id, sendId));
  return rows.map((row) => toOrderRecord(ctx, row));
}

/**
 * Orders of every company (filter status=CHOSEN: the ones to ship), filtered, sorted, paged and
 * counted by the database like the events.
 */
export async function listOrders(
  ctx: AppContext,
  request: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderOrderRecord>> {
  const filter = request.filter as { q?: string; id?: string | string[]; status?: string };
  const where: SQL[] = [];
  if (filter.q) {
    // An order number finds its order; any other text the names.
    const byNumber = giftOrderId(filter.q);
    where.push(
      byNumber === null
        ? containsAny(filter.q, giftSends.recipientName, companies.name, giftEvents.name)
        : eq(giftSends.id, byNumber),
    );
  }
  if (filter.status) where.push(eq(giftSends.status, filter.status as SendRow['status']));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('giftSend', id));
    if (ids.length === 0) return { rows: [], total: 0 };
    where.push(inArray(giftSends.id, ids));
  }
  const condition = and(...where);
  const direction = request.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    selectOrders(ctx)
      .where(condition)
      .orderBy(direction(orderColumns[request.sort]!), direction(giftSends.id))
      .limit(request.limit)
      .offset(request.offset),
    ctx.db
      .select({ total: count() })
      .from(giftSends)
      .innerJoin(companies, eq(companies.id, giftSends.companyId))
      .innerJoin(giftEvents, eq(giftEvents.id, giftSends.eventId))
      .where(condition),
  ]);
  return { rows: rows.map((row) => toOrderRecord(ctx, row)), total: counted?.total ?? 0 };
}

async function orderOf(ctx: AppContext, sendId: number) {
  const [row] = await ctx.db
    .select({ send: giftSends, kind: giftItems.kind })
    .from(giftSends)
    .leftJoin(giftItems, eq(giftItems.id, giftSends.itemId))
    .where(eq(giftSends.id, sendId))
    .for('update', { of: giftSends });
  if (!row) throw notFound(SEND_NOT_FOUND);
  return row;
}
const orderRecord = async (ctx: AppContext, id: number) => (await orderRows(ctx, id))[0]!;

/**
 * Why an order cannot be shipped (null: it can): a chosen delivery item, or one already shipped
 * (its tracking number corrected). The one rule of the ship button and the shipping sheet.
 */
export function shipRefusal(status: SendRow['status'], kind: string | null): string | null {
  if (kind !== 'DELIVERY') return '배송 상품을 고른 주문만 출고할 수 있습니다.';
  if (status !== 'CHOSEN' && status !== 'SHIPPED') return '받는 분이 선물을 고른 뒤에만 출고할 수 있습니다.';
  return null;
}

export type Shipment = { sendId: number; carrier: string; trackingNumber: string };

/** Marks orders shipped with their carrier and tracking number, in one statement however many. */
export async function markShipped(ctx: AppContext, shipments: readonly Shipment[]) {
  if (shipments.length === 0) return;
  const param = <T>(pick: (s: Shipment) => T) => sql.param(shipments.map(pick));
  await ctx.db.execute(sql`
    update ${giftSends} set status = 'SHIPPED', carrier = given.carrier,
      tracking_number = given.tracking_number,
      shipped_at = ${ctx.now().toISOString()}::timestamptz, updated_at = now()
    from unnest(${param((s) => s.sendId)}::int[], ${param((s) => s.carrier)}::text[],
      ${param((s) => s.trackingNumber)}::text[]) as given(id, carrier, tracking_number)
    where ${giftSends.id} = given.id`);
}

/** The provider ships a chosen delivery item: carrier and tracking number, shown to both sides. */
export async function shipOrder(
  ctx: AppContext,
  sendId: number,
  body: { carrier: string; trackingNumber: string },
) {
  const { send, kind } = await orderOf(ctx, sendId);
  const refusal = shipRefusal(send.status, kind);
  if (refusal) throw conflict(refusal);
  await markShipped(ctx, [{ sendId, ...body }]);
  return orderRecord(ctx, sendId);
}

export async function deliverOrder(ctx: AppContext, sendId: number) {
  const { send } = await orderOf(ctx, sendId);
  if (send.status !== 'SHIPPED') throw conflict('출고된 주문만 배송 완료로 바꿀 수 있습니다.');
  await ctx.db
    .update(giftSends)
    .set({ status: 'DELIVERED', deliveredAt: ctx.now() })
    .where(eq(giftSends.id, sendId));
  return orderRecord(ctx, sendId);
}

/** Marks a voucher exchanged (the voucher side's notice, or the console's test of it). */
export async function exchangeVoucher(ctx: AppContext, where: { sendId?: number; code?: string }) {
  const [found] = await ctx.db
    .select({ id: giftSends.id })
    .from(giftSends)
    .where(
      where.sendId !== undefined ? eq(giftSends.id, where.sendId) : eq(giftSends.voucherCode, where.code!),
    );
  if (!found) throw notFound('교환권을 찾을 수 없습니다.');
  const { send } = await orderOf(ctx, found.id);
  if (!send.voucherCode) throw conflict('모바일 교환권 주문이 아닙니다.');
  if (send.status === 'EXCHANGED') throw conflict('이미 교환된 교환권입니다.');
  if (send.status === 'CANCELLED') throw conflict('취소된 교환권입니다.');
  if (send.voucherExpiresAt && send.voucherExpiresAt <= ctx.now())
    throw conflict('유효기간이 지난 교환권입니다.');
  await ctx.db
    .update(giftSends)
    .set({ status: 'EXCHANGED', exchangedAt: ctx.now() })
    .where(and(eq(giftSends.id, send.id), eq(giftSends.status, 'CHOSEN')));
  return orderRecord(ctx, send.id);
}

const SIGNATURE_WINDOW_MS = 5 * 60_000;
export const signVoucherNotice = (secret: string, code: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${code}.${timestamp}`).digest('hex');

/** Checks the voucher side's signature (constant time) and that the notice is recent. */
export function verifyVoucherNotice(
  ctx: AppContext,
  body: { voucherCode: string; timestamp: number },
  signature: string | undefined,
) {
  const expected = Buffer.from(
    signVoucherNotice(ctx.settings.GIFT_VOUCHER_SECRET, body.voucherCode, body.timestamp),
  );
  const given = Buffer.from(typeof signature === 'string' ? signature : '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw unauthorized('교환 요청의 서명이 올바르지 않습니다.');
  if (Math.abs(ctx.now().getTime() - body.timestamp) > SIGNATURE_WINDOW_MS)
    throw unauthorized('교환 요청의 시각이 허용 범위를 벗어났습니다.');
}
