import type { AuthProvider } from 'ra-core';
import type { ApiFetch, ProviderAuthHeaders } from '../dataProviders/httpClient';
import { providerLoginResponse, type ProviderLoginResponse } from '../schemas/provider';

/** Where the provider console keeps its session: this browser tab's storage, ending at Seoul midnight. */
const STORAGE_KEY = 'portal.provider';

/** The stored session, kept only while it has the right shape and has not expired. */
function readSession(storage: Storage = window.sessionStorage): ProviderLoginResponse | null {
  let session: ProviderLoginResponse | null = null;
  try {
    const parsed = providerLoginResponse.safeParse(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null'));
    session = parsed.success ? parsed.data : null;
  } catch {
    session = null;
  }
  if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return null;
  return session;
}

/** The provider headers while logged in, null otherwise. */
export function providerAuthHeaders(): ProviderAuthHeaders | null {
  const session = readSession();
  return session
    ? { provider_client_id: session.clientId, provider_client_secret: session.clientSecret }
    : null;
}

/**
 * The provider console's authProvider: a login of the portal's own operators, separate from the
 * members' session model (its own call, headers and storage).
 */
export function createProviderAuthProvider({ apiFetch }: { apiFetch: ApiFetch }): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      window.sessionStorage.removeItem(STORAGE_KEY);
      const session = await apiFetch<ProviderLoginResponse>('/provider/v1/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    },
    async logout() {
      if (readSession())
        await apiFetch('/provider/v1/auth/logout', { method: 'POST' }).catch(() => undefined);
      window.sessionStorage.removeItem(STORAGE_KEY);
    },
    async checkAuth() {
      if (!readSession()) throw new Error('운영자 로그인이 필요합니다.');
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        window.sessionStorage.removeItem(STORAGE_KEY);
        throw new Error('운영자 로그인이 필요합니다.');
      }
    },
    async getIdentity() {
      const session = readSession();
      if (!session) throw new Error('운영자 로그인이 필요합니다.');
      return { id: session.clientId, fullName: session.providerName };
    },
    async getPermissions() {
      return readSession() ? 'provider' : null;
    },
  };
}
