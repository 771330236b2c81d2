// 대기 기준: how long a row may wait in each provider queue before the console marks it late. The
// defaults until an operator sets one, a change kept for every operator and recorded in 변경 이력,
// Korean 400s for a limit out of range or an unknown queue, and no access for a company session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_LIMIT_HOURS } from '../../../schemas/provider';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  provider = await providerHeaders(t);
}, 120_000);
afterAll(() => t?.close());

const limits = (headers = provider) =>
  t.app.inject({ method: 'GET', url: '/provider/v1/queue-limits', headers });
const setLimit = (queue: string, payload: unknown, headers = provider) =>
  t.app.inject({
    method: 'PUT',
    url: `/provider/v1/queue-limits/${queue}`,
    headers,
    payload: payload as object,
  });

describe('provider console: 대기 기준', () => {
  it('answers the defaults, then the limit an operator set, and records the change', async () => {
    expect((await limits()).json()).toEqual({ limits: DEFAULT_QUEUE_LIMIT_HOURS });
    const set = await setLimit('providerCsInquiries', { hours: 12 });
    expect(set.statusCode).toBe(200);
    expect(set.json().limits).toEqual({ ...DEFAULT_QUEUE_LIMIT_HOURS, providerCsInquiries: 12 });
    expect((await setLimit('providerCsInquiries', { hours: 6 })).json().limits.providerCsInquiries).toBe(6);
    expect((await limits()).json().limits.providerCsInquiries).toBe(6);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/audit-logs?filter=${encodeURIComponent(JSON.stringify({ targetKind: 'queue-limit' }))}`,
      headers: provider,
    });
    expect(audit.statusCode).toBe(200);
    expect((audit.json() as unknown[]).length).toBe(2);
  });

  it('refuses a limit out of range or an unknown queue in Korean, and a company session', async () => {
    for (const hours of [0, 721, 1.5, '24']) {
      const refused = await setLimit('signups', { hours });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/[가-힣]/);
    }
    const unknown = await setLimit('members', { hours: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/[가-힣]/);

    const admin = (await login(t.app, ADMIN)).headers as unknown as Record<string, string>;
    expect((await limits(admin)).statusCode).toBe(401);
    expect((await setLimit('signups', { hours: 5 }, admin)).statusCode).toBe(401);
  });
});
