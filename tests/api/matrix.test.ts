import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../server/api/access';
import type { CallKey, Declaration } from '../../server/api/types';
import { parseCallKey } from '../../server/api/defineRoutes';
import { ROUTE_TABLES } from '../../server/routes';
import { EXAMPLES } from './matrix/examples';
import { generatedExample } from './matrix/generated';
import { CALLERS, createWorld, type Caller, type World } from './matrix/world';
import { createIdCodec, type IdKind } from '../../server/services/ids';
import { testSettings } from '../../server/settings';

/**
 * The role x tenant matrix, generated from the route registry: every declared call, sent with a
 * valid request by each caller, must answer what its declared access says. The other company's
 * administrator sends 한빛솔루션's ids, so every by-id call must answer 404 to them.
 */
const OTHER_COMPANY_SERVICES = new Set(['snack24', 'birth24', 'office24']);

/** The status a caller must get, from the declared access alone: 200 means any success. */
export function expectedStatus(access: Access, caller: Caller, byId: boolean): number {
  if (access === 'public') return 200;
  if (access === 'provider') return caller === 'provider' ? 200 : 401;
  // Warehouse calls (examples/wms.ts): the admin slots carry warehouse workers of two companies.
  if (access === 'warehouse')
    return caller === 'admin' ? 200 : caller === 'otherAdmin' ? (byId ? 404 : 200) : 401;
  if (caller === 'anonymous' || caller === 'provider') return 401;
  if (access === 'publicClient' || access === 'member') return caller === 'otherAdmin' && byId ? 404 : 200;
  // A service's call without a role or authority is open to every member of a company using it.
  if (typeof access === 'object' && 'service' in access && caller === 'member')
    return access.role || access.authority ? 403 : 200;
  if (caller === 'member') return 403;
  if (typeof access === 'object' && 'service' in access && caller === 'otherAdmin')
    return OTHER_COMPANY_SERVICES.has(access.service) ? (byId ? 404 : 200) : 403;
  return caller === 'otherAdmin' && byId ? 404 : 200;
}

/** Encrypted ids as the test app writes them: a made-up id is a real encryption of a row that is not there. */
const codec = createIdCodec(testSettings().secrets.idKey);
const MISSING_ROW = 2_000_000_000;

/**
 * The request's address with every declared path id replaced by a made-up one: a real encryption of
 * a row that does not exist (`forged` false), or a token that decodes to nothing (true); the other
 * path parameters kept.
 */
function withMadeUpIds(key: CallKey, declaration: Declaration, url: string, forged: boolean): string {
  const template = parseCallKey(key).path.split('/');
  const [path = '', query] = url.split('?');
  const segments = path.split('/').map((segment, index) => {
    const name = /^\{(\w+)\}$/.exec(template[index] ?? '')?.[1];
    const declared = name ? declaration.ids?.[name] : undefined;
    if (!declared) return segment;
    const kind: IdKind = typeof declared === 'string' ? declared : declared[declared.length - 1]!;
    return forged ? 'NotAnId0000' : codec.encode(kind, MISSING_ROW);
  });
  return segments.join('/') + (query === undefined ? '' : `?${query}`);
}

const calls = ROUTE_TABLES.flatMap((table) => Object.entries(table.calls) as [CallKey, Declaration][]);
/** A hand-written example where a call needs a state of its own, else one made from its declaration. */
const examples = new Map(
  calls.map(([key, declaration]) => [key, EXAMPLES[key] ?? generatedExample(key, declaration)]),
);
let world: World;
const cells = { total: 0 };
beforeAll(async () => {
  world = await createWorld();
}, 120_000);
afterAll(async () => {
  const generated = calls.filter(([key]) => !EXAMPLES[key] && examples.get(key)).length;
  console.log(`routes: ${calls.length}, cells: ${cells.total}, generated examples: ${generated}`);
  await world?.t.close();
});

describe('every registered route declares its access and has an example request, written or made', () => {
  it.each(calls.map(([key, declaration]) => [key, declaration] as const))('%s', (key, declaration) => {
    expect(declaration.access, `${key}: access 선언이 없습니다`).toBeDefined();
    expect(
      examples.get(key),
      `${key}: 선언에서 예시 요청을 만들 수 없습니다. tests/api/matrix/examples.ts 에 예시를 쓰세요`,
    ).toBeDefined();
  });
});

describe('each caller gets the answer the declared access gives', () => {
  it.each(calls.map(([key, declaration]) => [key, declaration] as const))(
    '%s',
    async (key, declaration) => {
      const example = examples.get(key);
      if (!example || !declaration.access) throw new Error(`${key}: 선언 또는 예시가 없습니다`);
      const { method } = parseCallKey(key);
      const byId = Object.keys(declaration.ids ?? {}).length > 0;
      const answers: string[] = [];
      for (const caller of CALLERS) {
        const request = await example.make(world, caller);
        const response = await world.t.app.inject({
          method,
          url: request.url,
          headers: { ...(request.headers ?? world.headers[caller]), ...request.extraHeaders },
          ...(request.payload === undefined ? {} : { payload: request.payload as string }),
        });
        await example.after?.(world, caller);
        cells.total++;
        const want = example.expect?.[caller] ?? expectedStatus(declaration.access, caller, byId);
        const got = response.statusCode;
        const ok = want === 200 ? got >= 200 && got < 300 : got === want;
        if (!ok) answers.push(`${caller}: ${got} (기대 ${want}) ${response.body.slice(0, 200)}`);
        // Another company's id must answer exactly as a made-up one: no oracle of what exists.
        if (caller === 'otherAdmin' && byId && got === 404) {
          for (const forged of [false, true]) {
            const madeUp = await world.t.app.inject({
              method,
              url: withMadeUpIds(key, declaration, request.url, forged),
              headers: { ...(request.headers ?? world.headers[caller]), ...request.extraHeaders },
              ...(request.payload === undefined ? {} : { payload: request.payload as string }),
            });
            cells.total++;
            if (madeUp.statusCode !== 404 || madeUp.json().message !== response.json().message)
              answers.push(
                `otherAdmin: 다른 회사의 id ${response.body.slice(0, 120)} / 없는 id ${madeUp.statusCode} ${madeUp.body.slice(0, 120)}`,
              );
          }
        }
      }
      expect(answers, answers.join('\n')).toEqual([]);
    },
    60_000,
  );
});
