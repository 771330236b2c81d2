import { and, eq, gt } from 'drizzle-orm';
import { nextSeoulMidnight } from '../../lib/seoulTime';
import type { ProviderLoginResponse } from '../../schemas/provider';
import type { AppContext } from '../context';
import { providerAccounts, providerSessions } from '../db/schema';
import { AppError } from '../errors';
import { LOGIN_FAILED_MESSAGE } from './passwords';
import { dummyPasswordHash, randomToken, sameHash, sha256, verifyPassword } from './secrets';
import {
  PROVIDER_LOGIN_LIMIT,
  accountSubject,
  beginAttempt,
  clearAttempts,
  recordFailure,
} from './security/accountLimits';

/**
 * Provider operators log in like members: same failure answer and timing, the same per-account
 * limit on failures (counted apart from member logins), credentials until Seoul midnight.
 */
export async function providerLogin(
  ctx: AppContext,
  body: { email: string; password: string },
): Promise<ProviderLoginResponse> {
  const subject = accountSubject(body.email);
  await beginAttempt(ctx, PROVIDER_LOGIN_LIMIT, subject);
  const account = await ctx.db
    .select()
    .from(providerAccounts)
    .where(eq(providerAccounts.email, body.email.trim().toLowerCase()))
    .then((rows) => rows[0]);
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!account || !ok) {
    await recordFailure(ctx, PROVIDER_LOGIN_LIMIT, subject);
    throw new AppError(401, 'LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
  }
  await clearAttempts(ctx, PROVIDER_LOGIN_LIMIT, subject);
  const clientId = `p_${randomToken(16)}`;
  const clientSecret = randomToken();
  const expiresAt = nextSeoulMidnight(ctx.now());
  await ctx.db
    .insert(providerSessions)
    .values({ providerId: account.id, clientId, clientSecretHash: sha256(clientSecret), expiresAt });
  return { providerName: account.name, clientId, clientSecret, expiresAt: expiresAt.toISOString() };
}

/** The provider session of the two provider headers, or null. */
export async function authenticateProvider(
  ctx: AppContext,
  clientId: string | undefined,
  clientSecret: string | undefined,
) {
  // Issued client ids are base64url text; anything else (a NUL included) never reaches the query.
  if (!clientId || !clientSecret || !/^[\w-]{1,100}$/.test(clientId) || clientSecret.length > 200)
    return null;
  const session = await ctx.db
    .select()
    .from(providerSessions)
    .where(and(eq(providerSessions.clientId, clientId), gt(providerSessions.expiresAt, ctx.now())))
    .then((rows) => rows[0]);
  if (!session || !sameHash(session.clientSecretHash, sha256(clientSecret))) return null;
  return { sessionId: session.id, providerId: session.providerId };
}

export async function providerLogout(ctx: AppContext, sessionId: number) {
  await ctx.db.delete(providerSessions).where(eq(providerSessions.id, sessionId));
}
