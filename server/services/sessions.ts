import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { perDatabase } from '../db/perDatabase';
import type { LoginResponse } from '../../schemas/auth';
import { isAdministrator } from '../../lib/memberRules';
import { nextSeoulMidnight } from '../../lib/seoulTime';
import type { AppContext, SessionAuth } from '../context';
import { companies, companyMembers, sessions } from '../db/schema';
import { unauthorized } from '../errors';
import { randomToken, sameHash, sha256 } from './secrets';
import type { Db } from '../db/client';
import { sessionCache } from './sessionCache';

export const KEEP_LOGIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuthHeaders {
  companyMemberEncrypted?: string;
  companyEncrypted?: string;
  clientId?: string;
  clientSecret?: string;
}

/**
 * Opens a session for a member. Client credentials last until the next Seoul midnight; with
 * keep-login a sessionId can also auto-login until `keepLoginUntil` (30 days from the first login).
 */
export async function openSession(
  ctx: AppContext,
  memberId: number,
  options: { keepLogin: boolean; keepLoginUntil?: Date },
): Promise<LoginResponse> {
  const now = ctx.now();
  const row = await ctx.db
    .select({ member: companyMembers, companyName: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.id, memberId))
    .then((rows) => rows[0]);
  if (!row) throw unauthorized();

  const clientId = `c_${randomToken(16)}`;
  const clientSecret = randomToken();
  const sessionId = options.keepLogin ? randomToken() : undefined;
  const expiresAt = nextSeoulMidnight(now);
  const keepLoginUntil = options.keepLogin
    ? (options.keepLoginUntil ?? new Date(now.getTime() + KEEP_LOGIN_DAYS * DAY_MS))
    : null;

  await ctx.db.insert(sessions).values({
    companyId: row.member.companyId,
    memberId,
    clientId,
    clientSecretHash: sha256(clientSecret),
    sessionIdHash: sessionId ? sha256(sessionId) : null,
    expiresAt,
    keepLoginUntil,
  });
  // Expired sessions of this member are dead weight; drop them while we are here.
  await ctx.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        lt(sessions.expiresAt, now),
        or(
          isNull(sessions.keepLoginUntil),
          lt(sessions.keepLoginUntil, now),
          lt(sessions.rotatedAt, new Date(now.getTime() - ROTATION_GRACE_MS)),
        ),
      ),
    );

  return {
    companyMemberEncrypted: ctx.ids.encode('member', memberId),
    companyEncrypted: ctx.ids.encode('company', row.member.companyId),
    companyMemberName: row.member.name,
    companyName: row.companyName,
    clientId,
    clientSecret,
    ...(sessionId ? { sessionId } : {}),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Runs on every authenticated request, so it is a prepared statement (one per database handle). */
const sessionQuery = perDatabase((db) =>
  db
    .select({
      session: sessions,
      role: companyMembers.companyMemberRole,
      hasMasterAuthority: companyMembers.hasMasterAuthority,
      hasAdminAuthority: companyMembers.hasAdminAuthority,
      hasBuyRequestAuthority: companyMembers.hasBuyRequestAuthority,
      hasCategoryItemAuthority: companyMembers.hasCategoryItemAuthority,
      hasManagerAuthority: companyMembers.hasManagerAuthority,
    })
    .from(sessions)
    .innerJoin(companyMembers, eq(companyMembers.id, sessions.memberId))
    .where(eq(sessions.clientId, sql.placeholder('clientId')))
    .prepare('session_by_client_id'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['execute']>>[number];

/** The session and its member's access: from memory when seen in the last seconds (sessionCache). */
async function sessionRow(db: Db, clientId: string): Promise<SessionRow | undefined> {
  const cached = sessionCache.get<SessionRow>(db, clientId);
  if (cached) return cached;
  const epoch = sessionCache.epoch();
  const [row] = await sessionQuery(db).execute({ clientId });
  if (row) sessionCache.put(db, clientId, row.session.memberId, row, epoch);
  return row;
}

/** Resolves the caller from the four auth headers, or null when any part is missing, wrong or expired. */
export async function authenticate(ctx: AppContext, headers: AuthHeaders): Promise<SessionAuth | null> {
  const { companyMemberEncrypted, companyEncrypted, clientId, clientSecret } = headers;
  if (!companyMemberEncrypted || !companyEncrypted || !clientId || !clientSecret) return null;
  // Issued client ids are base64url text; anything else (a NUL included) never reaches the query.
  if (!/^[\w-]{1,100}$/.test(clientId) || clientSecret.length > 200) return null;
  const memberId = ctx.ids.decode('member', companyMemberEncrypted);
  const companyId = ctx.ids.decode('company', companyEncrypted);
  if (memberId === null || companyId === null) return null;

  const row = await sessionRow(ctx.db, clientId);
  if (!row) return null;
  const { session } = row;
  if (session.memberId !== memberId || session.companyId !== companyId) return null;
  if (!sameHash(session.clientSecretHash, sha256(clientSecret))) return null;
  if (session.expiresAt.getTime() <= ctx.now().getTime()) return null;
  return {
    sessionRowId: session.id,
    memberId,
    companyId,
    isAdministrator: isAdministrator({
      companyMemberRole: row.role,
      hasMasterAuthority: row.hasMasterAuthority,
      hasAdminAuthority: row.hasAdminAuthority,
    }),
    hasMasterAuthority: row.hasMasterAuthority,
    hasAdminAuthority: row.hasAdminAuthority,
    authorities: {
      hasMasterAuthority: row.hasMasterAuthority,
      hasAdminAuthority: row.hasAdminAuthority,
      hasBuyRequestAuthority: row.hasBuyRequestAuthority,
      hasCategoryItemAuthority: row.hasCategoryItemAuthority,
      hasManagerAuthority: row.hasManagerAuthority,
    },
    expiresAt: session.expiresAt,
  };
}

/**
 * A replaced sessionId keeps working this long: a browser that sent auto-login and navigated away
 * before the answer arrived never stored the new id, and must not be logged out for it.
 */
export const ROTATION_GRACE_MS = 60_000;
const AUTO_LOGIN_EXPIRED = '자동 로그인 정보가 만료되었습니다. 다시 로그인해주세요.';

/**
 * Keep-login: trades a sessionId for a fresh session. The old session's credentials end at once and
 * its sessionId stops working after the grace period, so a leaked, already-used id soon becomes useless.
 */
export async function autoLogin(ctx: AppContext, sessionId: string): Promise<LoginResponse> {
  const now = ctx.now();
  const old = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.sessionIdHash, sha256(sessionId)),
        isNotNull(sessions.keepLoginUntil),
        gt(sessions.keepLoginUntil, now),
      ),
    )
    .then((rows) => rows[0]);
  if (!old?.keepLoginUntil) throw unauthorized(AUTO_LOGIN_EXPIRED);
  if (old.rotatedAt && now.getTime() - old.rotatedAt.getTime() > ROTATION_GRACE_MS) {
    await ctx.db.delete(sessions).where(eq(sessions.id, old.id));
    throw unauthorized(AUTO_LOGIN_EXPIRED);
  }
  if (!old.rotatedAt) {
    await ctx.db
      .update(sessions)
      .set({ rotatedAt: now, expiresAt: now })
      .where(and(eq(sessions.id, old.id), isNull(sessions.rotatedAt)));
    sessionCache.forgetClient(old.clientId);
  }
  return openSession(ctx, old.memberId, { keepLogin: true, keepLoginUntil: old.keepLoginUntil });
}

/**
 * Ends one session. The database triggers tell every process at commit; this process forgets it
 * at once (so do the other changes below).
 */
export async function closeSession(ctx: AppContext, sessionRowId: number): Promise<void> {
  const closed = await ctx.db
    .delete(sessions)
    .where(eq(sessions.id, sessionRowId))
    .returning({ clientId: sessions.clientId });
  for (const { clientId } of closed) sessionCache.forgetClient(clientId);
}

/** After a password change, every other session of the member ends. */
export async function closeOtherSessions(ctx: AppContext, memberId: number, keepSessionRowId: number | null) {
  await ctx.db
    .delete(sessions)
    .where(
      keepSessionRowId === null
        ? eq(sessions.memberId, memberId)
        : and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionRowId)),
    );
  sessionCache.forgetMember(memberId);
}
