import type { LoginResponse } from '../schemas/auth';
import type { AuthHeaders } from '../dataProviders/httpClient';

/** The auth cookie (spec 1 §3 "Auth"): the session of the day, gone at the next Seoul midnight. */
export const AUTH_COOKIE = 'portal_auth';
/** Keep-login ("로그인 상태 유지"): the auth fields plus the sessionId that buys the next day's session. */
export const KEEP_LOGIN_KEY = 'portal.keepLogin';

/** The five fields that make a member authenticated (spec 1 §3). */
export interface AuthFields {
  companyMemberEncrypted: string;
  companyEncrypted: string;
  /** The member's name when the server gave one, else the company name (spec 1 §3). */
  companyName: string;
  clientId: string;
  clientSecret: string;
}
/** What the browser holds for a logged-in member. */
export interface PortalAuth extends AuthFields {
  /** ISO instant after which the client credentials are dead. */
  expiresAt: string;
}
export interface KeptLogin extends PortalAuth {
  sessionId: string;
}

const REQUIRED = [
  'companyMemberEncrypted',
  'companyEncrypted',
  'companyName',
  'clientId',
  'clientSecret',
] as const;

/** Spec 1 §3: authenticated only when all five fields are present. */
export function isAuthenticated(
  auth: Partial<Record<keyof AuthFields, unknown>> | null | undefined,
): auth is AuthFields {
  return !!auth && REQUIRED.every((key) => typeof auth[key] === 'string' && auth[key] !== '');
}

/**
 * The stored fields of a login answer; the session ends at `expires`, the next Seoul midnight by the
 * browser clock (the server keeps its own expiry and answers 401 past it).
 */
export function authFromLogin(answer: LoginResponse, expires: Date): PortalAuth {
  return {
    companyMemberEncrypted: answer.companyMemberEncrypted,
    companyEncrypted: answer.companyEncrypted,
    companyName: answer.companyMemberName || answer.companyName,
    clientId: answer.clientId,
    clientSecret: answer.clientSecret,
    expiresAt: expires.toISOString(),
  };
}

export function authHeadersOf(auth: PortalAuth): AuthHeaders {
  return {
    company_member_encrypted: auth.companyMemberEncrypted,
    company_encrypted: auth.companyEncrypted,
    client_id: auth.clientId,
    client_secret: auth.clientSecret,
  };
}

export function writeAuthCookie(auth: PortalAuth): void {
  const value = encodeURIComponent(JSON.stringify({ status: 'OK', ...auth }));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE}=${value}; path=/; expires=${new Date(auth.expiresAt).toUTCString()}; SameSite=Strict${secure}`;
}

export function clearAuthCookie(): void {
  document.cookie = `${AUTH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}

/**
 * The cookie's session, or null when it is missing, malformed, not status OK, incomplete or past its
 * expiresAt by the browser clock (the browser keeps a cookie until its own midnight; the page may
 * stay open longer, so the clock check is what ends the day).
 */
export function readAuthCookie(now: number = Date.now()): PortalAuth | null {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${AUTH_COOKIE}=`))
    ?.slice(AUTH_COOKIE.length + 1);
  if (!raw) return null;
  const parsed = parseRecord(safeDecode(raw));
  if (!parsed || parsed.status !== 'OK' || !isAuthenticated(parsed)) return null;
  const expiresAt = typeof parsed.expiresAt === 'string' ? Date.parse(parsed.expiresAt) : Number.NaN;
  if (!(expiresAt > now)) return null;
  return pickAuth(parsed, new Date(expiresAt).toISOString());
}

export function readKeptLogin(): KeptLogin | null {
  const parsed = parseRecord(localStorage.getItem(KEEP_LOGIN_KEY));
  if (!parsed || typeof parsed.sessionId !== 'string' || !parsed.sessionId) return null;
  const expiresAt = typeof parsed.expiresAt === 'string' ? parsed.expiresAt : '';
  return isAuthenticated(parsed) ? { ...pickAuth(parsed, expiresAt), sessionId: parsed.sessionId } : null;
}

export function writeKeptLogin(kept: KeptLogin): void {
  localStorage.setItem(KEEP_LOGIN_KEY, JSON.stringify(kept));
}

/** Logout and "login resets all auth": nothing of the old session may survive. */
export function clearStoredAuth(): void {
  clearAuthCookie();
  localStorage.removeItem(KEEP_LOGIN_KEY);
}

/** The headers for the HTTP client: only while the cookie holds a live session. */
export function readAuthHeaders(): AuthHeaders | null {
  const auth = readAuthCookie();
  return auth ? authHeadersOf(auth) : null;
}

function pickAuth(source: AuthFields, expiresAt: string): PortalAuth {
  const { companyMemberEncrypted, companyEncrypted, companyName, clientId, clientSecret } = source;
  return { companyMemberEncrypted, companyEncrypted, companyName, clientId, clientSecret, expiresAt };
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function parseRecord(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
