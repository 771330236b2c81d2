import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded file contents live; the `stored_files` table holds what they are. A key is opaque
 * to callers. `put` stores a stream completely or not at all: a stream that fails (too large, wrong
 * type, client gone) leaves nothing behind, and a reader never sees a half-written file.
 */
export interface FileStorage {
  /** Stores the whole stream and returns its key; rejects with the stream's own error on failure. */
  put(source: Readable): Promise<string>;
  /** The contents of a stored file; rejects with `StoredFileMissing` when there is none. */
  open(key: string): Promise<Readable>;
  /** Removes a stored file; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Releases what the storage itself created (a temporary folder); called when the app closes. */
  close?(): Promise<void>;
}

/** A folder storage, whose folder tests count to prove a refused upload left nothing behind. */
export interface FolderStorage extends FileStorage {
  readonly root: string;
}

export class StoredFileMissing extends Error {
  constructor(key: string) {
    super(`stored file not found: ${key}`);
  }
}

/** 32 hex digits: 128 random bits, so keys never collide and cannot be guessed or traversed. */
const KEY = /^[0-9a-f]{32}$/;
const newKey = () => randomBytes(16).toString('hex');

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new StoredFileMissing(key);
  return key;
}

/** Partial writes older than this are leftovers of a crash, not another process's upload. */
const STALE_PART_MS = 24 * 60 * 60 * 1000;

/**
 * Files in a folder: `<root>/ab/cd/<key>` (two levels of 256 folders keep each folder small), written
 * first to `<root>/.partial/<random>` and renamed into place once complete. A rename within one file
 * system is atomic, so a key either names a whole file or nothing. The folder is made at once (a
 * data folder that cannot be written stops the start), or with `lazy` at the first upload.
 */
export async function createFolderStorage(root: string, { lazy = false } = {}): Promise<FolderStorage> {
  const partial = join(root, '.partial');
  let prepared: Promise<void> | undefined;
  const prepare = () =>
    (prepared ??= (async () => {
      await mkdir(partial, { recursive: true });
      await removeStaleParts(partial);
    })().catch((error: unknown) => {
      prepared = undefined;
      throw error;
    }));
  if (!lazy) await prepare();
  const pathOf = (key: string) => join(root, key.slice(0, 2), key.slice(2, 4), key);
  return {
    root,
    async put(source) {
      await prepare();
      const key = newKey();
      const temporary = join(partial, `${key}.part`);
      // Opened before streaming, and closed before removal: a file still being opened or flushed
      // when the source fails would otherwise appear after the clean-up.
      const out = (await open(temporary, 'wx', 0o600)).createWriteStream();
      try {
        await pipeline(source, out);
        await mkdir(dirname(pathOf(key)), { recursive: true });
        await rename(temporary, pathOf(key));
        return key;
      } catch (error) {
        out.destroy();
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(checkedKey(key));
      try {
        // Opening before answering turns a missing file into a 404 instead of a broken download.
        await stat(path);
      } catch {
        throw new StoredFileMissing(key);
      }
      return createReadStream(path);
    },
    async remove(key) {
      if (!KEY.test(key)) return;
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}

async function removeStaleParts(partial: string) {
  const now = Date.now();
  for (const name of await readdir(partial)) {
    const path = join(partial, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_PART_MS) await rm(path, { force: true });
  }
}

/**
 * A folder storage in a temporary folder, removed when the app closes: for an app without a data
 * folder (the in-memory database of tests), so uploads still stream to disk as in production. The
 * folder is made at the first upload, so the many test apps that upload nothing leave nothing.
 */
export async function createTemporaryFolderStorage(): Promise<FolderStorage> {
  const root = join(tmpdir(), `portal-files-${randomBytes(8).toString('hex')}`);
  const storage = await createFolderStorage(root, { lazy: true });
  return { ...storage, close: () => rm(root, { recursive: true, force: true }) };
}

/** Contents kept in memory: for unit tests of code that stores files, and for nothing else. */
export function createMemoryStorage(): FileStorage & { readonly size: number } {
  const files = new Map<string, Buffer>();
  return {
    get size() {
      return files.size;
    },
    async put(source) {
      const chunks: Buffer[] = [];
      for await (const chunk of source) chunks.push(Buffer.from(chunk as Uint8Array));
      const key = newKey();
      files.set(key, Buffer.concat(chunks));
      return key;
    },
    async open(key) {
      const contents = files.get(key);
      if (!contents) throw new StoredFileMissing(key);
      return Readable.from([contents]);
    },
    async remove(key) {
      files.delete(key);
    },
  };
}

/** The storage of an app: `<DATA_DIR>/files`, or a temporary folder when there is no data folder. */
export function defaultFileStorage(dataDir: string): Promise<FileStorage> {
  return dataDir ? createFolderStorage(join(dataDir, 'files')) : createTemporaryFolderStorage();
}
