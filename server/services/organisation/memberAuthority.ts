import { and, eq } from 'drizzle-orm';
import { PLAIN_MEMBER_AUTHORITY, type AuthorityInput, type MemberRecord } from '../../../schemas/members';
import type { AppContext, SessionAuth } from '../../context';
import { companyMembers } from '../../db/schema';
import { forbidden } from '../../errors';
import { assertAdministratorRemains, lockCompany } from './common';
import { assertMayActOn } from './actingOn';
import { loadMember, toMemberRecord } from './members';
import { sessionCache } from '../sessionCache';

const AUTHORITY_ONLY = '권한은 마스터 또는 관리자 권한이 있는 구성원만 변경할 수 있습니다.';
const MASTER_ONLY = '마스터 권한은 마스터 권한이 있는 구성원만 부여하거나 회수할 수 있습니다.';

/** Who may change authority at all: master or admin authority (the 관리자 role alone is not enough). */
export function assertMayChangeAuthority(auth: SessionAuth): void {
  if (!auth.hasMasterAuthority && !auth.hasAdminAuthority) throw forbidden(AUTHORITY_ONLY);
}

/**
 * Sets a member's role and authority flags. Granting or taking master authority needs master
 * authority itself, so an admin-authority member cannot raise themselves above it.
 */
export async function setAuthority(
  ctx: AppContext,
  auth: SessionAuth,
  memberId: number,
  body: AuthorityInput,
): Promise<MemberRecord> {
  assertMayChangeAuthority(auth);
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, auth.companyId);
    const current = await loadMember(ctx, tx, auth.companyId, memberId);
    assertMayActOn(auth, memberId, current);
    if (current.hasMasterAuthority !== body.hasMasterAuthority && !auth.hasMasterAuthority)
      throw forbidden(MASTER_ONLY);
    await tx
      .update(companyMembers)
      .set({
        companyMemberRole: body.companyMemberRole,
        hasMasterAuthority: body.hasMasterAuthority,
        hasAdminAuthority: body.hasAdminAuthority,
        hasBuyRequestAuthority: body.hasBuyRequestAuthority,
        hasCategoryItemAuthority: body.hasCategoryItemAuthority,
        hasManagerAuthority: body.hasManagerAuthority,
      })
      .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, auth.companyId)));
    await assertAdministratorRemains(tx, auth.companyId);
    // Sessions keep the member's access in memory for a few seconds: not past this change.
    sessionCache.forgetMember(memberId);
    return toMemberRecord(ctx, await loadMember(ctx, tx, auth.companyId, memberId));
  });
}

/** manager/list revoke: the administrator goes back to a plain member with no authority. */
export function revokeAdministrator(ctx: AppContext, auth: SessionAuth, memberId: number) {
  return setAuthority(ctx, auth, memberId, PLAIN_MEMBER_AUTHORITY);
}
