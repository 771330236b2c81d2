import type { AuthProvider, UserIdentity } from 'ra-core';
import { nextSeoulMidnight } from '../lib/seoulTime';
import type { LoginResponse } from '../schemas/auth';
import type { CompanyMemberInfoResponse } from '../schemas/companyMember';
import type { ApiFetch, AuthHeaders } from '../dataProviders/httpClient';
import { ApiError } from '../dataProviders/httpClient';
import { createAuthApi } from './authApi';
import type { PasswordCodeResponse, PasswordResetBody } from './authApi';
import type { KeptLogin, PortalAuth } from './authStorage';
import {
  authFromLogin,
  clearAuthCookie,
  clearStoredAuth,
  readAuthCookie,
  readAuthHeaders,
  readKeptLogin,
  writeAuthCookie,
  writeKeptLogin,
} from './authStorage';
import { LOGIN_PATH, afterLoginPath, loginRedirectUrl } from './guard';
import type { ClientMember } from './memberRules';
import { toClientMember } from './memberRules';
import { canAccessResource } from './permissions';

export interface LoginParams {
  email: string;
  password: string;
  keepLoginYN?: 'Y' | 'N';
  /** The page asked for before login (?origin=); used only when it is a same-origin admin page. */
  origin?: string | null;
}

export interface PortalIdentity extends UserIdentity {
  id: string;
  fullName: string;
  member: ClientMember;
  useBirthV2: boolean;
  isOrderBillIssueAlert: boolean;
}

export interface PortalAuthProvider extends AuthProvider {
  login: (params: LoginParams) => Promise<{ redirectTo: string }>;
  getIdentity: () => Promise<PortalIdentity>;
  /** The member, or null for a visitor (react-admin asks even on the login page). */
  getPermissions: () => Promise<ClientMember | null>;
  canAccess: (params: { resource: string; action?: string }) => Promise<boolean>;
  /** The live session (cookie, else keep-login auto-login), or null: the first call restores it. */
  getSession: () => Promise<PortalAuth | null>;
  getAuthHeaders: () => AuthHeaders | null;
  sendPasswordCode: (email: string) => Promise<PasswordCodeResponse>;
  resetPassword: (body: PasswordResetBody) => Promise<void>;
}

/** What checkAuth/checkError reject with: react-admin reads redirectTo, and message false means "no toast". */
export class AuthRedirect {
  constructor(
    readonly redirectTo: string,
    readonly message: string | false = false,
  ) {}
}

export interface PortalAuthProviderOptions {
  apiFetch: ApiFetch;
  getLocation?: () => Pick<Location, 'pathname' | 'search' | 'origin'>;
  log?: (message: string, error: unknown) => void;
}

/** 401s arriving this soon after a renewal belong to calls sent before it: no second renewal. */
const RENEWAL_GRACE_MS = 10_000;

type MemberInfo = Omit<CompanyMemberInfoResponse, 'companyMember'> & { companyMember: ClientMember };

