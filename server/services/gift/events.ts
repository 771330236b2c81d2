import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EVENT_EDIT_REFUSED,
  canTransition,
  eventRecord,
  transitionRefused,
  type EventInput,
  type EventRecord,
  type EventUpdateBody,
  type EventStatus,
} from '../../../schemas/gift';
import { listFromRecord, sortColumns } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import {
  branches,
  giftEventItems,
  giftEvents,
  giftSends,
  giftSenderPhones,
  giftSubjects,
} from '../../db/schema';
import { badRequest } from '../../errors';
import type { ListPage, ListRequest } from '../listQuery';
import { conflict, uniqueViolation } from '../organisation/common';
import {
  DUPLICATE_EVENT_NAME,
  type EventFilter,
  eventCounts,
  eventFilterConditions,
  eventOf,
  lockEvent,
  toEventRecord,
  type EventRow,
} from './common';
import { scheduleEvent } from './schedule';

export const eventList = listFromRecord(eventRecord, {
  resource: 'giftEvents',
  defaultSort: ['createdAt', 'DESC'],
});
/** Every sortable field's column; the database sorts and pages, with the id breaking ties. */
const sortBy = sortColumns(eventList, giftEvents);

/** The company's certified sender number (the latest certified), or null. */
export async function senderPhoneOf(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ cellPhone: giftSenderPhones.cellPhone })
    .from(giftSenderPhones)
    .where(and(eq(giftSenderPhones.companyId, companyId), isNotNull(giftSenderPhones.certifiedAt)))
    .orderBy(desc(giftSenderPhones.certifiedAt))
    .limit(1);
  return row?.cellPhone ?? null;
}

export async function eventRecordOf(ctx: AppContext, row: EventRow): Promise<EventRecord> {
  const counts = await eventCounts(ctx.db, [row.id]);
  return toEventRecord(ctx, row, counts, await senderPhoneOf(ctx.db, row.companyId));
}

/**
 * gift/list: the database filters, sorts, pages and counts; subjects and sends are counted for the
 * page's events only. (A company's whole event history read and paged in memory took over a second
 * at 20,000 events.)
 */
export async function listEvents(
  ctx: AppContext,
  companyId: number,
  request: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<EventRecord>> {
  const conditions = eventFilterConditions(ctx, request.filter as EventFilter, [giftEvents.name]);
  if (!conditions) return { rows: [], total: 0 };
  const condition = and(eq(giftEvents.companyId, companyId), ...conditions);
  const direction = request.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(giftEvents)
      .where(condition)
      .orderBy(direction(sortBy[request.sort]!), direction(giftEvents.id))
      .limit(request.limit)
      .offset(request.offset),
    ctx.db.select({ total: count() }).from(giftEvents).where(condition),
  ]);
  const [counts, phone] = await Promise.all([
    eventCounts(
      ctx.db,
      rows.map((row) => row.id),
    ),
    senderPhoneOf(ctx.db, companyId),
  ]);
  return { rows: rows.map((row) => toEventRecord(ctx, row, counts, phone)), total: counted?.total ?? 0 };
}

/** A workspace id of the body: one of the company's branches, or a 400. */
async function branchOf(
  ctx: AppContext,
  companyId: number,
  encrypted: string | null,
): Promise<number | null> {
  if (encrypted === null) return null;
  const id = ctx.ids.decode('branch', encrypted);
  const [row] =
    id === null
      ? []
      : await ctx.db
          .select({ id: branches.id })
          .from(branches)
          .where(and(eq(branches.id, id), eq(branches.companyId, companyId)));
  if (!row) throw badRequest('사업장을 찾을 수 없습니다.', { workspaceId: '사업장을 찾을 수 없습니다.' });
  return row.id;
}

