import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../server/db/schema';
import { ADMIN, createTestApp, drainJobs, headersOf, login, type LoggedIn, type TestApp } from '../testApp';
import { MANAGERS, SIGNUP, call, listUrl } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  admin = await login(t.app, ADMIN);
});
afterAll(() => t.close());

const PASSWORD = 'Welcome!2026';
const invite = (email: string, cellPhone: string, flags: Record<string, boolean> = {}) =>
  call(t.app, 'POST', MANAGERS, admin.headers, { email, cellPhone, ...flags });
/** The token of the newest invitation message, read from the outbox like a phone would. */
async function tokenFromOutbox(cellPhone: string) {
  await drainJobs(t);
  const [message] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, cellPhone))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(message).toMatchObject({ channel: 'LMS', purpose: 'manager-invite' });
  const link = /https?:\/\/\S+\/pc\/admin\/auth\/manager\/signup\?token=([\w-]+)/.exec(message!.body);
  expect(link).not.toBeNull();
  return link![1]!;
}
/** The consents every sign-up takes (the company's too). */
const CONSENTS = { agreeUseService: true, agreePrivacy: true };
const signup = (token: string, body: Record<string, unknown>, consents: Record<string, boolean> = CONSENTS) =>
  call(t.app, 'POST', `${SIGNUP}/${token}`, undefined, { ...body, ...consents });
const managers = async () => (await call(t.app, 'GET', listUrl(MANAGERS), admin.headers)).json();

