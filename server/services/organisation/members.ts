import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberRecord, memberInput } from '../../../schemas/members';
import type { AppContext, SessionAuth } from '../../context';

import type { Db } from '../../db/client';
import { perDatabase } from '../../db/perDatabase';
import { sessionCache } from '../sessionCache';
import { companyMembers, groups } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import {
  DUPLICATE_CELL_PHONE,
  DUPLICATE_EMAIL,
  conflict,
  groupOfCompany,
  lockCompany,
  memberConflictFrom,
  assertAdministratorRemains,
} from './common';
import { assertMayActOn } from './actingOn';

export const MEMBER_NOT_FOUND = '구성원을 찾을 수 없습니다.';

/** The columns a record needs (never the password hash). */
export const recordColumns = {
  id: companyMembers.id,
  name: companyMembers.name,
  email: companyMembers.email,
  cellPhone: companyMembers.cellPhone,
  officePhone: companyMembers.officePhone,
  groupId: companyMembers.groupId,
  groupName: groups.name,
  rank: companyMembers.rank,
  gender: companyMembers.gender,
  eventDate: companyMembers.eventDate,
  lunar: companyMembers.lunar,
  joinDate: companyMembers.joinDate,
  companyMemberRole: companyMembers.companyMemberRole,
  hasMasterAuthority: companyMembers.hasMasterAuthority,
  hasAdminAuthority: companyMembers.hasAdminAuthority,
  hasBuyRequestAuthority: companyMembers.hasBuyRequestAuthority,
  hasCategoryItemAuthority: companyMembers.hasCategoryItemAuthority,
  hasManagerAuthority: companyMembers.hasManagerAuthority,
  createdAt: companyMembers.createdAt,
};
export const selectRecords = (db: Db) =>
  db.select(recordColumns).from(companyMembers).leftJoin(groups, eq(groups.id, companyMembers.groupId));
export type RecordRow = Awaited<ReturnType<typeof selectRecords>>[number];

/** `encodeGroup` lets a list encode each department once instead of once per row. */
export function toMemberRecord(
  ctx: AppContext,
  row: RecordRow,
  encodeGroup: (id: number) => string = (id) => ctx.ids.encode('group', id),
): MemberRecord {
  return {
    id: ctx.ids.encode('member', row.id),
    name: row.name,
    email: row.email,
    cellPhone: row.cellPhone ?? '',
    officePhone: row.officePhone ?? '',
    groupId: row.groupId === null ? null : encodeGroup(row.groupId),
    groupName: row.groupName,
    rank: row.rank ?? '',
    gender: row.gender ?? '',
    eventDate: row.eventDate ?? '',
    lunar: row.lunar ?? '',
    joinDate: row.joinDate ?? '',
    companyMemberRole: row.companyMemberRole,
    hasMasterAuthority: row.hasMasterAuthority,
    hasAdminAuthority: row.hasAdminAuthority,
    hasBuyRequestAuthority: row.hasBuyRequestAuthority,
    hasCategoryItemAuthority: row.hasCategoryItemAuthority,
    hasManagerAuthority: row.hasManagerAuthority,
    createdAt: row.createdAt.toISOString(),
  };
}

/** By id, the busiest read after the list: built once per database handle, never per request. */
const memberById = perDatabase((db) =>
  selectRecords(db)
    .where(
      and(
        eq(companyMembers.id, sql.placeholder('memberId')),
        eq(companyMembers.companyId, sql.placeholder('companyId')),
      ),
    )
    .prepare('member_by_id'),
);

