import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../schemas/signup';
import { createTestApp, drainJobs, type TestApp } from '../testApp';
import { outbox } from '../../../server/db/schema';
import { codeSentTo, mailCodeUrl, phoneCodeUrl } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
});
afterAll(() => t.close());

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const send = (cellPhone: string) => t.app.inject({ method: 'GET', url: phoneCodeUrl(cellPhone) });
const check = (cellPhone: string, code: string) =>
  t.app.inject({ method: 'GET', url: phoneCodeUrl(cellPhone, code) });

describe('sign-up codes', () => {
  it('sends a 6-digit code by SMS through the outbox and verifies it once', async () => {
    const sent = await send('01090001001');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'SENT', expiresInSeconds: 180, token: null });
    await drainJobs(t);
    const rows = await t.database.db.select().from(outbox);
    expect(rows.some((row) => row.recipient === '01090001001' && /\[\d{6}\]/.test(row.body))).toBe(true);

    const code = await codeSentTo(t, '01090001001');
    const verified = await check('01090001001', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('VERIFIED');
    expect(verified.json().token).toMatch(/^[\w-]{20,}$/);
    // Usable once: the same code again is no code at all.
    const again = await check('01090001001', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SIGNUP_MESSAGES.codeMissing);
  });

  it('keeps only hashes of codes and tokens', async () => {
    await send('01090001002');
    const code = await codeSentTo(t, '01090001002');
    const token = (await check('01090001002', code)).json().token as string;
    const stored = JSON.stringify(
      await t.database.db.select().from((await import('../../../server/db/schema')).signupCodes),
    );
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(token);
  });

  it('answers a wrong code with the tries left', async () => {
    await send('01090001003');
    const wrong = await check('01090001003', other(await codeSentTo(t, '01090001003')));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SIGNUP_MESSAGES.codeWrong(4));
    expect(wrong.json().errors.phoneCode).toBe(SIGNUP_MESSAGES.codeWrong(4));
  });

  it('refuses a code after its 3 minutes', async () => {
    await send('01090001004');
    const code = await codeSentTo(t, '01090001004');
    t.clock.advance(3 * 60 * 1000 + 1000);
    const late = await check('01090001004', code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('인증번호 입력 시간(3분)이 지났습니다. 인증번호를 다시 받아주세요.');
  });

  it('refuses the sixth try, the right code included', async () => {
    await send('01090001005');
    const code = await codeSentTo(t, '01090001005');
    for (let i = 0; i < 5; i++) expect((await check('01090001005', other(code))).statusCode).toBe(400);
    const sixth = await check('01090001005', code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('인증번호 입력 횟수(5회)를 넘었습니다. 인증번호를 다시 받아주세요.');
    // A new code works again.
    await send('01090001005');
    expect((await check('01090001005', await codeSentTo(t, '01090001005'))).statusCode).toBe(200);
  });

  it('limits codes per number and per e-mail to 5 an hour, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await send('01090001006')).statusCode).toBe(200);
    const sixth = await send('01090001006');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^인증번호 요청이 너무 많습니다\. \d+분 후에 다시 시도해주세요\.$/);

    const mail = (email: string) => t.app.inject({ method: 'POST', url: mailCodeUrl(email) });
    for (let i = 0; i < 5; i++) expect((await mail('limit@newco.example.com')).statusCode).toBe(200);
    expect((await mail('LIMIT@newco.example.com')).statusCode).toBe(429);
  });

  it('answers an e-mail that already has an account like any other, and mails a note instead of a code', async () => {
    const known = await t.app.inject({ method: 'POST', url: mailCodeUrl('demo-member@example.com') });
    const unknown = await t.app.inject({ method: 'POST', url: mailCodeUrl('nobody@newco.example.com') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await expect(codeSentTo(t, 'demo-member@example.com')).rejects.toThrow();
  });

  it('refuses malformed input with Korean field messages', async () => {
    const bad = await t.app.inject({ method: 'GET', url: phoneCodeUrl('0101234', '12ab') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[가-힣]/);
  });
});
