import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { seoulDateString } from '../../../lib/seoulTime';
import type { EventRecord, EventStatus } from '../../../schemas/gift';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { giftEvents, giftSends, giftSubjects } from '../../db/schema';
import { notFound } from '../../errors';
import { decodeIdFilter } from '../listQuery';
import { conflict } from '../organisation/common';
import { lunarRecurrences, solarRecurrence } from '../organisation/solarDates';

export type EventRow = typeof giftEvents.$inferSelect;
export type EventFilter = { q?: string; id?: string | string[]; status?: EventStatus; category?: string };
export type SubjectRow = typeof giftSubjects.$inferSelect;
export type SendRow = typeof giftSends.$inferSelect;

export const EVENT_NOT_FOUND = '이벤트를 찾을 수 없습니다.';
export const SUBJECT_NOT_FOUND = '대상자를 찾을 수 없습니다.';
export const SEND_NOT_FOUND = '발송 내역을 찾을 수 없습니다.';
export const DUPLICATE_EVENT_NAME = '같은 이름의 이벤트가 이미 있습니다.';
export const ENDED_EVENT = '종료된 이벤트는 바꿀 수 없습니다.';

/** The event `id` of the company (path ids are checked already; this also covers body ids). */
export async function eventOf(db: Db, companyId: number, id: number): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(giftEvents)
    .where(and(eq(giftEvents.id, id), eq(giftEvents.companyId, companyId)));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** The event, refused when it has ended (nothing of an ended event changes). */
export async function openEventOf(db: Db, companyId: number, id: number): Promise<EventRow> {
  const event = await eventOf(db, companyId, id);
  if (event.status === 'ENDED') throw conflict(ENDED_EVENT);
  return event;
}

/** Serialises changes of one event's subjects and sends (two sends at once must not both pass). */
export async function lockEvent(db: Db, eventId: number): Promise<void> {
  await db.execute(sql`select 1 from ${giftEvents} where ${giftEvents.id} = ${eventId} for update`);
}

/** Part of any of the texts (strpos, so that `%` and `_` are searched as themselves). */
export const containsAny = (q: string, ...columns: Column[]) =>
  or(...columns.map((column) => sql`strpos(${column}, ${q}) > 0`))!;

/**
 * The conditions of an event list's filter (the company's list and the provider's): `q` in any of
 * `searched`, the status, the category and the ids; null when an id filter names no event, an
 * empty page without asking the database.
 */
export function eventFilterConditions(
  ctx: Pick<AppContext, 'ids'>,
  filter: EventFilter,
  searched: Column[],
): SQL[] | null {
  const where: SQL[] = [];
  if (filter.q) where.push(containsAny(filter.q, ...searched));
  if (filter.status) where.push(eq(giftEvents.status, filter.status));
  if (filter.category) where.push(eq(giftEvents.category, filter.category));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('giftEvent', id));
    if (ids.length === 0) return null;
    where.push(inArray(giftEvents.id, ids));
  }
  return where;
}

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Subject and send counts of events, for their records. */
export async function eventCounts(db: Db, eventIds: number[]) {
  const subjects = new Map<number, number>();
  const sent = new Map<number, number>();
  if (eventIds.length === 0) return { subjects, sent };
  const [subjectRows, sendRows] = await Promise.all([
    db
      .select({ eventId: giftSubjects.eventId, n: count() })
      .from(giftSubjects)
      .where(inArray(giftSubjects.eventId, eventIds))
      .groupBy(giftSubjects.eventId),
    db
      .select({ eventId: giftSends.eventId, n: count() })
      .from(giftSends)
      .where(inArray(giftSends.eventId, eventIds))
      .groupBy(giftSends.eventId),
  ]);
  for (const row of subjectRows) subjects.set(row.eventId, row.n);
  for (const row of sendRows) sent.set(row.eventId, row.n);
  return { subjects, sent };
}

export function toEventRecord(
  ctx: AppContext,
  row: EventRow,
  counts: { subjects: Map<number, number>; sent: Map<number, number> },
  senderPhone: string | null,
): EventRecord {
  return {
    id: ctx.ids.encode('giftEvent', row.id),
    name: row.name,
    category: row.category as EventRecord['category'],
    status: row.status as EventStatus,
    repeat: row.repeat,
    anniversary: row.anniversary,
    sendDate: row.sendDate,
    sendHour: row.sendHour,
    budgetPerPerson: row.budgetPerPerson,
    senderName: row.senderName,
    senderPhone,
    workspaceId: row.branchId === null ? null : ctx.ids.encode('branch', row.branchId),
    subjectCount: counts.subjects.get(row.id) ?? 0,
    sentCount: counts.sent.get(row.id) ?? 0,
    purchaseAgreed: row.purchaseAgreedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A subject's per-person budget: its own, or the event's. */
export const budgetOf = (subject: { budget: number }, event: { budgetPerPerson: number }) =>
  subject.budget > 0 ? subject.budget : event.budgetPerPerson;

/**
 * The solar YYYYMMDD on which a subject's day falls in `year`: a lunar birthday converted (the
 * first occurrence when a solar year holds two), a solar one as is; null without a day.
 */
export function dayInYear(subject: { eventDate: string; lunar: string }, year: number): string | null {
  if (!/^\d{8}$/.test(subject.eventDate)) return null;
  if (subject.lunar === '음력') return lunarRecurrences(subject.eventDate, year)[0] ?? null;
  return solarRecurrence(subject.eventDate, year);
}

/** YYYYMMDD -> YYYY-MM-DD. */
export const dashed = (yyyymmdd: string) =>
  `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** Today in Seoul, YYYY-MM-DD. */
export const seoulToday = (ctx: { now(): Date }) => seoulDateString(ctx.now());

/** An unguessable recipient token (192 bits) and the hash the database keeps of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The recipient's page for a token. */
export const recipientLink = (portalUrl: string, token: string) =>
  `${portalUrl.replace(/\/+$/, '')}/gift/${token}`;
