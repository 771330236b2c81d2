import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { seoulParts } from '../../../lib/seoulTime';
import { anniversaryRecord, type AnniversaryRecord } from '../../../schemas/anniversaries';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { companyMembers, groups } from '../../db/schema';
import { compareText, sortAndPage, type ListPage, type ListRequest } from '../listQuery';
import { koreanSearch } from '../koreanSearch';
import { lunarMonthsFor, lunarRecurrences, solarRecurrence } from './solarDates';

/** Accepts 2026 or "2026": select inputs in the browser hand over text. */
const integerFilter = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,4}$/)])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * anniversary/list. `year` and `month` default to the current ones in Seoul; `month: null` lists
 * the whole year. The lunar table of the calendar library covers 1000–2050.
 */
export const anniversaryList = listFromRecord(anniversaryRecord, {
  resource: 'anniversaries',
  defaultSort: ['date', 'ASC'],
  extraFilters: {
    year: integerFilter(1900, 2050),
    month: integerFilter(1, 12).nullable(),
    groupId: z.string().max(200).nullable(),
  },
});
export type AnniversaryListRequest = ListRequest<string, z.ZodRawShape> & {
  filter: {
    year?: number;
    month?: number | null;
    kind?: 'BIRTHDAY' | 'WORK';
    groupId?: string | null;
    q?: string;
    id?: string | string[];
  };
};

const anniversaryComparators = sortMap(anniversaryList, {
  id: (a: AnniversaryRecord, b: AnniversaryRecord) => compareText(a.id, b.id),
  date: (a: AnniversaryRecord, b: AnniversaryRecord) => compareText(a.date, b.date),
  name: (a: AnniversaryRecord, b: AnniversaryRecord) => compareText(a.name, b.name),
});

const mm = (month: number) => String(month).padStart(2, '0');
/** The MM of a stored YYYYMMDD. */
const monthOf = (column: SQLWrapper) => sql`substr(${column}, 5, 2)`;

/**
 * Only members who can have an anniversary in the month: solar dates by their month, lunar
 * birthdays by the lunar months that can land in it (the exact date is computed afterwards).
 */
function monthCondition(month: number, kind: 'BIRTHDAY' | 'WORK' | undefined): SQL {
  const solarBirthday = and(
    or(isNull(companyMembers.lunar), eq(companyMembers.lunar, '양력')),
    sql`${monthOf(companyMembers.eventDate)} = ${mm(month)}`,
  );
  const lunarBirthday = and(
    eq(companyMembers.lunar, '음력'),
    inArray(monthOf(companyMembers.eventDate), lunarMonthsFor(month)),
  );
  const birthday = and(isNotNull(companyMembers.eventDate), or(solarBirthday, lunarBirthday)) as SQL;
  const work = and(
    isNotNull(companyMembers.joinDate),
    sql`${monthOf(companyMembers.joinDate)} = ${mm(month)}`,
  ) as SQL;
  if (kind === 'BIRTHDAY') return birthday;
  if (kind === 'WORK') return work;
  return or(birthday, work) as SQL;
}

/** Birthdays (solar, or lunar shown on this year's solar date) and work anniversaries of a month. */
export async function listAnniversaries(
  ctx: AppContext,
  companyId: number,
  request: AnniversaryListRequest,
): Promise<ListPage<AnniversaryRecord>> {
  const today = seoulParts(ctx.now());
  const { kind, groupId, q } = request.filter;
  const year = request.filter.year ?? today.year;
  const month = request.filter.month === undefined ? today.month : request.filter.month;

  const where: SQL[] = [eq(companyMembers.companyId, companyId)];
  if (month !== null) where.push(monthCondition(month, kind));
  if (groupId !== undefined) {
    const id = groupId === null ? null : ctx.ids.decode('group', groupId);
    if (groupId !== null && id === null) return { rows: [], total: 0 };
    where.push(id === null ? isNull(companyMembers.groupId) : eq(companyMembers.groupId, id));
  }
  const search = koreanSearch(q, { names: [companyMembers.name] });
  if (search) where.push(search);
  const members = await ctx.db
    .select({
      id: companyMembers.id,
      name: companyMembers.name,
      rank: companyMembers.rank,
      eventDate: companyMembers.eventDate,
      lunar: companyMembers.lunar,
      joinDate: companyMembers.joinDate,
      groupName: groups.name,
    })
    .from(companyMembers)
    .leftJoin(groups, eq(groups.id, companyMembers.groupId))
    .where(and(...where));

  const inMonth = (date: string) => month === null || date.slice(4, 6) === mm(month);
  const rows: AnniversaryRecord[] = [];
  for (const member of members) {
    const memberId = ctx.ids.encode('member', member.id);
    const base = { memberId, name: member.name, groupName: member.groupName, rank: member.rank ?? '' };
    if (kind !== 'WORK' && member.eventDate) {
      const dates =
        member.lunar === '음력'
          ? lunarRecurrences(member.eventDate, year)
          : [solarRecurrence(member.eventDate, year)];
      for (const date of dates.filter(inMonth)) {
        rows.push({
          ...base,
          id: `BIRTHDAY.${date}.${memberId}`,
          kind: 'BIRTHDAY',
          date,
          originalDate: member.eventDate,
          lunar: member.lunar ?? '',
          years: null,
        });
      }
    }
    const years = member.joinDate ? year - Number(member.joinDate.slice(0, 4)) : 0;
    if (kind !== 'BIRTHDAY' && member.joinDate && years >= 1) {
      const date = solarRecurrence(member.joinDate, year);
      if (inMonth(date))
        rows.push({
          ...base,
          id: `WORK.${date}.${memberId}`,
          kind: 'WORK',
          date,
          originalDate: member.joinDate,
          lunar: '',
          years,
        });
    }
  }
  const { id } = request.filter;
  const wanted = id === undefined ? null : new Set(Array.isArray(id) ? id : [id]);
  return sortAndPage(
    wanted ? rows.filter((row) => wanted.has(row.id)) : rows,
    request,
    anniversaryComparators,
    (a, b) => compareText(a.name, b.name) || compareText(a.id, b.id),
  );
}
