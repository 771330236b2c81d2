import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { DataDirLockedError, acquireDataDirLock } from '../../server/db/lock';
import { seedIfEmpty } from '../../server/db/seed';
import { testSettings } from '../../server/settings';
import { ADMIN, headersOf } from './testApp';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('embedded database folder', () => {
  it('keeps data and sessions across a restart, and seeds only once', async () => {
    const dataDir = freshDir();
    const settings = testSettings();
    const first = await openDatabase({ dataDir });
    expect(await seedIfEmpty(first.db)).toBe(true);
    const app = await buildApp({ settings, database: first, distDir: '/nonexistent' });
    const login = await app.inject({
      method: 'POST',
      url: '/portal/auth/api/login',
      payload: { email: ADMIN, password: 'Demo!2345' },
    });
    await app.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await seedIfEmpty(second.db)).toBe(false);
    const again = await buildApp({ settings, database: second, distDir: '/nonexistent' });
    const check = await again.inject({
      method: 'GET',
      url: '/portal/auth/api/login-check',
      headers: headersOf(login.json()),
    });
    expect(check.statusCode).toBe(200);
    await again.close();
    await second.close();
  }, 60_000);

  it('refuses a second process on the same folder with a clear Korean message', async () => {
    const dataDir = freshDir();
    // Another process holds the lock (as a running server would).
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/db/lock.ts').then(m => { m.acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setTimeout(() => {}, 60000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) =>
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()),
    );
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(/이미 다른 서버\(pid \d+\)가 사용 중입니다/);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.on('exit', resolve));
    // Once that process is gone, its stale lock is taken over.
    const release = acquireDataDirLock(dataDir);
    release();
  }, 30_000);
});
