import { sql } from 'drizzle-orm';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testSettings } from '../../server/settings';
import { ADMIN, createTestApp, login, type TestApp } from './testApp';

/**
 * Errors that Fastify and Node's HTTP parser answer by themselves (a malformed or too long URL, too
 * large headers, a request that is not HTTP) get the portal's Korean `{ status, code, message }`
 * and its security headers. Tested over a real socket: app.inject skips Node's parser.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  bodyBytes: number;
}

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    const finish = () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${raw.toString('latin1').slice(0, 200)}`));
      const [statusLine, ...headerLines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const bodyBuffer = raw.subarray(split + 4);
      resolve({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: bodyBuffer.toString('utf8'),
        bodyBytes: bodyBuffer.length,
      });
    };
    socket.on('close', finish);
    // The server may close while we are still writing (it has answered): the answer is what counts.
    socket.on('error', () => {});
    socket.write(request, 'latin1');
  });
}

function expectPortalError(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  // A Korean message is several bytes a character: the length must count bytes.
  expect(Number(answer.headers['content-length'])).toBe(answer.bodyBytes);
  const body = JSON.parse(answer.body);
  expect(body).toEqual({ status, code, message: expect.stringMatching(/[가-힣]/) });
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['strict-transport-security']).toBeDefined();
  return body as { status: number; code: string; message: string };
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

const get = (path: string, extraHeaders = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`;

describe('errors Fastify and Node answer by themselves', () => {
  it('answers a malformed percent-encoding in the URL with a Korean 400 and the security headers', async () => {
    const answer = await rawRequest(port, get('/homepage/v2/members/%E0%A4%A'));
    const body = expectPortalError(answer, 400, 'BAD_URL');
    expect(body.message).toBe('요청 주소가 올바르지 않습니다.');
  });

  it('answers a path id longer than any id with a Korean 414', async () => {
    const answer = await rawRequest(port, get(`/homepage/v2/members/${'a'.repeat(300)}`));
    expectPortalError(answer, 414, 'URI_TOO_LONG');
  });

  it('answers a URL longer than the parser takes with a Korean 414', async () => {
    const answer = await rawRequest(port, get(`/homepage/v2/members?filter=${'a'.repeat(20_000)}`));
    expectPortalError(answer, 414, 'URI_TOO_LONG');
  });

  it('answers too large request headers with a Korean 431', async () => {
    const answer = await rawRequest(port, get('/homepage/v2/members', `X-Fill: ${'a'.repeat(20_000)}\r\n`));
    const body = expectPortalError(answer, 431, 'HEADERS_TOO_LARGE');
    expect(body.message).toBe('요청 헤더가 너무 큽니다.');
  });

  it('answers a NUL in an auth header, which the parser refuses, with a Korean 400', async () => {
    const answer = await rawRequest(port, get('/homepage/v2/members', 'client_secret: a\u0000b\r\n'));
    expectPortalError(answer, 400, 'BAD_REQUEST');
  });

  it('answers bytes that are not HTTP with a Korean 400', async () => {
    const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expectPortalError(answer, 400, 'BAD_REQUEST');
  });

  it('keeps the same shape for the malformed URL in app.inject', async () => {
    const response = await t.app.inject({ url: '/homepage/v2/groups/%ED%A0%80/move', method: 'PUT' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'BAD_URL',
      message: '요청 주소가 올바르지 않습니다.',
    });
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});

describe('what the error log keeps', () => {
  const secretName = '비밀스러운이름';
  const secretEmail = 'secret.person@example.com';
  const secretPhone = '01098765432';

  /** A second app on the test database whose log lines the test reads. */
  async function appWithLog() {
    const lines: string[] = [];
    const app = await buildApp({
      settings: testSettings({ LOG_LEVEL: 'info' }),
      database: t.database,
      distDir: '/nonexistent',
      jobs: { worker: false },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    return { app, lines };
  }

  /** Makes every new member row fail in the database with the given SQLSTATE. */
  async function failMemberInserts(sqlstate: string) {
    await t.database.db.execute(
      sql.raw(`create or replace function fuzz_refuse_member() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test' using errcode = '${sqlstate}'; end $$`),
    );
    await t.database.db.execute(sql.raw('drop trigger if exists fuzz_refuse_member on company_members'));
    await t.database.db.execute(
      sql.raw(
        'create trigger fuzz_refuse_member before insert on company_members for each row execute function fuzz_refuse_member()',
      ),
    );
  }
  const allowMemberInserts = () =>
    t.database.db.execute(sql.raw('drop trigger if exists fuzz_refuse_member on company_members'));

  const newMember = { name: secretName, email: secretEmail, cellPhone: secretPhone };

  it('logs a failed query by SQLSTATE, route and request id, without its SQL or parameters', async () => {
    const { app, lines } = await appWithLog();
    try {
      const { headers } = await login(app, ADMIN);
      await failMemberInserts('XX000');
      const response = await app.inject({
        method: 'POST',
        url: '/homepage/v2/members',
        headers,
        payload: newMember,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toMatch(/[가-힣]/);

      const log = lines.join('\n');
      for (const secret of [
        secretName,
        secretEmail,
        secretPhone,
        'insert into',
        'company_members"',
        'params',
      ]) {
        expect(log).not.toContain(secret);
      }
      const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
      expect(entry).toMatchObject({
        level: 50,
        route: 'POST /homepage/v2/members',
        reqId: expect.any(String),
        error: { code: 'XX000', type: expect.any(String) },
      });
    } finally {
      await allowMemberInserts();
      await app.close();
    }
  });

  it('turns a value the database refuses into a Korean 400, logged without the value', async () => {
    const { app, lines } = await appWithLog();
    try {
      const { headers } = await login(app, ADMIN);
      await failMemberInserts('22021');
      const response = await app.inject({
        method: 'POST',
        url: '/homepage/v2/members',
        headers,
        payload: newMember,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'INVALID_VALUE',
        message: '입력값에 사용할 수 없는 문자가 있습니다.',
      });
      const log = lines.join('\n');
      expect(log).not.toContain(secretEmail);
      expect(log).not.toContain(secretName);
      expect(log).toContain('"code":"22021"');
    } finally {
      await allowMemberInserts();
      await app.close();
    }
  });

  it('logs request lines without their query strings', async () => {
    const { app, lines } = await appWithLog();
    try {
      await app.inject({
        url: `/homepage/v2/inquiry-progress?receiptNo=Q-20250101-0001&cellphone=${secretPhone}`,
      });
      const log = lines.join('\n');
      expect(log).toContain('/homepage/v2/inquiry-progress');
      expect(log).not.toContain(secretPhone);
    } finally {
      await app.close();
    }
  });
});