/** One member of the company by its encrypted id; another company's id is a 404. */
export async function loadMember(ctx: AppContext, db: Db, companyId: number, memberId: number) {
  const [row] = await memberById(db).execute({ memberId, companyId });
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

export async function getMember(ctx: AppContext, auth: SessionAuth, memberId: number): Promise<MemberRecord> {
  return toMemberRecord(ctx, await loadMember(ctx, ctx.db, auth.companyId, memberId));
}

/** The body as the route's validation left it (trimmed, defaults filled in). */
export type MemberBody = z.output<typeof memberInput>;

/** Stored form of the profile fields: e-mail in lower case (login compares it so), '' as null. */
function profileColumns(body: MemberBody) {
  return {
    name: body.name,
    email: body.email.toLowerCase(),
    cellPhone: body.cellPhone,
    officePhone: body.officePhone || null,
    rank: body.rank || null,
    gender: body.gender || null,
    eventDate: body.eventDate || null,
    lunar: body.lunar || null,
    joinDate: body.joinDate || null,
  };
}

/** Duplicate e-mail (any company: it is the login) or phone (within the company), beside the field. */
async function assertUnique(
  db: Db,
  companyId: number,
  email: string,
  cellPhone: string,
  exceptId: number | null,
) {
  const others = (column: SQL) =>
    exceptId === null ? column : (and(column, ne(companyMembers.id, exceptId)) as SQL);
  const [emailTaken, phoneTaken] = await Promise.all([
    db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(others(eq(companyMembers.email, email)))
      .limit(1),
    db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(
        others(and(eq(companyMembers.companyId, companyId), eq(companyMembers.cellPhone, cellPhone)) as SQL),
      )
      .limit(1),
  ]);
  const errors: Record<string, string> = {};
  if (emailTaken.length) errors.email = DUPLICATE_EMAIL;
  if (phoneTaken.length) errors.cellPhone = DUPLICATE_CELL_PHONE;
  const first = Object.values(errors)[0];
  if (first) throw conflict(first, errors);
}

/** Creates a member (administrators only: the route checks). */
export async function createMember(
  ctx: AppContext,
  auth: SessionAuth,
  parsed: MemberBody,
): Promise<MemberRecord> {
  const groupId = await groupOfCompany(ctx, ctx.db, auth.companyId, parsed.groupId);
  const columns = profileColumns(parsed);
  await assertUnique(ctx.db, auth.companyId, columns.email, columns.cellPhone, null);
  try {
    const [created] = await ctx.db
      .insert(companyMembers)
      .values({ ...columns, companyId: auth.companyId, groupId })
      .returning({ id: companyMembers.id });
    return toMemberRecord(ctx, await loadMember(ctx, ctx.db, auth.companyId, created!.id));
  } catch (error) {
    throw memberConflictFrom(error) ?? error;
  }
}

const OWN_PROFILE_ONLY = '본인의 정보만 수정할 수 있습니다.';

/**
 * Updates a member's profile and department. A plain member may update only their own record and
 * never their department; authority goes through setAuthority.
 */
export async function updateMember(
  ctx: AppContext,
  auth: SessionAuth,
  memberId: number,
  parsed: MemberBody,
): Promise<MemberRecord> {
  const current = await loadMember(ctx, ctx.db, auth.companyId, memberId);
  const groupId = await groupOfCompany(ctx, ctx.db, auth.companyId, parsed.groupId);
  if (!auth.isAdministrator) {
    if (memberId !== auth.memberId) throw forbidden(OWN_PROFILE_ONLY);
    if (groupId !== current.groupId) throw forbidden('부서는 관리자만 변경할 수 있습니다.');
  }
  assertMayActOn(auth, memberId, current);
  const columns = profileColumns(parsed);
  await assertUnique(ctx.db, auth.companyId, columns.email, columns.cellPhone, memberId);
  try {
    await ctx.db
      .update(companyMembers)
      .set({ ...columns, groupId })
      .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, auth.companyId)));
  } catch (error) {
    throw memberConflictFrom(error) ?? error;
  }
  return toMemberRecord(ctx, await loadMember(ctx, ctx.db, auth.companyId, memberId));
}

/**
 * Deletes a member (administrators only) with their sessions (the foreign key cascades). Nobody
 * deletes themselves, and the company keeps at least one administrator.
 */
export async function deleteMember(
  ctx: AppContext,
  auth: SessionAuth,
  memberId: number,
): Promise<MemberRecord> {
  if (memberId === auth.memberId) throw badRequest('본인은 삭제할 수 없습니다.');
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, auth.companyId);
    const row = await loadMember(ctx, tx, auth.companyId, memberId);
    assertMayActOn(auth, memberId, row);
    const record = toMemberRecord(ctx, row);
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, auth.companyId)));
    await assertAdministratorRemains(tx, auth.companyId);
    // Their sessions went with them (cascade); other processes hear it from the trigger at commit.
    sessionCache.forgetMember(memberId);
    return record;
  });
}
