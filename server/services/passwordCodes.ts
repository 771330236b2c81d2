import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PasswordCodeResponse } from '../../schemas/auth';
import type { AppContext } from '../context';
import { companyMembers, passwordResetCodes } from '../db/schema';
import { badRequest } from '../errors';
import { hashPassword, sameHash, sha256 } from './secrets';
import {
  LOGIN_LIMIT,
  PASSWORD_CODE_LIMIT,
  accountSubject,
  beginAttempt,
  clearAttempts,
} from './security/accountLimits';
import { closeOtherSessions } from './sessions';

/** A code works for 5 minutes (the find-password page counts them down) and for 5 tries. */
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * The one answer of the code call, for a member, a member without a phone and an unknown e-mail
 * alike: it names no phone digits, so it cannot tell who is a member.
 */
export const PASSWORD_CODE_SENT =
  '입력하신 이메일로 가입된 계정이 있으면 등록된 휴대폰 번호로 인증번호를 보냈습니다.';

/**
 * Every answer of the code call takes at least this long. Sending writes a code and a message; an
 * unknown e-mail writes nothing; the floor hides the difference (the writes take a few tens of
 * milliseconds, well under it).
 */
export const PASSWORD_CODE_MIN_MS = 400;

const normalise = (email: string) => email.trim().toLowerCase();
const codeHash = (memberId: number, code: string) => sha256(`${memberId}:${code}`);

/**
 * findPassword step 1: a 6-digit code by message to the member's phone. Counted per e-mail
 * (PASSWORD_CODE_LIMIT, known or not), answered alike and in the same time for everyone.
 */
export async function sendPasswordCode(ctx: AppContext, email: string): Promise<PasswordCodeResponse> {
  const started = performance.now();
  await beginAttempt(ctx, PASSWORD_CODE_LIMIT, accountSubject(email));
  try {
    await issueCode(ctx, email);
  } finally {
    const left = PASSWORD_CODE_MIN_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  return { sent: true, message: PASSWORD_CODE_SENT, expiresInSeconds: CODE_TTL_SECONDS };
}

/** A new code replaces the member's earlier ones (and their tries), and goes out by SMS. */
async function issueCode(ctx: AppContext, email: string): Promise<void> {
  const member = await ctx.db
    .select({
      id: companyMembers.id,
      companyId: companyMembers.companyId,
      cellPhone: companyMembers.cellPhone,
    })
    .from(companyMembers)
    .where(eq(companyMembers.email, normalise(email)))
    .then((rows) => rows[0]);
  const phone = member?.cellPhone;
  if (!member || !phone) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.memberId, member.id));
    await tx.insert(passwordResetCodes).values({
      memberId: member.id,
      codeHash: codeHash(member.id, code),
      expiresAt: new Date(ctx.now().getTime() + CODE_TTL_SECONDS * 1000),
    });
    await ctx.sender.send(
      {
        companyId: member.companyId,
        channel: 'SMS',
        recipient: phone,
        body: `[포털] 비밀번호 재설정 인증번호는 [${code}] 입니다. 5분 안에 입력해주세요.`,
        purpose: 'password-code',
      },
      tx,
    );
  });
}

export const CODE_FAILED = '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아주세요.';
const codeFailed = () => badRequest(CODE_FAILED, { code: CODE_FAILED });

/**
 * Takes one try of the member's current code, atomically: the increment happens before the code is
 * compared and only while tries are left, so guesses sent at once cannot share one count. Returns
 * the code's row, or null when there is no live code or its tries are used up.
 */
async function takeTry(ctx: AppContext, memberId: number) {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(
          passwordResetCodes.id,
          ctx.db
            .select({ id: passwordResetCodes.id })
            .from(passwordResetCodes)
            .where(eq(passwordResetCodes.memberId, memberId))
            .orderBy(desc(passwordResetCodes.id))
            .limit(1),
        ),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  return row ?? null;
}

/**
 * findPassword step 2: the code sets a new password and ends every session of the member. A code
 * dies after CODE_MAX_ATTEMPTS tries or CODE_TTL_SECONDS, whichever comes first; then only a new
 * code helps. Success also lifts a login lock on the account.
 */
export async function resetPassword(
  ctx: AppContext,
  body: { email: string; code: string; newPassword: string },
): Promise<void> {
  const member = await ctx.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.email, normalise(body.email)))
    .then((rows) => rows[0]);
  // An unknown e-mail takes the same statements (on an id no row has) and fails alike.
  const pending = await takeTry(ctx, member?.id ?? 0);
  if (!member || !pending) throw codeFailed();
  if (!sameHash(pending.codeHash, codeHash(member.id, body.code))) throw codeFailed();
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    // Two right answers at once: only the first one to mark the code used sets the password.
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: ctx.now() })
      .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (!used) throw codeFailed();
    await tx.update(companyMembers).set({ passwordHash }).where(eq(companyMembers.id, member.id));
  });
  await closeOtherSessions(ctx, member.id, null);
  await clearAttempts(ctx, LOGIN_LIMIT, accountSubject(body.email));
}
