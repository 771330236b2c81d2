import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  RECIPIENT_MESSAGES,
  VOUCHER_DAYS,
  type RecipientChoiceBody,
  type RecipientPage,
} from '../../../schemas/gift';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { giftEvents, giftItems, giftSends, storedFiles } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { conflict } from '../organisation/common';
import { hashToken, iso, type EventRow, type SendRow } from './common';
import { cardOf } from './cards';
import { eventItemRows, toItem, type ItemRow } from './gifts';

/** The send of a token; an unknown one is a 404 with a sentence the page shows as it is. */
async function sendOfToken(db: Db, token: string, lock = false): Promise<SendRow> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw notFound(RECIPIENT_MESSAGES.NOT_FOUND);
  const query = db
    .select()
    .from(giftSends)
    .where(eq(giftSends.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(RECIPIENT_MESSAGES.NOT_FOUND);
  return row;
}

const CHOSEN_STATES = ['CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED'];

/** The items the recipient may choose: the event's within their budget (the default gift alone). */
async function offered(ctx: AppContext, event: EventRow, send: SendRow): Promise<ItemRow[]> {
  const items = await eventItemRows(ctx, event.id);
  if (send.kind === 'DEFAULT_GIFT') return items.filter((item) => item.id === send.itemId);
  return items.filter((item) => item.price <= send.budget);
}

async function pageOf(ctx: AppContext, token: string, send: SendRow): Promise<RecipientPage> {
  const [event] = await ctx.db.select().from(giftEvents).where(eq(giftEvents.id, send.eventId));
  const items = await offered(ctx, event!, send);
  const [chosenItem] =
    send.itemId !== null && send.chosenAt
      ? await ctx.db.select().from(giftItems).where(eq(giftItems.id, send.itemId))
      : [];
  const expired = send.status === 'EXPIRED';
  const state: RecipientPage['state'] =
    send.status === 'CANCELLED'
      ? 'CANCELLED'
      : CHOSEN_STATES.includes(send.status)
        ? 'CHOSEN'
        : expired
          ? 'EXPIRED'
          : send.kind === 'CARD'
            ? 'CARD_ONLY'
            : 'CHOOSE';
  const message =
    state === 'CANCELLED'
      ? RECIPIENT_MESSAGES.CANCELLED
      : state === 'EXPIRED'
        ? RECIPIENT_MESSAGES.EXPIRED
        : state === 'CHOSEN'
          ? '선물을 선택하셨습니다. 감사합니다.'
          : null;
  const imageSrc = event!.cardFileId === null ? null : `/birth/v3/public/gift/${token}/card-image`;
  return {
    state,
    message,
    recipientName: send.recipientName,
    senderName: event!.senderName,
    eventName: event!.name,
    card: (({ message: words, imageSrc: image, templateInfo }) => ({
      message: words,
      imageSrc: image,
      template: templateInfo,
    }))(cardOf(ctx, event!, imageSrc)),
    budget: send.budget,
    expiresAt: iso(send.expiresAt),
    items: state === 'CHOOSE' ? items.map((item) => toItem(ctx, item)) : [],
    chosen: chosenItem
      ? {
          item: toItem(ctx, chosenItem),
          delivery: send.delivery
            ? {
                ...send.delivery,
                carrier: send.carrier,
                trackingNumber: send.trackingNumber,
                shippedAt: iso(send.shippedAt),
              }
            : null,
          voucher: send.voucherCode
            ? {
                code: send.voucherCode,
                kind: chosenItem.kind,
                amount: chosenItem.kind === 'VOUCHER_AMOUNT' ? chosenItem.price : null,
                expiresAt: iso(send.voucherExpiresAt)!,
                exchanged: send.status === 'EXCHANGED',
              }
            : null,
        }
      : null,
  };
}

/** An open link past its expiry becomes EXPIRED (kept, so the sender's status shows it). */
async function settle(ctx: AppContext, send: SendRow): Promise<SendRow> {
  const now = ctx.now();
  if (['SENT', 'OPENED'].includes(send.status) && send.expiresAt && send.expiresAt <= now) {
    const [row] = await ctx.db
      .update(giftSends)
      .set({ status: 'EXPIRED' })
      .where(eq(giftSends.id, send.id))
      .returning();
    return row!;
  }
  if (send.status === 'SENT') {
    const [row] = await ctx.db
      .update(giftSends)
      .set({ status: 'OPENED', openedAt: now })
      .where(and(eq(giftSends.id, send.id), eq(giftSends.status, 'SENT')))
      .returning();
    return row ?? send;
  }
  return send;
}

/** GET /birth/v3/public/gift/{token}: the page, whatever state the gift is in (never an error). */
export async function recipientPageOf(ctx: AppContext, token: string): Promise<RecipientPage> {
  const send = await settle(ctx, await sendOfToken(ctx.db, token));
  return pageOf(ctx, token, send);
}

/** A voucher number: 16 digits (the voucher side's format). */
const voucherCode = () => `${randomInt(1, 10)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join('')}`;

/**
 * POST .../choice: one choice per link. A second choice, an expired link or a cancelled order is a
 * 409 with the sentence the page shows. A delivery item needs an address; a voucher gets its
 * number and expiry at once.
 */
export async function choose(
  ctx: AppContext,
  token: string,
  body: RecipientChoiceBody,
): Promise<RecipientPage> {
  const send = await settle(ctx, await sendOfToken(ctx.db, token, true));
  if (send.status === 'CANCELLED') throw conflict(RECIPIENT_MESSAGES.CANCELLED);
  if (CHOSEN_STATES.includes(send.status)) throw conflict(RECIPIENT_MESSAGES.ALREADY_CHOSEN);
  if (send.status === 'EXPIRED') throw conflict(RECIPIENT_MESSAGES.EXPIRED);
  if (send.kind === 'CARD') throw conflict('카드만 받은 링크입니다. 고를 선물이 없습니다.');
  const [event] = await ctx.db.select().from(giftEvents).where(eq(giftEvents.id, send.eventId));
  const itemId = ctx.ids.decode('giftItem', body.itemId);
  const item = (await offered(ctx, event!, send)).find((candidate) => candidate.id === itemId);
  if (!item) throw badRequest(RECIPIENT_MESSAGES.OVER_BUDGET, { itemId: RECIPIENT_MESSAGES.OVER_BUDGET });
  if (item.kind === 'DELIVERY' && !body.delivery)
    throw badRequest(RECIPIENT_MESSAGES.ADDRESS_REQUIRED, { delivery: RECIPIENT_MESSAGES.ADDRESS_REQUIRED });
  const now = ctx.now();
  const voucher = item.kind !== 'DELIVERY';
  const [row] = await ctx.db
    .update(giftSends)
    .set({
      status: 'CHOSEN',
      itemId: item.id,
      price: item.price,
      chosenAt: now,
      delivery: voucher ? null : body.delivery,
      voucherCode: voucher ? voucherCode() : null,
      voucherExpiresAt: voucher
        ? new Date(now.getTime() + (item.validDays || VOUCHER_DAYS) * 86_400_000)
        : null,
    })
    .where(and(eq(giftSends.id, send.id), inArray(giftSends.status, ['SENT', 'OPENED'])))
    .returning();
  if (!row) throw conflict(RECIPIENT_MESSAGES.ALREADY_CHOSEN);
  return pageOf(ctx, token, row);
}

/** The uploaded card image of a token's event (the recipient has no login to read company files). */
export async function cardImageOf(ctx: AppContext, token: string) {
  const send = await sendOfToken(ctx.db, token);
  const [event] = await ctx.db.select().from(giftEvents).where(eq(giftEvents.id, send.eventId));
  if (!event || event.cardFileId === null) throw notFound('카드 이미지가 없습니다.');
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, event.cardFileId));
  if (!file) throw notFound('카드 이미지가 없습니다.');
  return file;
}
