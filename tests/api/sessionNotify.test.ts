import { sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { sessionCache } from '../../server/services/sessionCache';
import { testSettings } from '../../server/settings';
import { createPostgresDatabase } from './fixtures/jobsDatabase';
import { ADMIN, MEMBER, createTestApp, login, type TestApp } from './testApp';

/**
 * Sessions seen in the last seconds are answered from memory, and still end at once: whatever ends
 * a session (a logout, a change made by any statement) is announced by the database at commit and
 * heard by every server process.
 */
const INFO = '/homepage/v2/company-member/info';
const adminUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Requests `url` until it answers `status`; returns how long that took, or Infinity after `withinMs`. */
async function untilStatus(get: () => Promise<number>, status: number, withinMs: number) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if ((await get()) === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

describe('the session cache', () => {
  it('answers a session seen a moment ago from memory', async () => {
    const { headers } = await login(t.app, MEMBER);
    expect((await t.app.inject({ url: INFO, headers })).statusCode).toBe(200);
    expect(sessionCache.usable(t.database.db)).toBe(true);
    expect(sessionCache.get(t.database.db, headers.client_id)).not.toBeNull();
  });

  it('ends a session removed by any statement at once, not after the cache time', async () => {
    const { headers } = await login(t.app, MEMBER);
    const get = async () => (await t.app.inject({ url: INFO, headers })).statusCode;
    expect(await get()).toBe(200);
    // Not through the service: a plain statement, as any other code (or an operator) could send.
    await t.database.db.execute(sql`delete from sessions where client_id = ${headers.client_id}`);
    expect(await untilStatus(get, 401, 1_000)).toBeLessThan(1_000);
  });

  // Last: it takes the administrator's role away.
  it('takes a withdrawn authority into account at once', async () => {
    const { headers } = await login(t.app, ADMIN);
    const members = async () => (await t.app.inject({ url: '/homepage/v2/managers', headers })).statusCode;
    expect(await members()).toBe(200);
    await t.database.db.execute(
      sql`update company_members set company_member_role = '멤버', has_master_authority = false,
            has_admin_authority = false, has_manager_authority = false
          where email = ${ADMIN}`,
    );
    expect(await untilStatus(members, 403, 1_000)).toBeLessThan(1_000);
  });
});

/** A free TCP port for the second server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database', () => {
  let child: ChildProcess | null = null;
  afterEach(() => {
    child?.kill('SIGTERM');
    child = null;
  });

  it('a logout in one process ends the session in the other within a second', async () => {
    const created = await createPostgresDatabase(adminUrl!);
    const database = await openDatabase({ databaseUrl: created.url });
    await seedDemoData(database.db);
    const settings = testSettings({});
    const first = await buildApp({ settings, database, distDir: '/nonexistent' });
    try {
      const port = await freePort();
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
        env: {
          ...process.env,
          DATABASE_URL: created.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          ID_KEY: settings.secrets.idKey.toString('hex'),
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const second = `http://127.0.0.1:${port}`;
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        const up = await fetch(`${second}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      const { headers } = await login(first, MEMBER);
      const inSecond = async () => (await fetch(`${second}${INFO}`, { headers })).status;
      // Seen twice by the second process: from then on it answers the session from memory.
      expect(await inSecond()).toBe(200);
      expect(await inSecond()).toBe(200);

      const logout = await first.inject({ method: 'POST', url: '/portal/auth/api/logout', headers });
      expect(logout.statusCode).toBeLessThan(300);
      expect(await untilStatus(inSecond, 401, 1_000)).toBeLessThan(1_000);
    } finally {
      await first.close();
      await database.close();
      child?.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await created.drop();
    }
  }, 90_000);
});
