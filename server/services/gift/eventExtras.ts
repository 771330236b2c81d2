import { and, eq, isNotNull } from 'drizzle-orm';
import {
  CARD_TEMPLATES,
  depositFor,
  feeFor,
  overBudget,
  type BudgetCheck,
  type Dashboard,
  type EventTemplate,
} from '../../../schemas/gift';
import { won } from '../../../lib/won';
import type { AppContext, SessionAuth } from '../../context';
import { companyMembers, giftEvents, giftRequests, giftSends, giftSubjects } from '../../db/schema';
import { conflict } from '../organisation/common';
import { budgetOf, eventOf, lockEvent, openEventOf } from './common';
import { eventRecordOf } from './events';
import { eventItemRows } from './gifts';
import { scheduleEvent } from './schedule';

/** Ready-made settings the create screen offers (GET /events/templates). */
export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    id: 'birthday',
    name: '임직원 생일 축하',
    category: 'BIRTHDAY',
    repeat: 'YEARLY',
    anniversary: 'BIRTHDAY',
    cardTemplate: 'birth_day01',
    message: '생일을 진심으로 축하합니다. 늘 건강하고 행복한 한 해 보내세요!',
    budgetPerPerson: 30_000,
  },
  {
    id: 'work-anniversary',
    name: '입사 기념일 축하',
    category: 'WORK_ANNIVERSARY',
    repeat: 'YEARLY',
    anniversary: 'WORK',
    cardTemplate: 'congrats01',
    message: '함께해 주셔서 감사합니다. 입사 기념일을 축하합니다!',
    budgetPerPerson: 50_000,
  },
  {
    id: 'chuseok',
    name: '추석 명절 선물',
    category: 'HOLIDAY',
    repeat: 'ONCE',
    anniversary: 'NONE',
    cardTemplate: 'chuseok01',
    message: '풍성하고 넉넉한 한가위 보내세요.',
    budgetPerPerson: 50_000,
  },
  {
    id: 'thanks',
    name: '감사 선물',
    category: 'THANKS',
    repeat: 'ONCE',
    anniversary: 'NONE',
    cardTemplate: 'thanks01',
    message: '늘 애써 주셔서 감사합니다.',
    budgetPerPerson: 20_000,
  },
];
// Every template names a card that exists (checked once at start, not at the first screen).
for (const t of EVENT_TEMPLATES)
  if (!CARD_TEMPLATES.some((card) => card.name === t.cardTemplate)) throw new Error(`card ${t.cardTemplate}`);

/**
 * Links the event to the company's anniversaries: its anniversary subjects become every member
 * with a birthday (solar or lunar, converted to each year's solar date when sending) or a join
 * date and a phone. The event becomes yearly; an active one schedules the new subjects.
 */
export async function linkAnniversary(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  anniversary: 'NONE' | 'BIRTHDAY' | 'WORK',
) {
  await lockEvent(ctx.db, eventId);
  await openEventOf(ctx.db, auth.companyId, eventId);
  const [event] = await ctx.db
    .update(giftEvents)
    .set(anniversary === 'NONE' ? { anniversary } : { anniversary, repeat: 'YEARLY', sendDate: null })
    .where(eq(giftEvents.id, eventId))
    .returning();
  await ctx.db
    .delete(giftSubjects)
    .where(and(eq(giftSubjects.eventId, eventId), eq(giftSubjects.source, 'ANNIVERSARY')));
  if (anniversary !== 'NONE') {
    const dateColumn = anniversary === 'BIRTHDAY' ? companyMembers.eventDate : companyMembers.joinDate;
    const members = await ctx.db
      .select()
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, auth.companyId),
          isNotNull(dateColumn),
          isNotNull(companyMembers.cellPhone),
        ),
      );
    const taken = new Set(
      (
        await ctx.db
          .select({ p: giftSubjects.cellPhone })
          .from(giftSubjects)
          .where(eq(giftSubjects.eventId, eventId))
      ).map((row) => row.p),
    );
    const rows = members
      .filter((m) => !taken.has(m.cellPhone!))
      .map((m) => ({
        companyId: auth.companyId,
        eventId,
        memberId: m.id,
        name: m.name,
        cellPhone: m.cellPhone!,
        rank: m.rank ?? '',
        gender: m.gender ?? '',
        eventDate: (anniversary === 'BIRTHDAY' ? m.eventDate : m.joinDate) ?? '',
        lunar: anniversary === 'BIRTHDAY' ? (m.lunar ?? '') : '',
        source: 'ANNIVERSARY' as const,
      }));
    for (let start = 0; start < rows.length; start += 1000)
      await ctx.db
        .insert(giftSubjects)
        .values(rows.slice(start, start + 1000))
        .onConflictDoNothing();
  }
  await scheduleEvent(ctx.db, event!, ctx.now(), ctx.settings.PORTAL_URL);
  return eventRecordOf(ctx, event!);
}

