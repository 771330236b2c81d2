import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { ANNIVERSARIES, GROUPS, MANAGERS, MEMBERS, call, listUrl, memberBody, NO_AUTHORITY } from './helpers';

// Every call of the organisation issue for three callers: the administrator of 한빛솔루션, a plain
// member of it, and the administrator of another company (demo-nike). Hidden buttons do not count:
// each request goes straight to the server.
let t: TestApp;
let admin: LoggedIn;
let member: LoggedIn;
let nike: LoggedIn;
/** Ids of 한빛솔루션's rows that the calls target. */
const ids = { member: '', group: '', emptyGroup: '', manager: '', invitation: '' };

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  [admin, member, nike] = await Promise.all([login(t.app, ADMIN), login(t.app, MEMBER), login(t.app, NIKE)]);
  const [target] = (
    await call(t.app, 'GET', listUrl(MEMBERS, { filter: { q: 'member050@' } }), admin.headers)
  ).json();
  ids.member = target.id;
  ids.manager = admin.body.companyMemberEncrypted;
  const groups = (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
  ids.group = groups.find((g: { name: string }) => g.name === '재무팀').id;
  ids.emptyGroup = (
    await call(t.app, 'POST', GROUPS, admin.headers, { name: '빈부서', parentId: null })
  ).json().id;
  const invited = await call(t.app, 'POST', MANAGERS, admin.headers, {
    email: 'matrix@x.com',
    cellPhone: '01066660000',
  });
  ids.invitation = invited.json().id;
});
afterAll(() => t.close());

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => unknown;
  /** Targets one row of 한빛솔루션 by id: another company must get a 404. */
  byId: boolean;
  /** What a plain member may do: read (200) or not at all (403). */
  member: 200 | 403;
}
const row =
  (path: string, id: keyof typeof ids, suffix = '') =>
  () =>
    `${path}/${ids[id]}${suffix}`;
const CALLS: Call[] = [
  { name: 'member list', method: 'GET', url: () => MEMBERS, byId: false, member: 200 },
  { name: 'member read', method: 'GET', url: row(MEMBERS, 'member'), byId: true, member: 200 },
  {
    name: 'member create',
    method: 'POST',
    url: () => MEMBERS,
    body: () => memberBody({ email: 'm1@x.com', cellPhone: '01066660001' }),
    byId: false,
    member: 403,
  },
  {
    name: 'member update',
    method: 'PUT',
    url: row(MEMBERS, 'member'),
    body: () => memberBody({ email: 'm2@x.com', cellPhone: '01066660002' }),
    byId: true,
    member: 403,
  },
  {
    name: 'member authority',
    method: 'PUT',
    url: row(MEMBERS, 'member', '/authority'),
    body: () => ({ ...NO_AUTHORITY, hasBuyRequestAuthority: true }),
    byId: true,
    member: 403,
  },
  {
    name: 'member import',
    method: 'POST',
    url: () => `${MEMBERS}/import`,
    body: () => ({ rows: [{ name: '가져옴', email: 'm3@x.com', cellPhone: '01066660003' }] }),
    byId: false,
    member: 403,
  },
  { name: 'member delete', method: 'DELETE', url: row(MEMBERS, 'member'), byId: true, member: 403 },
  { name: 'group list', method: 'GET', url: () => GROUPS, byId: false, member: 200 },
  { name: 'group read', method: 'GET', url: row(GROUPS, 'group'), byId: true, member: 200 },
  {
    name: 'group create',
    method: 'POST',
    url: () => GROUPS,
    body: () => ({ name: '새부서', parentId: null }),
    byId: false,
    member: 403,
  },
  {
    name: 'group rename',
    method: 'PUT',
    url: row(GROUPS, 'group'),
    body: () => ({ name: '재무회계팀', parentId: null, sort: 9 }),
    byId: true,
    member: 403,
  },
  {
    name: 'group move',
    method: 'PUT',
    url: row(GROUPS, 'group', '/move'),
    body: () => ({ parentId: null, sort: 0 }),
    byId: true,
    member: 403,
  },
  { name: 'group delete', method: 'DELETE', url: row(GROUPS, 'emptyGroup'), byId: true, member: 403 },
  { name: 'manager list', method: 'GET', url: () => MANAGERS, byId: false, member: 403 },
  { name: 'manager read', method: 'GET', url: row(MANAGERS, 'manager'), byId: true, member: 403 },
  { name: 'invitation read', method: 'GET', url: row(MANAGERS, 'invitation'), byId: true, member: 403 },
  {
    name: 'manager invite',
    method: 'POST',
    url: () => MANAGERS,
    body: () => ({ email: 'm4@x.com', cellPhone: '01066660004' }),
    byId: false,
    member: 403,
  },
  {
    name: 'invitation update',
    method: 'PUT',
    url: row(MANAGERS, 'invitation'),
    body: () => ({ ...NO_AUTHORITY, companyMemberRole: '관리자', hasManagerAuthority: true }),
    byId: true,
    member: 403,
  },
  { name: 'invitation cancel', method: 'DELETE', url: row(MANAGERS, 'invitation'), byId: true, member: 403 },
  {
    name: 'anniversary list',
    method: 'GET',
    url: () => listUrl(ANNIVERSARIES, { filter: { month: null } }),
    byId: false,
    member: 200,
  },
];
const send = (c: Call, who: LoggedIn) => call(t.app, c.method, c.url(), who.headers, c.body?.());

