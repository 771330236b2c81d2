import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS, allowLogin, call, memberBody } from './organisation/helpers';
import { ADMIN, createTestApp, login, type LoggedIn, type TestApp } from './testApp';

// Who may act on whom: a master only by a master, an admin-authority member only by master or admin
// authority, whatever the write (profile, authority, delete). The 관리자 role alone is not enough.
let t: TestApp;
let master: LoggedIn;
let roleOnly: LoggedIn;
let adminAuthority: LoggedIn;
const NONE = {
  hasMasterAuthority: false,
  hasAdminAuthority: false,
  hasBuyRequestAuthority: false,
  hasCategoryItemAuthority: false,
  hasManagerAuthority: false,
};

async function administrator(email: string, phone: string, flags: Partial<typeof NONE>) {
  const created = await call(t.app, 'POST', MEMBERS, master.headers, memberBody({ email, cellPhone: phone }));
  const id = created.json().id as string;
  await call(t.app, 'PUT', `${MEMBERS}/${id}/authority`, master.headers, {
    companyMemberRole: '관리자',
    ...NONE,
    ...flags,
  });
  await allowLogin(t, email);
  return { id, session: await login(t.app, email) };
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  master = await login(t.app, ADMIN);
  roleOnly = (await administrator('role.only@x.com', '01030300001', {})).session;
  adminAuthority = (await administrator('admin.flag@x.com', '01030300002', { hasAdminAuthority: true }))
    .session;
});
afterAll(() => t.close());

describe('acting on a master', () => {
  it.each([
    ['a 관리자 without authority flags', () => roleOnly],
    ['an admin-authority member', () => adminAuthority],
  ])('refuses %s deleting, editing or re-flagging the master', async (_who, caller) => {
    const target = master.body.companyMemberEncrypted;
    const deleted = await call(t.app, 'DELETE', `${MEMBERS}/${target}`, caller().headers);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toContain('마스터 권한');
    const edited = await call(
      t.app,
      'PUT',
      `${MEMBERS}/${target}`,
      caller().headers,
      memberBody({ email: 'x@x.com' }),
    );
    expect(edited.statusCode).toBe(403);
    const reflagged = await call(t.app, 'PUT', `${MEMBERS}/${target}/authority`, caller().headers, {
      companyMemberRole: '관리자',
      ...NONE,
      hasMasterAuthority: true,
      hasAdminAuthority: true,
    });
    expect(reflagged.statusCode).toBe(403);
    expect((await call(t.app, 'GET', `${MEMBERS}/${target}`, master.headers)).json().hasMasterAuthority).toBe(
      true,
    );
  });

  it('refuses the 관리자 role alone deleting an admin-authority member, and lets the master do it', async () => {
    const target = adminAuthority.body.companyMemberEncrypted;
    expect((await call(t.app, 'DELETE', `${MEMBERS}/${target}`, roleOnly.headers)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `${MEMBERS}/${target}`, master.headers)).statusCode).toBe(200);
  });
});

describe('answers that carry secrets', () => {
  it('are never stored by a cache: login, auto-login, provider login and every API answer say no-store', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: ADMIN, password: 'Demo!2345', keepLoginYN: 'Y' },
    });
    expect(member.headers['cache-control']).toBe('no-store');
    const auto = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: member.json().sessionId },
    });
    expect(auto.statusCode).toBe(200);
    expect(auto.headers['cache-control']).toBe('no-store');
    const operator = await t.app.inject({
      method: 'POST',
      url: '/provider/v1/auth/login',
      payload: { email: 'demo-provider@example.com', password: 'Demo!2345' },
    });
    expect(operator.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: MEMBERS });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