/** Runs an insert or rename, turning the (company, name) unique index into a Korean 409. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(DUPLICATE_EVENT_NAME, { name: DUPLICATE_EVENT_NAME });
    throw error;
  }
}

export async function createEvent(
  ctx: AppContext,
  auth: SessionAuth,
  body: EventInput,
): Promise<EventRecord> {
  const branchId = await branchOf(ctx, auth.companyId, body.workspaceId);
  const [row] = await withUniqueName(() =>
    ctx.db
      .insert(giftEvents)
      .values({
        companyId: auth.companyId,
        branchId,
        name: body.name,
        category: body.category,
        repeat: body.repeat,
        anniversary: 'NONE',
        sendDate: body.repeat === 'ONCE' ? body.sendDate : null,
        sendHour: body.sendHour,
        budgetPerPerson: body.budgetPerPerson,
        senderName: body.senderName,
      })
      .returning(),
  );
  return eventRecordOf(ctx, row!);
}

export async function getEvent(ctx: AppContext, auth: SessionAuth, id: number): Promise<EventRecord> {
  return eventRecordOf(ctx, await eventOf(ctx.db, auth.companyId, id));
}

/**
 * Changes an event's name, kind, send date and hour, budget and sender. An ended event stays as it
 * ended; the budget stays once gifts went out at it. A 진행 중 event whose send date or hour moved is
 * scheduled again: a new activation mark makes the jobs of the old schedule stale (schedule.ts).
 */
export async function updateEvent(
  ctx: AppContext,
  auth: SessionAuth,
  id: number,
  body: EventUpdateBody,
): Promise<EventRecord> {
  await lockEvent(ctx.db, id);
  const event = await eventOf(ctx.db, auth.companyId, id);
  if (event.status === 'ENDED') throw conflict(EVENT_EDIT_REFUSED.ended);
  if (event.repeat === 'ONCE' && body.sendDate === null)
    throw badRequest(EVENT_EDIT_REFUSED.sendDate, { sendDate: EVENT_EDIT_REFUSED.sendDate });
  if (body.budgetPerPerson !== event.budgetPerPerson) {
    const [sent] = await ctx.db.select({ n: count() }).from(giftSends).where(eq(giftSends.eventId, id));
    if ((sent?.n ?? 0) > 0) throw conflict(EVENT_EDIT_REFUSED.budgetAfterSend);
  }
  const sendDate = event.repeat === 'ONCE' ? body.sendDate : null;
  const moved = sendDate !== event.sendDate || body.sendHour !== event.sendHour;
  const reschedule = moved && event.status === 'ACTIVE' && event.activatedAt !== null;
  const [row] = await withUniqueName(() =>
    ctx.db
      .update(giftEvents)
      .set({
        name: body.name,
        category: body.category,
        sendDate,
        sendHour: body.sendHour,
        budgetPerPerson: body.budgetPerPerson,
        senderName: body.senderName,
        ...(reschedule ? { activatedAt: ctx.now() } : {}),
      })
      .where(eq(giftEvents.id, id))
      .returning(),
  );
  if (reschedule) await scheduleEvent(ctx.db, row!, ctx.now(), ctx.settings.PORTAL_URL);
  return eventRecordOf(ctx, row!);
}

export const SENT_EVENT_UNDELETABLE =
  '이미 카드나 선물을 보낸 이벤트는 삭제할 수 없습니다. 종료로 바꿔주세요.';

/** Deletes an event with its subjects and items, only while nothing has been sent. */
export async function deleteEvent(ctx: AppContext, auth: SessionAuth, id: number): Promise<EventRecord> {
  const event = await eventOf(ctx.db, auth.companyId, id);
  await lockEvent(ctx.db, id);
  const [sent] = await ctx.db.select({ n: count() }).from(giftSends).where(eq(giftSends.eventId, id));
  if ((sent?.n ?? 0) > 0) throw conflict(SENT_EVENT_UNDELETABLE);
  const record = await eventRecordOf(ctx, event);
  await ctx.db.delete(giftEvents).where(eq(giftEvents.id, id));
  return record;
}

export const ACTIVATE_NEEDS = {
  subjects: '대상자를 먼저 등록해주세요.',
  card: '카드 메시지를 먼저 작성해주세요.',
  agreement: '진행하려면 구매 동의(상품, 가격, 유효기간, 받는 사람 확인)가 필요합니다.',
};

/**
 * PATCH status: only the transitions of EVENT_TRANSITIONS (409 with a Korean message otherwise).
 * Activating needs subjects, a card and the purchase agreement, and schedules the sends.
 */
