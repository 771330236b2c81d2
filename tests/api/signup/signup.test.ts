import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../schemas/signup';
import { companies, companyMembers, companySignups, signupCodes } from '../../../server/db/schema';
import { PENDING_SIGNUP } from '../../../server/db/seed/signup';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { createTestApp, type TestApp } from '../testApp';
import { signupBody, verifyBoth } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const registCheck = (registNumber: string) =>
  t.app.inject({
    method: 'GET',
    url: `/homepage/v2/regist-number?registNumber=${encodeURIComponent(registNumber)}`,
  });

async function counts() {
  const [c] = await t.database.db.select({ n: count() }).from(companies);
  const [m] = await t.database.db.select({ n: count() }).from(companyMembers);
  const [s] = await t.database.db.select({ n: count() }).from(companySignups);
  return { companies: c!.n, members: m!.n, signups: s!.n };
}

describe('registration number check', () => {
  it('answers a free, valid number formatted', async () => {
    const ok = await registCheck('1248100998');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ registNumber: '124-81-00998', available: true });
  });

  it('refuses a wrong check digit with its Korean message', async () => {
    const wrong = await registCheck('124-81-00999');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.registNumber).toBe(SIGNUP_MESSAGES.registNumberCheck);
  });

  it('refuses a number already registered (the seeded pending sign-up)', async () => {
    const taken = await registCheck(PENDING_SIGNUP.company.registNumber);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SIGNUP_MESSAGES.registNumberTaken);
  });
});

describe('company sign-up', () => {
  it('creates the company, its administrator and a pending sign-up; the administrator waits for approval', async () => {
    const body = signupBody(1);
    const tokens = await verifyBoth(t, body.email, body.cellPhone);
    const done = await post('/homepage/v2/signup', { ...body, ...tokens });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true, status: 'PENDING', companyName: body.companyName });

    const login = await post('/portal/auth/api/login', {
      email: body.email,
      password: body.password,
      keepLoginYN: 'N',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(SIGNUP_MESSAGES.pending);

    // The tokens were used up: the same request again is refused.
    const again = await post('/homepage/v2/signup', {
      ...signupBody(2),
      ...tokens,
      email: body.email,
      cellPhone: body.cellPhone,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.emailToken).toBe(SIGNUP_MESSAGES.emailVerificationGone);
  });

  it('refuses a body without verifications or agreements, field by field in Korean', async () => {
    const refused = await post('/homepage/v2/signup', { ...signupBody(3), agreeUseService: false });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().errors as Record<string, string>;
    expect(errors.agreeUseService).toBe(SIGNUP_MESSAGES.agreeUseService);
    expect(errors.emailToken).toBe(SIGNUP_MESSAGES.emailNotVerified);
  });

  it('a failed final step leaves no company, member or used code behind', async () => {
    const body = signupBody(4, { registNumber: PENDING_SIGNUP.company.registNumber });
    const tokens = await verifyBoth(t, body.email, body.cellPhone);
    const before = await counts();
    const failed = await post('/homepage/v2/signup', { ...body, ...tokens });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().errors.registNumber).toBe(SIGNUP_MESSAGES.registNumberTaken);
    expect(await counts()).toEqual(before);
    const [member] = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.email, body.email));
    expect(member).toBeUndefined();
    // The verifications were not used up: the corrected form goes through with them.
    const verified = await t.database.db
      .select()
      .from(signupCodes)
      .where(eq(signupCodes.target, body.cellPhone));
    expect(verified).toHaveLength(1);
    const fixed = await post('/homepage/v2/signup', {
      ...body,
      ...tokens,
      registNumber: signupBody(4).registNumber,
    });
    expect(fixed.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(signupCodes).where(eq(signupCodes.target, body.cellPhone)),
    ).toHaveLength(0);
  });

  it('a failure after the company row was written rolls it back too', async () => {
    const body = signupBody(5);
    const tokens = await verifyBoth(t, body.email, body.cellPhone);
    // Someone takes the e-mail between the check and the insert: simulated by a member created now.
    const before = await counts();
    await t.database.db.insert(companyMembers).values({ companyId: 1, name: '선점', email: body.email });
    const failed = await post('/homepage/v2/signup', { ...body, ...tokens });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().errors.email).toBe(SIGNUP_MESSAGES.emailTaken);
    const after = await counts();
    expect(after.companies).toBe(before.companies);
    expect(after.signups).toBe(before.signups);
  });

  it('service-signup keeps the chosen service for the provider', async () => {
    const body = signupBody(6);
    const tokens = await verifyBoth(t, body.email, body.cellPhone);
    const done = await post('/homepage/v2/service-signup', { ...body, ...tokens, service: 'snack24' });
    expect(done.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(companySignups)
      .where(eq(companySignups.email, body.email));
    expect(row?.service).toBe('snack24');
  });
});

describe('joining a workspace', () => {
  it('shows the company of a link and lets a member join it, who can log in at once', async () => {
    const branchId = createIdCodec(testSettings().secrets.idKey).encode('branch', 1);
    const seen = await t.app.inject({ method: 'GET', url: `/homepage/v2/wefun-customer/${branchId}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().companyName).toBe('주식회사 한빛솔루션');

    const body = { ...signupBody(7), email: 'joiner@hanbit.example.com' };
    const tokens = await verifyBoth(t, body.email, body.cellPhone);
    const joined = await post(`/portal/app/api/sign-up/${branchId}`, {
      name: body.name,
      email: body.email,
      cellPhone: body.cellPhone,
      password: DEMO_PASSWORD,
      agreeUseService: true,
      agreePrivacy: true,
      ...tokens,
    });
    expect(joined.statusCode).toBe(200);
    const login = await post('/portal/auth/api/login', {
      email: body.email,
      password: DEMO_PASSWORD,
      keepLoginYN: 'N',
    });
    expect(login.statusCode).toBe(200);
  });

  it('a tampered link is a Korean 404', async () => {
    const gone = await t.app.inject({ method: 'GET', url: '/homepage/v2/wefun-customer/not-a-branch' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/가입 링크/);
  });
});

describe('API document', () => {
  it('lists the seven sign-up calls with their schemas', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    };
    const calls: [string, string, 'query' | 'body' | 'path'][] = [
      ['post', '/portal/auth/api/signup/auth-mail', 'query'],
      ['get', '/homepage/v2/certification/cellphone', 'query'],
      ['get', '/homepage/v2/regist-number', 'query'],
      ['post', '/homepage/v2/signup', 'body'],
      ['post', '/homepage/v2/service-signup', 'body'],
      ['get', '/homepage/v2/wefun-customer/{id}', 'path'],
      ['post', '/portal/app/api/sign-up/{id}', 'body'],
    ];
    for (const [method, path, input] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.responses['200'], `${method} ${path} answer`).toBeDefined();
      if (input === 'body') expect(operation!.requestBody, `${method} ${path} body`).toBeDefined();
      else expect(operation!.parameters?.length, `${method} ${path} parameters`).toBeGreaterThan(0);
    }
  });
});
