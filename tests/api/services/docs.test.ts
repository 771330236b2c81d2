import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testApp';

interface Operation {
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const SPEC = fileURLToPath(new URL('../../../../shared/spec/api-calls.tsv', import.meta.url));
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => t.close());

/** The snack calls and the delivery-date change of the spec, `[method, path]`. */
function specCalls(): Array<[string, string]> {
  if (!existsSync(SPEC)) return [];
  return readFileSync(SPEC, 'utf8')
    .split('\n')
    .filter((line) => /\t\/homepage\/(v2\/snack\/|v1\/portal\/deliverydate-change)/.test(line))
    .map((line) => line.split('\t') as [string, string]);
}

/** Fastify's OpenAPI paths drop a trailing slash's meaning only in style: `/snack/` stays. */
const operation = (method: string, path: string) => paths[path]?.[method.toLowerCase()];

describe('the OpenAPI document of the service calls', () => {
  it('lists all 17 snack calls and both delivery-date-change calls with their schemas', () => {
    const calls = specCalls();
    if (calls.length === 0) return; // the spec lives beside the project
    expect(calls.filter(([, path]) => path.includes('/snack/'))).toHaveLength(17);
    expect(calls.filter(([, path]) => path.includes('deliverydate-change'))).toHaveLength(2);
    for (const [method, path] of calls) {
      const found = operation(method, path);
      expect(found, `${method} ${path}`).toBeDefined();
      const ok = found!.responses['200'] ?? found!.responses['204'];
      expect(ok, `${method} ${path} answer`).toBeDefined();
      if (found!.responses['200']) {
        expect(
          found!.responses['200'].content?.['application/json']?.schema,
          `${method} ${path}`,
        ).toBeDefined();
      }
      if (method === 'POST' || method === 'PUT') {
        const body = found!.requestBody?.content['application/json']?.schema;
        // complete and DELETE-like calls take no body; every other write has its schema.
        if (!path.endsWith('/complete')) expect(body, `${method} ${path} body`).toBeDefined();
      }
    }
  });

  it('lists the designed calls of the applications, orders and meal tickets', () => {
    for (const [method, path] of [
      ['PUT', '/homepage/v2/service-applications/{service}/draft'],
      ['POST', '/homepage/v2/service-applications/{service}'],
      ['GET', '/homepage/v2/meal24/{serviceEncrypted}/branches/{branchEncrypted}'],
      ['POST', '/homepage/v2/meal24/{serviceEncrypted}/branches/{branchEncrypted}/tickets'],
      ['GET', '/homepage/v2/meal24/tickets/{mealTicketEncrypted}'],
      ['PUT', '/homepage/v2/meal24/tickets/{mealTicketEncrypted}'],
    ] as const) {
      expect(operation(method, path), `${method} ${path}`).toBeDefined();
    }
  });
});
