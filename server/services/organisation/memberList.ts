import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { MemberRecord } from '../../../schemas/members';
import { ROLES } from '../../../schemas/members';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companyMembers, groups } from '../../db/schema';
import { decodeIdFilter, defineList, idFilter, textFilter, type ListPage } from '../listQuery';
import { containsPattern, recordColumns, toMemberRecord } from './members';

/** member/list: what it sorts and filters by (the browser's filters and getMany). */
export const memberList = defineList({
  resource: 'members',
  sortFields: [
    'id',
    'name',
    'email',
    'cellPhone',
    'rank',
    'gender',
    'eventDate',
    'joinDate',
    'createdAt',
    'companyMemberRole',
  ],
  defaultSort: ['name', 'ASC'],
  filters: {
    id: idFilter,
    q: textFilter,
    /** Members directly in this department; null: members without one. */
    groupId: z.string().max(200).nullable(),
    companyMemberRole: z.enum(ROLES),
  },
});
export type MemberListRequest = ReturnType<typeof memberList.parse>;

const sortColumns = {
  id: companyMembers.id,
  name: companyMembers.name,
  email: companyMembers.email,
  cellPhone: companyMembers.cellPhone,
  rank: companyMembers.rank,
  gender: companyMembers.gender,
  eventDate: companyMembers.eventDate,
  joinDate: companyMembers.joinDate,
  createdAt: companyMembers.createdAt,
  companyMemberRole: companyMembers.companyMemberRole,
} satisfies Record<MemberListRequest['sort'], unknown>;

/**
 * What decides the SQL text of a list query; the values go in as parameters. Every shape is
 * prepared once per database handle: member/list is the busiest screen of the admin, and on the
 * embedded database building and sending a new statement costs more than running it.
 */
interface Shape {
  sort: MemberListRequest['sort'];
  order: 'ASC' | 'DESC';
  ids: boolean;
  group: 'any' | 'none' | 'one';
  role: boolean;
  search: 'off' | 'text' | 'text+phone';
}
type Values = {
  companyId: number;
  ids?: number[];
  groupId?: number;
  role?: string;
  text?: string;
  phone?: string;
  limit: number;
  offset: number;
};

const p = (name: keyof Values) => sql.placeholder(name);

function conditions(shape: Shape): SQL {
  const where: SQL[] = [eq(companyMembers.companyId, p('companyId'))];
  if (shape.ids) where.push(sql`${companyMembers.id} = any(${p('ids')}::int[])`);
  if (shape.group === 'none') where.push(isNull(companyMembers.groupId));
  if (shape.group === 'one') where.push(eq(companyMembers.groupId, p('groupId')));
  if (shape.role) where.push(eq(companyMembers.companyMemberRole, p('role')));
  if (shape.search !== 'off') {
    const search = [ilike(companyMembers.name, p('text')), ilike(companyMembers.email, p('text'))];
    if (shape.search === 'text+phone') search.push(ilike(companyMembers.cellPhone, p('phone')));
    where.push(or(...search) as SQL);
  }
  return and(...where) as SQL;
}

function prepareList(db: Db, shape: Shape, name: string) {
  const where = conditions(shape);
  const direction = shape.order === 'ASC' ? asc : desc;
  // The page and its total in one round trip: the uncompiled subquery is an InitPlan, run once.
  // Inside it "company_members" names the subquery's own table, so it counts the whole filter.
  const total = sql<number>`(select count(*) from ${companyMembers} where ${where})`.mapWith(Number);
  return db
    .select({ ...recordColumns, total })
    .from(companyMembers)
    .leftJoin(groups, eq(groups.id, companyMembers.groupId))
    .where(where)
    .orderBy(direction(sortColumns[shape.sort]), direction(companyMembers.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(name);
}

/** Past the last page no row carries the total; then it is counted on its own (rare). */
function prepareCount(db: Db, shape: Shape, name: string) {
  return db.select({ n: count() }).from(companyMembers).where(conditions(shape)).prepare(name);
}

interface Prepared {
  key: string;
  list: ReturnType<typeof prepareList>;
  count?: ReturnType<typeof prepareCount>;
}
const prepared = new WeakMap<Db, Map<string, Prepared>>();
function queriesFor(db: Db, shape: Shape): Prepared {
  const key = `${shape.sort}_${shape.order}_${shape.ids ? 'i' : ''}${shape.group}_${shape.role ? 'r' : ''}${shape.search}`.replace(/\W/g, '_');
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let queries = byShape.get(key);
  if (!queries) byShape.set(key, (queries = { key, list: prepareList(db, shape, `member_list_${key}`) }));
  return queries;
}

/** The shape and values of a request, or null when a filter id cannot be ours (an empty page). */
function plan(ctx: AppContext, companyId: number, request: MemberListRequest): { shape: Shape; values: Values } | null {
  const { filter } = request;
  const shape: Shape = { sort: request.sort, order: request.order, ids: false, group: 'any', role: false, search: 'off' };
  const values: Values = { companyId, limit: request.limit, offset: request.offset };
  if (filter.id !== undefined) {
    values.ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('member', id));
    if (values.ids.length === 0) return null;
    shape.ids = true;
  }
  if (filter.groupId === null) shape.group = 'none';
  else if (filter.groupId !== undefined) {
    const groupId = ctx.ids.decode('group', filter.groupId);
    if (groupId === null) return null;
    shape.group = 'one';
    values.groupId = groupId;
  }
  if (filter.companyMemberRole !== undefined) {
    shape.role = true;
    values.role = filter.companyMemberRole;
  }
  if (filter.q) {
    values.text = containsPattern(filter.q);
    shape.search = 'text';
    // Phones are stored as digits: "010-1234" finds 0101234….
    const digits = filter.q.replace(/[\s-]/g, '');
    if (/^\d+$/.test(digits)) {
      shape.search = 'text+phone';
      values.phone = containsPattern(digits);
    }
  }
  return { shape, values };
}

/** member/list: one page of the company's members and the total for Content-Range. */
export async function listMembers(
  ctx: AppContext,
  companyId: number,
  request: MemberListRequest,
): Promise<ListPage<MemberRecord>> {
  const planned = plan(ctx, companyId, request);
  if (!planned) return { rows: [], total: 0 };
  const queries = queriesFor(ctx.db, planned.shape);
  const rows = await queries.list.execute(planned.values);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.offset > 0) {
    queries.count ??= prepareCount(ctx.db, planned.shape, `member_count_${queries.key}`);
    const [row] = await queries.count.execute(planned.values);
    total = row?.n ?? 0;
  }
  // A page has a few departments: encrypt each once, not once per member.
  const groupIds = new Map<number, string>();
  const encodeGroup = (id: number) => {
    let encrypted = groupIds.get(id);
    if (encrypted === undefined) groupIds.set(id, (encrypted = ctx.ids.encode('group', id)));
    return encrypted;
  };
  return { rows: rows.map((row) => toMemberRecord(ctx, row, encodeGroup)), total };
}