/** The portal session model of spec 1 §4 ("Login storage", "Navigation guard", "Member info load"). */
export function createPortalAuthProvider({
  apiFetch,
  getLocation = () => window.location,
  log = (message, error) => console.error(message, error),
}: PortalAuthProviderOptions): PortalAuthProvider {
  const api = createAuthApi(apiFetch);
  let restoring: Promise<PortalAuth | null> | null = null;
  let renewedAt = Number.NEGATIVE_INFINITY;
  let memberCache: { key: string; promise: Promise<MemberInfo>; settled: boolean } | null = null;

  function store(answer: LoginResponse, keep: boolean): PortalAuth {
    const auth = authFromLogin(answer, nextSeoulMidnight(new Date()));
    writeAuthCookie(auth);
    if (keep && answer.sessionId) writeKeptLogin({ ...auth, sessionId: answer.sessionId });
    return auth;
  }

  function reset() {
    clearStoredAuth();
    memberCache = null;
  }

  async function autoLogin(kept: KeptLogin): Promise<PortalAuth | null> {
    try {
      const auth = store(await api.autoLogin(kept.sessionId), true);
      renewedAt = Date.now();
      return auth;
    } catch (error) {
      // Two tabs may trade the same sessionId at once; the loser finds the winner's session stored.
      if (readKeptLogin()?.sessionId !== kept.sessionId) {
        const shared = readAuthCookie();
        if (shared) return shared;
      }
      log('자동 로그인에 실패했습니다.', error);
      // Offline is not a refusal: keep the keep-login for the next try.
      if (!(error instanceof ApiError && error.status === 0)) reset();
      return null;
    }
  }

  function getSession(): Promise<PortalAuth | null> {
    const cookie = readAuthCookie();
    if (cookie) return Promise.resolve(cookie);
    restoring ??= (async () => {
      const kept = readKeptLogin();
      if (kept) return autoLogin(kept);
      reset();
      return null;
    })().finally(() => {
      restoring = null;
    });
    return restoring;
  }

  /** The member of the live session; `fresh` refetches unless a load is already on its way. */
  async function loadMember(fresh: boolean): Promise<MemberInfo> {
    const auth = await getSession();
    if (!auth) throw new ApiError(401, null, '로그인이 필요합니다.');
    const key = `${auth.companyMemberEncrypted}:${auth.clientId}`;
    const cached = memberCache?.key === key ? memberCache : null;
    if (cached && (!fresh || !cached.settled)) return cached.promise;
    const promise = api
      .memberInfo()
      .then((info) => ({ ...info, companyMember: toClientMember(info.companyMember) }));
    const entry = { key, promise, settled: false };
    memberCache = entry;
    promise.then(
      () => {
        entry.settled = true;
      },
      (error: unknown) => {
        log('회원 정보를 불러오지 못했습니다.', error);
        if (memberCache === entry) memberCache = null;
      },
    );
    return promise;
  }

  return {
    async login({ email, password, keepLoginYN = 'N', origin }) {
      reset();
      const keep = keepLoginYN === 'Y';
      try {
        store(await api.login({ email, password, keepLoginYN: keep ? 'Y' : 'N' }), keep);
      } catch (error) {
        log('로그인에 실패했습니다.', error);
        throw error;
      }
      return { redirectTo: afterLoginPath(origin, getLocation().origin) };
    },

    async logout() {
      const wasLoggedIn = readAuthCookie() !== null;
      if (wasLoggedIn)
        await api.logout().catch((error: unknown) => log('로그아웃 요청에 실패했습니다.', error));
      reset();
      // A member who chose to log out starts clean; a visitor turned away keeps where they were going.
      return wasLoggedIn ? LOGIN_PATH : loginRedirectUrl(getLocation());
    },

    async checkAuth() {
      if (await getSession()) return;
      throw new AuthRedirect(loginRedirectUrl(getLocation()));
    },

    async checkError(error: unknown) {
      // 403 and everything else: stay logged in; the page shows the error itself.
      if (statusOf(error) !== 401) return;
      // The server ended the day before the browser clock did: a keep-login member trades the sessionId
      // once for a new session (several 401s of one burst share that renewal) and stays.
      if (readKeptLogin()) {
        if (Date.now() - renewedAt > RENEWAL_GRACE_MS) clearAuthCookie();
        if (await getSession()) return;
      }
      throw new AuthRedirect(
        loginRedirectUrl(getLocation()),
        '로그인이 만료되었습니다. 다시 로그인해주세요.',
      );
    },

    async getIdentity() {
      const info = await loadMember(true);
      const { companyMember } = info;
      return {
        id: companyMember.companyMemberEncrypted,
        fullName: companyMember.name,
        member: companyMember,
        useBirthV2: info.useBirthV2,
        isOrderBillIssueAlert: info.isOrderBillIssueAlert,
      };
    },

    async getPermissions() {
      // Rejecting here for a visitor would make react-admin log out again, in a loop, on the login page.
      if (!(await getSession())) return null;
      return (await loadMember(false)).companyMember;
    },

    async canAccess({ resource }) {
      const member = await loadMember(false).then(
        (info) => info.companyMember,
        () => null,
      );
      return member ? canAccessResource(member, resource) : false;
    },

    getSession,
    getAuthHeaders: readAuthHeaders,
    sendPasswordCode: (email) => api.sendPasswordCode(email),
    resetPassword: (body) => api.resetPassword(body),
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
