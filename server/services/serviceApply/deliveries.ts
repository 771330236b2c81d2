import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import { seoulDateString } from '../../../lib/seoulTime';
import {
  DELIVERY_CHANGE_WINDOW_DAYS,
  DELIVERY_MOVE_TEXT,
  deliveryDateProblem,
  type SnackDelivery,
} from '../../../schemas/snack';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { companies, serviceDeliveries } from '../../db/schema';
import { lockScopes } from '../../db/scopeLocks';
import { AppError, badRequest, notFound } from '../../errors';
import { seoulTime } from '../../jobs/schedule';

type DeliveryRow = typeof serviceDeliveries.$inferSelect;

export const DEFAULT_CUT_TIME = '15:00';
const WEEKDAY_NUMBERS: Record<string, number> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-24` plus `days` days. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The dates on the chosen weekdays from `from` (included) for `days` days. */
export function plannedDates(weekdays: readonly string[], from: string, days: number): string[] {
  const wanted = new Set(weekdays.map((day) => WEEKDAY_NUMBERS[day]));
  return Array.from({ length: days }, (_, i) => addDays(from, i)).filter((date) =>
    wanted.has(weekdayOf(date)),
  );
}

/**
 * The moment a delivery can no longer be changed: the company's cut-off time (cutTime) on the day
 * before it, in Seoul.
 */
export const cutOffOf = (deliveryDate: string, cutTime: string) =>
  seoulTime(addDays(deliveryDate, -1), cutTime);

/** Adds the deliveries of `days` days from `from`; dates already planned are kept as they are. */
export async function scheduleDeliveries(
  db: Db,
  plan: {
    companyId: number;
    service: string;
    weekdays: readonly string[];
    from: string;
    days: number;
    amount: number;
  },
): Promise<number> {
  const dates = plannedDates(plan.weekdays, plan.from, plan.days);
  if (dates.length === 0) return 0;
  const inserted = await db
    .insert(serviceDeliveries)
    .values(
      dates.map((deliveryDate) => ({
        companyId: plan.companyId,
        service: plan.service,
        deliveryDate,
        amount: plan.amount,
        itemCount: Math.max(1, Math.round(plan.amount / 2_500)),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: serviceDeliveries.id });
  return inserted.length;
}

/** One order on its date (a wreath); a second order of the same day adds to that day's line. */
export async function scheduleOrder(
  db: Db,
  order: { companyId: number; service: string; date: string; amount: number; note: string | null },
) {
  await db
    .insert(serviceDeliveries)
    .values({
      companyId: order.companyId,
      service: order.service,
      deliveryDate: order.date,
      amount: order.amount,
      itemCount: 1,
      note: order.note,
    })
    .onConflictDoUpdate({
      target: [serviceDeliveries.companyId, serviceDeliveries.service, serviceDeliveries.deliveryDate],
      set: {
        amount: sql`${serviceDeliveries.amount} + ${order.amount}`,
        itemCount: sql`${serviceDeliveries.itemCount} + 1`,
      },
    });
}

export function toDelivery(ctx: AppContext, row: DeliveryRow): SnackDelivery {
  return {
    deliveryEncrypted: ctx.ids.encode('serviceDelivery', row.id),
    deliveryDate: row.deliveryDate,
    status: row.status,
    amount: row.amount,
    itemCount: row.itemCount,
  };
}

/** Scheduled deliveries of a service from today on (the banner TAG rule's orderScheduleCountFromToday). */
export async function scheduledFromToday(
  ctx: AppContext,
  companyId: number,
  service: string,
): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(serviceDeliveries)
    .where(
      and(
        eq(serviceDeliveries.companyId, companyId),
        eq(serviceDeliveries.service, service),
        eq(serviceDeliveries.status, 'SCHEDULED'),
        gte(serviceDeliveries.deliveryDate, seoulDateString(ctx.now())),
      ),
    );
  return row?.n ?? 0;
}

/** A service's deliveries between two dates (included), oldest first. */
export async function deliveriesBetween(
  ctx: AppContext,
  companyId: number,
  service: string,
  from: string,
  to: string,
): Promise<DeliveryRow[]> {
  return ctx.db
    .select()
    .from(serviceDeliveries)
    .where(
      and(
        eq(serviceDeliveries.companyId, companyId),
        eq(serviceDeliveries.service, service),
        gte(serviceDeliveries.deliveryDate, from),
        lte(serviceDeliveries.deliveryDate, to),
      ),
    )
    .orderBy(asc(serviceDeliveries.deliveryDate));
}

export async function cutTimeOf(db: Db, companyId: number): Promise<string> {
  const [company] = await db
    .select({ cutTime: companies.cutTime })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.cutTime ?? DEFAULT_CUT_TIME;
}

/** The next snack deliveries with whether each can still be changed (before its cut-off). */
export async function changeableDeliveries(ctx: AppContext, session: SessionAuth) {
  const cutTime = await cutTimeOf(ctx.db, session.companyId);
  const today = seoulDateString(ctx.now());
  const rows = await deliveriesBetween(
    ctx,
    session.companyId,
    'snack24',
    today,
    addDays(today, DELIVERY_CHANGE_WINDOW_DAYS),
  );
  return {
    cutTime,
    deliveries: rows
      .filter((row) => row.status === 'SCHEDULED')
      .map((row) => {
        const cutOffAt = cutOffOf(row.deliveryDate, cutTime);
        return {
          ...toDelivery(ctx, row),
          changeable: ctx.now() < cutOffAt,
          cutOffAt: cutOffAt.toISOString(),
        };
      }),
  };
}

/** One snack delivery of the session's company; another company's is not found (404). */
export async function companySnackDelivery(
  ctx: AppContext,
  session: SessionAuth,
  id: number | null,
): Promise<DeliveryRow> {
  const [row] =
    id === null
      ? []
      : await ctx.db
          .select()
          .from(serviceDeliveries)
          .where(and(eq(serviceDeliveries.id, id), eq(serviceDeliveries.companyId, session.companyId)));
  if (!row || row.service !== 'snack24') throw notFound(DELIVERY_MOVE_TEXT.notFound);
  return row;
}

/**
 * Moves a delivery to another weekday. Refused (409) once the delivery has left the schedule
 * (delivered, cancelled) or its cut-off has passed, or when the new day already has one; a new date
 * that is no weekday, is past its own cut-off or beyond the window is a 400.
 */
export async function changeDeliveryDate(
  ctx: AppContext,
  session: SessionAuth,
  id: number | null,
  newDate: string,
) {
  const row = await companySnackDelivery(ctx, session, id);
  if (row.status !== 'SCHEDULED') throw new AppError(409, 'NOT_SCHEDULED', DELIVERY_MOVE_TEXT.notScheduled);
  const cutTime = await cutTimeOf(ctx.db, session.companyId);
  const now = ctx.now();
  if (now >= cutOffOf(row.deliveryDate, cutTime)) {
    throw new AppError(409, 'CUT_OFF_PASSED', DELIVERY_MOVE_TEXT.cutOffPassed(cutTime));
  }
  const problem = deliveryDateProblem(newDate, row.deliveryDate);
  if (problem) throw badRequest(problem, { newDate: problem });
  const today = seoulDateString(now);
  if (newDate > addDays(today, DELIVERY_CHANGE_WINDOW_DAYS) || now >= cutOffOf(newDate, cutTime)) {
    const message = DELIVERY_MOVE_TEXT.notInWindow(cutTime);
    throw badRequest(message, { newDate: message });
  }
  // Two moves to one free day take turns: the second finds the day taken (409), not a unique violation.
  await lockScopes(ctx.db, [`delivery-days:${session.companyId}:${row.service}`]);
  const [taken] = await ctx.db
    .select({ id: serviceDeliveries.id })
    .from(serviceDeliveries)
    .where(
      and(
        eq(serviceDeliveries.companyId, session.companyId),
        eq(serviceDeliveries.service, row.service),
        eq(serviceDeliveries.deliveryDate, newDate),
      ),
    );
  if (taken) throw new AppError(409, 'DATE_TAKEN', DELIVERY_MOVE_TEXT.taken);
  const [moved] = await ctx.db
    .update(serviceDeliveries)
    .set({ deliveryDate: newDate, note: `${row.deliveryDate}에서 변경` })
    .where(eq(serviceDeliveries.id, row.id))
    .returning();
  return { moved: moved!, from: row.deliveryDate };
}
