import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberRecord } from '../../../schemas/members';
import { memberRecord } from '../../../schemas/members';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/perDatabase';
import { companyMembers, groups } from '../../db/schema';
import { preparedSearch, searchCondition, type SearchShape } from '../koreanSearch';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { recordColumns, toMemberRecord, type RecordRow } from './members';
import { organisationVersion } from './organisationVersion';

/** member/list: sorts and filters as the record schema's metadata marks them (plus id and q). */
export const memberList = listFromRecord(memberRecord, { resource: 'members', defaultSort: ['name', 'ASC'] });
export type MemberListRequest = ListRequest<string, z.ZodRawShape> & {
  filter: { id?: string | string[]; q?: string; groupId?: string | null; companyMemberRole?: string };
};

/** Every column the list can sort by; the schema decides which of them a request may use. */
const sortColumns = sortMap(memberList, {
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
});

/**
 * What decides the SQL text of a list query; the values go in as parameters. Every shape is
 * prepared once per database handle: member/list is the busiest screen of the admin, and on the
 * embedded database building and sending a new statement costs more than running it.
 */
interface Shape {
  sort: string;
  order: 'ASC' | 'DESC';
  ids: boolean;
  group: 'any' | 'none' | 'one';
  role: boolean;
  /** 'off', or the Korean search's shape (server/services/koreanSearch.ts). */
  search: 'off' | SearchShape;
}
type Values = {
  companyId: number;
  ids?: number[];
  groupId?: number;
  role?: string;
  limit: number;
  offset: number;
  /** The search's parameters: search0, search1, …. */
  [search: `search${number}`]: string;
};

/** q: names by every Korean rule, e-mails as typed, phones by their digits ("010-1234" finds 0101234…). */
const searchColumns = {
  names: [companyMembers.name],
  plain: [companyMembers.email],
  digits: [companyMembers.cellPhone],
};

const p = (name: keyof Values & string) => sql.placeholder(name);

function conditions(shape: Shape): SQL {
  const where: SQL[] = [eq(companyMembers.companyId, p('companyId'))];
  if (shape.ids) where.push(sql`${companyMembers.id} = any(${p('ids')}::int[])`);
  if (shape.group === 'none') where.push(isNull(companyMembers.groupId));
  if (shape.group === 'one') where.push(eq(companyMembers.groupId, p('groupId')));
  if (shape.role) where.push(eq(companyMembers.companyMemberRole, p('role')));
  // 초성 and phone digits are served by the trigram indexes of migration korean_search.
  if (shape.search !== 'off')
    where.push(searchCondition(shape.search, searchColumns, (name) => sql.placeholder(name)));
  return and(...where) as SQL;
}

/**
 * The record's columns under their record names, so that json_agg of the row is the record: PGlite
 * decodes one JSON value far faster than 19 typed columns, and Postgres builds JSON from a row
 * faster than from json_build_object's 38 arguments.
 */
