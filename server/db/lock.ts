import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const lockedMessage = (dataDir: string, pid: number | null) =>
  `데이터 폴더 ${dataDir} 는 이미 다른 서버(${pid === null ? '확인할 수 없는 프로세스' : `pid ${pid}`})가 사용 중입니다. ` +
  '먼저 실행 중인 서버를 종료하거나 DATA_DIR 을 다른 폴더로 지정하세요.';

/**
 * Where the lock listens, named by a hash of the folder's real path (two spellings of one folder
 * share it). Linux: an abstract socket, which has no file and which the kernel frees the moment
 * its holder dies, however it dies. Windows: a named pipe, freed likewise. Elsewhere: a socket
 * file, found stale by a refused connection.
 */
function lockAddress(realDir: string): { address: string; file: boolean } {
  const name = `portal-pglite-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return { address: `\0${name}`, file: false };
  if (process.platform === 'win32') return { address: `\\\\?\\pipe\\${name}`, file: false };
  return { address: join(tmpdir(), `${name}.sock`), file: true };
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      server.off('listening', listening);
      reject(error);
    };
    const listening = () => {
      server.off('error', failed);
      resolve();
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(address);
  });
}

/**
 * Asks the holder who it is: it answers with its pid. 'gone' when nothing listens any more (the
 * holder died between our attempt and the probe, or a socket file outlived its process).
 */
function probe(address: string): Promise<number | null | 'gone'> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    let answer = '';
    const done = (value: number | null | 'gone') => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000, () => done(null));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      done(Number.isInteger(pid) ? pid : null);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : null),
    );
  });
}

/**
 * PGlite is a single-process database: two servers on one folder would corrupt it. The lock is a
 * local socket this process listens on, so it lives exactly as long as the process: a crash or a
 * kill -9 frees it at once, and a reused pid can never hold it. A second opener is refused with
 * the holder's pid (the holder answers every connection with it). Returns the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const { address, file } = lockAddress(realpathSync(dataDir));
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    try {
      await listen(server, address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await probe(address);
      if (holder !== 'gone') throw new DataDirLockedError(lockedMessage(dataDir, holder));
      if (file) rmSync(address, { force: true }); // a socket file left by a process that is gone
      continue;
    }
    server.unref(); // the lock must not keep the process alive
    // Earlier versions locked with a pid file; it means nothing now, and a reused pid in it must not
    // stop anyone.
    rmSync(join(dataDir, 'pglite.lock'), { force: true });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      server.close();
      if (file) rmSync(address, { force: true });
    };
  }
  throw new DataDirLockedError(`데이터 폴더 ${dataDir} 의 잠금을 얻지 못했습니다.`);
}
