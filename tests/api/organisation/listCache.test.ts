import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, groups } from '../../../server/db/schema';
import { ADMIN, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { GROUPS, MEMBERS, call, listUrl, memberBody, totalOf } from './helpers';

// member/list answers repeated pages from memory until the company's organisation version changes.
// A change through this server shows on the very next read; one that went straight to the database
// (another server process on the same PostgreSQL, an operator's SQL) as soon as its announcement
// arrives, within a second.
let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN);
});
afterAll(() => t.close());

type Row = { id: string; name: string; groupId: string | null; groupName: string | null };
const firstPage = async (filter: Record<string, unknown> = {}) => {
  const response = await call(
    t.app,
    'GET',
    listUrl(MEMBERS, { sort: ['name', 'ASC'], range: [0, 49], filter }),
    admin.headers,
  );
  expect(response.statusCode).toBe(200);
  return { rows: response.json() as Row[], total: totalOf(response.headers['content-range']) };
};

/** The first page once `accept` holds, read again until it does (at most a second). */
async function eventually(
  read: () => ReturnType<typeof firstPage>,
  accept: (page: Awaited<ReturnType<typeof firstPage>>) => boolean,
) {
  const started = performance.now();
  let page = await read();
  while (!accept(page) && performance.now() - started < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    page = await read();
  }
  return page;
}

describe('member/list cache', () => {
  it('shows a member created, renamed and deleted through the API on the very next read', async () => {
    const before = await firstPage();
    expect(await firstPage()).toEqual(before);

    const created = await call(t.app, 'POST', MEMBERS, admin.headers, memberBody({ name: '가가가캐시' }));
    expect(created.statusCode).toBe(200);
    const afterCreate = await firstPage();
    expect(afterCreate.total).toBe(before.total + 1);
    expect(afterCreate.rows[0]!.name).toBe('가가가캐시');

    const id = created.json().id as string;
    const renamed = await call(
      t.app,
      'PUT',
      `${MEMBERS}/${id}`,
      admin.headers,
      memberBody({ name: '가가나캐시' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await firstPage()).rows[0]!.name).toBe('가가나캐시');

    expect((await call(t.app, 'DELETE', `${MEMBERS}/${id}`, admin.headers)).statusCode).toBe(200);
    expect(await firstPage()).toEqual(before);
  });

  it('shows changes written straight to the database, members and departments alike', async () => {
    const before = await firstPage();
    const target = before.rows[0]!;
    await t.database.db
      .update(companyMembers)
      .set({ name: '가가가직접' })
      .where(eq(companyMembers.email, (await memberEmail(target.id))!));
    const seen = await eventually(firstPage, (page) => page.rows[0]!.name === '가가가직접');
    expect(seen.rows[0]!.name).toBe('가가가직접');

    const chart = (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
    const department = chart.find((group: { id: string }) => group.id === target.groupId);
    const inDepartment = await firstPage({ groupId: department.id });
    expect(inDepartment.rows.every((row) => row.groupName === department.name)).toBe(true);
    await t.database.db
      .update(groups)
      .set({ name: sql`${groups.name} || ' 2'` })
      .where(eq(groups.name, department.name));
    const renamed = await eventually(
      () => firstPage({ groupId: department.id }),
      (page) => page.rows[0]?.groupName === `${department.name} 2`,
    );
    expect(renamed.rows.map((row) => row.groupName)).toEqual(
      inDepartment.rows.map(() => `${department.name} 2`),
    );
  });
});

/** The e-mail of a member by encrypted id, read through the API as the browser would. */
async function memberEmail(id: string): Promise<string | undefined> {
  const response = await call(t.app, 'GET', `${MEMBERS}/${id}`, admin.headers);
  return response.json().email;
}
