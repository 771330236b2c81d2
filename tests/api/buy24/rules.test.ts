import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryFolderStorage, type FolderStorage } from '../../../server/files/storage';
import { listUrl } from '../organisation/helpers';
import { multipart, samples } from '../fileSamples';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { BASE, fileRequest, storedCount } from './helpers';

let t: TestApp;
let storage: FolderStorage;
let admin: AuthHeaders;
let member: AuthHeaders;
let branded: AuthHeaders;

beforeAll(async () => {
  storage = await createTemporaryFolderStorage();
  t = await createTestApp({}, { files: storage });
  admin = (await login(t.app, ADMIN)).headers;
  member = (await login(t.app, MEMBER)).headers;
  branded = (await login(t.app, NIKE)).headers;
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, headers: AuthHeaders) => t.app.inject({ method: 'GET', url, headers });

describe('uploads', () => {
  it.each([
    ['a program named as a PDF', { name: '견적서.pdf', contents: samples.exe() }],
    ['a file over 20 MB', { name: '큰파일.png', contents: samples.pngOfSize(20 * 1024 * 1024 + 1) }],
    ['a folder path in the name', { name: '../../etc/견적서.pdf', contents: samples.pdf() }],
  ])('refuses %s with a Korean 400 and keeps nothing, neither file nor request', async (_, file) => {
    const before = await storedCount(storage);
    const requests = Number(
      (await get(listUrl(`${BASE}/buy-requests`, {}), member)).headers['content-range']
        ?.toString()
        .split('/')[1],
    );
    const response = await fileRequest(t, member, {}, [file]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
    expect(await storedCount(storage)).toBe(before);
    const after = Number(
      (await get(listUrl(`${BASE}/buy-requests`, {}), member)).headers['content-range']
        ?.toString()
        .split('/')[1],
    );
    expect(after).toBe(requests);
  });

  it('takes only images in the editor and answers the image URL', async () => {
    const pdf = multipart([{ name: '문서.pdf', contents: samples.pdf() }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/buy-requests/editor-file-upload`,
      headers: { ...member, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(refused.statusCode).toBe(400);
    const png = multipart([{ name: '붙여넣기.png', contents: samples.png() }]);
    const image = await t.app.inject({
      method: 'POST',
      url: `${BASE}/buy-requests/editor-file-upload`,
      headers: { ...member, ...png.headers },
      payload: png.payload,
    });
    expect(image.json().url).toMatch(/^\/homepage\/v2\/files\//);
  });

  it('keeps no budget sheet behind when a row is refused', async () => {
    const before = await storedCount(storage);
    const { budgetSheet } = await import('./helpers');
    const sheet = multipart([{ name: '예산.xlsx', contents: budgetSheet([['없는부서', '2026-13', -1]]) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/budgets/excel`,
      headers: { ...admin, ...sheet.headers },
      payload: sheet.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      '2.department': '2행 부서: 조직도에 없는 부서입니다.',
      '2.month': '2행 월: 월은 YYYY-MM 형식으로 입력해주세요. (예: 2026-11)',
      '2.amount': '2행 예산: 예산은 0원 이상이어야 합니다.',
    });
    expect(await storedCount(storage)).toBe(before);
  });
});

describe('who sees what', () => {
  it('answers the branded buyer 403 in Korean: it has office24 instead', async () => {
    const state = await get(BASE, branded);
    expect(state.statusCode).toBe(403);
    expect(state.json().message).toBe('브랜드 바이어 회사는 구매24 대신 오피스24를 이용합니다.');
    expect((await get(listUrl(`${BASE}/buy-requests`, {}), branded)).statusCode).toBe(403);
  });

  it("shows a plain member only their own requests, and another company's id is a 404", async () => {
    const mine = (await fileRequest(t, member)).json();
    const adminsOwn = (await fileRequest(t, admin, { title: '관리자 요청' })).json();
    const rows = (await get(listUrl(`${BASE}/buy-requests`, { range: [0, 999] }), member)).json() as Array<{
      id: string;
      requesterName: string;
    }>;
    expect(rows.map((row) => row.id)).toContain(mine.id);
    expect(rows.map((row) => row.id)).not.toContain(adminsOwn.id);
    expect((await get(`${BASE}/buy-requests/${adminsOwn.id}`, member)).statusCode).toBe(404);
    // The administrator sees both; filters by status and search narrow the list.
    const found = (
      await get(listUrl(`${BASE}/buy-requests`, { filter: { q: '관리자 요청', status: 'REQUESTED' } }), admin)
    ).json();
    expect(found.map((row: { id: string }) => row.id)).toEqual([adminsOwn.id]);
  });

  it('gives the previous and next request in the list order', async () => {
    const a = (await fileRequest(t, admin, { title: '앞뒤 시험 A' })).json();
    const b = (await fileRequest(t, admin, { title: '앞뒤 시험 B' })).json();
    const c = (await fileRequest(t, admin, { title: '앞뒤 시험 C' })).json();
    const around = await get(
      listUrl(`${BASE}/buy-requests/${b.id}/surrounding`, {
        sort: ['createdAt', 'DESC'],
        filter: { q: '앞뒤 시험' },
      }),
      admin,
    );
    expect(around.json()).toEqual({ previousId: c.id, nextId: a.id });
  });

  it('refuses to delete an ordered request with a Korean 409 and deletes nothing of the batch', async () => {
    const rows = (
      await get(listUrl(`${BASE}/buy-requests`, { filter: { status: 'ORDERED' } }), admin)
    ).json();
    const fresh = (await fileRequest(t, admin)).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/buy-requests?ids=${fresh.id},${rows[0].id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("'주문' 상태의 요청은 삭제할 수 없습니다");
    expect((await get(`${BASE}/buy-requests/${fresh.id}`, admin)).statusCode).toBe(200);
  });
});

describe('the API document', () => {
  it('lists every buy24 call of api-calls.tsv', async () => {
    const { readFileSync } = await import('node:fs');
    const spec = readFileSync(new URL('../../../../shared/spec/api-calls.tsv', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.includes('/buy24/'))
      .map((line) => {
        const [method = '', path = ''] = line.split('\t');
        return `${method.toLowerCase()} ${path}`;
      });
    expect(spec).toHaveLength(37);
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(spec.filter((call) => !documented.includes(call))).toEqual([]);
  });
});
