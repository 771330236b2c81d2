import { count } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../server/db/schema';
import { createTemporaryFolderStorage, type FolderStorage } from '../../server/files/storage';
import { hwpx, multipart, samples, unzip, type FilePart } from './fileSamples';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from './testApp';

let t: TestApp;
let storage: FolderStorage;
let member: AuthHeaders;
let admin: AuthHeaders;
let otherCompanyAdmin: AuthHeaders;

beforeAll(async () => {
  storage = await createTemporaryFolderStorage();
  t = await createTestApp({}, { files: storage });
  member = (await login(t.app, MEMBER)).headers;
  admin = (await login(t.app, ADMIN)).headers;
  otherCompanyAdmin = (await login(t.app, NIKE)).headers;
});
afterAll(() => t.close());

/** Files in the storage folder, partial writes included (the folder is made at the first upload). */
async function storedFileCount(): Promise<number> {
  const entries = await readdir(storage.root, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(storedFiles);
  return row!.n;
}

function upload(headers: Partial<AuthHeaders>, files: readonly FilePart[]) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/homepage/v2/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
}

const HANGUL = /[가-힣]/;

describe('POST /homepage/v2/files refusals', () => {
  it.each([
    [
      'a program renamed .png',
      { name: '사진.png', contents: samples.exe(), type: 'image/png' },
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'text named .pdf',
      { name: '견적서.pdf', contents: samples.text(), type: 'application/pdf' },
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'a file over 20 MB',
      { name: '큰 사진.png', contents: samples.pngOfSize(20 * 1024 * 1024 + 1) },
      'FILE_TOO_LARGE',
    ],
    ['a path in the name', { name: '../../etc/passwd.png', contents: samples.png() }, 'FILE_NAME_HAS_PATH'],
    ['a Windows path in the name', { name: 'C:\\x\\a.png', contents: samples.png() }, 'FILE_NAME_HAS_PATH'],
    ['an empty file', { name: '빈 파일.pdf', contents: Buffer.alloc(0) }, 'FILE_EMPTY'],
  ])('%s: a Korean 400, and nothing in storage or in the table', async (_label, file, code) => {
    const filesBefore = await storedFileCount();
    const rowsBefore = await rowCount();
    // A good file first: it must go too when the request is refused.
    const response = await upload(member, [{ name: '먼저 올린 파일.pdf', contents: samples.pdf() }, file]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 400, code });
    expect(body.message).toMatch(HANGUL);
    expect(Object.values(body.errors as Record<string, string>)[0]).toMatch(HANGUL);
    expect(await storedFileCount()).toBe(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('refuses more than 10 files at once', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i + 1}.pdf`, contents: samples.pdf() }));
    const response = await upload(member, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_FILES', message: expect.stringMatching(HANGUL) });
    expect(await storedFileCount()).toBe(0);
    expect(await rowCount()).toBe(0);
  });

  it('needs a login, and stores nothing without one', async () => {
    const response = await upload({}, [{ name: '견적서.pdf', contents: samples.pdf() }]);
    expect(response.statusCode).toBe(401);
    expect(await storedFileCount()).toBe(0);
  });
});

describe('uploads and downloads', () => {
  const originals = { pdf: samples.pdf(), png: samples.png(), xlsx: samples.xlsx() };
  let uploaded: StoredFile[];

  beforeAll(async () => {
    const response = await upload(member, [
      { name: '견적서.pdf', contents: originals.pdf },
      { name: '사진 1.png', contents: originals.png },
      { name: '회의록.xlsx', contents: originals.xlsx },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    uploaded = response.json();
  });

  it('answers the stored records, typed by content, with encrypted ids', async () => {
    expect(uploaded.map((file) => [file.fileName, file.contentType, file.size])).toEqual([
      ['견적서.pdf', 'application/pdf', originals.pdf.length],
      ['사진 1.png', 'image/png', originals.png.length],
      [
        '회의록.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        originals.xlsx.length,
      ],
    ]);
    for (const file of uploaded) expect(file.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(await rowCount()).toBe(3);
    expect(await storedFileCount()).toBe(3);
  });

  it('downloads one file under its Korean name, with its type and nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: uploaded[0]!.url, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('견적서.pdf')}`);
    expect(response.rawPayload.equals(originals.pdf)).toBe(true);
  });

  it('downloads three files as one zip with their Korean names and bytes intact', async () => {
    const ids = uploaded.map((file) => file.id).join(',');
    const response = await t.app.inject({
      method: 'GET',
      url: `/homepage/v2/files/zip?ids=${ids}`,
      headers: member,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('첨부파일_')}`,
    );
    const entries = await unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['견적서.pdf', '사진 1.png', '회의록.xlsx']);
    expect(entries.every((entry) => entry.utf8Flag)).toBe(true);
    expect(entries[0]!.contents.equals(originals.pdf)).toBe(true);
    expect(entries[1]!.contents.equals(originals.png)).toBe(true);
    expect(entries[2]!.contents.equals(originals.xlsx)).toBe(true);
  });

  it('gives the same name twice as "a.pdf" and "a (2).pdf" inside a zip', async () => {
    const response = await upload(member, [
      { name: '견적서.pdf', contents: samples.pdf() },
      { name: '견적서.pdf', contents: Buffer.from('%PDF-1.7\n%%EOF\n') },
    ]);
    const [first, second] = response.json<StoredFile[]>();
    const zip = await t.app.inject({
      method: 'GET',
      url: `/homepage/v2/files/zip?ids=${first!.id}&ids=${second!.id}`,
      headers: member,
    });
    const names = (await unzip(zip.rawPayload)).map((entry) => entry.name);
    expect(names).toEqual(['견적서.pdf', '견적서 (2).pdf']);
  });

  it("is a 404 for another company's administrator, alone or in a zip", async () => {
    const one = await t.app.inject({ method: 'GET', url: uploaded[0]!.url, headers: otherCompanyAdmin });
    expect(one.statusCode).toBe(404);
    expect(one.json().message).toMatch(HANGUL);
    const zip = await t.app.inject({
      method: 'GET',
      url: `/homepage/v2/files/zip?ids=${uploaded[0]!.id}`,
      headers: otherCompanyAdmin,
    });
    expect(zip.statusCode).toBe(404);
  });

  it('is a 404 for a made-up or tampered id, and a 400 for a zip of nothing', async () => {
    const id = uploaded[0]!.id;
    const tampered = `${id.slice(0, -2)}${id.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [`/homepage/v2/files/${tampered}`, '/homepage/v2/files/zip?ids=nope']) {
      expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode, url).toBe(404);
    }
    const empty = await t.app.inject({ method: 'GET', url: '/homepage/v2/files/zip?ids=', headers: member });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(HANGUL);
  });
});

describe('한글 documents', () => {
  it('accepts HWP and HWPX by their contents and downloads them as attachments; another compound file is refused', async () => {
    const documents = { hwp: samples.hwp(), hwpx: await hwpx() };
    const response = await upload(member, [
      { name: '기안서.hwp', contents: documents.hwp },
      { name: '회의록.hwpx', contents: documents.hwpx },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json() as StoredFile[];
    expect(stored.map((file) => file.contentType)).toEqual(['application/x-hwp', 'application/hwp+zip']);
    for (const [index, original] of [documents.hwp, documents.hwpx].entries()) {
      const download = await t.app.inject({ method: 'GET', url: stored[index]!.url, headers: member });
      expect(download.statusCode).toBe(200);
      expect(String(download.headers['content-disposition'])).toMatch(/^attachment; /);
      expect(download.rawPayload.equals(original)).toBe(true);
    }
    const refused = await upload(member, [{ name: '옛날문서.hwp', contents: samples.otherCompound() }]);
    expect(refused.statusCode).toBe(400);
  });
});
