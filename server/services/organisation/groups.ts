import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { groupRecord, type GroupRecord, type groupInput, type groupMoveBody } from '../../../schemas/groups';
import type { CrudService } from '../../api/defineRoutes';
import { listFromRecord, pageInDatabase, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { companyMembers, groups } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { compareText, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { GROUP_NOT_FOUND, conflict, groupOfCompany, lockCompany } from './common';

/** group/list: the browser loads the whole chart (perPage up to 1000) and draws the tree itself. */
export const groupList = listFromRecord(groupRecord, {
  resource: 'groups',
  defaultSort: ['sort', 'ASC'],
  extraFilters: { parentId: z.string().max(200).nullable() },
});
export type GroupListRequest = ListRequest<string, z.ZodRawShape> & {
  filter: { id?: string | string[]; q?: string; parentId?: string | null };
};
export type GroupBody = z.output<typeof groupInput>;
export type GroupMoveBody = z.output<typeof groupMoveBody>;

interface GroupRow {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  memberCount: number;
}

/** Groups matching `where`. */
function groupRows(db: Db, where: SQL | undefined): Promise<GroupRow[]> {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      parentId: groups.parentId,
      sort: groups.sort,
      memberCount: groups.memberCount,
    })
    .from(groups)
    .where(where);
}

/** Every group of the company (a chart has tens of departments, not thousands). */
const companyGroups = (db: Db, companyId: number) => groupRows(db, eq(groups.companyId, companyId));

function toRecord(ctx: AppContext, row: GroupRow): GroupRecord {
  return {
    id: ctx.ids.encode('group', row.id),
    name: row.name,
    parentId: row.parentId === null ? null : ctx.ids.encode('group', row.parentId),
    sort: row.sort,
    memberCount: row.memberCount,
  };
}

/** The chart's order among siblings: sort, then name, then id. */
const chartOrder = (a: GroupRow, b: GroupRow) =>
  a.sort - b.sort || compareText(a.name, b.name) || a.id - b.id;

/**
 * Each sort field's key; the id breaks ties ascending. The chart order is sort, then name, then id,
 * all in the requested direction.
 */
const groupSortBy = sortMap(groupList, {
  id: groups.id,
  name: groups.name,
  sort: [groups.sort, groups.name, groups.id],
  memberCount: groups.memberCount,
});

/**
 * group/list: memberCount counts direct members; the chart adds up a branch if it wants to. The
 * database filters (q: part of the name, any case), sorts, pages and counts.
 */
export async function listGroups(
  ctx: AppContext,
  companyId: number,
  request: GroupListRequest,
): Promise<ListPage<GroupRecord>> {
  const { id, q, parentId } = request.filter;
  const where: SQL[] = [eq(groups.companyId, companyId)];
  if (id !== undefined) {
    const wanted = decodeIdFilter(id, (value) => ctx.ids.decode('group', value));
    if (wanted.length === 0) return { rows: [], total: 0 };
    where.push(inArray(groups.id, wanted));
  }
  if (q) where.push(sql`strpos(lower(${groups.name}), ${q.toLowerCase()}) > 0`);
  if (parentId !== undefined) {
    const parent = parentId === null ? null : ctx.ids.decode('group', parentId);
    if (parentId !== null && parent === null) return { rows: [], total: 0 };
    where.push(parent === null ? isNull(groups.parentId) : eq(groups.parentId, parent));
  }
  return pageInDatabase(ctx.db, {
    table: groups,
    id: groups.id,
    sortBy: groupSortBy,
    request,
    where: and(...where),
    tieBreak: 'ASC',
    load: async (ids) => {
      const rows = await groupRows(ctx.db, inArray(groups.id, ids));
      return new Map(rows.map((row) => [row.id, toRecord(ctx, row)]));
    },
  });
}

async function loadGroup(db: Db, companyId: number, groupId: number): Promise<GroupRow> {
  const [row] = await groupRows(db, and(eq(groups.companyId, companyId), eq(groups.id, groupId)));
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return row;
}

export async function getGroup(ctx: AppContext, auth: SessionAuth, groupId: number): Promise<GroupRecord> {
  return toRecord(ctx, await loadGroup(ctx.db, auth.companyId, groupId));
}

const SAME_NAME = '같은 상위 부서 아래에 같은 이름의 부서가 있습니다.';
const UNDER_ITSELF = '부서를 자기 자신이나 하위 부서 아래로 옮길 수 없습니다.';

async function assertNameFree(
  db: Db,
  companyId: number,
  parentId: number | null,
  name: string,
  exceptId: number | null,
) {
  const [row] = await db
    .select({ n: count() })
    .from(groups)
    .where(
      and(
        eq(groups.companyId, companyId),
        parentId === null ? isNull(groups.parentId) : eq(groups.parentId, parentId),
        eq(groups.name, name),
        exceptId === null ? undefined : ne(groups.id, exceptId),
      ),
    );
  if ((row?.n ?? 0) > 0) throw conflict(SAME_NAME, { name: SAME_NAME });
}

