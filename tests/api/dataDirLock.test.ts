import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirLockedError, acquireDataDirLock } from '../../server/db/lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** Another process holding the folder's lock, as a running server does. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./server/db/lock.ts').then(async (m) => { await m.acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 60000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.on('exit', resolve),
  );

describe('embedded database folder lock', () => {
  it('refuses a second opener while a live process holds it, naming that process', async () => {
    const dataDir = freshDir();
    const child = await holder(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `데이터 폴더 ${dataDir} 는 이미 다른 서버(pid ${child.pid})가 사용 중입니다.`,
    );
    // What the server does at start: it stops before touching the database.
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    // The same folder by another path is the same lock.
    const link = join(freshDir(), 'link');
    symlinkSync(dataDir, link);
    await expect(acquireDataDirLock(link)).rejects.toThrow(`pid ${child.pid}`);

    // kill -9 leaves no chance to clean up: the lock is free the moment the process is gone.
    child.kill('SIGKILL');
    await exited(child);
    const release = await acquireDataDirLock(dataDir);
    release();
  }, 30_000);

  it('is not blocked by an old pid lock file naming a live process that is no server', async () => {
    const dataDir = freshDir();
    // The pid of a process that is certainly alive (this test's parent), as after a pid was reused.
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid));
    const release = await acquireDataDirLock(dataDir);
    release();
  });

  it('is free again after release, and refuses a second holder in the same process', async () => {
    const dataDir = freshDir();
    const release = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`pid ${process.pid}`);
    release();
    const again = await acquireDataDirLock(dataDir);
    again();
  });
});
