import { and, eq, gt } from 'drizzle-orm';
import { nextSeoulMidnight } from '../../../lib/seoulTime';
import type { WmsLoginBody, WmsLoginResponse } from '../../../schemas/wms';
import type { AppContext, WarehouseAuth } from '../../context';
import { companies, wmsAccounts, wmsSessions } from '../../db/schema';
import { AppError } from '../../errors';
import { LOGIN_FAILED_MESSAGE } from '../passwords';
import { dummyPasswordHash, randomToken, sameHash, sha256, verifyPassword } from '../secrets';
import {
  LOGIN_LIMIT,
  accountSubject,
  beginAttempt,
  clearAttempts,
  recordFailure,
  type AccountLimit,
} from '../security/accountLimits';

/** Warehouse logins: the member login's rule (10 failures in 15 minutes), counted apart. */
export const WMS_LOGIN_LIMIT: AccountLimit = { ...LOGIN_LIMIT, scope: 'wms-login' };

/**
 * A warehouse worker logs in like a member: the same failure answer and timing for an unknown
 * e-mail and a wrong password, the same per-account limit, credentials until Seoul midnight (a
 * shift ends by then). A company that stopped using the warehouse app cannot log in.
 */
export async function wmsLogin(ctx: AppContext, body: WmsLoginBody): Promise<WmsLoginResponse> {
  const subject = accountSubject(body.email);
  await beginAttempt(ctx, WMS_LOGIN_LIMIT, subject);
  const account = await ctx.db
    .select({ account: wmsAccounts, wmsUse: companies.wmsUse })
    .from(wmsAccounts)
    .innerJoin(companies, eq(companies.id, wmsAccounts.companyId))
    .where(eq(wmsAccounts.email, body.email.trim().toLowerCase()))
    .then((rows) => rows[0]);
  const ok = await verifyPassword(
    account?.account.passwordHash ?? (await dummyPasswordHash()),
    body.password,
  );
  if (!account || !ok || !account.wmsUse) {
    await recordFailure(ctx, WMS_LOGIN_LIMIT, subject);
    throw new AppError(401, 'LOGIN_FAILED', LOGIN_FAILED_MESSAGE);
  }
  await clearAttempts(ctx, WMS_LOGIN_LIMIT, subject);
  const { id, companyId, name, cellPhone, email } = account.account;
  const clientId = `w_${randomToken(16)}`;
  const clientSecret = randomToken();
  await ctx.db.insert(wmsSessions).values({
    companyId,
    accountId: id,
    clientId,
    clientSecretHash: sha256(clientSecret),
    expiresAt: nextSeoulMidnight(ctx.now()),
  });
  return {
    accountEncrypted: ctx.ids.encode('wmsAccount', id),
    accountName: name,
    cellPhone,
    clientId,
    clientSecret,
    email,
  };
}

/** The warehouse session of the two warehouse headers, or null (also when wmsUse was turned off). */
export async function authenticateWarehouse(
  ctx: AppContext,
  clientId: string | undefined,
  clientSecret: string | undefined,
): Promise<WarehouseAuth | null> {
  // Issued client ids are base64url text; anything else never reaches the query.
  if (!clientId || !clientSecret || !/^[\w-]{1,100}$/.test(clientId) || clientSecret.length > 200)
    return null;
  const row = await ctx.db
    .select({ session: wmsSessions, accountName: wmsAccounts.name })
    .from(wmsSessions)
    .innerJoin(wmsAccounts, eq(wmsAccounts.id, wmsSessions.accountId))
    .innerJoin(companies, and(eq(companies.id, wmsSessions.companyId), eq(companies.wmsUse, true)))
    .where(and(eq(wmsSessions.clientId, clientId), gt(wmsSessions.expiresAt, ctx.now())))
    .then((rows) => rows[0]);
  if (!row || !sameHash(row.session.clientSecretHash, sha256(clientSecret))) return null;
  return {
    sessionId: row.session.id,
    accountId: row.session.accountId,
    companyId: row.session.companyId,
    accountName: row.accountName,
  };
}

export async function wmsLogout(ctx: AppContext, sessionId: number) {
  await ctx.db.delete(wmsSessions).where(eq(wmsSessions.id, sessionId));
}
