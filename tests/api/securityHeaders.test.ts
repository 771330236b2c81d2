import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends the content security policy and helmet headers on API answers and errors alike', async () => {
    for (const url of ['/homepage/v2/constants/links', '/homepage/v2/members', '/no-such-call']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const policy = String(headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toMatch(/script-src 'self' https:\/\/\S+ https:\/\/\*\.daumcdn\.net/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