export async function changeStatus(
  ctx: AppContext,
  auth: SessionAuth,
  id: number,
  to: EventStatus,
  agreed: boolean,
): Promise<EventRecord> {
  await lockEvent(ctx.db, id);
  const event = await eventOf(ctx.db, auth.companyId, id);
  const from = event.status as EventStatus;
  if (!canTransition(from, to)) throw conflict(transitionRefused(from, to));
  let purchaseAgreedAt = event.purchaseAgreedAt;
  if (to === 'ACTIVE') {
    const [subjects] = await ctx.db
      .select({ n: count() })
      .from(giftSubjects)
      .where(eq(giftSubjects.eventId, id));
    if ((subjects?.n ?? 0) === 0 && event.anniversary === 'NONE') throw conflict(ACTIVATE_NEEDS.subjects);
    if (!event.cardMessage) throw conflict(ACTIVATE_NEEDS.card);
    const [items] = await ctx.db
      .select({ n: count() })
      .from(giftEventItems)
      .where(eq(giftEventItems.eventId, id));
    if ((items?.n ?? 0) > 0 && !agreed && !purchaseAgreedAt) throw badRequest(ACTIVATE_NEEDS.agreement);
    if (agreed) purchaseAgreedAt = ctx.now();
  }
  const [row] = await ctx.db
    .update(giftEvents)
    .set({ status: to, purchaseAgreedAt, ...(to === 'ACTIVE' ? { activatedAt: ctx.now() } : {}) })
    .where(eq(giftEvents.id, id))
    .returning();
  if (to === 'ACTIVE') await scheduleEvent(ctx.db, row!, ctx.now(), ctx.settings.PORTAL_URL);
  return eventRecordOf(ctx, row!);
}

/** A free name for a copy: "이름 (복사)", then "이름 (복사 2)", ... */
export async function resolveCopyName(ctx: AppContext, auth: SessionAuth, id: number): Promise<string> {
  const event = await eventOf(ctx.db, auth.companyId, id);
  const taken = new Set(
    (
      await ctx.db
        .select({ name: giftEvents.name })
        .from(giftEvents)
        .where(eq(giftEvents.companyId, auth.companyId))
    ).map((row) => row.name),
  );
  const base = `${event.name.slice(0, 40)} (복사`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base})` : `${base} ${n})`;
    if (!taken.has(name)) return name;
  }
}

/**
 * Copies an event as a new draft with its subjects, card and gifts. The call is one transaction, so
 * a failure (a name taken meanwhile) leaves no half copy.
 */
export async function copyEvent(
  ctx: AppContext,
  auth: SessionAuth,
  id: number,
  name: string | undefined,
): Promise<EventRecord> {
  const event = await eventOf(ctx.db, auth.companyId, id);
  const copyName = name ?? (await resolveCopyName(ctx, auth, id));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = event;
  const [copy] = await withUniqueName(() =>
    ctx.db
      .insert(giftEvents)
      .values({
        ...fields,
        name: copyName,
        status: 'DRAFT',
        purchaseAgreedAt: null,
        limitOverBudget: null,
        activatedAt: null,
        // The copied subjects count themselves in (gift_subjects' triggers).
        subjectCount: 0,
      })
      .returning(),
  );
  const subjects = await ctx.db.select().from(giftSubjects).where(eq(giftSubjects.eventId, id));
  for (let start = 0; start < subjects.length; start += 1000) {
    await ctx.db.insert(giftSubjects).values(
      subjects.slice(start, start + 1000).map(({ id: _s, createdAt: _sc, updatedAt: _su, ...subject }) => ({
        ...subject,
        eventId: copy!.id,
      })),
    );
  }
  const items = await ctx.db.select().from(giftEventItems).where(eq(giftEventItems.eventId, id));
  if (items.length > 0)
    await ctx.db
      .insert(giftEventItems)
      .values(items.map((item) => ({ companyId: item.companyId, eventId: copy!.id, itemId: item.itemId })));
  return eventRecordOf(ctx, copy!);
}
