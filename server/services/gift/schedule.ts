import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { giftEventItems, giftEvents, giftSubjects, jobs } from '../../db/schema';
import { announceJobs } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/registry';
import { seoulTime } from '../../jobs/schedule';
import { createOutboxSender } from '../../messaging/sender';
import { dashed, dayInYear, type EventRow, type SubjectRow } from './common';
import { sendToSubjects, sendingContext } from './sending';

export const GIFT_SCHEDULED_SEND = 'gift.scheduledSend';

const scheduledSend = z.object({
  eventId: z.number().int(),
  subjectId: z.number().int(),
  /** YYYY-MM-DD, the Seoul date of the send. */
  date: z.string(),
  /** When the event was activated: a reactivation schedules anew under other dedupe keys. */
  activation: z.number().int(),
  portalUrl: z.string(),
});
type ScheduledSend = z.infer<typeof scheduledSend>;

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The next send of a subject at or after `now`: a one-time event's date, or the subject's next day. */
export function nextSendOf(
  event: EventRow,
  subject: SubjectRow,
  now: Date,
): { date: string; runAt: Date } | null {
  const hour = hourText(event.sendHour);
  if (event.repeat === 'ONCE') {
    if (!event.sendDate) return null;
    const runAt = seoulTime(event.sendDate, hour);
    return runAt.getTime() >= now.getTime() ? { date: event.sendDate, runAt } : null;
  }
  const year = Number(new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const day = dayInYear(subject, candidate);
    if (!day) continue;
    const runAt = seoulTime(dashed(day), hour);
    if (runAt.getTime() >= now.getTime()) return { date: dashed(day), runAt };
  }
  return null;
}

/**
 * Puts the sends of `subjects` on the durable job queue, one job each at the subject's day and the
 * event's hour (Seoul). Jobs are inserted a thousand per statement (an event of 10,000 subjects is
 * ten statements); the dedupe key makes scheduling the same activation twice store nothing new.
 */
export async function scheduleSubjects(
  db: Db,
  event: EventRow,
  subjects: readonly SubjectRow[],
  now: Date,
  portalUrl: string,
): Promise<number> {
  if (event.status !== 'ACTIVE' || !event.activatedAt) return 0;
  const activation = event.activatedAt.getTime();
  const rows = subjects.flatMap((subject) => {
    const next = nextSendOf(event, subject, now);
    if (!next) return [];
    const payload: ScheduledSend = {
      eventId: event.id,
      subjectId: subject.id,
      date: next.date,
      activation,
      portalUrl,
    };
    return [
      {
        kind: GIFT_SCHEDULED_SEND,
        payload,
        companyId: event.companyId,
        runAt: next.runAt,
        maxAttempts: 5,
        dedupeKey: `gift:${event.id}:${subject.id}:${next.date}:${activation}`,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insert(jobs)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }
  if (rows.length > 0) await announceJobs(db);
  return rows.length;
}

/** Schedules every subject of an event that has just become ACTIVE. */
export async function scheduleEvent(db: Db, event: EventRow, now: Date, portalUrl: string): Promise<number> {
  const subjects = await db.select().from(giftSubjects).where(eq(giftSubjects.eventId, event.id));
  return scheduleSubjects(db, event, subjects, now, portalUrl);
}

/**
 * A scheduled send. It sends only while the event is ACTIVE (a paused or ended event's jobs end
 * quietly; reactivating schedules again); the send row's unique index and the message sharing
 * the job's transaction make it exactly once across restarts and processes. A yearly event then
 * schedules the subject's next year.
 */
export const giftScheduledSendJob = defineJob(
  GIFT_SCHEDULED_SEND,
  scheduledSend,
  async (job, { db, now }) => {
    const [event] = await db.select().from(giftEvents).where(eq(giftEvents.id, job.eventId));
    if (!event || event.status !== 'ACTIVE' || event.activatedAt?.getTime() !== job.activation) return;
    const [subject] = await db
      .select()
      .from(giftSubjects)
      .where(and(eq(giftSubjects.id, job.subjectId), eq(giftSubjects.eventId, event.id)));
    if (!subject) return;
    const [items] = await db
      .select({ n: count() })
      .from(giftEventItems)
      .where(eq(giftEventItems.eventId, event.id));
    const sender = createOutboxSender(db, () => now);
    await sendToSubjects(
      db,
      sendingContext(sender, db, now, job.portalUrl),
      event,
      [subject],
      (items?.n ?? 0) > 0 ? 'GIFT' : 'CARD',
      job.date,
    );
    if (event.repeat === 'YEARLY') {
      // The day after this send, so the same day is not found again.
      await scheduleSubjects(db, event, [subject], new Date(now.getTime() + 24 * 3600_000), job.portalUrl);
    }
  },
);
