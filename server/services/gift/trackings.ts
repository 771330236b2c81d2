import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AGREEMENT_REQUIRED,
  ALREADY_CANCELLED,
  NO_CANCEL_AFTER_EXCHANGE,
  SUBJECT_PHONE_TAKEN,
  resendRefusalOf,
  depositFor,
  feeFor,
  trackingRecord,
  type RecipientCorrectionBody,
  type SendBody,
  type TrackingRecord,
} from '../../../schemas/gift';
import { listFromRecord, pageInDatabase, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { giftEvents, giftItems, giftSends, giftSubjects } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { compareText, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { conflict } from '../organisation/common';
import {
  SEND_NOT_FOUND,
  budgetOf,
  containsAny,
  iso,
  lockEvent,
  openEventOf,
  seoulToday,
  type SendRow,
} from './common';
import { eventItemRows } from './gifts';
import {
  OPEN_STATUSES,
  resendCards,
  resendSend,
  sendToSubjects,
  sendingContext,
  type SendKind,
} from './sending';

export const trackingList = listFromRecord(trackingRecord, {
  resource: 'giftTrackings',
  defaultSort: ['searchDate', 'DESC'],
});
const sortBy = sortMap(trackingList, {
  id: giftSends.id,
  searchDate: giftSends.sendDate,
  name: giftSends.recipientName,
});

export function toTracking(
  ctx: { ids: AppContext['ids'] },
  row: SendRow,
  itemName: string | null,
  itemKind: string | null,
): TrackingRecord {
  return {
    id: ctx.ids.encode('giftSend', row.id),
    eventMemberEncrypted: row.subjectId === null ? '' : ctx.ids.encode('giftSubject', row.subjectId),
    searchDate: row.sendDate,
    name: row.recipientName,
    cellPhone: row.cellPhone,
    kind: row.kind,
    status: row.status,
    itemName,
    itemKind: itemKind as TrackingRecord['itemKind'],
    price: row.price,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    sentAt: iso(row.sentAt),
    openedAt: iso(row.openedAt),
    chosenAt: iso(row.chosenAt),
    shippedAt: iso(row.shippedAt),
    exchangedAt: iso(row.exchangedAt),
    cancelledAt: iso(row.cancelledAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** Sends with their items, as records keyed by send id. */
async function trackingsWhere(ctx: AppContext, where: ReturnType<typeof and>) {
  const rows = await ctx.db
    .select({ send: giftSends, itemName: giftItems.name, itemKind: giftItems.kind })
    .from(giftSends)
    .leftJoin(giftItems, eq(giftItems.id, giftSends.itemId))
    .where(where);
  return new Map(rows.map((row) => [row.send.id, toTracking(ctx, row.send, row.itemName, row.itemKind)]));
}

/**
 * An event's sends: the database filters (q: part of the recipient's name or phone), sorts, pages
 * and counts; only the page's sends are read, with their items.
 */
export async function listTrackings(
  ctx: AppContext,
  companyId: number,
  eventId: number,
  request: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<TrackingRecord>> {
  const filter = request.filter as { q?: string; status?: string; id?: string | string[] };
  const where: SQL[] = [eq(giftSends.companyId, companyId), eq(giftSends.eventId, eventId)];
  if (filter.q) where.push(containsAny(filter.q, giftSends.recipientName, giftSends.cellPhone));
  if (filter.status) where.push(eq(giftSends.status, filter.status as SendRow['status']));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('giftSend', id));
    if (ids.length === 0) return { rows: [], total: 0 };
    where.push(inArray(giftSends.id, ids));
  }
  return pageInDatabase(ctx.db, {
    table: giftSends,
    id: giftSends.id,
    sortBy,
    request,
    where: and(...where),
    load: (ids) => trackingsWhere(ctx, inArray(giftSends.id, ids)),
  });
}

/** A subject's send on a date (the latest when a card and a gift went out the same day). */
export async function trackingOf(
  ctx: AppContext,
  companyId: number,
  eventId: number,
  subjectId: number,
  date: string,
) {
  const records = await trackingsWhere(
    ctx,
    and(
      eq(giftSends.companyId, companyId),
      eq(giftSends.eventId, eventId),
      eq(giftSends.subjectId, subjectId),
      eq(giftSends.sendDate, date),
    ),
  );
  const latest = [...records.values()].sort((a, b) => compareText(b.sentAt, a.sentAt))[0];
  if (!latest) throw notFound(SEND_NOT_FOUND);
  return latest;
}

export const NEEDS = {
  items: '보낼 선물을 먼저 선택해주세요.',
  defaultItem: '기본 선물을 먼저 정해주세요.',
  card: '카드 메시지를 먼저 작성해주세요.',
  paused: '일시 중지된 이벤트는 보낼 수 없습니다. 진행 중으로 바꿔주세요.',
  nobody: '보낼 대상자가 없습니다.',
};

/**
 * send-card, send-gift, send-default-gift and resend-card to the named subjects (all when none are
 * named). Gifts need the purchase agreement of spec 2 §5; the answer carries the fee and deposit
 * of spec 2 §9 for the confirmation.
 */
export async function sendEvent(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  kind: SendKind | 'RESEND',
  body: SendBody,
) {
  await lockEvent(ctx.db, eventId);
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  if (event.status === 'PAUSED') throw conflict(NEEDS.paused);
  const gift = kind === 'GIFT' || kind === 'DEFAULT_GIFT';
  if (gift && !body.agreement) throw badRequest(AGREEMENT_REQUIRED, { agreement: AGREEMENT_REQUIRED });
  if (!event.cardMessage) throw conflict(NEEDS.card);
  if (gift && (await eventItemRows(ctx, eventId)).length === 0) throw conflict(NEEDS.items);
  if (kind === 'DEFAULT_GIFT' && event.defaultItemId === null) throw conflict(NEEDS.defaultItem);
  const wanted = body.subjectIds.map((id) => ctx.ids.decode('giftSubject', id));
  if (wanted.some((id) => id === null)) throw notFound('대상자를 찾을 수 없습니다.');
  const where = wanted.length
    ? and(eq(giftSubjects.eventId, eventId), inArray(giftSubjects.id, wanted as number[]))
    : eq(giftSubjects.eventId, eventId);
  const subjects = await ctx.db.select().from(giftSubjects).where(where);
  if (subjects.length === 0 || (subjects.length !== new Set(wanted).size && wanted.length > 0))
    throw subjects.length === 0 ? conflict(NEEDS.nobody) : notFound('대상자를 찾을 수 없습니다.');
  if (gift)
    await ctx.db.update(giftEvents).set({ purchaseAgreedAt: ctx.now() }).where(eq(giftEvents.id, eventId));
  const sending = sendingContext(ctx.sender, ctx.db, ctx.now(), ctx.settings.PORTAL_URL);
  const result =
    kind === 'RESEND'
      ? await resendCards(ctx.db, sending, event, subjects)
      : await sendToSubjects(ctx.db, sending, event, subjects, kind, seoulToday(ctx));
  // An event whose cards or gifts went out is under way: its status says so in the list and settings.
  // Only the status moves: activatedAt (which starts the scheduled sends) stays for 진행 중 set by hand.
  if (result.sent > 0 && event.status === 'DRAFT')
    await ctx.db.update(giftEvents).set({ status: 'ACTIVE' }).where(eq(giftEvents.id, eventId));
  const budgets = subjects.map((s) => budgetOf(s, event));
  return { ...result, fee: gift ? feeFor(result.sent) : 0, deposit: depositFor(budgets) };
}

/**
 * Cancels an order (spec 2 §4): possible until any part is exchanged, delivered or shipped; then
 * there is no cancel or refund (409 with the Korean message). The link stops working at once.
 */
export async function cancelOrder(ctx: AppContext, auth: SessionAuth, sendId: number, eventId?: number) {
  const [row] = await ctx.db
    .select()
    .from(giftSends)
    .where(and(eq(giftSends.id, sendId), eq(giftSends.companyId, auth.companyId)));
  if (!row || (eventId !== undefined && row.eventId !== eventId)) throw notFound(SEND_NOT_FOUND);
  await lockEvent(ctx.db, row.eventId);
  const [current] = await ctx.db.select().from(giftSends).where(eq(giftSends.id, sendId));
  if (current!.status === 'CANCELLED') throw conflict(ALREADY_CANCELLED);
  if (['SHIPPED', 'DELIVERED', 'EXCHANGED'].includes(current!.status))
    throw conflict(NO_CANCEL_AFTER_EXCHANGE);
  const [cancelled] = await ctx.db
    .update(giftSends)
    .set({ status: 'CANCELLED', cancelledAt: ctx.now() })
    .where(eq(giftSends.id, sendId))
    .returning();
  const [item] =
    cancelled!.itemId === null
      ? []
      : await ctx.db.select().from(giftItems).where(eq(giftItems.id, cancelled!.itemId));
  return toTracking(ctx, cancelled!, item?.name ?? null, item?.kind ?? null);
}

/**
 * Corrects the recipient of one send and sends its card again (PUT …/trackings/{id}/recipient),
 * while nothing was chosen yet: the send gets a new link, so the earlier message's link no longer
 * opens the gift, and the message is queued in this transaction. Without a phone it is a plain
 * resend to the same number. The subject follows the correction, so later sends go to the new phone.
 */
export async function correctRecipient(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  sendId: number,
  body: RecipientCorrectionBody,
) {
  const [found] = await ctx.db
    .select({ eventId: giftSends.eventId })
    .from(giftSends)
    .where(and(eq(giftSends.id, sendId), eq(giftSends.companyId, auth.companyId)));
  if (!found || found.eventId !== eventId) throw notFound(SEND_NOT_FOUND);
  await lockEvent(ctx.db, eventId);
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  if (event.status === 'PAUSED') throw conflict(NEEDS.paused);
  const [row] = await ctx.db.select().from(giftSends).where(eq(giftSends.id, sendId));
  const refusal = resendRefusalOf(row!.status);
  if (refusal) throw conflict(refusal);
  const to = { name: body.name ?? row!.recipientName, cellPhone: body.phone ?? row!.cellPhone };
  if (row!.subjectId !== null && (to.name !== row!.recipientName || to.cellPhone !== row!.cellPhone)) {
    const [clash] = await ctx.db
      .select({ id: giftSubjects.id })
      .from(giftSubjects)
      .where(and(eq(giftSubjects.eventId, eventId), eq(giftSubjects.cellPhone, to.cellPhone)));
    if (clash && clash.id !== row!.subjectId) throw conflict(SUBJECT_PHONE_TAKEN);
    await ctx.db
      .update(giftSubjects)
      .set({ name: to.name, cellPhone: to.cellPhone })
      .where(eq(giftSubjects.id, row!.subjectId));
    // The subject's other waiting sends go to the corrected recipient too (as a subject's 수정 does).
    await ctx.db
      .update(giftSends)
      .set({ recipientName: to.name, cellPhone: to.cellPhone })
      .where(
        and(
          eq(giftSends.subjectId, row!.subjectId),
          inArray(giftSends.status, [...OPEN_STATUSES]),
          ne(giftSends.id, sendId),
        ),
      );
  }
  const sending = sendingContext(ctx.sender, ctx.db, ctx.now(), ctx.settings.PORTAL_URL);
  const resent = await resendSend(ctx.db, sending, event, row!, to);
  const [item] =
    resent.itemId === null
      ? []
      : await ctx.db.select().from(giftItems).where(eq(giftItems.id, resent.itemId));
  return toTracking(ctx, resent, item?.name ?? null, item?.kind ?? null);
}
