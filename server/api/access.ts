import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthorityFlag } from '../../lib/memberRules';
import type { ServiceKey } from '../../schemas/services';
import type { AppContext } from '../context';
import { perDatabase } from '../db/perDatabase';
import { companyServices } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { sameSecret } from '../services/secrets';
import { WMS_LOGIN_REQUIRED } from '../../schemas/wms';

/**
 * Who may make a call. Every declared call names one; the route layer checks it before the body is
 * read, and the role x tenant matrix test derives each caller's expected answer from it.
 */
export type Access =
  /** Anyone, logged in or not. */
  | 'public'
  /** The web app's fixed public client pair (banner call), or a member session. */
  | 'publicClient'
  /** Any logged-in member of a company. */
  | 'member'
  /** An administrator of the company (lib/memberRules.ts isAdministrator). */
  | 'administrator'
  /** An administrator, or a member holding this authority flag. */
  | { authority: AuthorityFlag }
  /**
   * A member of a company that has this service in use (administrators only with `role`; with
   * `authority`, administrators and members holding that flag).
   */
  | { service: ServiceKey; role?: 'administrator'; authority?: AuthorityFlag }
  /** An operator of the portal itself (provider console headers). */
  | 'provider'
  /** A warehouse worker of a company with wmsUse (warehouse app headers, server/services/wms/auth.ts). */
  | 'warehouse';

export const NOT_ADMINISTRATOR = '관리자만 사용할 수 있는 기능입니다.';
export const NOT_AUTHORISED = '이 기능을 사용할 권한이 없습니다. 관리자에게 권한을 요청해주세요.';
export const SERVICE_NOT_IN_USE = '이 서비스를 이용 중인 회사만 사용할 수 있습니다.';
export const PROVIDER_LOGIN_REQUIRED = '운영자 로그인이 필요합니다.';
const PUBLIC_CLIENT_ONLY = '배너 조회 권한이 없습니다.';

/** A short Korean phrase of an access, for the OpenAPI summary. */
export function describeAccess(access: Access): string {
  if (access === 'public') return '공개';
  if (access === 'publicClient') return '공개 클라이언트 또는 로그인';
  if (access === 'member') return '로그인한 구성원';
  if (access === 'administrator') return '관리자';
  if (access === 'provider') return '운영자';
  if (access === 'warehouse') return '창고 작업자';
  if (!('service' in access)) return `관리자 또는 ${access.authority}`;
  const who = access.role ? '의 관리자' : access.authority ? `의 관리자 또는 ${access.authority}` : '';
  return `${access.service} 이용 회사${who}`;
}

const serviceInUse = perDatabase((db) =>
  db
    .select({ id: companyServices.id })
    .from(companyServices)
    .where(
      and(
        eq(companyServices.companyId, sql.placeholder('companyId')),
        eq(companyServices.service, sql.placeholder('service')),
        eq(companyServices.useYN, 'Y'),
        eq(companyServices.status, 'IN_USE'),
      ),
    )
    .limit(1)
    .prepare('service_in_use'),
);

/**
 * Checks a call's access for a request whose member session (`request.auth`) and provider session
 * (`request.providerAuth`) are already resolved. Throws 401 or 403 with a Korean message.
 */
export async function checkAccess(ctx: AppContext, access: Access, request: FastifyRequest): Promise<void> {
  if (access === 'public') return;
  if (access === 'provider') {
    if (!request.providerAuth) throw unauthorized(PROVIDER_LOGIN_REQUIRED);
    return;
  }
  if (access === 'warehouse') {
    if (!request.warehouseAuth) throw unauthorized(WMS_LOGIN_REQUIRED);
    return;
  }
  if (access === 'publicClient') {
    const { BANNER_CLIENT_ID, BANNER_CLIENT_SECRET } = ctx.settings;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const fixed =
      header('client_id') === BANNER_CLIENT_ID && sameSecret(header('client_secret'), BANNER_CLIENT_SECRET);
    if (!fixed && !request.auth) throw unauthorized(PUBLIC_CLIENT_ONLY);
    return;
  }
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (access === 'member') return;
  if (access === 'administrator') {
    if (!auth.isAdministrator) throw forbidden(NOT_ADMINISTRATOR);
    return;
  }
  if (!('service' in access)) {
    if (!auth.isAdministrator && !auth.authorities[access.authority]) throw forbidden(NOT_AUTHORISED);
    return;
  }
  if (access.role === 'administrator' && !auth.isAdministrator) throw forbidden(NOT_ADMINISTRATOR);
  if (access.authority && !auth.isAdministrator && !auth.authorities[access.authority])
    throw forbidden(NOT_AUTHORISED);
  const rows = await serviceInUse(ctx.db).execute({ companyId: auth.companyId, service: access.service });
  if (rows.length === 0) throw forbidden(SERVICE_NOT_IN_USE);
}