const recordFields = sql.join(
  Object.entries(recordColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);
type JsonRecord = Omit<RecordRow, 'createdAt'> & { createdAt: string };

/**
 * The total of a filter. Department counts are kept by triggers (groups.member_count), so the
 * common cases, a whole company or one department, read one or two small rows; searches count.
 */
function totalOf(shape: Shape, where: SQL): SQL<number> {
  const plain = !shape.ids && !shape.role && shape.search === 'off';
  if (plain && shape.group === 'one')
    return sql<number>`coalesce((select ${groups.memberCount} from ${groups} where ${groups.id} = ${p('groupId')} and ${groups.companyId} = ${p('companyId')}), 0)`;
  if (plain && shape.group === 'any')
    return sql<number>`(select coalesce(sum(${groups.memberCount}), 0) from ${groups} where ${groups.companyId} = ${p('companyId')})
      + (select count(*) from ${companyMembers} where ${companyMembers.companyId} = ${p('companyId')} and ${companyMembers.groupId} is null)`;
  // Inside the subquery "company_members" names the subquery's own table: it counts the filter.
  return sql<number>`(select count(*) from ${companyMembers} where ${where})`;
}

/**
 * One round trip for the page and its total. The page's ids are read off the index (the rows the
 * offset skips are never built); only those 50 rows are read and turned into JSON, kept in the
 * page's order by the same keys (every sort field is also a record field). An aggregate always
 * yields a row, so a page past the end still carries the total.
 */
function prepareList(db: Db, shape: Shape, name: string) {
  const where = conditions(shape);
  const direction = shape.order === 'ASC' ? sql`asc` : sql`desc`;
  const pageIds = sql`select ${companyMembers.id} from ${companyMembers} where ${where}
    order by ${sortColumns[shape.sort]} ${direction}, ${companyMembers.id} ${direction}
    limit ${p('limit')} offset ${p('offset')}`;
  const records = sql`select ${recordFields} from (${pageIds}) as page
    inner join ${companyMembers} on ${companyMembers.id} = page.id
    left join ${groups} on ${groups.id} = ${companyMembers.groupId}`;
  const key = sql.identifier(shape.sort);
  return db
    .select({
      records: sql<
        JsonRecord[] | string
      >`coalesce(json_agg(record order by record.${key} ${direction}, record.id ${direction}), '[]'::json)`,
      total: totalOf(shape, where).mapWith(Number),
    })
    .from(sql`(${records}) as record`)
    .prepare(name);
}

const listQueries = perDatabase(() => new Map<string, ReturnType<typeof prepareList>>());
function listQuery(db: Db, shape: Shape) {
  const key =
    `${shape.sort}_${shape.order}_${shape.ids ? 'i' : ''}${shape.group}_${shape.role ? 'r' : ''}${shape.search}`.replace(
      /\W/g,
      '_',
    );
  const byShape = listQueries(db);
  let query = byShape.get(key);
  if (!query) byShape.set(key, (query = prepareList(db, shape, `member_list_${key}`)));
  return query;
}

/** The shape and values of a request, or null when a filter id cannot be ours (an empty page). */
function plan(
  ctx: AppContext,
  companyId: number,
  request: MemberListRequest,
): { shape: Shape; values: Values } | null {
  const { filter } = request;
  const shape: Shape = {
    sort: request.sort,
    order: request.order,
    ids: false,
    group: 'any',
    role: false,
    search: 'off',
  };
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
  const search = preparedSearch(filter.q, { digits: true });
  if (search) {
    shape.search = search.shape;
    Object.assign(values, search.values);
  }
  return { shape, values };
}

/**
 * member/list: one page of the company's members and the total for Content-Range. A page is kept in
 * memory until the company's organisation version changes: the admin asks for the same pages again
 * and again (every return to the list, every refresh after a change elsewhere), and answering from
 * memory costs one small read instead of the page query.
 */
export async function listMembers(
  ctx: AppContext,
  companyId: number,
  request: MemberListRequest,
): Promise<ListPage<MemberRecord>> {
  const planned = plan(ctx, companyId, request);
  if (!planned) return { rows: [], total: 0 };
  const version = await organisationVersion(ctx.db, companyId);
  return ctx.lists.read(`members ${JSON.stringify(planned)}`, version, () => readPage(ctx, planned));
}

async function readPage(ctx: AppContext, { shape, values }: { shape: Shape; values: Values }) {
  const [result] = await listQuery(ctx.db, shape).execute(values);
  // node-postgres and PGlite both decode json, but a driver that does not would hand over text.
  const records: JsonRecord[] =
    typeof result?.records === 'string' ? JSON.parse(result.records) : (result?.records ?? []);
  // A page has a few departments: encrypt each once, not once per member.
  const groupIds = new Map<number, string>();
  const encodeGroup = (id: number) => {
    let encrypted = groupIds.get(id);
    if (encrypted === undefined) groupIds.set(id, (encrypted = ctx.ids.encode('group', id)));
    return encrypted;
  };
  return {
    rows: records.map((row) =>
      toMemberRecord(ctx, { ...row, createdAt: new Date(row.createdAt) }, encodeGroup),
    ),
    total: result?.total ?? 0,
  };
}