/** Figures of the event: sends by state, budget used and left, deposit and fee (spec 2 §9). */
export async function dashboardOf(ctx: AppContext, auth: SessionAuth, eventId: number): Promise<Dashboard> {
  const event = await eventOf(ctx.db, auth.companyId, eventId);
  const subjects = await ctx.db
    .select({ budget: giftSubjects.budget })
    .from(giftSubjects)
    .where(eq(giftSubjects.eventId, eventId));
  const sends = await ctx.db
    .select()
    .from(giftSends)
    .where(and(eq(giftSends.companyId, auth.companyId), eq(giftSends.eventId, eventId)));
  const by = (status: string) => sends.filter((s) => s.status === status).length;
  const reached = (statuses: string[]) => sends.filter((s) => statuses.includes(s.status)).length;
  const gifts = sends.filter((s) => s.kind !== 'CARD' && s.status !== 'CANCELLED');
  const budgetTotal = gifts.reduce((sum, s) => sum + s.budget, 0);
  const budgetUsed = gifts
    .filter((s) => ['CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED'].includes(s.status))
    .reduce((sum, s) => sum + (s.price ?? 0), 0);
  const daily = new Map<string, { sent: number; chosen: number }>();
  for (const s of sends) {
    const day = daily.get(s.sendDate) ?? { sent: 0, chosen: 0 };
    day.sent++;
    if (s.chosenAt) day.chosen++;
    daily.set(s.sendDate, day);
  }
  return {
    subjects: subjects.length,
    sent: sends.filter((s) => s.status !== 'SCHEDULED').length,
    opened: reached(['OPENED', 'CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED']),
    chosen: reached(['CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED']),
    shipped: by('SHIPPED'),
    delivered: by('DELIVERED'),
    exchanged: by('EXCHANGED'),
    cancelled: by('CANCELLED'),
    expired: by('EXPIRED'),
    budgetTotal,
    budgetUsed,
    budgetLeft: budgetTotal - budgetUsed,
    deposit: depositFor(subjects.length ? subjects.map((s) => budgetOf(s, event)) : [event.budgetPerPerson]),
    fee: feeFor(new Set(gifts.map((s) => s.subjectId)).size),
    daily: [...daily.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, d]) => ({ date, ...d })),
  };
}

/** The event as a whole within budget: every chosen item under the lowest per-person budget. */
export async function validateEventBudget(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
): Promise<BudgetCheck> {
  const event = await eventOf(ctx.db, auth.companyId, eventId);
  const subjects = await ctx.db
    .select({ budget: giftSubjects.budget })
    .from(giftSubjects)
    .where(eq(giftSubjects.eventId, eventId));
  const budgets = subjects.map((s) => budgetOf(s, event));
  const lowest = Math.min(event.budgetPerPerson, ...budgets);
  const over = (await eventItemRows(ctx, eventId)).find((item) => item.price > lowest);
  if (over) throw conflict(overBudget(over.name, over.price, lowest));
  const persons = budgets.length;
  const total = budgets.reduce((sum, b) => sum + b, 0) + feeFor(persons);
  const deposit = depositFor(budgets.length ? budgets : [event.budgetPerPerson]);
  return {
    ok: true,
    message: `대상자 ${persons.toLocaleString('ko-KR')}명: 예산 합계 ${won(total - feeFor(persons))}, 수수료 ${won(feeFor(persons))}, 보증금 ${won(deposit)}`,
    budgetPerPerson: event.budgetPerPerson,
    persons,
    deposit,
    fee: feeFor(persons),
    total,
  };
}

/** A request to go over the deposit: recorded for the provider, and the figure kept on the event. */
export async function requestLimitOver(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  body: { requestedBudget: number; reason: string },
) {
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  const subjects = await ctx.db
    .select({ budget: giftSubjects.budget })
    .from(giftSubjects)
    .where(eq(giftSubjects.eventId, eventId));
  const deposit = depositFor(
    subjects.length ? subjects.map((s) => budgetOf(s, event)) : [event.budgetPerPerson],
  );
  await ctx.db.insert(giftRequests).values({
    companyId: auth.companyId,
    memberId: auth.memberId,
    kind: 'LIMIT_OVER',
    eventId,
    details: { requestedBudget: body.requestedBudget, reason: body.reason, deposit },
  });
  await ctx.db
    .update(giftEvents)
    .set({ limitOverBudget: body.requestedBudget })
    .where(eq(giftEvents.id, eventId));
  return { requested: true, deposit, requestedBudget: body.requestedBudget };
}
