import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerMemo } from '../../server/api/ownerMemo';
import { KINDS_BY_TABLE } from '../../server/api/ownership';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { createIdCodec } from '../../server/services/ids';
import { testSettings } from '../../server/settings';
import { createPostgresDatabase } from './fixtures/jobsDatabase';
import { MEMBERS, call, memberBody } from './organisation/helpers';
import { ADMIN, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from './testApp';

/**
 * The route layer remembers the company of each path id it has checked, and forgets it whenever a
 * row of that table may have gone or moved: at once in the process that wrote, and within a second
 * in every other process, whatever statement did it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function newMember(app: TestApp['app'], headers: AuthHeaders, n: number) {
  const body = memberBody({
    email: `owner.memo${n}@hanbit.example.com`,
    cellPhone: `0109998${String(n).padStart(4, '0')}`,
  });
  const created = await call(app, 'POST', MEMBERS, headers, body);
  expect(created.statusCode).toBe(200);
  return created.json<{ id: string }>().id;
}

const ids = createIdCodec(testSettings().secrets.idKey);
const decoded = (id: string) => ids.decode('member', id)!;

async function until(check: () => boolean, withinMs: number) {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

describe('the owner memo', () => {
  it('has an announcing trigger on every owned table', async () => {
    const result = await t.database.db.execute(
      sql`select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = c.relname || '_rows_gone'`,
    );
    const names = new Set((result as unknown as { rows: { table: string }[] }).rows.map((row) => row.table));
    for (const table of KINDS_BY_TABLE.keys()) expect(names, table).toContain(table);
  });

  it('remembers an owner after a check, and still refuses another company from memory', async () => {
    const id = await newMember(t.app, admin, 1);
    expect((await call(t.app, 'GET', `${MEMBERS}/${id}`, admin)).statusCode).toBe(200);
    const owner = ownerMemo.get(t.database.db, 'member', decoded(id));
    expect(owner).toBeTypeOf('number');
    const nike = (await login(t.app, NIKE)).headers;
    for (let i = 0; i < 2; i++) {
      const other = await call(t.app, 'GET', `${MEMBERS}/${id}`, nike);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('구성원을 찾을 수 없습니다.');
    }
  });

  it('forgets at once after a write call in this process', async () => {
    const id = await newMember(t.app, admin, 2);
    expect((await call(t.app, 'GET', `${MEMBERS}/${id}`, admin)).statusCode).toBe(200);
    expect(ownerMemo.get(t.database.db, 'member', decoded(id))).toBeDefined();
    expect((await call(t.app, 'DELETE', `${MEMBERS}/${id}`, admin)).statusCode).toBe(200);
    expect(ownerMemo.get(t.database.db, 'member', decoded(id))).toBeUndefined();
    const again = await call(t.app, 'GET', `${MEMBERS}/${id}`, admin);
    expect(again.statusCode).toBe(404);
  });

  it('forgets within a second when any statement deletes or moves rows of the table', async () => {
    for (const change of [
      (memberId: number) => sql`delete from company_members where id = ${memberId}`,
      (memberId: number) => sql`update company_members set company_id = company_id where id = ${memberId}`,
    ]) {
      const id = await newMember(t.app, admin, 3);
      expect((await call(t.app, 'GET', `${MEMBERS}/${id}`, admin)).statusCode).toBe(200);
      expect(ownerMemo.get(t.database.db, 'member', decoded(id))).toBeDefined();
      // Not through a call: a plain statement, as a job, a cascade or an operator could send.
      await t.database.db.execute(change(decoded(id)));
      const gone = () => ownerMemo.get(t.database.db, 'member', decoded(id)) === undefined;
      expect(await until(gone, 1_000)).toBeLessThan(1_000);
      await t.database.db.execute(sql`delete from company_members where id = ${decoded(id)}`);
    }
  });

  it('keeps owners of other tables when one table changes', async () => {
    const id = await newMember(t.app, admin, 4);
    expect((await call(t.app, 'GET', `${MEMBERS}/${id}`, admin)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from payment_methods where false`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ownerMemo.get(t.database.db, 'member', decoded(id))).toBeDefined();
  });
});

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL database', () => {
  it('a delete through one forgets the owner in the other within a second', async () => {
    const created = await createPostgresDatabase(adminUrl!);
    const first = await openDatabase({ databaseUrl: created.url });
    const second = await openDatabase({ databaseUrl: created.url });
    await seedDemoData(first.db);
    const settings = testSettings({});
    const one = await buildApp({ settings, database: first, distDir: '/nonexistent' });
    const two = await buildApp({ settings, database: second, distDir: '/nonexistent' });
    try {
      const headers = (await login(one, ADMIN)).headers;
      const id = await newMember(one, headers, 5);
      const memberId = decoded(id);
      const get = () => call(two, 'GET', `${MEMBERS}/${id}`, headers);
      // Each app hears on its own connection, as two processes would; the second remembers the
      // owner once its listening connection is up.
      for (let tries = 0; tries < 50 && ownerMemo.get(second.db, 'member', memberId) === undefined; tries++) {
        expect((await get()).statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ownerMemo.get(second.db, 'member', memberId)).toBeDefined();

      expect((await call(one, 'DELETE', `${MEMBERS}/${id}`, headers)).statusCode).toBe(200);
      const gone = () => ownerMemo.get(second.db, 'member', memberId) === undefined;
      expect(await until(gone, 1_000)).toBeLessThan(1_000);
      expect((await get()).statusCode).toBe(404);
    } finally {
      await one.close();
      await two.close();
      await first.close();
      await second.close();
      await created.drop();
    }
  }, 90_000);
});
