import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../server/db/schema';
import { MEMBER, createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 1000 });
});
afterAll(() => t.close());

const requestCode = (email: string) =>
  t.app.inject({ method: 'POST', url: '/portal/auth/api/password/code', payload: { email } });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('the password-code call tells nobody who is a member', () => {
  it('answers a member, a member without a phone and an unknown e-mail with the same body', async () => {
    const withoutPhone = 'no-phone@example.com';
    const [someone] = await t.database.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(isNotNull(companyMembers.cellPhone))
      .offset(50)
      .limit(1);
    await t.database.db
      .update(companyMembers)
      .set({ email: withoutPhone, cellPhone: null })
      .where(eq(companyMembers.id, someone!.id));

    const member = await requestCode(MEMBER);
    const noPhone = await requestCode(withoutPhone);
    const unknown = await requestCode('not-a-member@example.com');
    expect(member.statusCode).toBe(200);
    expect(noPhone.body).toBe(member.body);
    expect(unknown.body).toBe(member.body);
    expect(member.json()).toEqual({
      sent: true,
      message: '입력하신 이메일로 가입된 계정이 있으면 등록된 휴대폰 번호로 인증번호를 보냈습니다.',
      expiresInSeconds: 300,
    });
    // No phone digits at all (the member's phone ends in 6610).
    expect(member.body).not.toMatch(/6610|\*\*\*\*/);
  });

  it('takes the same time for members and unknown e-mails (medians of 20 calls each)', async () => {
    const members = await t.database.db
      .select({ email: companyMembers.email })
      .from(companyMembers)
      .where(isNotNull(companyMembers.cellPhone))
      .offset(100)
      .limit(20);
    expect(members).toHaveLength(20);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each e-mail once (the per-account limit is 5 an hour), so load drifts hit both alike.
    for (let i = 0; i < 20; i++) {
      let started = performance.now();
      expect((await requestCode(members[i]!.email)).statusCode).toBe(200);
      known.push(performance.now() - started);
      started = performance.now();
      expect((await requestCode(`stranger-${i}@example.com`)).statusCode).toBe(200);
      unknown.push(performance.now() - started);
    }
    const difference = Math.abs(median(known) - median(unknown));
    // Padded, the medians sit within a few milliseconds; unpadded, a member's answer (a code and a
    // message written) took tens of milliseconds longer than a stranger's.
    expect(difference, `known ${median(known)} ms, unknown ${median(unknown)} ms`).toBeLessThan(20);
  }, 60_000);
});