describe('inviting an administrator', () => {
  it('sends an LMS with the sign-up link; the invitee signs up and logs in as 관리자 with the invited flags', async () => {
    const invited = await invite('New.Manager@Partner.example.com', '01077770001', {
      hasBuyRequestAuthority: true,
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ status: 'INVITED', email: 'new.manager@partner.example.com' });
    const token = await tokenFromOutbox('01077770001');

    const info = await call(t.app, 'GET', `${SIGNUP}/${token}`, undefined);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      companyName: '주식회사 한빛솔루션',
      email: 'new.manager@partner.example.com',
    });

    const accepted = await signup(token, { name: '최관리', cellPhone: '01077770001', password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const loggedIn = await call(t.app, 'POST', '/portal/auth/api/login', undefined, {
      email: 'new.manager@partner.example.com',
      password: PASSWORD,
    });
    expect(loggedIn.statusCode).toBe(200);
    const me = (
      await call(t.app, 'GET', '/homepage/v2/company-member/info', headersOf(loggedIn.json()))
    ).json();
    expect(me.companyMember).toMatchObject({
      name: '최관리',
      companyMemberRole: '관리자',
      hasBuyRequestAuthority: true,
      hasMasterAuthority: false,
    });
    const list = await managers();
    expect(list.find((m: { email: string }) => m.email === 'new.manager@partner.example.com')).toMatchObject({
      status: 'ACTIVE',
      name: '최관리',
    });
  });

  it('uses a token once: a second sign-up with it is a 404', async () => {
    await invite('once@partner.example.com', '01077770002');
    const token = await tokenFromOutbox('01077770002');
    expect(
      (await signup(token, { name: '한번', cellPhone: '01077770002', password: PASSWORD })).statusCode,
    ).toBe(200);
    const again = await signup(token, { name: '두번', cellPhone: '01077770003', password: PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain('초대 링크가 올바르지 않거나 만료되었습니다');
  });

  it('expires an invitation after 7 days', async () => {
    await invite('late@partner.example.com', '01077770004');
    const token = await tokenFromOutbox('01077770004');
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await call(t.app, 'GET', `${SIGNUP}/${token}`, undefined)).statusCode).toBe(404);
      // The admin's session ended at midnight meanwhile; a fresh login sees the list without it.
      const fresh = await login(t.app, ADMIN);
      const list = (await call(t.app, 'GET', MANAGERS, fresh.headers)).json();
      expect(list.some((m: { email: string }) => m.email === 'late@partner.example.com')).toBe(false);
    } finally {
      t.clock.set(new Date().toISOString());
      // That login dropped the expired sessions, the one of this file's admin included.
      admin = await login(t.app, ADMIN);
    }
  });

  it('refuses inviting, and signing up with, an e-mail that is already a member', async () => {
    const direct = await invite('demo-member@example.com', '01077770005');
    expect(direct.statusCode).toBe(409);
    expect(direct.json().errors.email).toBe('이미 가입된 이메일입니다. 기존 계정으로 로그인해주세요.');
    // An invitation outstanding while the same e-mail registers elsewhere.
    await invite('race@partner.example.com', '01077770006');
    const token = await tokenFromOutbox('01077770006');
    await call(t.app, 'POST', '/homepage/v2/members', admin.headers, {
      name: '먼저',
      email: 'race@partner.example.com',
      cellPhone: '01077770016',
    });
    const response = await signup(token, { name: '나중', cellPhone: '01077770006', password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('이미 가입된 이메일입니다. 기존 계정으로 로그인해주세요.');
  });

  it('checks the sign-up body: both consents, password rule and phone beside their fields, duplicate phone 409', async () => {
    await invite('body@partner.example.com', '01077770007');
    const token = await tokenFromOutbox('01077770007');
    const unagreed = await signup(
      token,
      { name: '동의없음', cellPhone: '01077770007', password: PASSWORD },
      {},
    );
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().errors).toMatchObject({
      agreeUseService: '서비스 이용약관에 동의해주세요.',
      agreePrivacy: '개인정보 수집 및 이용에 동의해주세요.',
    });
    const halfAgreed = { agreeUseService: true, agreePrivacy: false };
    const half = await signup(
      token,
      { name: '반만', cellPhone: '01077770007', password: PASSWORD },
      halfAgreed,
    );
    expect(half.json().errors).toEqual({ agreePrivacy: '개인정보 수집 및 이용에 동의해주세요.' });
    const weak = await signup(token, { name: '약함', cellPhone: '01077770007', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/비밀번호/);
    const taken = await signup(token, { name: '중복', cellPhone: '01052846610', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.cellPhone).toBe('이미 등록된 휴대폰 번호입니다.');
    expect((await call(t.app, 'GET', `${SIGNUP}/${token}`, undefined)).statusCode).toBe(200);
  });

  it('answers an unknown token with a 404 in Korean', async () => {
    const response = await call(t.app, 'GET', `${SIGNUP}/not-a-token`, undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/[가-힣]/);
  });

  it('lists a pending invitation, changes its flags, and cancels it', async () => {
    const { id } = (await invite('pending@partner.example.com', '01077770008')).json();
    const one = await call(t.app, 'GET', `${MANAGERS}/${id}`, admin.headers);
    expect(one.json()).toMatchObject({ status: 'INVITED', hasManagerAuthority: false });
    const changed = await call(t.app, 'PUT', `${MANAGERS}/${id}`, admin.headers, {
      ...(one.json() as Record<string, unknown>),
      hasManagerAuthority: true,
    });
    expect(changed.json()).toMatchObject({ status: 'INVITED', hasManagerAuthority: true });
    const invited = (
      await call(t.app, 'GET', listUrl(MANAGERS, { filter: { status: 'INVITED' } }), admin.headers)
    ).json();
    expect(invited.map((m: { id: string }) => m.id)).toContain(id);
    const token = await tokenFromOutbox('01077770008');
    expect((await call(t.app, 'DELETE', `${MANAGERS}/${id}`, admin.headers)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `${MANAGERS}/${id}`, admin.headers)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${SIGNUP}/${token}`, undefined)).statusCode).toBe(404);
  });

  it('replaces a pending invitation when the same e-mail is invited again', async () => {
    await invite('again@partner.example.com', '01077770009');
    const first = await tokenFromOutbox('01077770009');
    await invite('again@partner.example.com', '01077770009');
    const second = await tokenFromOutbox('01077770009');
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', `${SIGNUP}/${first}`, undefined)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${SIGNUP}/${second}`, undefined)).statusCode).toBe(200);
    const pending = (await managers()).filter(
      (m: { email: string }) => m.email === 'again@partner.example.com',
    );
    expect(pending).toHaveLength(1);
  });
});

describe('manager sign-up rate limit', () => {
  it('limits the public sign-up calls per minute like the auth calls', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ method: 'GET', url: `${SIGNUP}/guess-${i}` })).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
