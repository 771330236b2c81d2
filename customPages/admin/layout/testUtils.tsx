import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, testDataProvider, TestMemoryRouter } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import type { ClientMember } from '../../../authProvider/memberRules';
import type { ApiFetchOptions } from '../../../dataProviders/useApi';

/** An answer per "METHOD path" (or just "path" for GET); throw from it to fail the call. */
export type ApiRoutes = Record<string, (options?: ApiFetchOptions) => unknown>;

/** The agreed dataProvider `apiFetch`, answering from `routes`; unknown paths reject like a 404. */
export function fakeApiFetch(routes: ApiRoutes) {
  return async (path: string, options?: ApiFetchOptions): Promise<unknown> => {
    const method = options?.method ?? 'GET';
    const key = [`${method} ${path}`, method === 'GET' ? path : ''].find(
      (candidate) => candidate && candidate in routes,
    );
    if (!key) throw { status: 404, body: { message: '없음' }, message: '요청한 정보를 찾을 수 없습니다.' };
    return routes[key]?.(options);
  };
}

interface RenderOptions {
  member: ClientMember;
  routes?: ApiRoutes;
  path?: string;
  /** Totals of resource lists (menu counts); a list not named here is empty. */
  totals?: Record<string, number>;
}

/**
 * Renders `ui` as the admin renders it: react-admin contexts with the member as identity, a fresh store
 * and query cache, a memory router at `path` below the /pc/admin basename, and the toast area.
 */
export function renderInAdmin(
  ui: ReactElement,
  { member, routes = {}, path = '/pc/admin/home', totals = {} }: RenderOptions,
) {
  const apiFetch = fakeApiFetch(routes);
  const dataProvider = testDataProvider({
    apiFetch,
    getList: async (resource: string) => ({ data: [], total: totals[resource] ?? 0 }),
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: member.companyMemberEncrypted, fullName: member.name, member }),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let location = path;
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => (location = `${l.pathname}${l.search}`)}
    >
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        store={memoryStore()}
        queryClient={queryClient}
        basename="/pc/admin"
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, currentPath: () => location, queryClient };
}
