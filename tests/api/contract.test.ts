import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../../server/routes';
import { ADMIN, createTestApp, login, type LoggedIn, type TestApp } from './testApp';

let t: TestApp;
let admin: LoggedIn;
interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  admin = await login(t.app, ADMIN);
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** Every call of the foundation, as the OpenAPI document must list it. */
const FOUNDATION_CALLS = [
  'post /portal/auth/api/login',
  'post /portal/auth/api/auto-login',
  'get /portal/auth/api/login-check',
  'post /portal/auth/api/logout',
  'post /portal/auth/api/password/code',
  'post /portal/auth/api/password/reset',
  'get /homepage/v2/company-member/info',
  'get /homepage/v2/company-member/wefun-info',
  'put /homepage/v2/company-member/manager/passwd',
  'post /homepage/v1/profile',
  'get /homepage/v2/banner/{placement}',
  'get /homepage/v2/menu-management',
  'get /homepage/v1/virtual-accounts',
  'put /homepage/v1/virtual-accounts',
  'get /homepage/v2/constants/{name}',
  'get /homepage/v2/workspace/',
  'get /homepage/v2/workspace/{branchEncrypted}',
];

const operations = () =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );

describe('OpenAPI document', () => {
  it.each(FOUNDATION_CALLS)(
    'lists %s with a response schema (and a request schema when it takes a body)',
    (call) => {
      const [method, path] = call.split(' ') as [string, string];
      const operation = paths[path]?.[method];
      expect(operation, call).toBeDefined();
      expect(operation!.responses['200']?.content?.['application/json']?.schema).toBeDefined();
      if (method !== 'get' && !call.includes('logout') && !call.includes('virtual-accounts')) {
        expect(operation!.requestBody?.content['application/json']?.schema).toBeDefined();
      }
    },
  );
});

describe('bad input never gets a 500', () => {
  const fill = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
  const malformed = ['{"broken json', '[]', '"text"', '{"email":{"$gt":""},"password":[1,2]}', 'null'];
  /**
   * Calls an administrator's session does not open (provider console, warehouse app): they answer 401
   * before reading a body. The fuzz tests send them malformed bodies as their own callers
   * (fuzzRun.ts as an operator, wms/fuzz.test.ts as a warehouse worker).
   */
  const otherCallers = new Set(
    ROUTE_TABLES.flatMap((table) =>
      Object.entries(table.calls)
        .filter(([, call]) => call.access === 'provider' || call.access === 'warehouse')
        .map(([key]) => key.toLowerCase()),
    ),
  );

  it('answers every body-taking route with a 400 JSON error in Korean for malformed bodies', async () => {
    const bodyRoutes = operations().filter(
      ({ method, path, operation }) =>
        // JSON bodies; uploads (multipart/form-data) have their own tests of bad parts (files.test.ts).
        operation.requestBody?.content['application/json'] &&
        !otherCallers.has(`${method} ${path}`.toLowerCase()),
    );
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(6);
    for (const { method, path } of bodyRoutes) {
      for (const payload of malformed) {
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: fill(path),
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${path} ${payload}`).toBe(400);
        const body = response.json();
        expect(body.status).toBe(400);
        expect(body.message).toMatch(/[가-힣]/);
        expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
      }
    }
  });

  it('answers wrong content types, oversized ids and odd paths with 4xx, never 5xx', async () => {
    for (const { method, path } of operations()) {
      const variants = [
        { url: fill(path), payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { url: path.replace(/\{[^}]+\}/g, '%E0%A4%A'), payload: undefined, headers: {} },
        { url: path.replace(/\{[^}]+\}/g, 'y'.repeat(400)), payload: undefined, headers: {} },
      ];
      for (const variant of variants) {
        const response = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url: variant.url,
          headers: { ...admin.headers, ...variant.headers },
          ...(variant.payload === undefined ? {} : { payload: variant.payload }),
        });
        expect(response.statusCode, `${method} ${variant.url}`).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/json/);
      }
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/homepage/v2/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('요청한 주소를 찾을 수 없습니다.');
  });
});
