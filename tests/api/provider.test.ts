import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainJobs, type TestApp } from './testApp';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: 'Demo!2345' },
  });
  expect(login.statusCode).toBe(200);
  const body = login.json();
  headers = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
});
afterAll(() => t.close());

describe('provider console API', () => {
  it('refuses the outbox without a provider session, and to a member session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/provider/v1/outbox' })).statusCode).toBe(401);
    const member = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: 'demo-admin@example.com', password: 'Demo!2345' },
    });
    const m = member.json();
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/provider/v1/outbox',
      headers: { provider_client_id: m.clientId, provider_client_secret: m.clientSecret },
    });
    expect(asMember.statusCode).toBe(401);
  });

  it('shows a message sent to a member in the outbox, newest first, with its company', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/password/code',
      payload: { email: 'demo-member@example.com' },
    });
    await drainJobs(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/outbox?filter=${encodeURIComponent(JSON.stringify({ purpose: 'password-code' }))}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toMatch(/^outbox 0-0\/1$/);
    const [message] = response.json();
    expect(message).toMatchObject({
      channel: 'SMS',
      recipient: '01052846610',
      companyName: '주식회사 한빛솔루션',
    });
    expect(message.body).toContain('인증번호');
  });

  it('answers a malformed list query with a Korean 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/provider/v1/outbox?sort=[oops', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('JSON');
  });

  it('ends the provider session on logout', async () => {
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/provider/v1/auth/login',
        payload: { email: 'demo-provider@example.com', password: 'Demo!2345' },
      })
    ).json();
    const own = { provider_client_id: login.clientId, provider_client_secret: login.clientSecret };
    expect(
      (await t.app.inject({ method: 'POST', url: '/provider/v1/auth/logout', headers: own })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/provider/v1/inquiries', headers: own })).statusCode,
    ).toBe(401);
  });
});
