import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
});
afterAll(() => t.close());

describe('rate limit on the auth calls', () => {
  it('answers the request over the per-minute limit with 429 and a Korean message', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/portal/auth/api/login',
        payload: { email: 'demo-admin@example.com', password: 'Guess!1234' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('does not limit ordinary calls', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/homepage/v2/constants/links' });
      expect(response.statusCode).toBe(200);
    }
  });
});
