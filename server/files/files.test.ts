import multipartParser from '@fastify/multipart';
import Fastify from 'fastify';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, samples } from '../../tests/api/fileSamples';
import { AppError } from '../errors';
import { contentDisposition, hasPath, sanitizeFileName, uniqueNames, withExtensionOf } from './names';
import { createTemporaryFolderStorage, type FolderStorage } from './storage';
import { DOCUMENT_KINDS, kindFromHead, officeKindOfZip } from './types';
import { discardOnFailure, storeUploads, type UploadRules } from './uploads';

/** Every file under a folder, however deep (the storage shards keys into two levels). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('file names', () => {
  it('refuses names with a folder path', () => {
    for (const name of ['../../etc/passwd.png', 'C:\\x\\a.png', '/a.png', '..', 'a/b.pdf']) {
      expect(hasPath(name), name).toBe(true);
    }
    expect(hasPath('견적서.pdf')).toBe(false);
  });

  it('keeps Korean names, composed, and strips what does not belong in a name', () => {
    expect(sanitizeFileName('사진 1.png')).toBe('사진 1.png');
    // Decomposed (as macOS sends it) becomes composed: the same name compares equal.
    expect(sanitizeFileName('회의록.xlsx'.normalize('NFD'))).toBe('회의록.xlsx');
    expect(sanitizeFileName('..\\..\\견적서.pdf')).toBe('견적서.pdf');
    expect(sanitizeFileName('...hidden.txt')).toBe('hidden.txt');
    expect(sanitizeFileName('a\u0000b\u202Egnp.exe')).toBe('abgnp.exe');
    expect(sanitizeFileName('a:b?.pdf. ')).toBe('a_b_.pdf');
    expect(sanitizeFileName('CON.txt')).toBe('_CON.txt');
    expect(sanitizeFileName('\u0001\u0002')).toBe('파일');
    const long = sanitizeFileName(`${'가'.repeat(300)}.pdf`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(200);
    expect(long.endsWith('가.pdf')).toBe(true);
  });

  it('gives a file the extension of its detected kind', () => {
    expect(withExtensionOf('사진.jpeg', ['jpg', 'jpeg'])).toBe('사진.jpeg');
    expect(withExtensionOf('a.html', ['png'])).toBe('a.html.png');
  });

  it('makes names unique for one zip, ignoring case', () => {
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'b'])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', 'b']);
  });

  it('encodes a Korean download name for every browser', () => {
    expect(contentDisposition('견적서 (최종).pdf')).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''%EA%B2%AC%EC%A0%81%EC%84%9C%20%28%EC%B5%9C%EC%A2%85%29.pdf`,
    );
    expect(contentDisposition('a"b.txt')).toContain('filename="a_b.txt"');
    expect(contentDisposition('첨부파일_2026-11-24.zip')).toContain('filename="2026-11-24.zip"');
    expect(contentDisposition('사진 1.png')).toContain('filename="1.png"');
  });
});

describe('kinds by content', () => {
  it('recognises files by their bytes, not their names', async () => {
    expect(await kindFromHead(samples.png())).toBe('png');
    expect(await kindFromHead(samples.pdf())).toBe('pdf');
    expect(await kindFromHead(samples.exe())).toBe(null);
    expect(await kindFromHead(samples.text())).toBe('text');
    expect(await kindFromHead(Buffer.from([0, 1, 2, 3, 4, 5]))).toBe(null);
  });

  it('tells a spreadsheet from a plain zip by its entry list, wherever [Content_Types].xml is', async () => {
    const xlsx = samples.xlsx();
    expect(await kindFromHead(xlsx.subarray(0, 4096))).toBe('zip');
    expect(officeKindOfZip(xlsx, xlsx.length)).toBe('xlsx');
    expect(officeKindOfZip(xlsx.subarray(xlsx.length - 2000), xlsx.length)).toBe('xlsx');
    expect(officeKindOfZip(Buffer.from('not a zip'), 9)).toBe('zip');
  });
});

describe('storage', () => {
  let storage: FolderStorage;
  beforeAll(async () => {
    storage = await createTemporaryFolderStorage();
  });
  afterAll(() => storage.close?.());

  it('keeps a whole stream, and nothing of a stream that fails', async () => {
    const key = await storage.put(Readable.from([Buffer.from('가나다')]));
    const back: Buffer[] = [];
    for await (const chunk of await storage.open(key)) back.push(chunk as Buffer);
    expect(Buffer.concat(back).toString()).toBe('가나다');

    async function* failing() {
      yield Buffer.alloc(100_000, 1);
      throw new Error('client went away');
    }
    await expect(storage.put(Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await filesUnder(storage.root)).toHaveLength(1);

    await storage.remove(key);
    expect(await filesUnder(storage.root)).toHaveLength(0);
    await expect(storage.open(key)).rejects.toThrow();
    await expect(storage.open('../../etc/passwd')).rejects.toThrow();
  });
});

describe('storeUploads', () => {
  const rules: UploadRules = { purpose: 'test', kinds: DOCUMENT_KINDS, maxFileBytes: 64 * 1024, maxFiles: 3 };
  const app = Fastify();
  let storage: FolderStorage;

  beforeAll(async () => {
    storage = await createTemporaryFolderStorage();
    await app.register(multipartParser, { preservePath: true });
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof AppError)
        return reply.status(error.status).send({ code: error.code, message: error.message });
      return reply.status(500).send({ message: String(error) });
    });
    app.post('/upload', async (request) => storeUploads(storage, request, rules));
    const onResponse = discardOnFailure.bind(null, storage);
    // As a call whose transaction fails after its files are stored.
    app.post('/upload-then-fail', { onResponse }, async (request) => {
      await storeUploads(storage, request, rules);
      throw new Error('the database went away');
    });
    // As a call that stores files and forgets to record them.
    app.post('/upload-unrecorded', { onResponse }, async (request) => storeUploads(storage, request, rules));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await storage.close?.();
  });

  const upload = (body: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url: '/upload', payload: body.payload, headers: body.headers });

  it('stores good files with their detected kinds, sizes and hashes, and the text fields', async () => {
    const response = await upload(
      multipart(
        [
          { name: '견적서.pdf', contents: samples.pdf() },
          { name: '회의록.xlsx', contents: samples.xlsx() },
          { name: '메모.txt', contents: samples.text() },
        ],
        { note: '메모' },
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      files: { fileName: string; kind: string; size: number }[];
      fields: object;
    }>();
    expect(body.files.map((file) => [file.fileName, file.kind])).toEqual([
      ['견적서.pdf', 'pdf'],
      ['회의록.xlsx', 'xlsx'],
      ['메모.txt', 'txt'],
    ]);
    expect(body.fields).toEqual({ note: '메모' });
    expect(await filesUnder(storage.root)).toHaveLength(3);
  });

  it('refuses a bad file after good ones and removes the good ones too', async () => {
    const before = (await filesUnder(storage.root)).length;
    for (const [files, code] of [
      [
        [
          { name: 'a.pdf', contents: samples.pdf() },
          { name: 'b.png', contents: samples.exe() },
        ],
        'FILE_TYPE_NOT_ALLOWED',
      ],
      [
        [
          { name: 'a.pdf', contents: samples.pdf() },
          { name: 'big.png', contents: samples.pngOfSize(65 * 1024) },
        ],
        'FILE_TOO_LARGE',
      ],
      [
        [
          { name: 'a.pdf', contents: samples.pdf() },
          { name: '메모.pdf', contents: samples.text() },
        ],
        'FILE_TYPE_NOT_ALLOWED',
      ],
      [
        [
          { name: 'a.pdf', contents: samples.pdf() },
          { name: 'empty.pdf', contents: Buffer.alloc(0) },
        ],
        'FILE_EMPTY',
      ],
      [[1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, contents: samples.pdf() })), 'TOO_MANY_FILES'],
      [
        [
          { name: 'a.pdf', contents: samples.pdf() },
          { name: '../../etc/passwd.png', contents: samples.png() },
        ],
        'FILE_NAME_HAS_PATH',
      ],
      [[], 'FILE_REQUIRED'],
    ] as const) {
      const response = await upload(multipart(files));
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
      expect(await filesUnder(storage.root), code).toHaveLength(before);
    }
  });

  it('removes the files of a request that fails later, and of one that never recorded them', async () => {
    const before = (await filesUnder(storage.root)).length;
    const body = multipart([{ name: '견적서.pdf', contents: samples.pdf() }]);
    const failed = await app.inject({ method: 'POST', url: '/upload-then-fail', ...body });
    expect(failed.statusCode).toBe(500);
    // Stored, answered 200, but no record was written: the file goes as well.
    const unrecorded = await app.inject({ method: 'POST', url: '/upload-unrecorded', ...body });
    expect(unrecorded.statusCode).toBe(200);
    expect(await filesUnder(storage.root)).toHaveLength(before);
  });

  it('answers a body that is not multipart, or is cut off, with a 400', async () => {
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.json().code).toBe('NOT_MULTIPART');
    const body = multipart([{ name: 'a.pdf', contents: samples.pdf() }]);
    const cut = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: body.headers,
      payload: body.payload.subarray(0, 150),
    });
    expect(cut.statusCode).toBe(400);
  });
});
