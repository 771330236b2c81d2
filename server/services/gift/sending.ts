import { and, eq, inArray, sql } from 'drizzle-orm';
import { GIFT_LINK_DAYS } from '../../../schemas/gift';
import type { Db } from '../../db/client';
import { giftItems, giftSends } from '../../db/schema';
import type { MessageSender, OutgoingMessage } from '../../messaging/sender';
import { budgetOf, newToken, recipientLink, type EventRow, type SendRow, type SubjectRow } from './common';

export type SendKind = 'CARD' | 'GIFT' | 'DEFAULT_GIFT';
const DAY = 24 * 60 * 60 * 1000;

/** What a send needs besides the database: the clock, the portal's address and the message sender. */
export interface SendingContext {
  now: Date;
  portalUrl: string;
  /** Queues messages in the caller's transaction: one as it is, more in batches when the sender can. */
  queue(messages: readonly OutgoingMessage[]): Promise<void>;
}

/**
 * The one adaptation of a message sender to the gift sends: its messages are queued in `tx` (the
 * caller's transaction), many at once with `sendMany` when the sender has it, else one by one.
 */
export function sendingContext(sender: MessageSender, tx: Db, now: Date, portalUrl: string): SendingContext {
  return {
    now,
    portalUrl,
    async queue(messages) {
      if (messages.length > 1 && sender.sendMany) return sender.sendMany(messages, tx);
      for (const message of messages) await sender.send(message, tx);
    },
  };
}

/** The message a recipient gets: the card's words and the link to the recipient's page. */
export function giftMessage(
  event: EventRow,
  name: string,
  kind: SendKind,
  link: string,
): OutgoingMessage['body'] {
  const what = kind === 'CARD' ? '카드가 도착했습니다' : '선물이 도착했습니다';
  const action = kind === 'CARD' ? '카드 보기' : '선물 고르기';
  const words = event.cardMessage ? `\n\n${event.cardMessage}` : '';
  return `[${event.senderName}] ${name}님, ${event.name} ${what}.${words}\n\n${action}: ${link}`;
}

/**
 * Sends the event to `subjects` on `sendDate` (YYYY-MM-DD): one send row each, and its message in
 * the same transaction. A subject already sent this kind on that date is skipped (the unique
 * (event, subject, date, kind) index), so a retried or doubled run sends nothing twice.
 */
export async function sendToSubjects(
  db: Db,
  sending: SendingContext,
  event: EventRow,
  subjects: readonly SubjectRow[],
  kind: SendKind,
  sendDate: string,
): Promise<{ sent: number; skipped: number }> {
  if (subjects.length === 0) return { sent: 0, skipped: 0 };
  let defaultItem: { id: number; price: number } | null = null;
  if (kind === 'DEFAULT_GIFT' && event.defaultItemId !== null) {
    [defaultItem = null] = await db
      .select({ id: giftItems.id, price: giftItems.price })
      .from(giftItems)
      .where(eq(giftItems.id, event.defaultItemId));
  }
  const tokens = new Map<number, string>();
  const expiresAt = new Date(sending.now.getTime() + GIFT_LINK_DAYS * DAY);
  let sent = 0;
  for (let start = 0; start < subjects.length; start += 1000) {
    const chunk = subjects.slice(start, start + 1000);
    const values = chunk.map((subject) => {
      const { token, hash } = newToken();
      tokens.set(subject.id, token);
      return {
        companyId: event.companyId,
        eventId: event.id,
        subjectId: subject.id,
        sendDate,
        kind,
        status: 'SENT' as const,
        recipientName: subject.name,
        cellPhone: subject.cellPhone,
        budget: budgetOf(subject, event),
        tokenHash: hash,
        itemId: defaultItem?.id ?? null,
        price: defaultItem?.price ?? null,
        sentAt: sending.now,
        expiresAt,
      };
    });
    const inserted = await db
      .insert(giftSends)
      .values(values)
      .onConflictDoNothing({
        target: [giftSends.eventId, giftSends.subjectId, giftSends.sendDate, giftSends.kind],
      })
      .returning({ subjectId: giftSends.subjectId });
    const byId = new Map(chunk.map((subject) => [subject.id, subject]));
    const messages = inserted.map(({ subjectId }) => {
      const subject = byId.get(subjectId!)!;
      const link = recipientLink(sending.portalUrl, tokens.get(subject.id)!);
      return {
        companyId: event.companyId,
        channel: 'LMS' as const,
        recipient: subject.cellPhone,
        subject: event.name,
        body: giftMessage(event, subject.name, kind, link),
        purpose: kind === 'CARD' ? 'gift.card' : 'gift.choice',
      };
    });
    await sending.queue(messages);
    sent += messages.length;
  }
  return { sent, skipped: subjects.length - sent };
}

/** Sends still waiting for the recipient (the ones a resend or a correction may touch). */
export const OPEN_STATUSES = ['SENT', 'OPENED'] as const;

/**
 * Resends the card of each subject's latest open send with a fresh link (the old link stops
 * working: a token serves one purpose and one message).
 */
export async function resendCards(
  db: Db,
  sending: SendingContext,
  event: EventRow,
  subjects: readonly SubjectRow[],
): Promise<{ sent: number; skipped: number }> {
  if (subjects.length === 0) return { sent: 0, skipped: 0 };
  const open = await db
    .select()
    .from(giftSends)
    .where(
      and(
        eq(giftSends.eventId, event.id),
        inArray(
          giftSends.subjectId,
          subjects.map((subject) => subject.id),
        ),
        inArray(giftSends.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(sql`${giftSends.id} desc`);
  const latest = new Map<number, (typeof open)[number]>();
  for (const row of open)
    if (row.subjectId !== null && !latest.has(row.subjectId)) latest.set(row.subjectId, row);
  for (const row of latest.values()) await resendSend(db, sending, event, row);
  return { sent: latest.size, skipped: subjects.length - latest.size };
}

/**
 * Sends one open send's card again under a fresh link, to `to` when the recipient was corrected:
 * the old token is replaced, so the link in the earlier message stops opening the gift. A new
 * recipient has not opened anything yet, so a corrected send is 발송 완료 again.
 */
export async function resendSend(
  db: Db,
  sending: SendingContext,
  event: EventRow,
  row: SendRow,
  to?: { name: string; cellPhone: string },
): Promise<SendRow> {
  const { token, hash } = newToken();
  const corrected = to !== undefined && (to.name !== row.recipientName || to.cellPhone !== row.cellPhone);
  const [updated] = await db
    .update(giftSends)
    .set({
      tokenHash: hash,
      sentAt: sending.now,
      expiresAt: new Date(sending.now.getTime() + GIFT_LINK_DAYS * DAY),
      ...(corrected
        ? { recipientName: to.name, cellPhone: to.cellPhone, status: 'SENT' as const, openedAt: null }
        : {}),
    })
    .where(eq(giftSends.id, row.id))
    .returning();
  await sending.queue([
    {
      companyId: event.companyId,
      channel: 'LMS',
      recipient: updated!.cellPhone,
      subject: event.name,
      body: giftMessage(
        event,
        updated!.recipientName,
        updated!.kind,
        recipientLink(sending.portalUrl, token),
      ),
      purpose: 'gift.resend',
    },
  ]);
  return updated!;
}
