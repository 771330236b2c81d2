import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../context';
import { companyMembers, passwordResetCodes } from '../db/schema';
import { AppError, badRequest, unauthorized } from '../errors';
import { dummyPasswordHash, hashPassword, sameHash, sha256, verifyPassword } from './secrets';
import { closeOtherSessions, openSession } from './sessions';
import type { LoginResponse } from '../../schemas/auth';

export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 일치하지 않습니다.';
const CODE_TTL_SECONDS = 5 * 60;
const CODE_MAX_ATTEMPTS = 5;

/** Checks e-mail and password; a wrong e-mail and a wrong password fail alike, in the same time. */
export async function login(
  ctx: AppContext,
  body: { email: string; password: string; keepLoginYN: 'Y' | 'N' },
): Promise<LoginResponse> {
  const member = await ctx.db
    .select({ id: companyMembers.id, passwordHash: companyMembers.passwordHash })
    .from(companyMembers)
    .where(eq(companyMembers.email, body.email.trim().toLowerCase()))
    .then((rows) => rows[0]);
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!member?.passwordHash || !ok) throw new AppError(401, 'LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
  return openSession(ctx, member.id, { keepLogin: body.keepLoginYN === 'Y' });
}

/** mypage password change: needs the current password, and ends the member's other sessions. */
export async function changePassword(
  ctx: AppContext,
  memberId: number,
  sessionRowId: number,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const member = await ctx.db
    .select({ passwordHash: companyMembers.passwordHash })
    .from(companyMembers)
    .where(eq(companyMembers.id, memberId))
    .then((rows) => rows[0]);
  if (!member) throw unauthorized();
  if (!member.passwordHash || !(await verifyPassword(member.passwordHash, body.currentPassword))) {
    throw badRequest('현재 비밀번호가 일치하지 않습니다.', {
      currentPassword: '현재 비밀번호가 일치하지 않습니다.',
    });
  }
  await ctx.db
    .update(companyMembers)
    .set({ passwordHash: await hashPassword(body.newPassword) })
    .where(eq(companyMembers.id, memberId));
  await closeOtherSessions(ctx, memberId, sessionRowId);
}

const maskPhone = (phone: string) => `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;

/**
 * findPassword step 1: a 6-digit code by message to the member's phone. An unknown e-mail gets the
 * same answer shape with a neutral mask, so the call cannot be used to probe who is a member.
 */
export async function sendPasswordCode(ctx: AppContext, email: string) {
  const member = await ctx.db
    .select()
    .from(companyMembers)
    .where(eq(companyMembers.email, email.trim().toLowerCase()))
    .then((rows) => rows[0]);
  if (!member?.cellPhone)
    return { sent: true as const, maskedPhone: '***-****-****', expiresInSeconds: CODE_TTL_SECONDS };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.memberId, member.id));
    await tx.insert(passwordResetCodes).values({
      memberId: member.id,
      codeHash: sha256(`${member.id}:${code}`),
      expiresAt: new Date(ctx.now().getTime() + CODE_TTL_SECONDS * 1000),
    });
    await ctx.sender.send(
      {
        companyId: member.companyId,
        channel: 'SMS',
        recipient: member.cellPhone ?? '',
        body: `[포털] 비밀번호 재설정 인증번호는 [${code}] 입니다. 5분 안에 입력해주세요.`,
        purpose: 'password-code',
      },
      tx,
    );
  });
  return {
    sent: true as const,
    maskedPhone: maskPhone(member.cellPhone),
    expiresInSeconds: CODE_TTL_SECONDS,
  };
}

const CODE_FAILED = '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아주세요.';

/** findPassword step 2: the code sets a new password and ends every session of the member. */
export async function resetPassword(
  ctx: AppContext,
  body: { email: string; code: string; newPassword: string },
) {
  const member = await ctx.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.email, body.email.trim().toLowerCase()))
    .then((rows) => rows[0]);
  if (!member) throw badRequest(CODE_FAILED, { code: CODE_FAILED });
  const pending = await ctx.db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.memberId, member.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .then((rows) => rows[0]);
  if (!pending || pending.attempts >= CODE_MAX_ATTEMPTS) throw badRequest(CODE_FAILED, { code: CODE_FAILED });
  if (!sameHash(pending.codeHash, sha256(`${member.id}:${body.code}`))) {
    await ctx.db
      .update(passwordResetCodes)
      .set({ attempts: pending.attempts + 1 })
      .where(eq(passwordResetCodes.id, pending.id));
    throw badRequest(CODE_FAILED, { code: CODE_FAILED });
  }
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: ctx.now() })
      .where(eq(passwordResetCodes.id, pending.id));
    await tx.update(companyMembers).set({ passwordHash }).where(eq(companyMembers.id, member.id));
  });
  await closeOtherSessions(ctx, member.id, null);
}
