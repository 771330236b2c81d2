import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerSignupBody } from '../../../schemas/managers';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, companyMembers, managerInvitations } from '../../db/schema';
import { notFound } from '../../errors';
import { hashPassword, sha256 } from '../secrets';
import { DUPLICATE_CELL_PHONE, conflict, lockCompany, memberConflictFrom } from './common';
import { ALREADY_MEMBER } from './managers';

const INVITATION_GONE = '초대 링크가 올바르지 않거나 만료되었습니다. 관리자에게 다시 초대를 요청해주세요.';
export type ManagerSignupBody = z.output<typeof managerSignupBody>;

/** The pending, unexpired invitation a token belongs to (the token is compared by its hash). */
async function pendingInvitation(ctx: AppContext, db: Db, token: string) {
  const [row] = await db
    .select({ invitation: managerInvitations, companyName: companies.name })
    .from(managerInvitations)
    .innerJoin(companies, eq(companies.id, managerInvitations.companyId))
    .where(
      and(
        eq(managerInvitations.tokenHash, sha256(token)),
        isNull(managerInvitations.acceptedAt),
        gt(managerInvitations.expiresAt, ctx.now()),
      ),
    );
  if (!row) throw notFound(INVITATION_GONE);
  return row;
}

/** GET manager-signup/{token}: what the invitee sees before accepting. */
export async function readInvitation(ctx: AppContext, token: string) {
  const { invitation, companyName } = await pendingInvitation(ctx, ctx.db, token);
  return {
    companyName,
    email: invitation.email,
    cellPhone: invitation.cellPhone,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * POST manager-signup/{token}: creates the invitee as 관리자 with the invited authority flags and
 * their password, and uses up the invitation, in one transaction (a token works once).
 */
export async function acceptInvitation(ctx: AppContext, token: string, body: ManagerSignupBody) {
  // Argon2 takes tens of milliseconds: hash before taking the company lock.
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    const { invitation } = await pendingInvitation(ctx, tx, token);
    await lockCompany(tx, invitation.companyId);
    const [used] = await tx
      .update(managerInvitations)
      .set({ acceptedAt: ctx.now() })
      .where(and(eq(managerInvitations.id, invitation.id), isNull(managerInvitations.acceptedAt)))
      .returning({ id: managerInvitations.id });
    if (!used) throw notFound(INVITATION_GONE);
    const [emailTaken] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.email, invitation.email));
    if (emailTaken) throw conflict(ALREADY_MEMBER);
    const [phoneTaken] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(
        and(eq(companyMembers.companyId, invitation.companyId), eq(companyMembers.cellPhone, body.cellPhone)),
      );
    if (phoneTaken) throw conflict(DUPLICATE_CELL_PHONE, { cellPhone: DUPLICATE_CELL_PHONE });
    try {
      await tx.insert(companyMembers).values({
        companyId: invitation.companyId,
        name: body.name,
        email: invitation.email,
        cellPhone: body.cellPhone,
        passwordHash,
        companyMemberRole: '관리자',
        hasMasterAuthority: invitation.hasMasterAuthority,
        hasAdminAuthority: invitation.hasAdminAuthority,
        hasBuyRequestAuthority: invitation.hasBuyRequestAuthority,
        hasCategoryItemAuthority: invitation.hasCategoryItemAuthority,
        hasManagerAuthority: invitation.hasManagerAuthority,
      });
    } catch (error) {
      throw memberConflictFrom(error) ?? error;
    }
  });
  return { ok: true as const };
}
