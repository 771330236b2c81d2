import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import type { Db } from '../../db/client';
import { companyServices, serviceApplications, serviceDeliveries } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/registry';
import { seoulTime } from '../../jobs/schedule';
import { createOutboxSender } from '../../messaging/sender';
import { addDays, cutOffOf, cutTimeOf, scheduleDeliveries } from './deliveries';
import { answersOf } from './applications';

export const WEEKLY_DELIVERIES = 'services.weeklyDeliveries';
export const CUT_OFF_REMINDER = 'services.cutOffReminder';
const REMINDER_HOURS = 3;

/** The Monday on or after a date. */
const mondayFrom = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (8 - day) % 7);
};

/** Puts the next weekly run of a company's deliveries on the queue (once per week: dedupe key). */
export async function enqueueWeeklyDeliveries(db: Db, companyId: number, after: Date) {
  const monday = mondayFrom(addDays(seoulDateString(after), 1));
  await enqueue(db, {
    kind: WEEKLY_DELIVERIES,
    payload: { companyId },
    companyId,
    runAt: seoulTime(monday, '06:00'),
    dedupeKey: `${WEEKLY_DELIVERIES}:${companyId}:${monday}`,
  });
}

/**
 * Each week: the running subscriptions of the company get their deliveries of the next four weeks
 * (from the weekdays of the approved application), each new snack delivery a reminder a few hours
 * before its cut-off, and the job puts its next week on the queue.
 */
export const weeklyDeliveriesJob = defineJob(
  WEEKLY_DELIVERIES,
  z.object({ companyId: z.number().int() }),
  async ({ companyId }, { db, now }) => {
    const running = await db
      .select({ application: serviceApplications })
      .from(serviceApplications)
      .innerJoin(
        companyServices,
        and(
          eq(companyServices.companyId, serviceApplications.companyId),
          eq(companyServices.service, serviceApplications.service),
        ),
      )
      .where(
        and(
          eq(serviceApplications.companyId, companyId),
          eq(serviceApplications.status, 'APPROVED'),
          eq(companyServices.status, 'IN_USE'),
        ),
      );
    const today = seoulDateString(now);
    const cutTime = await cutTimeOf(db, companyId);
    for (const { application } of running) {
      const answers = answersOf(application);
      const weekdays = Object.values(answers).flatMap((answer) =>
        Array.isArray(answer.weekdays) ? answer.weekdays.map(String) : [],
      );
      if (weekdays.length === 0) continue;
      const budget = Number(answers.deliveryPackage?.monthlyBudget ?? 0);
      await scheduleDeliveries(db, {
        companyId,
        service: application.service,
        weekdays,
        from: application.startDate && application.startDate > today ? application.startDate : today,
        days: 28,
        amount: Math.round(budget / 4 / weekdays.length),
      });
    }
    const snack = await db
      .select({ id: serviceDeliveries.id, deliveryDate: serviceDeliveries.deliveryDate })
      .from(serviceDeliveries)
      .where(
        and(
          eq(serviceDeliveries.companyId, companyId),
          eq(serviceDeliveries.service, 'snack24'),
          eq(serviceDeliveries.status, 'SCHEDULED'),
        ),
      );
    for (const delivery of snack.filter(
      (row) => row.deliveryDate > today && row.deliveryDate <= addDays(today, 7),
    )) {
      const remindAt = new Date(
        cutOffOf(delivery.deliveryDate, cutTime).getTime() - REMINDER_HOURS * 3_600_000,
      );
      if (remindAt <= now) continue;
      await enqueue(db, {
        kind: CUT_OFF_REMINDER,
        payload: { companyId, deliveryId: delivery.id },
        companyId,
        runAt: remindAt,
        dedupeKey: `${CUT_OFF_REMINDER}:${delivery.id}:${delivery.deliveryDate}`,
      });
    }
    await enqueueWeeklyDeliveries(db, companyId, now);
  },
);

/** A few hours before a snack delivery's cut-off: the applicant is told until when it can change. */
export const cutOffReminderJob = defineJob(
  CUT_OFF_REMINDER,
  z.object({ companyId: z.number().int(), deliveryId: z.number().int() }),
  async ({ companyId, deliveryId }, { db, now }) => {
    const [delivery] = await db
      .select()
      .from(serviceDeliveries)
      .where(and(eq(serviceDeliveries.id, deliveryId), eq(serviceDeliveries.companyId, companyId)));
    // Moved or cancelled since: its own reminder (or none) applies.
    if (!delivery || delivery.status !== 'SCHEDULED') return;
    const cutTime = await cutTimeOf(db, companyId);
    if (cutOffOf(delivery.deliveryDate, cutTime) <= now) return;
    const [application] = await db
      .select({ service: serviceApplications.service, answers: serviceApplications.answers })
      .from(serviceApplications)
      .where(and(eq(serviceApplications.companyId, companyId), eq(serviceApplications.service, 'snack24')));
    const phone = application && answersOf(application).applicant?.contactPhone;
    if (typeof phone !== 'string') return;
    await createOutboxSender(db, () => now).send(
      {
        companyId,
        channel: 'SMS',
        recipient: phone,
        body: `[포털] ${delivery.deliveryDate} 스낵24 배송의 날짜 변경은 오늘 ${cutTime}까지 할 수 있습니다.`,
        purpose: 'delivery-cut-off-reminder',
      },
      db,
    );
  },
);