/** A group may not move under itself or any of its descendants (that would cut it off the chart). */
async function assertNotUnderItself(db: Db, companyId: number, groupId: number, parentId: number | null) {
  if (parentId === null) return;
  const rows = await db
    .select({ id: groups.id, parentId: groups.parentId })
    .from(groups)
    .where(eq(groups.companyId, companyId));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  // Walk up from the new parent: meeting the group itself means the parent is inside its branch.
  for (let at: number | null = parentId, steps = 0; at !== null && steps <= rows.length; steps++) {
    if (at === groupId) throw badRequest(UNDER_ITSELF, { parentId: UNDER_ITSELF });
    at = parentOf.get(at) ?? null;
  }
}

export async function createGroup(ctx: AppContext, auth: SessionAuth, body: GroupBody): Promise<GroupRecord> {
  const { companyId } = auth;
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const parentId = await groupOfCompany(ctx, tx, companyId, body.parentId, 'parentId');
    await assertNameFree(tx, companyId, parentId, body.name, null);
    const [created] = await tx
      .insert(groups)
      .values({ companyId, name: body.name, parentId, sort: body.sort })
      .returning({ id: groups.id });
    return toRecord(ctx, await loadGroup(tx, companyId, created!.id));
  });
}

/** Rename (and, from the edit form, parent and position as given). */
export async function updateGroup(
  ctx: AppContext,
  auth: SessionAuth,
  groupId: number,
  body: GroupBody,
): Promise<GroupRecord> {
  const { companyId } = auth;
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await loadGroup(tx, companyId, groupId);
    const parentId = await groupOfCompany(ctx, tx, companyId, body.parentId, 'parentId');
    await assertNotUnderItself(tx, companyId, groupId, parentId);
    await assertNameFree(tx, companyId, parentId, body.name, groupId);
    await tx
      .update(groups)
      .set({ name: body.name, parentId, sort: body.sort })
      .where(and(eq(groups.id, groupId), eq(groups.companyId, companyId)));
    return toRecord(ctx, await loadGroup(tx, companyId, groupId));
  });
}

/**
 * Drag and drop: the group goes under `parentId` at position `sort` among its new siblings, and
 * the siblings are renumbered 0, 1, 2… so positions stay unambiguous after every drop.
 */
export async function moveGroup(
  ctx: AppContext,
  auth: SessionAuth,
  groupId: number,
  body: GroupMoveBody,
): Promise<GroupRecord> {
  const { companyId } = auth;
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const group = await loadGroup(tx, companyId, groupId);
    const parentId = await groupOfCompany(ctx, tx, companyId, body.parentId, 'parentId');
    await assertNotUnderItself(tx, companyId, groupId, parentId);
    await assertNameFree(tx, companyId, parentId, group.name, groupId);
    const siblings = (await companyGroups(tx, companyId))
      .filter((row) => row.parentId === parentId && row.id !== groupId)
      .sort(chartOrder);
    siblings.splice(Math.min(body.sort, siblings.length), 0, { ...group, parentId });
    for (const [position, row] of siblings.entries()) {
      if (row.id === groupId || row.sort !== position)
        await tx
          .update(groups)
          .set(row.id === groupId ? { parentId, sort: position } : { sort: position })
          .where(and(eq(groups.id, row.id), eq(groups.companyId, companyId)));
    }
    return toRecord(ctx, await loadGroup(tx, companyId, groupId));
  });
}

/** Deletes a department only when it is empty: no members and no sub-departments. */
export async function deleteGroup(ctx: AppContext, auth: SessionAuth, groupId: number): Promise<GroupRecord> {
  const { companyId } = auth;
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const group = await loadGroup(tx, companyId, groupId);
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.groupId, groupId)))
      .limit(1);
    if (member)
      throw conflict('소속 구성원이 있는 부서는 삭제할 수 없습니다. 구성원의 부서를 먼저 옮겨주세요.');
    const [children] = await tx
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.companyId, companyId), eq(groups.parentId, groupId)));
    if ((children?.n ?? 0) > 0)
      throw conflict('하위 부서가 있는 부서는 삭제할 수 없습니다. 하위 부서를 먼저 옮기거나 삭제해주세요.');
    await tx.delete(groups).where(and(eq(groups.id, groupId), eq(groups.companyId, companyId)));
    return toRecord(ctx, group);
  });
}

/** group/list as the route layer's CRUD preset calls it. */
export const groupService: CrudService<GroupRecord, GroupBody> = {
  list: (ctx, auth, list) => listGroups(ctx, auth.companyId, list as GroupListRequest),
  get: getGroup,
  create: createGroup,
  update: updateGroup,
  remove: deleteGroup,
};
