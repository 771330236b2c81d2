import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthProvider } from 'ra-core';
import { readAuthHeaders } from '../../../authProvider/authStorage';
import { createPortalAuthProvider, type PortalAuthProvider } from '../../../authProvider/portalAuthProvider';
import { createHttpClient } from '../../../dataProviders/httpClient';

/**
 * The portal's session model for the auth pages, without the admin console: the login and
 * password pages load before anyone has logged in, so they take only this (and MUI), never
 * react-admin's context, the resource catalogue or the data provider. The console uses the same
 * instance (app/admin/providers.ts), so a login here is the console's session at once.
 *
 * The auth calls read the stored credentials as they are: auto-login must not wait for the
 * session it is creating.
 */
export const portalAuth: PortalAuthProvider = createPortalAuthProvider({
  apiFetch: createHttpClient({ getAuthHeaders: readAuthHeaders }).apiFetch,
});

/** What the auth pages call; component tests give a stand-in with the calls they use. */
const AuthPagesContext = createContext<PortalAuthProvider>(portalAuth);

export const AuthPagesAuthProvider = ({ value, children }: { value: AuthProvider; children: ReactNode }) => (
  <AuthPagesContext.Provider value={value as PortalAuthProvider}>{children}</AuthPagesContext.Provider>
);

export const usePortalAuth = () => useContext(AuthPagesContext);

/**
 * Whether the visitor has a session (the provider's checkAuth), checked on mount and again on
 * `refetch` (after a login). `isFetched` is false until the first answer.
 */
export function useSessionCheck() {
  const auth = usePortalAuth();
  const [state, setState] = useState({ isFetched: false, authenticated: false });
  const refetch = useCallback(async () => {
    let authenticated = false;
    try {
      await auth.checkAuth({});
      authenticated = true;
    } catch {
      authenticated = false;
    }
    setState({ isFetched: true, authenticated });
    return authenticated;
  }, [auth]);
  useEffect(() => {
    void refetch();
  }, [refetch]);
  return { ...state, refetch };
}
