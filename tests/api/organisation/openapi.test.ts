import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** Every call of the organisation issue; `body` marks the ones that take a request body. */
const CALLS: Array<[call: string, body: boolean]> = [
  ['get /homepage/v2/members', false],
  ['get /homepage/v2/members/{id}', false],
  ['post /homepage/v2/members', true],
  ['put /homepage/v2/members/{id}', true],
  ['delete /homepage/v2/members/{id}', false],
  ['put /homepage/v2/members/{id}/authority', true],
  ['post /homepage/v2/members/import', true],
  ['get /homepage/v2/groups', false],
  ['get /homepage/v2/groups/{id}', false],
  ['post /homepage/v2/groups', true],
  ['put /homepage/v2/groups/{id}', true],
  ['put /homepage/v2/groups/{id}/move', true],
  ['delete /homepage/v2/groups/{id}', false],
  ['get /homepage/v2/managers', false],
  ['get /homepage/v2/managers/{id}', false],
  ['post /homepage/v2/managers', true],
  ['put /homepage/v2/managers/{id}', true],
  ['delete /homepage/v2/managers/{id}', false],
  ['get /homepage/v2/manager-signup/{token}', false],
  ['post /homepage/v2/manager-signup/{token}', true],
  ['get /homepage/v2/anniversaries', false],
];

describe('OpenAPI document of the organisation calls', () => {
  it.each(CALLS)(
    'lists %s with its response schema (and request schema when it takes a body)',
    (call, body) => {
      const [method, path] = call.split(' ') as [string, string];
      const operation = paths[path]?.[method];
      expect(operation, call).toBeDefined();
      expect(operation!.responses['200']?.content?.['application/json']?.schema).toBeDefined();
      if (body) expect(operation!.requestBody?.content['application/json']?.schema).toBeDefined();
    },
  );

  it('documents the list protocol parameters on every list call', () => {
    for (const path of [
      '/homepage/v2/members',
      '/homepage/v2/groups',
      '/homepage/v2/managers',
      '/homepage/v2/anniversaries',
    ]) {
      const names = (paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names.sort(), path).toEqual(['filter', 'range', 'sort']);
    }
  });
});
