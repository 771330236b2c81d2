import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftSends, jobs, outbox } from '../../../server/db/schema';
import { GIFT_SCHEDULED_SEND, giftScheduledSendJob } from '../../../server/services/gift/schedule';
import { lunarRecurrences } from '../../../server/services/organisation/solarDates';
import { ADMIN, createTestApp, drainJobs, login, type TestApp } from '../testApp';
import { AGREEMENT, EVENTS, importRow, ok, phone } from './helpers';
import { listUrl } from '../organisation/helpers';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // 09:00 in Seoul on 1 March 2026.
  t.clock.set('2026-03-01T00:00:00Z');
  admin = (await login(t.app, ADMIN)).headers;
}, 180_000);
afterAll(() => t?.close());

/** A yearly birthday event at 9 o'clock with these subjects, activated. */
async function yearlyEvent(rows: ReturnType<typeof importRow>[]) {
  // Sessions end at the next midnight of the test clock, which the tests move by days.
  admin = (await login(t.app, ADMIN)).headers;
  const event = await ok<{ id: string }>(t, 'POST', EVENTS, admin, {
    name: `생일 ${rows[0]!.name}`,
    category: 'BIRTHDAY',
    repeat: 'YEARLY',
    sendHour: 9,
    budgetPerPerson: 30_000,
    senderName: '인사팀',
  });
  await ok(t, 'POST', `${EVENTS}/${event.id}/subjects`, admin, { rows });
  await ok(t, 'POST', `${EVENTS}/${event.id}/cards`, admin, {
    template: 'birth_day01',
    message: '생일 축하해요!',
  });
  const items = await ok<Array<{ id: string }>>(
    t,
    'GET',
    listUrl(`${EVENTS}/${event.id}/gifts/items`),
    admin,
  );
  await ok(t, 'PUT', `${EVENTS}/${event.id}/gifts`, admin, { itemIds: [items[0]!.id], defaultItemId: null });
  await ok(t, 'PATCH', `${EVENTS}/${event.id}/status`, admin, { status: 'ACTIVE', agreement: AGREEMENT });
  return event.id;
}

const scheduled = async () =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, GIFT_SCHEDULED_SEND))).map((job) => ({
    runAt: job.runAt.toISOString(),
    payload: job.payload as { date: string; subjectId: number; eventId: number },
    status: job.status,
  }));

describe('scheduled birthday sends', () => {
  it("sends on each subject's day at the event's hour (Seoul), lunar birthdays on this year's solar date", async () => {
    const solar = { ...importRow('양력생일'), eventDate: '19900303' };
    const lunar = { ...importRow('음력생일', phone()), eventDate: '19900215', lunar: '음력' };
    await yearlyEvent([solar, lunar]);
    const jobsNow = await scheduled();
    const lunarDay = lunarRecurrences('19900215', 2026)[0]!;
    const lunarDate = `${lunarDay.slice(0, 4)}-${lunarDay.slice(4, 6)}-${lunarDay.slice(6)}`;
    expect(jobsNow.map((job) => [job.payload.date, job.runAt]).sort()).toEqual(
      [
        ['2026-03-03', '2026-03-03T00:00:00.000Z'],
        [lunarDate, new Date(`${lunarDate}T09:00:00+09:00`).toISOString()],
      ].sort(),
    );

    // Before the day nothing goes out; at 9 o'clock the card and link do, once.
    await drainJobs(t);
    expect(
      await t.database.db.select().from(giftSends).where(eq(giftSends.recipientName, '양력생일')),
    ).toHaveLength(0);
    t.clock.set('2026-03-03T00:00:01Z');
    await drainJobs(t);
    const sends = await t.database.db.select().from(giftSends).where(eq(giftSends.recipientName, '양력생일'));
    expect(sends.map((s) => [s.sendDate, s.kind, s.status])).toEqual([['2026-03-03', 'GIFT', 'SENT']]);
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, solar.cellPhone), like(outbox.body, '%/gift/%')));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('생일 축하해요!');

    // The next year's send is on the queue.
    const next = (await scheduled()).filter((job) => job.payload.subjectId === sends[0]!.subjectId);
    expect(next.map((job) => job.payload.date).sort()).toEqual(['2026-03-03', '2027-03-03']);
  });

  it('sends once however often the job runs (a run repeated after a restart, a job stored twice)', async () => {
    const row = { ...importRow('한번만'), eventDate: '19850310' };
    await yearlyEvent([row]);
    t.clock.set('2026-03-10T00:00:05Z');
    await drainJobs(t);
    const [job] = (await scheduled()).filter((j) => j.payload.date === '2026-03-10');
    // The same run again, as a worker that lost its claim to a restart would make it.
    await t.database.db.transaction((tx) =>
      giftScheduledSendJob.run(job!.payload, {
        db: tx,
        now: t.clock.now,
        jobId: 0,
        attempt: 2,
        companyId: null,
      }),
    );
    // And the same send stored as a second job.
    await t.database.db
      .insert(jobs)
      .values({ kind: GIFT_SCHEDULED_SEND, payload: job!.payload, runAt: t.clock.now });
    await drainJobs(t);
    expect(
      await t.database.db.select().from(giftSends).where(eq(giftSends.recipientName, '한번만')),
    ).toHaveLength(1);
    const messages = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, row.cellPhone), like(outbox.body, '%/gift/%')));
    expect(messages).toHaveLength(1);
  });

  it('a paused event sends nothing on the day; resuming schedules again', async () => {
    const row = { ...importRow('멈춤'), eventDate: '19920320' };
    const id = await yearlyEvent([row]);
    await ok(t, 'PATCH', `${EVENTS}/${id}/status`, admin, { status: 'PAUSED' });
    t.clock.set('2026-03-20T00:00:05Z');
    await drainJobs(t);
    expect(
      await t.database.db.select().from(giftSends).where(eq(giftSends.recipientName, '멈춤')),
    ).toHaveLength(0);
    admin = (await login(t.app, ADMIN)).headers;
    await ok(t, 'PATCH', `${EVENTS}/${id}/status`, admin, { status: 'ACTIVE' });
    const jobsAfter = (await scheduled()).filter(
      (j) => j.payload.eventId !== undefined && j.status === 'waiting',
    );
    expect(jobsAfter.some((j) => j.payload.date === '2027-03-20')).toBe(true);
  });
});
