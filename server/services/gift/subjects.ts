import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { importRowError } from '../../../schemas/members';
import {
  NO_CORRECTION_AFTER_EXCHANGE,
  SUBJECT_PHONE_TAKEN,
  depositFor,
  feeFor,
  subjectImportRow,
  subjectRecord,
  type BudgetCheck,
  type SubjectRecord,
  type SubjectsBody,
} from '../../../schemas/gift';
import { won } from '../../../lib/won';
import { listFromRecord, pageInDatabase, sortMap, type SortKey } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { companyMembers, giftSends, giftSubjects } from '../../db/schema';
import { notFound } from '../../errors';
import { conflict } from '../organisation/common';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { validateRowsBy } from '../organisation/memberImport';
import {
  SUBJECT_NOT_FOUND,
  budgetOf,
  containsAny,
  dayInYear,
  lockEvent,
  openEventOf,
  seoulToday,
  type EventRow,
  type SubjectRow,
} from './common';
import { OPEN_STATUSES } from './sending';
import { scheduleSubjects } from './schedule';

type RowError = z.infer<typeof importRowError>;
type NewSubject = Omit<typeof giftSubjects.$inferInsert, 'companyId' | 'eventId'>;

export const subjectList = listFromRecord(subjectRecord, {
  resource: 'giftSubjects',
  defaultSort: ['name', 'ASC'],
});

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const lunarDaysByYear = new Map<number, string>();
/**
 * The solar date in `year` of every lunar month-day (MMDD -> YYYYMMDD, as `dayInYear` gives it),
 * as JSON for the database: a lunar birthday's day in the year is a lookup there, not a conversion.
 */
