import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { testSettings } from '../../server/settings';
import { ADMIN, MEMBER, createTestApp, type TestApp } from './testApp';

// The test client is the proxy (inject connects from 127.0.0.1), so every request may claim a new
// address: the per-IP limit never bites, and only the per-account limit stands in the way.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => {
  address += 1;
  // The proxy's view: the right-most address is the one that connected to it.
  return `10.${Math.floor(address / 250) % 250}.${address % 250}.7`;
};

const memberLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/portal/auth/api/login',
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { email, password },
  });

describe('failed logins per account', () => {
  it('refuses an account after 10 wrong passwords from 100 addresses, the right one too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await memberLogin(ADMIN, `Wrong!${i}pass`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(90).fill(429));

    const wrong = await memberLogin(ADMIN, 'Wrong!pass1');
    const right = await memberLogin(ADMIN, DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    // Refused before the password is checked: the answers cannot tell a right password from a wrong one.
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(right.json().message).toBe('로그인 시도가 너무 많습니다. 15분 후에 다시 시도해주세요.');

    t.clock.advance(5 * 60_000);
    expect((await memberLogin(ADMIN, DEMO_PASSWORD)).json().message).toBe(
      '로그인 시도가 너무 많습니다. 10분 후에 다시 시도해주세요.',
    );
    t.clock.advance(10 * 60_000 + 1000);
    expect((await memberLogin(ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts guesses sent all at once, not only the ones that have failed already', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => memberLogin(MEMBER, `Parallel!${i}x`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    t.clock.advance(16 * 60_000);
  });

  it('locks an unknown e-mail exactly like a member, so the lock tells nobody who is one', async () => {
    const unknown: string[] = [];
    for (let i = 0; i < 11; i++) unknown.push((await memberLogin('nobody@example.com', 'Wrong!pass1')).body);
    const known: string[] = [];
    for (let i = 0; i < 11; i++) known.push((await memberLogin(MEMBER, 'Wrong!pass1')).body);
    expect(unknown).toEqual(known);
    t.clock.advance(16 * 60_000);
  });

  it('forgets failures after a successful login, and old failures after the window', async () => {
    for (let i = 0; i < 9; i++) expect((await memberLogin(ADMIN, 'Wrong!pass1')).statusCode).toBe(401);
    expect((await memberLogin(ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await memberLogin(ADMIN, 'Wrong!pass1')).statusCode).toBe(401);
    t.clock.advance(15 * 60_000 + 1000);
    for (let i = 0; i < 9; i++) expect((await memberLogin(ADMIN, 'Wrong!pass1')).statusCode).toBe(401);
    expect((await memberLogin(ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('holds across server processes: the count lives in the database', async () => {
    const other = await buildApp({
      settings: testSettings({ TRUST_PROXY: '127.0.0.1' }),
      database: t.database,
      now: () => t.clock.now,
      distDir: '/nonexistent',
    });
    try {
      for (let i = 0; i < 10; i++) expect((await memberLogin(MEMBER, 'Wrong!pass1')).statusCode).toBe(401);
      const elsewhere = await other.inject({
        method: 'POST',
        url: '/portal/auth/api/login',
        payload: { email: MEMBER, password: DEMO_PASSWORD },
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
    t.clock.advance(16 * 60_000);
  });
});

describe('failed provider console logins per account', () => {
  it('refuses the operator account after 10 wrong passwords from rotating addresses', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/provider/v1/auth/login',
        headers: { 'x-forwarded-for': nextAddress() },
        payload: { email: 'demo-provider@example.com', password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(`Wrong!${i}pass`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    const right = await attempt(DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/);
    // Member logins are counted apart.
    expect((await memberLogin(ADMIN, DEMO_PASSWORD)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
