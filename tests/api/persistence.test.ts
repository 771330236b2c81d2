import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
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
});
