import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTemporaryFolderStorage, type FolderStorage } from '../../../server/files/storage';
import { BASE, fileRequest } from '../buy24/helpers';
import { call, listUrl } from '../organisation/helpers';
import { ADMIN, MEMBER, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';

/**
 * 이 시점으로 되돌리기 through a PATCH edit call (구매 요청): only the restored fields are sent, and the
 * request's own state rules answer a revert they refuse exactly as they answer the edit.
 */
let t: TestApp;
let storage: FolderStorage;
let admin: AuthHeaders;
let member: AuthHeaders;

const REQUESTS = `${BASE}/buy-requests`;
const HISTORY = '/homepage/v2/history/buy-requests';
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${REQUESTS}/${id}`, headers: admin, payload });
const revisions = async (id: string) =>
  (await call(t.app, 'GET', listUrl(`${HISTORY}/${id}`), admin)).json() as Array<{
    id: string;
    callName: string;
    fields: Array<{ field: string; label: string; before: string; after: string }>;
  }>;

beforeAll(async () => {
  storage = await createTemporaryFolderStorage();
  t = await createTestApp({}, { files: storage });
  admin = (await login(t.app, ADMIN)).headers;
  member = (await login(t.app, MEMBER)).headers;
}, 60_000);
afterAll(() => t?.close());

describe('되돌리기 of a buy request', () => {
  it('puts the title back through the request’s own edit call', async () => {
    const created = await fileRequest(t, member, { title: '원래 제목' });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: string };
    expect((await patch(id, { title: '바뀐 제목' })).statusCode).toBe(200);
    const [edited, filed] = await revisions(id);
    expect(edited!.callName).toBe('구매 요청 상태 변경과 수정');
    expect(edited!.fields).toContainEqual({
      field: 'title',
      label: '제목',
      before: '원래 제목',
      after: '바뀐 제목',
    });

    const back = await call(t.app, 'POST', `${HISTORY}/${id}/revert`, admin, { revisionId: filed!.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().fields).toEqual([
      { field: 'title', label: '제목', before: '바뀐 제목', after: '원래 제목' },
    ]);
    const now = await call(t.app, 'GET', `${REQUESTS}/${id}`, admin);
    expect(now.json()).toMatchObject({ title: '원래 제목', status: 'REQUESTED' });
  });

  it('answers a state the rules will not go back to with the edit’s own 409', async () => {
    const { id } = (await fileRequest(t, member, { title: '반려될 요청' })).json() as { id: string };
    const rejected = await patch(id, { status: 'REJECTED', note: '예산 부족' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [, filed] = await revisions(id);
    const edit = await patch(id, { status: 'REQUESTED' });
    const revert = await call(t.app, 'POST', `${HISTORY}/${id}/revert`, admin, { revisionId: filed!.id });
    expect(edit.statusCode).toBe(409);
    expect(revert.statusCode).toBe(409);
    expect(revert.json()).toEqual(edit.json());
    expect(revert.json().message).toBe("'반려' 상태의 요청은 '요청'으로 바꿀 수 없습니다.");
  });
});
