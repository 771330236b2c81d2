import { eq } from 'drizzle-orm';
import { CARD_TEMPLATES, type EventCard, type EventCardFields } from '../../../schemas/gift';
import type { AppContext, SessionAuth } from '../../context';
import { giftEvents } from '../../db/schema';
import { eventOf, openEventOf, type EventRow } from './common';

/** The image a card shows: an uploaded one (served to the recipient by token), or the template's. */
export function cardOf(ctx: AppContext, event: EventRow, customImageSrc: string | null): EventCard {
  const templateInfo = CARD_TEMPLATES.find((card) => card.name === event.cardTemplate) ?? null;
  return {
    template: templateInfo?.name ?? null,
    message: event.cardMessage,
    customImageId: event.cardFileId === null ? null : ctx.ids.encode('file', event.cardFileId),
    imageSrc: event.cardFileId !== null ? customImageSrc : (templateInfo?.imageSrc ?? null),
    templateInfo,
  };
}

/** The admin's view of the card: an uploaded image through the company's file download. */
const adminImage = (ctx: AppContext, event: EventRow) =>
  event.cardFileId === null ? null : `/homepage/v2/files/${ctx.ids.encode('file', event.cardFileId)}`;

export async function eventCardOf(ctx: AppContext, auth: SessionAuth, eventId: number): Promise<EventCard> {
  const event = await eventOf(ctx.db, auth.companyId, eventId);
  return cardOf(ctx, event, adminImage(ctx, event));
}

/** Saves the card: a template or an uploaded image (already stored and recorded), and the message. */
export async function saveEventCard(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  fields: EventCardFields,
  uploadedFileId: number | null,
): Promise<EventCard> {
  await openEventOf(ctx.db, auth.companyId, eventId);
  const [event] = await ctx.db
    .update(giftEvents)
    .set({
      cardTemplate: fields.template,
      cardMessage: fields.message,
      // A new template replaces an earlier upload; a new upload replaces the template's image.
      cardFileId: uploadedFileId ?? (fields.template === null ? undefined : null),
    })
    .where(eq(giftEvents.id, eventId))
    .returning();
  return cardOf(ctx, event!, adminImage(ctx, event!));
}
