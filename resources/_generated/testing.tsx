import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, memoryStore } from 'react-admin';
import type { AuthProvider, RaRecord } from 'react-admin';
// TestMemoryRouter is built on react-router-dom; its Routes must come from the same module in node.
import { Route, Routes } from 'react-router-dom';
import type { GateMember } from '../../authProvider/permissions';
import { createDataProvider } from '../../dataProviders/dataProvider';
import type { ApiFetch, ApiFetchOptions, FetchJson, FetchJsonOptions } from '../../dataProviders/httpClient';
import { ApiError } from '../../dataProviders/httpClient';
import { withResourceAccess } from './access';
import { apiPathsOf } from './menu';
import type { GeneratedResource } from './defineResource';

/** A stand-in for `apiFetch` in tests (a vi.fn), answering with plain data. */
export type FakeApiFetch = (path: string, options?: ApiFetchOptions) => Promise<unknown>;

/** A server-side check of a create or update body: field messages make a 400 like the real API's. */
export type BodyCheck = (body: Record<string, unknown>) => Record<string, string> | null;

interface FakeCollection {
  rows: RaRecord[];
  check?: BodyCheck;
}

const matches = (row: RaRecord, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') {
      const text = String(wanted).toLowerCase();
      return Object.values(row).some(
        (value) => typeof value === 'string' && value.toLowerCase().includes(text),
      );
    }
    if (Array.isArray(wanted)) return wanted.map(String).includes(String(row[key]));
    return String(row[key]) === String(wanted);
  });

/**
 * An in-memory API speaking the ra-data-simple-rest protocol at any path ending in a collection's
 * name, e.g. `/homepage/v2/members` and `/homepage/v2/members/{id}` (filter, sort, range,
 * Content-Range, 400 with field errors), so the real dataProvider code, with the resources' own API
 * paths, runs in component tests: the network is faked, not the code.
 */
export function createFakeApi(collections: Record<string, FakeCollection>) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetchJson: FetchJson = async (url: string, options: FetchJsonOptions = {}) => {
    const parsed = new URL(url, 'https://portal.test');
    const method = options.method ?? 'GET';
    const body =
      typeof options.body === 'string' ? (JSON.parse(options.body) as Record<string, unknown>) : {};
    requests.push({ method, url: parsed, body });
    const segments = parsed.pathname.split('/').filter(Boolean);
    const last = segments.at(-1) ?? '';
    const [name, id] = Object.hasOwn(collections, last) ? [last, undefined] : [segments.at(-2) ?? '', last];
    const collection = Object.hasOwn(collections, name) ? collections[name] : undefined;
    if (!collection) throw new ApiError(404, null, '요청한 정보를 찾을 수 없습니다.');
    const reply = (json: unknown, headers: Record<string, string> = {}) => ({
      status: 200,
      headers: new Headers(headers),
      body: JSON.stringify(json),
      json,
    });
    if (method === 'GET' && !id) {
      const asked = JSON.parse(parsed.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      // A filter on no field of the rows (a period, a date range the server derives) is the
      // server's to apply; the fake keeps the rows it cannot judge.
      const fields = new Set(collection.rows.flatMap((row) => Object.keys(row)));
      const filter = Object.fromEntries(
        Object.entries(asked).filter(([key]) => key === 'q' || fields.has(key)),
      );
      const [field = 'id', order = 'ASC'] = JSON.parse(parsed.searchParams.get('sort') ?? '[]') as string[];
      const [start = 0, end = 9] = JSON.parse(parsed.searchParams.get('range') ?? '[]') as number[];
      const rows = collection.rows
        .filter((row) => matches(row, filter))
        .sort(
          (a, b) =>
            String(a[field] ?? '').localeCompare(String(b[field] ?? ''), 'ko') * (order === 'DESC' ? -1 : 1),
        );
      const page = rows.slice(start, end + 1);
      return reply(page, { 'Content-Range': `${name} ${start}-${start + page.length - 1}/${rows.length}` });
    }
    if (method === 'GET') return reply(collection.rows.find((row) => String(row.id) === id));
    if (method === 'DELETE') {
      collection.rows = collection.rows.filter((row) => String(row.id) !== id);
      return reply({ id });
    }
    const errors = collection.check?.(body);
    if (errors) {
      const answer = { status: 400, code: 'VALIDATION', message: '입력값을 확인해주세요.', errors };
      throw new ApiError(400, answer, answer.message);
    }
    if (method === 'POST') {
      const created = { ...body, id: `new-${collection.rows.length + 1}` };
      collection.rows.push(created);
      return reply(created);
    }
    if (!id) throw new ApiError(405, null, '지원하지 않는 요청입니다.');
    const updated = { ...collection.rows.find((row) => String(row.id) === id), ...body, id };
    collection.rows = collection.rows.map((row) => (String(row.id) === id ? updated : row));
    return reply(updated);
  };
  return { fetchJson, requests, collections };
}

interface RenderOptions {
  path: string;
  member: GateMember;
  api: ReturnType<typeof createFakeApi>;
  /** Answers the dataProvider's `apiFetch` (the non-CRUD calls: move, authority, import). */
  apiFetch?: FakeApiFetch;
}

/** The resources inside a real <Admin> below /pc/admin, as AdminApp registers them. */
export function renderResources(
  resources: readonly GeneratedResource[],
  { path, member, api, apiFetch: answer = () => Promise.reject(new Error('not used')) }: RenderOptions,
) {
  // A test answers with plain data; the real client's generic <T> is the caller's promise, not the fake's.
  const apiFetch: ApiFetch = <T,>(path: string, options?: ApiFetchOptions) =>
    answer(path, options) as Promise<T>;
  // Groups feed the department pickers of other resources, so they have a path even when not shown.
  const dataProvider = createDataProvider(
    { fetchJson: api.fetchJson, apiFetch },
    { groups: '/homepage/v2/groups', ...apiPathsOf(resources) },
  );
  const base: AuthProvider & { getPermissions: () => Promise<GateMember> } = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 'me', fullName: '나', member }),
    getPermissions: async () => member,
    canAccess: async () => true,
  };
  const authProvider = withResourceAccess(
    base,
    resources.map((resource) => resource.access),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let location = path;
  const result = render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(l) => (location = `${l.pathname}${l.search}`)}
    >
      <Routes>
        <Route
          path="/pc/admin/*"
          element={
            <Admin
              basename="/pc/admin"
              dataProvider={dataProvider}
              authProvider={authProvider}
              store={memoryStore()}
              queryClient={queryClient}
              disableTelemetry
            >
              {resources.map((resource) => (
                <Resource key={resource.name} {...resource.resourceProps} />
              ))}
              <CustomRoutes>
                {resources.flatMap((resource) =>
                  resource.routes.map((route) => (
                    <Route key={route.path} path={route.path} element={route.element} />
                  )),
                )}
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </TestMemoryRouter>,
  );
  return { ...result, currentPath: () => location };
}
