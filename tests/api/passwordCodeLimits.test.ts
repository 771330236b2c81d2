import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { MEMBER, NIKE, createTestApp, drainJobs, type TestApp } from './testApp';

// The test client is a trusted proxy, so each request can claim a new address (as an attacker
// behind a permissive proxy could): only the per-account limits hold.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

let address = 0;
const rotating = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1) % 250}` });

const requestCode = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/portal/auth/api/password/code',
    headers: rotating(),
    payload: { email },
  });
const reset = (email: string, code: string, newPassword = 'Reset!2345') =>
  t.app.inject({
    method: 'POST',
    url: '/portal/auth/api/password/reset',
    headers: rotating(),
    payload: { email, code, newPassword },
  });

/** The code of the latest password-code message to this phone. */
async function latestCode(phone: string): Promise<string> {
  await drainJobs(t);
  const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, phone));
  const body = rows.filter((row) => row.purpose === 'password-code').at(-1)?.body ?? '';
  return /\[(\d{6})\]/.exec(body)?.[1] ?? '';
}
const otherThan = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('guessing a reset code', () => {
  it('stops after 5 wrong codes from rotating addresses, and then the right code no longer works', async () => {
    expect((await requestCode(MEMBER)).statusCode).toBe(200);
    const code = await latestCode('01052846610');
    for (let i = 0; i < 5; i++) {
      const wrong = await reset(MEMBER, otherThan(code, i));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.code).toContain('인증번호');
    }
    const right = await reset(MEMBER, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors.code).toBe(
      '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아주세요.',
    );

    // A new code works (and the earlier one stays dead).
    t.clock.advance(1000);
    expect((await requestCode(MEMBER)).statusCode).toBe(200);
    const fresh = await latestCode('01052846610');
    expect((await reset(MEMBER, fresh, 'Demo!2345')).statusCode).toBe(200);
  });

  it('counts guesses sent all at once: the code dies after 5 of them', async () => {
    t.clock.advance(1000);
    expect((await requestCode(NIKE)).statusCode).toBe(200);
    const phone = (await t.database.db.query.companyMembers.findFirst({
      where: (m, { eq: is }) => is(m.email, NIKE),
    }))!.cellPhone!;
    const code = await latestCode(phone);
    // 20 wrong guesses at once: each takes a try before it is compared, so none share one.
    const guesses = Array.from({ length: 20 }, (_, i) => otherThan(code, i));
    const answers = await Promise.all(guesses.map((guess) => reset(NIKE, guess, 'Demo!2345')));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect((await reset(NIKE, code, 'Demo!2345')).statusCode).toBe(400);
  });

  it('lets a code die after its time (5 minutes)', async () => {
    t.clock.advance(1000);
    expect((await requestCode(MEMBER)).statusCode).toBe(200);
    const code = await latestCode('01052846610');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await reset(MEMBER, code, 'Demo!2345')).statusCode).toBe(400);
  });
});

describe('codes requested per account', () => {
  it('sends at most 5 codes an hour to one member, whatever the address, and says when to retry', async () => {
    t.clock.advance(61 * 60_000); // a fresh hour for this member
    await drainJobs(t);
    const before = (await t.database.db.select().from(outbox).where(eq(outbox.recipient, '01052846610')))
      .length;
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 30; i++) {
      const answer = await requestCode(MEMBER);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) refusal = answer.json().message;
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    expect(refusal).toBe('인증번호 요청이 너무 많습니다. 60분 후에 다시 시도해주세요.');
    await drainJobs(t);
    const after = (await t.database.db.select().from(outbox).where(eq(outbox.recipient, '01052846610')))
      .length;
    expect(after - before).toBe(5);

    t.clock.advance(60 * 60_000 + 1000);
    expect((await requestCode(MEMBER)).statusCode).toBe(200);
  });

  it('limits an unknown e-mail the same way, so the limit tells nobody who is a member', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await requestCode('nobody-here@example.com');
      answers.push(`${answer.statusCode} ${answer.body}`);
    }
    expect(answers.slice(0, 5).every((answer) => answer.startsWith('200 '))).toBe(true);
    expect(answers.slice(5).every((answer) => answer.startsWith('429 '))).toBe(true);
  });
});