/** What 한빛솔루션 looks like, to prove the refused calls changed nothing. */
async function snapshot() {
  const read = async (url: string) => (await call(t.app, 'GET', url, admin.headers)).body;
  return Promise.all([
    read(listUrl(MEMBERS, { range: [0, 999], sort: ['id', 'ASC'] })),
    read(listUrl(GROUPS, { range: [0, 999] })),
    read(listUrl(MANAGERS, { range: [0, 999] })),
  ]);
}

describe('the access matrix', () => {
  let before: string[];
  beforeAll(async () => {
    before = await snapshot();
  });

  it.each(CALLS.map((c) => [c.name, c]))('a plain member: %s', async (_name, c) => {
    const response = await send(c, member);
    expect(response.statusCode).toBe(c.member);
    if (c.member === 403) expect(response.json().message).toMatch(/[가-힣]/);
  });

  it.each(CALLS.filter((c) => c.byId).map((c) => [c.name, c]))(
    'another company’s administrator gets a 404 for 한빛솔루션’s id: %s',
    async (_name, c) => {
      const response = await send(c, nike);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/[가-힣]/);
    },
  );

  it('another company’s lists never contain a row of 한빛솔루션', async () => {
    const ours = (await Promise.all(before.map((body) => JSON.parse(body) as Array<{ id: string }>))).flat();
    const ourIds = new Set(ours.map((r) => r.id));
    for (const c of CALLS.filter((c) => c.method === 'GET' && !c.byId)) {
      const response = await send(c, nike);
      expect(response.statusCode, c.name).toBe(200);
      const rows: Array<{ id: string; memberId?: string; email?: string }> = response.json();
      expect(rows.length, c.name).toBeGreaterThan(0);
      for (const r of rows) {
        expect(ourIds.has(r.id), `${c.name} ${r.id}`).toBe(false);
        if (r.memberId) expect(ourIds.has(r.memberId)).toBe(false);
        expect(r.email ?? '').not.toMatch(/hanbit|demo-admin|demo-member/);
      }
    }
  });

  it('another company cannot reach 한빛솔루션’s departments through a body either', async () => {
    const create = await call(
      t.app,
      'POST',
      MEMBERS,
      nike.headers,
      memberBody({ email: 'n1@x.com', cellPhone: '01066660011', groupId: ids.group }),
    );
    expect(create.statusCode).toBe(400);
    expect(create.json().errors.groupId).toBe('부서를 찾을 수 없습니다.');
    const group = await call(t.app, 'POST', GROUPS, nike.headers, { name: '침투', parentId: ids.group });
    expect(group.json().errors.parentId).toBe('부서를 찾을 수 없습니다.');
    const imported = await call(t.app, 'POST', `${MEMBERS}/import`, nike.headers, {
      rows: [{ name: '가', email: 'n2@x.com', cellPhone: '01066660012' }],
      groupId: ids.group,
    });
    expect(imported.statusCode).toBe(400);
  });

  it('left 한빛솔루션 exactly as it was after every refused call', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it('without a session every call is a 401', async () => {
    for (const c of CALLS) {
      const response = await call(t.app, c.method, c.url(), undefined, c.body?.());
      expect(response.statusCode, c.name).toBe(401);
    }
  });

  it('the administrator may make every call (in this order, each on the rows above)', async () => {
    for (const c of CALLS) {
      const response = await send(c, admin);
      expect(response.statusCode, `${c.name}: ${response.body}`).toBe(200);
    }
  });
});
