import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupRejectedMessage } from '../../../schemas/decisionMessages';
import { SIGNUP_MESSAGES } from '../../../schemas/signup';
import { companyMembers, outbox } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { PENDING_SIGNUP } from '../../../server/db/seed/signup';
import { PROVIDER } from '../matrix/world';
import { createTestApp, drainJobs, type TestApp } from '../testApp';
import { signupBody, verifyBoth } from './helpers';

let t: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  const login = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: PROVIDER, password: DEMO_PASSWORD },
  });
  operator = { provider_client_id: login.json().clientId, provider_client_secret: login.json().clientSecret };
});
afterAll(() => t.close());

const asOperator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
const memberLogin = (email: string, password = DEMO_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/portal/auth/api/login',
    payload: { email, password, keepLoginYN: 'N' },
  });

async function pendingId(companyName: string): Promise<string> {
  const list = await asOperator(
    'GET',
    `/provider/v1/signups?filter=${encodeURIComponent(JSON.stringify({ status: 'PENDING' }))}`,
  );
  expect(list.statusCode).toBe(200);
  const row = (list.json() as { id: string; companyName: string }[]).find(
    (r) => r.companyName === companyName,
  );
  if (!row) throw new Error(`${companyName} is not waiting`);
  return row.id;
}

describe('the provider reviews sign-ups', () => {
  it('lists the seeded pending sign-up; approving lets its administrator log in and tells them', async () => {
    expect((await memberLogin(PENDING_SIGNUP.email)).statusCode).toBe(403);
    const id = await pendingId(PENDING_SIGNUP.company.name);
    const one = await asOperator('GET', `/provider/v1/signups/${id}`);
    expect(one.json()).toMatchObject({ status: 'PENDING', applicantName: PENDING_SIGNUP.name });

    const approved = await asOperator('POST', `/provider/v1/signups/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('APPROVED');
    expect((await memberLogin(PENDING_SIGNUP.email)).statusCode).toBe(200);
    await drainJobs(t);
    const sent = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, PENDING_SIGNUP.cellPhone));
    expect(sent.some((m) => m.purpose === 'signup-approved' && m.body.includes('승인되었습니다'))).toBe(true);

    // Decided once: approving or rejecting again is a 409.
    const twice = await asOperator('POST', `/provider/v1/signups/${id}/reject`, { reason: 'FALSE_DATA' });
    expect(twice.statusCode).toBe(409);
  });

  it('rejecting sends the reason and frees the e-mail; a prior loss blocks the number', async () => {
    const body = signupBody(21);
    await t.app.inject({
      method: 'POST',
      url: '/homepage/v2/signup',
      payload: { ...body, ...(await verifyBoth(t, body.email, body.cellPhone)) },
    });
    const id = await pendingId(body.companyName);
    const rejected = await asOperator('POST', `/provider/v1/signups/${id}/reject`, {
      reason: 'PRIOR_LOSS',
      note: '2024년 계약 해지 이력',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'PRIOR_LOSS' });
    await drainJobs(t);
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.recipient, body.cellPhone));
    // Exactly the text the console previewed before the decision (schemas/decisionMessages.ts).
    expect(sent.find((m) => m.purpose === 'signup-rejected')?.body).toBe(
      signupRejectedMessage(
        body.companyName,
        '이용 자격을 잃은 이력 (재가입 미동의)',
        '2024년 계약 해지 이력',
      ).body,
    );
    expect(
      await t.database.db.select().from(companyMembers).where(eq(companyMembers.email, body.email)),
    ).toHaveLength(0);

    const check = await t.app.inject({
      method: 'GET',
      url: `/homepage/v2/regist-number?registNumber=${body.registNumber}`,
    });
    expect(check.statusCode).toBe(409);
    expect(check.json().message).toBe(SIGNUP_MESSAGES.registNumberBlocked);
  });

  it('a reject without a reason is a Korean 400; members and strangers cannot review', async () => {
    const list = await asOperator('GET', '/provider/v1/signups');
    const any = (list.json() as { id: string }[])[0]!.id;
    const noReason = await asOperator('POST', `/provider/v1/signups/${any}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('반려 사유를 선택해주세요.');
    const stranger = await t.app.inject({ method: 'POST', url: `/provider/v1/signups/${any}/approve` });
    expect(stranger.statusCode).toBe(401);
  });
});
