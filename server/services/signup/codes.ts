import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import {
  SIGNUP_CODE_MAX_TRIES,
  SIGNUP_CODE_TTL_SECONDS,
  SIGNUP_MESSAGES,
  SIGNUP_VERIFIED_TTL_SECONDS,
  type CodeAnswer,
} from '../../../schemas/signup';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companyMembers, signupCodes } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { sameHash, sha256 } from '../secrets';
import { beginAttempt, type AccountLimit } from '../security/accountLimits';

export type CodeChannel = 'EMAIL' | 'SMS';

const HOUR_MS = 60 * 60 * 1000;
const tooMany = (minutes: number) => `인증번호 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해주세요.`;

/** Codes sent to one e-mail (the account): 5 an hour, whoever asks and from wherever. */
export const SIGNUP_MAIL_LIMIT: AccountLimit = {
  scope: 'signup-mail',
  max: 5,
  windowMs: HOUR_MS,
  lockMs: 0,
  message: tooMany,
};
/** Codes sent to one phone number: 5 an hour. */
export const SIGNUP_PHONE_LIMIT: AccountLimit = { ...SIGNUP_MAIL_LIMIT, scope: 'signup-phone' };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const codeHash = (channel: CodeChannel, target: string, code: string) =>
  sha256(`${channel}:${target}:${code}`);
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const SENT: Record<CodeChannel, string> = {
  EMAIL: '입력하신 이메일로 인증번호를 보냈습니다. 3분 안에 입력해주세요.',
  SMS: '입력하신 휴대폰 번호로 인증번호를 보냈습니다. 3분 안에 입력해주세요.',
};
const VERIFIED: Record<CodeChannel, string> = {
  EMAIL: '이메일 인증이 완료되었습니다.',
  SMS: '휴대폰 인증이 완료되었습니다.',
};

/**
 * A new code for the target, replacing its earlier ones, and its message, in one transaction. An
 * e-mail that already belongs to a member gets a note instead of the code (and a code nobody
 * receives is stored), so the answer and what follows are the same for everyone: the call tells a
 * stranger nothing about who has an account.
 */
export async function sendSignupCode(
  ctx: AppContext,
  channel: CodeChannel,
  rawTarget: string,
): Promise<CodeAnswer> {
  const target = channel === 'EMAIL' ? normaliseEmail(rawTarget) : rawTarget;
  await beginAttempt(
    ctx,
    channel === 'EMAIL' ? SIGNUP_MAIL_LIMIT : SIGNUP_PHONE_LIMIT,
    sha256(`${channel}:${target}`),
  );
  const code = newCode();
  const registered =
    channel === 'EMAIL' &&
    (await ctx.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.email, target))
      .limit(1)
      .then((rows) => rows.length > 0));
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(signupCodes)
      .where(
        and(eq(signupCodes.channel, channel), eq(signupCodes.target, target), isNull(signupCodes.verifiedAt)),
      );
    await tx.insert(signupCodes).values({
      channel,
      target,
      codeHash: codeHash(channel, target, code),
      expiresAt: new Date(ctx.now().getTime() + SIGNUP_CODE_TTL_SECONDS * 1000),
    });
    await ctx.sender.send(
      channel === 'EMAIL'
        ? {
            companyId: null,
            channel: 'EMAIL',
            recipient: target,
            subject: registered ? '[포털24] 이미 가입된 이메일입니다' : '[포털24] 회원가입 이메일 인증번호',
            body: registered
              ? '[포털24] 이 이메일로 가입된 계정이 이미 있습니다. 로그인하거나 비밀번호 찾기를 이용해주세요.'
              : `[포털24] 회원가입 이메일 인증번호는 [${code}] 입니다. 3분 안에 입력해주세요.`,
            purpose: 'signup-mail-code',
          }
        : {
            companyId: null,
            channel: 'SMS',
            recipient: target,
            body: `[포털24] 회원가입 휴대폰 인증번호는 [${code}] 입니다. 3분 안에 입력해주세요.`,
            purpose: 'signup-phone-code',
          },
      tx,
    );
  });
  return { status: 'SENT', message: SENT[channel], expiresInSeconds: SIGNUP_CODE_TTL_SECONDS, token: null };
}

