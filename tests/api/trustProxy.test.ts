import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, trustedProxies } from '../../server/settings';
import { createTestApp, type TestApp } from './testApp';

let byDefault: TestApp;
let behindProxy: TestApp;
let otherProxy: TestApp;
beforeAll(async () => {
  byDefault = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3 });
  behindProxy = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: '127.0.0.1' });
  otherProxy = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: '10.9.9.9' });
}, 180_000);
afterAll(() => Promise.all([byDefault, behindProxy, otherProxy].map((app) => app?.close())));

/** The inquiry-progress call carries the per-IP limit and costs almost nothing. */
const probe = (t: TestApp, forwardedFor: string) =>
  t.app.inject({
    method: 'GET',
    url: '/homepage/v2/inquiry-progress?receiptNo=Q-20250101-0001&cellphone=01012345678',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For by default: a new value each time does not get a new per-IP limit', async () => {
    const t = byDefault;
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await probe(t, `192.0.2.${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429, 429, 429]);
  });

  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY', async () => {
    const t = behindProxy;
    // Behind the trusted proxy, two clients have a limit each.
    for (let i = 0; i < 3; i++) expect((await probe(t, '192.0.2.10')).statusCode).toBe(404);
    expect((await probe(t, '192.0.2.10')).statusCode).toBe(429);
    expect((await probe(t, '192.0.2.11')).statusCode).toBe(404);
    // A client cannot slip past its proxy by prepending addresses: the proxy's entry is the last one.
    expect((await probe(t, '203.0.113.1, 192.0.2.10')).statusCode).toBe(429);

    // A TRUST_PROXY that does not name the connecting address changes nothing.
    const untrusted = otherProxy;
    for (let i = 1; i <= 3; i++) expect((await probe(untrusted, `192.0.2.${i}`)).statusCode).toBe(404);
    expect((await probe(untrusted, '192.0.2.4')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY setting', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-settings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const load = (value: string) => loadSettings({ DATA_DIR: dir, TRUST_PROXY: value }, { demo: true });

  it('is off when unset or empty', () => {
    expect(trustedProxies(loadSettings({ DATA_DIR: dir }, { demo: true }))).toBe(false);
    expect(trustedProxies(load(' '))).toBe(false);
  });

  it('takes a comma-separated list of addresses and CIDRs', () => {
    expect(trustedProxies(load('10.0.0.1, 10.1.0.0/16,fd00::/8 ,::1,loopback'))).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', '*', '10.0.0.256', '10.0.0.0/33', '10.0.0.1/abc', 'proxy.example.com', '1'])(
    'refuses %s with a Korean message naming the setting',
    (value) => {
      expect(() => load(value)).toThrow(/TRUST_PROXY: 쉼표로 구분한 프록시 IP 주소 또는 CIDR/);
    },
  );
});
