import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companyMembers } from '../db/schema';
import { AppError, badRequest, unauthorized } from '../errors';
import {
  LOGIN_LIMIT,
  accountSubject,
  beginAttempt,
  clearAttempts,
  recordFailure,
} from './security/accountLimits';
import { dummyPasswordHash, hashPassword, verifyPassword } from './secrets';
import { openSession, closeOtherSessions } from './sessions';
import { assertCompanyApproved } from './signup/signup';
import type { LoginResponse } from '../../schemas/auth';

export { resetPassword, sendPasswordCode } from './passwordCodes';

export const LOGIN_FAILED_MESSAGE = '이메일 또는 비밀번호가 일치하지 않습니다.';

/**
 * Checks e-mail and password; a wrong e-mail and a wrong password fail alike, in the same time.
 * Failures count per account (LOGIN_LIMIT): past the limit every attempt is refused with a 429,
 * the right password too, before it is checked, so the refusal says nothing about the password.
 */
export async function login(
  ctx: AppContext,
  body: { email: string; password: string; keepLoginYN: 'Y' | 'N' },
): Promise<LoginResponse> {
  const subject = accountSubject(body.email);
  await beginAttempt(ctx, LOGIN_LIMIT, subject);
  const member = await ctx.db
    .select({ id: companyMembers.id, passwordHash: companyMembers.passwordHash })
    .from(companyMembers)
    .where(eq(companyMembers.email, body.email.trim().toLowerCase()))
    .then((rows) => rows[0]);
  const ok = await verifyPassword(member?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!member?.passwordHash || !ok) {
    await recordFailure(ctx, LOGIN_LIMIT, subject);
    throw new AppError(401, 'LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
  }
  await clearAttempts(ctx, LOGIN_LIMIT, subject);
  await assertCompanyApproved(ctx.db, member.id);
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
