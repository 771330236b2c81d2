import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeStatements } from '../../server/db/client';
import type { StatementEvent } from '../../server/db/namedStatements';
import { parseCallKey } from '../../server/api/defineRoutes';
import type { CallKey, Declaration } from '../../server/api/types';
import { ROUTE_TABLES } from '../../server/routes';
import { EXAMPLES } from './matrix/examples';
import { CALLERS, createWorld, type World } from './matrix/world';

/**
 * Every registered read call, sent by each caller with its matrix example, must reach the database
 * only as named statements: the server parses and plans each of them once per connection (once per
 * embedded database), never per request. What is checked is the wire itself (each Parse and simple
 * Query the driver sends, each statement PGlite is handed), so a statement built by hand in a
 * handler is caught like any other. Both runs check it: the embedded database here, PostgreSQL
 * in the run with TEST_DATABASE_URL.
 */
const reads = ROUTE_TABLES.flatMap((table) => Object.entries(table.calls) as [CallKey, Declaration][])
  .filter(([key]) => parseCallKey(key).method === 'GET')
  .map(([key]) => key)
  // A call without its example is already a failure of tests/api/matrix.test.ts; counted there once.
  .filter((key) => EXAMPLES[key] !== undefined);

let world: World;
let seen: StatementEvent[] = [];
let stopObserving: (() => void) | null = null;

beforeAll(async () => {
  world = await createWorld();
  stopObserving = observeStatements(world.t.database.db, (event) => seen.push(event));
}, 120_000);
afterAll(async () => {
  stopObserving?.();
  await world?.t.close();
});

describe('read calls send only named statements', () => {
  it('the observer sees the wire (an unnamed statement is reported)', async () => {
    seen = [];
    // Two statements in one text are never named (the extended protocol takes one); PGlite refuses
    // them on its own path after the observer has seen them.
    const client = (world.t.database.db as unknown as { $client: { query(text: string): Promise<unknown> } })
      .$client;
    await client.query('select 1 as unnamed_on_purpose; select 2').catch(() => undefined);
    expect(seen.some((event) => event.name === '' && event.text.includes('unnamed_on_purpose'))).toBe(true);
  });

  it('there is at least one read call to check', () => {
    expect(reads.length).toBeGreaterThan(10);
  });

  it.each(reads)(
    '%s',
    async (key) => {
      const example = EXAMPLES[key]!;
      const unnamed: string[] = [];
      let answered = 0;
      for (const caller of CALLERS) {
        const request = await example.make(world, caller);
        seen = [];
        const response = await world.t.app.inject({
          method: 'GET',
          url: request.url,
          headers: { ...(request.headers ?? world.headers[caller]), ...request.extraHeaders },
        });
        if (response.statusCode < 300) answered++;
        for (const event of seen) {
          if (event.name === '') unnamed.push(`${caller}: ${event.text.replace(/\s+/g, ' ').slice(0, 200)}`);
        }
      }
      // The check means something only if some caller got through to the handler.
      expect(answered, `${key}: 어느 호출자도 성공하지 못했습니다`).toBeGreaterThan(0);
      expect(unnamed, unnamed.join('\n')).toEqual([]);
    },
    60_000,
  );
});
