import { and, eq, lt, isNull, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import { authLimits } from '../../db/schema';
import { AppError } from '../../errors';
import { sha256 } from '../secrets';

const MINUTE_MS = 60_000;

/**
 * A limit per account that holds whatever address the caller uses, and across processes and
 * restarts (the counts live in the database). At most `max` attempts in `windowMs`; once reached,
 * the account is refused until the later of the window's end and `lockMs` from the last attempt.
 */
export interface AccountLimit {
  scope: string;
  max: number;
  windowMs: number;
  lockMs: number;
  /** The Korean refusal, given the whole minutes left. */
  message: (minutes: number) => string;
}

const loginRefusal = (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후에 다시 시도해주세요.`;

/** Member login: 10 failures in 15 minutes lock the account's login for 15 minutes. */
export const LOGIN_LIMIT: AccountLimit = {
  scope: 'login',
  max: 10,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
  message: loginRefusal,
};

/** Provider console login: the same rule, counted apart. */
export const PROVIDER_LOGIN_LIMIT: AccountLimit = { ...LOGIN_LIMIT, scope: 'provider-login' };

/** Find-password codes: 5 messages an hour per e-mail. */
export const PASSWORD_CODE_LIMIT: AccountLimit = {
  scope: 'password-code',
  max: 5,
  windowMs: 60 * MINUTE_MS,
  lockMs: 0,
  message: (minutes) => `인증번호 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해주세요.`,
};

/** A 429 with the time to wait; `retryAfterSeconds` is there for a Retry-After header. */
export class TooManyAttemptsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', message);
  }
}

/**
 * The account key as stored: a hash of the lower-cased e-mail. Unknown e-mails are counted like a
 * member's, so being refused tells nobody whether the address belongs to someone.
 */
export const accountSubject = (email: string) => sha256(email.trim().toLowerCase());

const iso = (date: Date) => date.toISOString();

function refuse(limit: AccountLimit, lockedUntil: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  throw new TooManyAttemptsError(limit.message(Math.ceil(seconds / 60)), seconds);
}

/** Locks the account once its count has reached the limit; returns when the lock ends, if locked. */
async function lockIfReached(ctx: AppContext, limit: AccountLimit, subject: string, now: Date) {
  const lockEnd = new Date(now.getTime() + limit.lockMs);
  const [row] = await ctx.db
    .update(authLimits)
    .set({
      lockedUntil: sql`greatest(${authLimits.windowStart} + ${`${limit.windowMs} milliseconds`}::interval, ${iso(lockEnd)}::timestamptz)`,
    })
    .where(
      and(
        eq(authLimits.scope, limit.scope),
        eq(authLimits.subject, subject),
        sql`${authLimits.attempts} >= ${limit.max}`,
        or(isNull(authLimits.lockedUntil), lt(authLimits.lockedUntil, now)),
      ),
    )
    .returning({ lockedUntil: authLimits.lockedUntil });
  return row?.lockedUntil ?? null;
}

/**
 * Counts one attempt before it is checked, so attempts in flight count too: a hundred guesses sent
 * at once cannot all slip in before the first failure is written. Throws the 429 when the account
 * is locked or this attempt is one too many.
 */
export async function beginAttempt(ctx: AppContext, limit: AccountLimit, subject: string): Promise<void> {
  const now = ctx.now();
  const at = iso(now);
  const windowFloor = iso(new Date(now.getTime() - limit.windowMs));
  // The existing row, in the conflict branch, is "auth_limits"; an active lock leaves it as it is,
  // a finished window or a finished lock starts counting again from this attempt.
  const locked = sql`"auth_limits"."locked_until" > ${at}::timestamptz`;
  const fresh = sql`("auth_limits"."window_start" <= ${windowFloor}::timestamptz or "auth_limits"."locked_until" is not null)`;
  const [row] = await ctx.db
    .insert(authLimits)
    .values({ scope: limit.scope, subject, windowStart: now, attempts: 1, lockedUntil: null })
    .onConflictDoUpdate({
      target: [authLimits.scope, authLimits.subject],
      set: {
        windowStart: sql`case when ${locked} then "auth_limits"."window_start" when ${fresh} then ${at}::timestamptz else "auth_limits"."window_start" end`,
        attempts: sql`case when ${locked} then "auth_limits"."attempts" when ${fresh} then 1 else "auth_limits"."attempts" + 1 end`,
        lockedUntil: sql`case when ${locked} then "auth_limits"."locked_until" else null end`,
      },
    })
    .returning({ attempts: authLimits.attempts, lockedUntil: authLimits.lockedUntil });
  if (randomInt(100) === 0) await pruneOldCounts(ctx, now);
  if (row?.lockedUntil && row.lockedUntil > now) refuse(limit, row.lockedUntil, now);
  if (row && row.attempts > limit.max) {
    const lockedUntil = await lockIfReached(ctx, limit, subject, now);
    refuse(limit, lockedUntil ?? new Date(now.getTime() + limit.windowMs), now);
  }
}

/** A failed attempt (wrong password): at the limit, the account is locked from now on. */
export async function recordFailure(ctx: AppContext, limit: AccountLimit, subject: string): Promise<void> {
  await lockIfReached(ctx, limit, subject, ctx.now());
}

/** A successful attempt clears the account's count (and a lock, after a password reset). */
export async function clearAttempts(ctx: AppContext, limit: AccountLimit, subject: string): Promise<void> {
  await ctx.db
    .delete(authLimits)
    .where(and(eq(authLimits.scope, limit.scope), eq(authLimits.subject, subject)));
}

/** Counts older than a day and not locked are dead weight; about one call in a hundred drops them. */
async function pruneOldCounts(ctx: AppContext, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE_MS);
  await ctx.db
    .delete(authLimits)
    .where(
      and(
        lt(authLimits.windowStart, dayAgo),
        or(isNull(authLimits.lockedUntil), lt(authLimits.lockedUntil, now)),
      ),
    );
}
