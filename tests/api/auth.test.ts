import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, createTestApp, drainJobs, headersOf, login, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set('2026-11-21T05:00:00Z')); // 14:00 in Seoul

const HOUR = 60 * 60 * 1000;
const check = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/portal/auth/api/login-check', headers });

describe('POST /portal/auth/api/login', () => {
  it('returns the auth fields, no sessionId without keep-login, credentials valid until Seoul midnight', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: ADMIN, password: 'Demo!2345', keepLoginYN: 'N' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ companyMemberName: '김지원', companyName: '주식회사 한빛솔루션' });
    for (const key of ['companyMemberEncrypted', 'companyEncrypted', 'clientId', 'clientSecret']) {
      expect(typeof body[key]).toBe('string');
    }
    expect(body.sessionId).toBeUndefined();
    expect(body.expiresAt).toBe('2026-11-21T15:00:00.000Z');
    expect((await check(headersOf(body))).statusCode).toBe(200);
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: 'Demo-Admin@Example.com', password: 'Demo!2345' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 and Korean message', async () => {
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: ADMIN, password: 'Wrong!2345', keepLoginYN: 'N' },
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: 'nobody@example.com', password: 'Demo!2345', keepLoginYN: 'N' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe('이메일 또는 비밀번호가 일치하지 않습니다.');
  });

  it('refuses a member who never set a password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: 'member001@hanbit.example.com', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toBe('비밀번호를 입력해주세요.');
  });
});

describe('session expiry', () => {
  it('ends a plain login at the next midnight in Seoul', async () => {
    const { headers } = await login(t.app, ADMIN);
    t.clock.set('2026-11-21T14:59:59Z');
    expect((await check(headers)).statusCode).toBe(200);
    t.clock.set('2026-11-21T15:00:00Z');
    const expired = await check(headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toContain('로그인');
  });

  it('keeps a keep-login sessionId usable for 30 days, then refuses it', async () => {
    const { body } = await login(t.app, ADMIN, 'Y');
    expect(body.sessionId).toBeTruthy();
    t.clock.advance(29 * 24 * HOUR);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: body.sessionId },
    });
    expect(renewed.statusCode).toBe(200);
    t.clock.advance(2 * 24 * HOUR); // 31 days after the first login
    const late = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: renewed.json().sessionId },
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('POST /portal/auth/api/auto-login', () => {
  it('rotates: the new sessionId works; the old credentials end at once, the old sessionId after a minute', async () => {
    const first = await login(t.app, ADMIN, 'Y');
    t.clock.advance(24 * HOUR); // next day: the client credentials have lapsed
    expect((await check(first.headers)).statusCode).toBe(401);

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: first.body.sessionId },
    });
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json();
    expect(next.sessionId).toBeTruthy();
    expect(next.sessionId).not.toBe(first.body.sessionId);
    expect((await check(headersOf(next))).statusCode).toBe(200);

    // A browser that navigated away before storing the answer retries with the old id: still fine.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: first.body.sessionId },
    });
    expect(retry.statusCode).toBe(200);

    t.clock.advance(61_000);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: first.body.sessionId },
    });
    expect(replay.statusCode).toBe(401);
    const latest = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: retry.json().sessionId },
    });
    expect(latest.statusCode).toBe(200);
  });

  it('ends the credentials of a rotated session at once', async () => {
    const first = await login(t.app, ADMIN, 'Y');
    expect((await check(first.headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/auto-login',
      payload: { sessionId: first.body.sessionId },
    });
    expect((await check(first.headers)).statusCode).toBe(401);
  });

  it('refuses the sessionId of a plain login (there is none) and garbage', async () => {
    for (const sessionId of ['nope', 'x'.repeat(150)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/portal/auth/api/auto-login',
        payload: { sessionId },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('login-check and logout', () => {
  it('401s without headers, with a wrong secret, and with ids of another kind', async () => {
    const { headers } = await login(t.app, ADMIN);
    expect((await check({})).statusCode).toBe(401);
    expect((await check({ ...headers, client_secret: 'wrong' })).statusCode).toBe(401);
    expect(
      (await check({ ...headers, company_encrypted: headers.company_member_encrypted })).statusCode,
    ).toBe(401);
    const member = await login(t.app, MEMBER);
    expect(
      (await check({ ...headers, company_member_encrypted: member.headers.company_member_encrypted }))
        .statusCode,
    ).toBe(401);
  });

  it('logout deletes the server-side session', async () => {
    const { headers } = await login(t.app, ADMIN);
    const out = await t.app.inject({ method: 'POST', url: '/portal/auth/api/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await check(headers)).statusCode).toBe(401);
  });
});

describe('password change and reset', () => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const here = await login(t.app, MEMBER);
    const elsewhere = await login(t.app, MEMBER);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/homepage/v2/company-member/manager/passwd',
      headers: here.headers,
      payload: { currentPassword: 'Nope!2345', newPassword: 'Newpass!2345' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('현재 비밀번호가 일치하지 않습니다.');

    const weak = await t.app.inject({
      method: 'PUT',
      url: '/homepage/v2/company-member/manager/passwd',
      headers: here.headers,
      payload: { currentPassword: 'Demo!2345', newPassword: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toContain('영문 대문자');

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/homepage/v2/company-member/manager/passwd',
      headers: here.headers,
      payload: { currentPassword: 'Demo!2345', newPassword: 'Newpass!2345' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(here.headers)).statusCode).toBe(200);
    expect((await check(elsewhere.headers)).statusCode).toBe(401);

    // Put it back for the other tests.
    await t.app.inject({
      method: 'PUT',
      url: '/homepage/v2/company-member/manager/passwd',
      headers: here.headers,
      payload: { currentPassword: 'Newpass!2345', newPassword: 'Demo!2345' },
    });
  });

  it('resets a forgotten password with the code sent to the outbox', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/password/code',
      payload: { email: MEMBER },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).not.toMatch(/\d{4}/);
    await drainJobs(t);
    const rows = await t.database.db.query.outbox.findMany();
    const message = rows.filter((row) => row.purpose === 'password-code').at(-1);
    const code = /\[(\d{6})\]/.exec(message?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/password/reset',
      payload: { email: MEMBER, code: code === '000000' ? '111111' : '000000', newPassword: 'Reset!2345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code).toContain('인증번호');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/password/reset',
      payload: { email: MEMBER, code, newPassword: 'Reset!2345' },
    });
    expect(ok.statusCode).toBe(200);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: MEMBER, password: 'Reset!2345' },
    });
    expect(relogin.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/password/reset',
      payload: { email: MEMBER, code, newPassword: 'Demo!2345' },
    });
    expect(reused.statusCode).toBe(400);
  });
});