const codeError = (channel: CodeChannel, message: string) =>
  new AppError(400, 'SIGNUP_CODE', message, { [channel === 'EMAIL' ? 'emailCode' : 'phoneCode']: message });

/**
 * Checks a code. The try is taken atomically before the comparison (guesses sent at once cannot
 * share one count), and it stays taken: this runs outside any request transaction. A right code
 * gives a token for the final step and can never be checked again.
 */
export async function verifySignupCode(
  ctx: AppContext,
  channel: CodeChannel,
  rawTarget: string,
  code: string,
): Promise<CodeAnswer> {
  const target = channel === 'EMAIL' ? normaliseEmail(rawTarget) : rawTarget;
  const now = ctx.now();
  const latest = ctx.db
    .select({ id: signupCodes.id })
    .from(signupCodes)
    .where(and(eq(signupCodes.channel, channel), eq(signupCodes.target, target)))
    .orderBy(desc(signupCodes.id))
    .limit(1);
  const [row] = await ctx.db
    .update(signupCodes)
    .set({ attempts: sql`${signupCodes.attempts} + 1` })
    .where(and(eq(signupCodes.id, latest), isNull(signupCodes.verifiedAt)))
    .returning();
  if (!row) throw codeError(channel, SIGNUP_MESSAGES.codeMissing);
  if (row.expiresAt <= now) throw codeError(channel, SIGNUP_MESSAGES.codeExpired);
  if (row.attempts > SIGNUP_CODE_MAX_TRIES) throw codeError(channel, SIGNUP_MESSAGES.codeTooManyTries);
  if (!sameHash(row.codeHash, codeHash(channel, target, code)))
    throw codeError(channel, SIGNUP_MESSAGES.codeWrong(SIGNUP_CODE_MAX_TRIES - row.attempts));
  const token = randomBytes(24).toString('base64url');
  // Two right answers at once: only the first one to mark the code verified gets a token.
  const [verified] = await ctx.db
    .update(signupCodes)
    .set({ verifiedAt: now, tokenHash: sha256(token) })
    .where(and(eq(signupCodes.id, row.id), isNull(signupCodes.verifiedAt)))
    .returning({ id: signupCodes.id });
  if (!verified) throw codeError(channel, SIGNUP_MESSAGES.codeMissing);
  return {
    status: 'VERIFIED',
    message: VERIFIED[channel],
    expiresInSeconds: SIGNUP_VERIFIED_TTL_SECONDS,
    token,
  };
}

/**
 * Uses up a verification in the sign-up's transaction: the token must belong to this target and be
 * fresh. The row is deleted, so a token works once; if the sign-up fails the deletion rolls back
 * with everything else and the verification is still there for the corrected request.
 */
export async function consumeVerification(
  ctx: AppContext,
  tx: Db,
  channel: CodeChannel,
  rawTarget: string,
  token: string,
): Promise<void> {
  const target = channel === 'EMAIL' ? normaliseEmail(rawTarget) : rawTarget;
  const since = new Date(ctx.now().getTime() - SIGNUP_VERIFIED_TTL_SECONDS * 1000);
  const [used] = await tx
    .delete(signupCodes)
    .where(
      and(
        eq(signupCodes.channel, channel),
        eq(signupCodes.target, target),
        eq(signupCodes.tokenHash, sha256(token)),
        isNotNull(signupCodes.verifiedAt),
        gt(signupCodes.verifiedAt, since),
      ),
    )
    .returning({ id: signupCodes.id });
  if (used) return;
  const message =
    channel === 'EMAIL' ? SIGNUP_MESSAGES.emailVerificationGone : SIGNUP_MESSAGES.phoneVerificationGone;
  throw badRequest(message, { [channel === 'EMAIL' ? 'emailToken' : 'phoneToken']: message });
}
