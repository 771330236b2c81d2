import { authHeadersOf } from '../../authProvider/authStorage';
import { portalAuth } from '../../customPages/admin/auth/portalAuth';
import { createDataProvider } from '../../dataProviders/dataProvider';
import { createHttpClient } from '../../dataProviders/httpClient';
import { apiPathsOf } from '../../resources/_generated';
import { ADMIN_RESOURCES } from './resources';

// Two clients on purpose. The auth calls read the cookie as it is: auto-login must not wait for the
// session it is creating. Every other call first asks for the live session, so a keep-login member
// whose day ended at midnight is renewed before the call instead of being logged out by a 401.
/** The portal session model (login, keep-login restore, guard, identity, canAccess): the auth pages' own. */
export const authProvider = portalAuth;

const apiHttp = createHttpClient({
  getAuthHeaders: async () => {
    const session = await authProvider.getSession();
    return session ? authHeadersOf(session) : null;
  },
});

/** ra-data-simple-rest over our client at the registered resources' paths, plus `apiFetch` for the non-CRUD calls. */
export const dataProvider = createDataProvider(apiHttp, apiPathsOf(ADMIN_RESOURCES));
