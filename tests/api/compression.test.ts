import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testSettings } from '../../server/settings';
import { ADMIN, createTestApp, login, type AuthHeaders, type TestApp } from './testApp';

const CHROMIUM_ACCEPTS = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let admin: AuthHeaders;
let site: FastifyInstance;
let dist: string;

/** A build as vite.config.ts leaves it: hashed chunk with its .br/.gz copies and a source map. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'assets'));
  const html = `<!doctype html><html lang="ko"><head><script type="module" src="/assets/main-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- 여백 -->'.repeat(80)}</body></html>`;
  const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
  for (const [path, body] of [
    ['index.html', html],
    ['assets/main-Ab12Cd34.js', script],
  ] as const) {
    writeFileSync(join(dir, path), body);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(body));
  }
  writeFileSync(join(dir, 'assets/main-Ab12Cd34.js.map'), JSON.stringify({ sources: ['app/secret.ts'] }));
  return dir;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
  dist = fakeDist();
  site = await buildApp({ settings: testSettings(), database: t.database, distDir: dist });
});

afterAll(async () => {
  await site?.close();
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('JSON answers', () => {
  it('a big answer comes back brotli-compressed when the browser accepts it, with the same content', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    const packed = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': CHROMIUM_ACCEPTS },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzip for a client that only accepts gzip', async () => {
    const packed = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('a small answer is sent as it is', async () => {
    const response = await t.app.inject({
      url: '/healthz',
      headers: { 'accept-encoding': CHROMIUM_ACCEPTS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('a list page is compressed and keeps its Content-Range', async () => {
    const url = `/homepage/v2/members?range=${encodeURIComponent('[0,49]')}`;
    const plain = await t.app.inject({ url, headers: admin });
    const packed = await t.app.inject({ url, headers: { ...admin, 'accept-encoding': CHROMIUM_ACCEPTS } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-range']).toMatch(/^members 0-49\/\d+$/);
    expect(packed.headers['content-range']).toBe(plain.headers['content-range']);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const rows = JSON.parse(brotliDecompressSync(packed.rawPayload).toString()) as unknown[];
    expect(rows).toHaveLength(50);
    expect(rows).toEqual(plain.json());
  });

  it('a gzip-compressed request body is refused as bad input, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: ADMIN, password: 'x', keepLoginYN: 'N' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the built app', () => {
  it('sends a hashed asset precompressed with brotli, cached for a year, exactly as built', async () => {
    const response = await site.inject({
      url: '/assets/main-Ab12Cd34.js',
      headers: { 'accept-encoding': CHROMIUM_ACCEPTS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The prepared copy byte for byte: not compressed a second time on the way out.
    expect(response.rawPayload.equals(readFileSync(join(dist, 'assets/main-Ab12Cd34.js.br')))).toBe(true);
  });

  it('gzip for a gzip-only client and the plain file without Accept-Encoding, both immutable', async () => {
    const gz = await site.inject({ url: '/assets/main-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('export const greeting');
    const plain = await site.inject({ url: '/assets/main-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const greeting');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('index.html is revalidated on every visit, for "/" and for a deep link alike', async () => {
    for (const url of ['/', '/pc/admin/home', '/pc/snack24?utm_source=mail']) {
      const response = await site.inject({ url, headers: { 'accept-encoding': CHROMIUM_ACCEPTS } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('does not serve source maps', async () => {
    for (const url of ['/assets/main-Ab12Cd34.js.map', '/assets/main-Ab12Cd34.js.map?x=1']) {
      const response = await site.inject({ url, headers: { 'accept-encoding': CHROMIUM_ACCEPTS } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret.ts');
      expect(response.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('a missing hashed asset is a 404, not the page served as a script', async () => {
    const response = await site.inject({ url: '/assets/main-OldHash1.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
