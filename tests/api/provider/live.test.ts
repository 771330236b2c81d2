// The consoles' live counts: a write anywhere sends `changed` down every open operator stream, so a
// second operator's decision lowers the first operator's menu count without a reload.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDateString } from '../../../lib/seoulTime';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let provider: Record<string, string>;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  provider = await providerHeaders(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** An open event stream (its own connection, closed by `stop`): everything it sent so far. */
function follow(url: string, headers: Record<string, string>) {
  let text = '';
  let status = 0;
  let type = '';
  const request = http.get(url, { headers, agent: false }, (response) => {
    status = response.statusCode ?? 0;
    type = String(response.headers['content-type'] ?? '');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
  });
  request.on('error', () => undefined);
  return {
    status: () => status,
    type: () => type,
    /** How many times `wanted` came, once it reaches `count` or `ms` pass. */
    async waitFor(wanted: string, count: number, ms: number) {
      const deadline = Date.now() + ms;
      const seen = () => text.split(wanted).length - 1;
      while (seen() < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return seen();
    },
    stop: () => request.destroy(),
  };
}

describe('GET /provider/v1/live', () => {
  it('streams ready, then changed after another operator writes', async () => {
    const stream = follow(`${base}/provider/v1/live`, { ...provider, accept: 'text/event-stream' });
    expect(await stream.waitFor('event: ready', 1, 5_000)).toBe(1);
    expect(stream.status()).toBe(200);
    expect(stream.type()).toMatch(/^text\/event-stream/);

    // Nothing written: nothing sent but the greeting.
    expect(await stream.waitFor('event: changed', 1, 800)).toBe(0);

    const [unpaid] = (
      await t.app.inject({ method: 'GET', url: '/provider/v1/invoices/unpaid', headers: provider })
    ).json() as { id: string }[];
    const paid = await t.app.inject({
      method: 'POST',
      url: `/provider/v1/invoices/${unpaid!.id}/payments`,
      headers: await providerHeaders(t),
      payload: { amount: 1_000, paidOn: seoulDateString(), method: 'BANK_TRANSFER' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await stream.waitFor('event: changed', 1, 5_000)).toBe(1);
    stream.stop();
  });

  it('answers a request that does not ask for a stream with the greeting alone', async () => {
    const once = await t.app.inject({ method: 'GET', url: '/provider/v1/live', headers: provider });
    expect(once.statusCode).toBe(200);
    expect(once.body).toContain('event: ready');
  });

  it('is the operators’ alone: no session or a company session is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/provider/v1/live' })).statusCode).toBe(401);
    const company = await login(t.app, ADMIN);
    const asCompany = await t.app.inject({
      method: 'GET',
      url: '/provider/v1/live',
      headers: company.headers,
    });
    expect([401, 403]).toContain(asCompany.statusCode);
  });
});