function lunarDaysOf(year: number): string {
  let days = lunarDaysByYear.get(year);
  if (days === undefined) {
    const table: Record<string, string> = {};
    for (let month = 1; month <= 12; month++)
      for (let day = 1; day <= 30; day++) {
        const mmdd = `${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
        const date = dayInYear({ eventDate: `2000${mmdd}`, lunar: '음력' }, year);
        if (date !== null) table[mmdd] = date;
      }
    lunarDaysByYear.set(year, (days = JSON.stringify(table)));
  }
  return days;
}

/**
 * A subject's nextDate in SQL, for sorting: `dayInYear` of this year for a yearly event ('' without
 * a day, as the record's null sorts), nothing for a one-time event (every subject has its date, so
 * the id alone orders them).
 */
function nextDateKey(event: EventRow, year: number): SortKey {
  if (event.repeat !== 'YEARLY') return [];
  const { eventDate, lunar } = giftSubjects;
  const mmdd = sql`substr(${eventDate}, 5, 4)`;
  const solar = isLeapYear(year)
    ? sql`${String(year)} || ${mmdd}`
    : sql`case when ${mmdd} = '0229' then ${`${year}0228`} else ${String(year)} || ${mmdd} end`;
  return sql`case when ${eventDate} !~ '^[0-9]{8}$' then ''
    when ${lunar} = '음력' then coalesce(${lunarDaysOf(year)}::jsonb ->> ${mmdd}, '')
    else ${solar} end`;
}

/** The columns of the fixed sort fields; nextDate depends on the event and the year. */
const sortBy = (event: EventRow, year: number) =>
  sortMap(subjectList, {
    id: giftSubjects.id,
    name: giftSubjects.name,
    nextDate: nextDateKey(event, year),
  });

export function toSubjectRecord(ctx: AppContext, event: EventRow, row: SubjectRow): SubjectRecord {
  const year = Number(seoulToday(ctx).slice(0, 4));
  return {
    id: ctx.ids.encode('giftSubject', row.id),
    memberId: row.memberId === null ? null : ctx.ids.encode('member', row.memberId),
    name: row.name,
    cellPhone: row.cellPhone,
    rank: row.rank,
    gender: row.gender,
    eventDate: row.eventDate,
    lunar: row.lunar,
    nextDate:
      event.repeat === 'YEARLY' ? dayInYear(row, year) : (event.sendDate?.replaceAll('-', '') ?? null),
    source: row.source,
    budget: budgetOf(row, event),
  };
}

/**
 * An event's subjects: the database filters (q: part of the name or phone, as typed), sorts, pages
 * and counts (`pageInDatabase`); only the page's rows are read and turned into records. (Read
 * whole and sorted in memory, a page took 1–2 s at 10,000 subjects and 49 s at 100,000.)
 */
export async function listSubjects(
  ctx: AppContext,
  event: EventRow,
  request: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<SubjectRecord>> {
  const filter = request.filter as { q?: string; source?: string; id?: string | string[] };
  const where: SQL[] = [eq(giftSubjects.companyId, event.companyId), eq(giftSubjects.eventId, event.id)];
  if (filter.q) where.push(containsAny(filter.q, giftSubjects.name, giftSubjects.cellPhone));
  if (filter.source) where.push(eq(giftSubjects.source, filter.source as SubjectRow['source']));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('giftSubject', id));
    if (ids.length === 0) return { rows: [], total: 0 };
    where.push(inArray(giftSubjects.id, ids));
  }
  const year = Number(seoulToday(ctx).slice(0, 4));
  const whole = where.length === 2;
  return pageInDatabase(ctx.db, {
    table: giftSubjects,
    id: giftSubjects.id,
    sortBy: sortBy(event, year),
    request,
    where: and(...where),
    // The whole event's count is kept on its row (gift_subjects' triggers), read with the event.
    ...(whole ? { total: async () => event.subjectCount } : {}),
    load: async (ids) => {
      const rows = await ctx.db.select().from(giftSubjects).where(inArray(giftSubjects.id, ids));
      return new Map(rows.map((row) => [row.id, toSubjectRecord(ctx, event, row)]));
    },
  });
}

/**
 * The subjects a body names: company members (they need a phone) and imported rows (the member
 * import rules of spec 2 §5 without the e-mail, schemas/gift/subjects), with every error by row.
 * Member rows are numbered after the file's rows.
 */
async function candidatesOf(ctx: AppContext, companyId: number, event: EventRow, body: SubjectsBody) {
  const { errors, valid } = validateRowsBy(subjectImportRow, body.rows);
  const candidates: NewSubject[] = valid.map(({ data }) => ({
    name: data.name,
    cellPhone: data.cellPhone,
    rank: data.rank,
    gender: data.gender,
    eventDate: data.eventDate,
    lunar: data.lunar,
    source: 'IMPORT' as const,
  }));
  const memberIds = body.memberIds.map((id) => ctx.ids.decode('member', id));
  const known = memberIds.filter((id): id is number => id !== null);
  const members = known.length
    ? await ctx.db
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, known)))
    : [];
  const byId = new Map(members.map((member) => [member.id, member]));
  memberIds.forEach((id, index) => {
    const row = body.rows.length + index + 1;
    const member = id === null ? undefined : byId.get(id);
    if (!member) return errors.push({ row, field: 'memberIds', message: '구성원을 찾을 수 없습니다.' });
    if (!member.cellPhone)
      return errors.push({ row, field: 'cellPhone', message: `${member.name}님의 휴대폰 번호가 없습니다.` });
    candidates.push({
      memberId: member.id,
      name: member.name,
      cellPhone: member.cellPhone,
      rank: member.rank ?? '',
      gender: member.gender ?? '',
      eventDate: (event.anniversary === 'WORK' ? member.joinDate : member.eventDate) ?? '',
      lunar: event.anniversary === 'WORK' ? '' : (member.lunar ?? ''),
      source: 'MEMBER' as const,
    });
  });
  const phones = candidates.map((c) => c.cellPhone);
  const existing = phones.length
    ? await ctx.db
        .select({ cellPhone: giftSubjects.cellPhone })
        .from(giftSubjects)
        .where(and(eq(giftSubjects.eventId, event.id), inArray(giftSubjects.cellPhone, phones)))
    : [];
  const alreadyAdded = existing.map((row) => row.cellPhone);
  const taken = new Set(alreadyAdded);
  const seen = new Set<string>();
  const fresh = candidates.filter(
    (c) => !taken.has(c.cellPhone) && !seen.has(c.cellPhone) && seen.add(c.cellPhone),
  );
  return { errors: errors.sort((a: RowError, b: RowError) => a.row - b.row), fresh, alreadyAdded };
}

export async function validateSubjects(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  body: SubjectsBody,
) {
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  const { errors, fresh, alreadyAdded } = await candidatesOf(ctx, auth.companyId, event, body);
  return { total: body.rows.length + body.memberIds.length, valid: fresh.length, errors, alreadyAdded };
}

/** What the event costs with these subjects added: budgets, deposit (spec 2 §9) and fee. */
export async function validateSubjectsBudget(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  body: SubjectsBody,
): Promise<BudgetCheck> {
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  const { fresh } = await candidatesOf(ctx, auth.companyId, event, body);
  const current = await ctx.db
    .select({ budget: giftSubjects.budget })
    .from(giftSubjects)
    .where(eq(giftSubjects.eventId, eventId));
  const budgets = [...current, ...fresh.map(() => ({ budget: 0 }))].map((s) => budgetOf(s, event));
  const persons = budgets.length;
  const total = budgets.reduce((sum, budget) => sum + budget, 0) + feeFor(persons);
  return {
    ok: true,
    message: `${persons.toLocaleString('ko-KR')}명, 예산과 수수료 합계 ${won(total)} (보증금 ${won(depositFor(budgets))})`,
    budgetPerPerson: event.budgetPerPerson,
    persons,
    deposit: depositFor(budgets),
    fee: feeFor(persons),
    total,
  };
}

/** Adds the valid subjects (all or nothing: any row error adds none); an active event schedules them. */
export async function addSubjects(ctx: AppContext, auth: SessionAuth, eventId: number, body: SubjectsBody) {
  await lockEvent(ctx.db, eventId);
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  const { errors, fresh } = await candidatesOf(ctx, auth.companyId, event, body);
  if (errors.length > 0)
    throw conflict(
      `${errors.length.toLocaleString('ko-KR')}건의 오류가 있어 대상자를 추가하지 않았습니다. 확인 후 다시 시도해주세요.`,
    );
  const added: SubjectRow[] = [];
  for (let start = 0; start < fresh.length; start += 1000) {
    const chunk = fresh.slice(start, start + 1000).map((s) => ({ ...s, companyId: auth.companyId, eventId }));
    added.push(...(await ctx.db.insert(giftSubjects).values(chunk).onConflictDoNothing().returning()));
  }
  await scheduleSubjects(ctx.db, event, added, ctx.now(), ctx.settings.PORTAL_URL);
  return { added: added.length };
}

export async function subjectOf(ctx: AppContext, eventId: number, subjectId: number): Promise<SubjectRow> {
  const [row] = await ctx.db
    .select()
    .from(giftSubjects)
    .where(and(eq(giftSubjects.id, subjectId), eq(giftSubjects.eventId, eventId)));
  if (!row) throw notFound(SUBJECT_NOT_FOUND);
  return row;
}

const DONE = ['CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED'] as const;

/**
 * Corrects a recipient (spec 2 §4): allowed until any of the subject's gifts is exchanged or
 * delivered; open sends follow the new name and phone.
 */
export async function updateSubject(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  subjectId: number,
  body: { name: string; cellPhone: string; budget?: number },
): Promise<SubjectRecord> {
  await lockEvent(ctx.db, eventId);
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  await subjectOf(ctx, eventId, subjectId);
  const done = await ctx.db
    .select({ id: giftSends.id })
    .from(giftSends)
    .where(
      and(
        eq(giftSends.subjectId, subjectId),
        inArray(giftSends.status, ['SHIPPED', 'DELIVERED', 'EXCHANGED']),
      ),
    );
  if (done.length > 0) throw conflict(NO_CORRECTION_AFTER_EXCHANGE);
  const [clash] = await ctx.db
    .select({ id: giftSubjects.id })
    .from(giftSubjects)
    .where(and(eq(giftSubjects.eventId, eventId), eq(giftSubjects.cellPhone, body.cellPhone)));
  if (clash && clash.id !== subjectId) throw conflict(SUBJECT_PHONE_TAKEN);
  const [row] = await ctx.db
    .update(giftSubjects)
    .set({
      name: body.name,
      cellPhone: body.cellPhone,
      ...(body.budget === undefined ? {} : { budget: body.budget }),
    })
    .where(eq(giftSubjects.id, subjectId))
    .returning();
  await ctx.db
    .update(giftSends)
    .set({ recipientName: body.name, cellPhone: body.cellPhone })
    .where(and(eq(giftSends.subjectId, subjectId), inArray(giftSends.status, [...OPEN_STATUSES, 'CHOSEN'])));
  return toSubjectRecord(ctx, event, row!);
}

export const SENT_SUBJECT_UNDELETABLE = '선물을 고르거나 받은 대상자는 삭제할 수 없습니다.';

/** Removes subjects; one who already chose or received a gift stays (409). */
export async function deleteSubjects(ctx: AppContext, auth: SessionAuth, eventId: number, ids: number[]) {
  await lockEvent(ctx.db, eventId);
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(giftSubjects)
        .where(and(eq(giftSubjects.eventId, eventId), inArray(giftSubjects.id, ids)))
    : [];
  if (rows.length === 0) throw notFound(SUBJECT_NOT_FOUND);
  const done = await ctx.db
    .select({ id: giftSends.id })
    .from(giftSends)
    .where(
      and(
        inArray(
          giftSends.subjectId,
          rows.map((r) => r.id),
        ),
        inArray(giftSends.status, [...DONE]),
      ),
    );
  if (done.length > 0) throw conflict(SENT_SUBJECT_UNDELETABLE);
  await ctx.db.delete(giftSubjects).where(
    inArray(
      giftSubjects.id,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => toSubjectRecord(ctx, event, row));
}
