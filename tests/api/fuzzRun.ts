import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { resolverOf } from './fuzzSchema';
import { headerVariants, operationsOf, send, variantsOf } from './fuzzRequests';
import { ADMIN, createTestApp, login, type TestApp } from './testApp';

/**
 * Every operation of the OpenAPI document, whatever it lists today, gets hostile path ids, queries,
 * bodies and auth headers, unauthenticated, as a company administrator and as a provider operator.
 * No answer may be a 5xx, and every error must be the JSON `{ status, code, message }` in Korean.
 */

type Identity = { name: string; headers: () => Record<string, string> };
const HANGUL = /[가-힣]/;

interface Finding {
  where: string;
  status: number;
  body: string;
}

/**
 * An error answer must be `{ status, code, message }` with the same status and a Korean message, and
 * carry the security headers like any other answer.
 */
function shapeProblem(status: number, body: string, headers: Record<string, unknown>): string | null {
  if (status < 400) return null;
  if (headers['x-content-type-options'] !== 'nosniff' || !headers['content-security-policy'])
    return 'no security headers';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const error = parsed as { status?: unknown; code?: unknown; message?: unknown };
  if (error.status !== status) return `status field ${String(error.status)}`;
  if (typeof error.code !== 'string' || !error.code) return 'no code';
  if (typeof error.message !== 'string' || !HANGUL.test(error.message))
    return `message not Korean: ${String(error.message).slice(0, 80)}`;
  return null;
}

/**
 * Registers one part of the fuzz run: every `shards`-th operation starting at `shard`. The parts are
 * separate test files so the test runner spreads them over the machine's cores.
 */
export function defineFuzzPart(shard: number, shards: number): void {
  let t: TestApp;
  let admin: Record<string, string> = {};
  let operator: Record<string, string> = {};

  async function adminLogin() {
    admin = (await login(t.app, ADMIN)).headers;
  }
  async function operatorLogin() {
    const response = await t.app.inject({
      method: 'POST',
      url: '/provider/v1/auth/login',
      payload: { email: 'demo-provider@example.com', password: DEMO_PASSWORD },
    });
    const body = response.json();
    operator = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
  }

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 100_000 });
    await adminLogin();
    await operatorLogin();
  });
  afterAll(() => t?.close());

  describe(`every operation of the API document (part ${shard + 1} of ${shards})`, () => {
    it('never answers 5xx to hostile input, and every error is the Korean error shape', async () => {
      const document = (await t.app.inject({ url: '/api/docs/json' })).json();
      const resolve = resolverOf(document.components?.schemas);
      const everyOperation = operationsOf(document);
      expect(everyOperation.length).toBeGreaterThan(10);
      const operations = everyOperation.filter((_, index) => index % shards === shard);

      // Valid ids from every list an identity can read, so bodies also reach the handlers behind `{id}`.
      const validIds = new Map<string, string>();
      for (const operation of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
        for (const headers of [admin, operator]) {
          const response = await t.app.inject({ url: operation.path, headers });
          // Lists answer JSON; a stream (the console's live events) or a file is no list.
          const json = String(response.headers['content-type'] ?? '').includes('json');
          const body: unknown = response.statusCode === 200 && json ? response.json() : null;
          const first = Array.isArray(body) ? (body[0] as { id?: unknown } | undefined) : undefined;
          if (typeof first?.id === 'string') validIds.set(operation.path, first.id);
        }
      }

      const identities: Identity[] = [
        { name: 'anonymous', headers: () => ({}) },
        { name: 'administrator', headers: () => admin },
        { name: 'operator', headers: () => operator },
      ];
      const fivexx: Finding[] = [];
      const shapes: Finding[] = [];
      const reachedDatabase: Finding[] = [];
      let requests = 0;
      for (const operation of operations) {
        const started = Date.now();
        const variants = variantsOf(operation, resolve, validIds);
        let anonymousBase = 0;
        for (const identity of identities) {
          // A logout or a password change among the variants ends the session: start each batch logged in.
          if (identity.name === 'administrator') await adminLogin();
          if (identity.name === 'operator') await operatorLogin();
          const base = await send(t.app, operation, variants[0]!, identity.headers());
          if (identity.name === 'anonymous') anonymousBase = base.statusCode;
          if (process.env.FUZZ_TIMING)
            console.log(`  ${identity.name} plausible: ${base.statusCode} ${base.body.slice(0, 120)}`);
          // An operator's session opens only the provider console: fuzz it where it opens something.
          const refused = (status: number) => status === 401 || status === 403;
          if (identity.name === 'operator' && (refused(base.statusCode) || !refused(anonymousBase))) continue;
          const all = [...variants.slice(1), ...headerVariants(identity.headers())];
          for (let i = 0; i < all.length; i += 4) {
            const batch = all.slice(i, i + 4);
            const answers = await Promise.all(
              batch.map((variant) => send(t.app, operation, variant, identity.headers())),
            );
            answers.forEach((answer, j) => {
              const where = `${identity.name} ${operation.method} ${operation.path} [${batch[j]!.name}]`;
              if (answer.statusCode >= 500)
                fivexx.push({ where, status: answer.statusCode, body: answer.body.slice(0, 200) });
              // The error handler's last line of defence answered: the value got past the schemas.
              if (answer.body.includes('"code":"INVALID_VALUE"'))
                reachedDatabase.push({ where, status: answer.statusCode, body: answer.body.slice(0, 200) });
              const problem = shapeProblem(answer.statusCode, answer.body, answer.headers);
              if (problem)
                shapes.push({
                  where: `${where} ${problem}`,
                  status: answer.statusCode,
                  body: answer.body.slice(0, 200),
                });
            });
          }
          requests += all.length + 1;
        }
        if (process.env.FUZZ_TIMING)
          console.log(`${operation.method} ${operation.path}: ${Date.now() - started} ms`);
      }
      console.log(
        `fuzz part ${shard + 1}/${shards}: operations ${operations.length}, requests ${requests}, 5xx ${fivexx.length}, bad error shape ${shapes.length}, refused only by the database ${reachedDatabase.length}`,
      );
      const lines = (findings: Finding[]) =>
        findings.slice(0, 400).map((f) => `${f.status} ${f.where}: ${f.body}`);
      expect.soft(lines(fivexx)).toEqual([]);
      expect.soft(lines(shapes)).toEqual([]);
      expect(lines(reachedDatabase)).toEqual([]);
    }, 600_000);
  });
}
