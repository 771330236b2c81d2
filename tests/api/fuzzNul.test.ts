import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ADMIN, createTestApp, login, type AuthHeaders, type TestApp } from './testApp';

/**
 * A NUL (or another control character) in any text a caller sends is refused by the shared text
 * type with a Korean 400 that names the field: before, each of these reached PostgreSQL and came
 * back as a 500.
 */

const NUL = 'a\u0000b';
let t: TestApp;
let admin: AuthHeaders;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  admin = (await login(t.app, ADMIN)).headers;
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: DEMO_PASSWORD },
  });
  operator = {
    provider_client_id: response.json().clientId,
    provider_client_secret: response.json().clientSecret,
  };
});
afterAll(() => t?.close());

const member = { name: '김하나', email: 'hana.kim@example.com', cellPhone: '01055550001' };
const inquiry = {
  inquiryServiceType: 'OFFICE',
  companyName: '바른상사',
  contactName: '이담당',
  cellphone: '01012345678',
  email: 'contact@example.com',
  inquiryContents: '사무용품 문의합니다.',
  contact_privacy_policy: true,
};

type Who = 'anonymous' | 'administrator' | 'operator';
const writes: Array<[string, string, Who, string, Record<string, unknown>]> = [
  ['POST', '/portal/auth/api/login', 'anonymous', 'email', { email: `x${NUL}@example.com`, password: 'x' }],
  ['POST', '/portal/auth/api/login', 'anonymous', 'password', { email: 'x@example.com', password: NUL }],
  ['POST', '/portal/auth/api/password/code', 'anonymous', 'email', { email: `x${NUL}@example.com` }],
  [
    'POST',
    '/portal/auth/api/password/reset',
    'anonymous',
    'email',
    { email: `x${NUL}@example.com`, code: '123456', newPassword: 'Abcd!2345' },
  ],
  ['POST', '/homepage/v2/inquiry', 'anonymous', 'companyName', { ...inquiry, companyName: NUL }],
  [
    'POST',
    '/homepage/v2/inquiry',
    'anonymous',
    'inquiryContents',
    { ...inquiry, inquiryContents: `첫 줄\n${NUL}` },
  ],
  [
    'POST',
    '/homepage/v2/inquiry',
    'anonymous',
    'tracking.utm_source',
    { ...inquiry, tracking: { utm_source: NUL } },
  ],
  [
    'POST',
    '/homepage/v2/inquiry',
    'anonymous',
    'tracking.utm_source',
    { ...inquiry, tracking: { utm_source: '\ud800' } },
  ],
  ['POST', '/provider/v1/auth/login', 'anonymous', 'email', { email: `x${NUL}@example.com`, password: 'x' }],
  ['POST', '/homepage/v2/members', 'administrator', 'name', { ...member, name: NUL }],
  ['POST', '/homepage/v2/members', 'administrator', 'rank', { ...member, rank: '\u001b[31m' }],
  ['POST', '/homepage/v2/groups', 'administrator', 'name', { name: `영업${NUL}` }],
  ['POST', '/homepage/v1/profile', 'administrator', 'name', { name: NUL, cellPhone: '01012345678' }],
  [
    'POST',
    '/homepage/v2/managers',
    'administrator',
    'email',
    { email: `m${NUL}@example.com`, cellPhone: '01055550002' },
  ],
  [
    'POST',
    '/homepage/v2/manager-signup/token',
    'anonymous',
    'name',
    {
      name: `\u0085${NUL}`,
      cellPhone: '01055550003',
      password: 'Abcd!2345',
      agreeUseService: true,
      agreePrivacy: true,
    },
  ],
  [
    'PUT',
    '/homepage/v2/company-member/manager/passwd',
    'administrator',
    'currentPassword',
    { currentPassword: NUL, newPassword: 'Abcd!2345' },
  ],
];

const headersOf = (who: Who) => (who === 'administrator' ? admin : who === 'operator' ? operator : {});

describe('text with control characters', () => {
  it.each(writes)('%s %s (%s) refuses it in %s', async (method, url, who, field, payload) => {
    const response = await t.app.inject({ method: method as 'POST', url, headers: headersOf(who), payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.errors[field]).toMatch(/사용할 수 없는 문자가 있습니다/);
  });

  const lists: Array<[string, Who]> = [
    ['/homepage/v2/members', 'administrator'],
    ['/homepage/v2/groups', 'administrator'],
    ['/homepage/v2/managers', 'administrator'],
    ['/homepage/v2/anniversaries', 'administrator'],
    ['/provider/v1/outbox', 'operator'],
    ['/provider/v1/inquiries', 'operator'],
  ];
  it.each(lists)('the search box of %s refuses it', async (url, who) => {
    for (const filter of [{ q: NUL }, { q: '\u007f' }, { id: [NUL] }]) {
      const response = await t.app.inject({
        url: `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        headers: headersOf(who),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(/[가-힣]/) });
    }
  });

  it('keeps line breaks and tabs in multi-line text, and a well-formed emoji anywhere', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/homepage/v2/inquiry',
      payload: { ...inquiry, contactName: '이담당 😀', inquiryContents: '첫 줄\r\n\t둘째 줄' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('reports a NUL in a member import cell as that row’s error, importing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/homepage/v2/members/import',
      headers: admin,
      payload: {
        rows: [
          { name: '박둘', email: 'dul.park@example.com', cellPhone: '01055550011' },
          { name: `최${NUL}`, email: 'set.choi@example.com', cellPhone: '01055550012', rank: NUL },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.added).toBe(0);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 2, field: 'name', message: '이름에 사용할 수 없는 문자가 있습니다.' },
        { row: 2, field: 'rank', message: '직급에 사용할 수 없는 문자가 있습니다.' },
      ]),
    );
  });

  it('treats a NUL in the auth headers as no session, never reaching the session query', async () => {
    for (const name of [
      'client_id',
      'client_secret',
      'company_member_encrypted',
      'company_encrypted',
    ] as const) {
      const response = await t.app.inject({
        url: '/homepage/v2/company-member/info',
        headers: { ...admin, [name]: `${admin[name]}\u0000` },
      });
      expect(response.statusCode).toBe(401);
    }
    const provider = await t.app.inject({
      url: '/provider/v1/outbox',
      headers: { ...operator, provider_client_id: `${operator.provider_client_id}\u0000` },
    });
    expect(provider.statusCode).toBe(401);
  });

  it('answers a NUL in a path id as an id that does not exist', async () => {
    const response = await t.app.inject({ url: '/homepage/v2/members/a%00b', headers: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/[가-힣]/);
  });
});
