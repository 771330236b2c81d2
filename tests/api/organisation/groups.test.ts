import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { GROUPS, MEMBERS, call, listUrl, memberBody, totalOf } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN);
});
afterAll(() => t.close());

type Group = { id: string; name: string; parentId: string | null; sort: number; memberCount: number };
async function chart(): Promise<Group[]> {
  return (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
}
const byName = async (name: string) => (await chart()).find((g) => g.name === name)!;
const create = (body: Record<string, unknown>) => call(t.app, 'POST', GROUPS, admin.headers, body);
const move = (id: string, parentId: string | null, sort: number) =>
  call(t.app, 'PUT', `${GROUPS}/${id}/move`, admin.headers, { parentId, sort });

describe('organisation chart', () => {
  it('creates a department under another and renames it', async () => {
    const parent = await byName('개발본부');
    const created = await create({ name: '데이터팀', parentId: parent.id, sort: 3 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: '데이터팀', parentId: parent.id, memberCount: 0 });
    const renamed = await call(t.app, 'PUT', `${GROUPS}/${created.json().id}`, admin.headers, {
      ...(created.json() as Group),
      name: '데이터플랫폼팀',
    });
    expect(renamed.json()).toMatchObject({ name: '데이터플랫폼팀', parentId: parent.id });
  });

  it('puts a missing or too long name beside the name field', async () => {
    const empty = await create({ name: ' ', parentId: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBe('부서 이름을 입력해주세요.');
    const long = await create({ name: '가'.repeat(51), parentId: null });
    expect(long.json().errors.name).toBe('부서 이름은 50자까지 입력할 수 있습니다.');
  });

  it('refuses two departments of the same name under one parent', async () => {
    const parent = await byName('영업본부');
    const response = await create({ name: '국내영업팀', parentId: parent.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.name).toBe('같은 상위 부서 아래에 같은 이름의 부서가 있습니다.');
  });

  it('moves a department under another parent at the dropped position and renumbers the siblings', async () => {
    const qa = await byName('QA팀');
    const sales = await byName('영업본부');
    const response = await move(qa.id, sales.id, 1);
    expect(response.statusCode).toBe(200);
    const under = (await chart()).filter((g) => g.parentId === sales.id).sort((a, b) => a.sort - b.sort);
    expect(under.map((g) => [g.name, g.sort])).toEqual([
      ['국내영업팀', 0],
      ['QA팀', 1],
      ['해외영업팀', 2],
    ]);
    expect((await byName('QA팀')).memberCount).toBe(qa.memberCount);
  });

  it('moves a department to the top level', async () => {
    const team = await byName('해외영업팀');
    await move(team.id, null, 0);
    const tops = (await chart()).filter((g) => g.parentId === null).sort((a, b) => a.sort - b.sort);
    expect(tops[0]!.name).toBe('해외영업팀');
    expect(tops).toHaveLength(6);
  });

  it('refuses moving a department under itself or under one of its descendants', async () => {
    const hq = await byName('경영지원본부');
    const hr = await byName('인사팀');
    const self = await move(hq.id, hq.id, 0);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.parentId).toBe('부서를 자기 자신이나 하위 부서 아래로 옮길 수 없습니다.');
    const child = await create({ name: '채용파트', parentId: hr.id });
    expect((await move(hq.id, child.json().id, 0)).statusCode).toBe(400);
    // The same rule holds through the edit form.
    const edit = await call(t.app, 'PUT', `${GROUPS}/${hq.id}`, admin.headers, { ...hq, parentId: hr.id });
    expect(edit.statusCode).toBe(400);
    expect((await byName('경영지원본부')).parentId).toBeNull();
  });

  it('refuses deleting a department that has members', async () => {
    const response = await call(t.app, 'DELETE', `${GROUPS}/${(await byName('재무팀')).id}`, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('소속 구성원이 있는 부서는 삭제할 수 없습니다');
  });

  it('refuses deleting a department that has sub-departments, even with no members of its own', async () => {
    const hq = await byName('개발본부');
    expect(hq.memberCount).toBe(0);
    const response = await call(t.app, 'DELETE', `${GROUPS}/${hq.id}`, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('하위 부서가 있는 부서는 삭제할 수 없습니다');
  });

  it('deletes an empty department, and it is gone from the chart', async () => {
    const created = (await create({ name: '임시팀', parentId: null })).json();
    const response = await call(t.app, 'DELETE', `${GROUPS}/${created.id}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect((await chart()).some((g) => g.name === '임시팀')).toBe(false);
    expect((await call(t.app, 'GET', `${GROUPS}/${created.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('counts a member in the new department after they move', async () => {
    const marketing = await byName('마케팅팀');
    const [someone] = (
      await call(
        t.app,
        'GET',
        listUrl(MEMBERS, { filter: { groupId: (await byName('고객지원팀')).id } }),
        admin.headers,
      )
    ).json();
    await call(t.app, 'PUT', `${MEMBERS}/${someone.id}`, admin.headers, {
      ...someone,
      groupId: marketing.id,
    });
    expect((await byName('마케팅팀')).memberCount).toBe(marketing.memberCount + 1);
  });
});

describe('department member counts', () => {
  /** The kept count (Content-Range of a plain department filter) against a real count (a search). */
  async function counts(groupId: string) {
    const kept = await call(t.app, 'GET', listUrl(MEMBERS, { filter: { groupId } }), admin.headers);
    const counted = await call(
      t.app,
      'GET',
      listUrl(MEMBERS, { filter: { groupId, q: '@' } }),
      admin.headers,
    );
    const chartCount = (await chart()).find((g) => g.id === groupId)!.memberCount;
    return [totalOf(kept.headers['content-range']), totalOf(counted.headers['content-range']), chartCount];
  }

  it('stay exact through create, import, move and delete', async () => {
    const team = (await create({ name: '집계팀', parentId: null })).json();
    expect(await counts(team.id)).toEqual([0, 0, 0]);
    const created = await call(
      t.app,
      'POST',
      MEMBERS,
      admin.headers,
      memberBody({ email: 'count1@x.com', cellPhone: '01055550001', groupId: team.id }),
    );
    const rows = [2, 3, 4].map((n) => ({
      name: `집계${n}`,
      email: `count${n}@x.com`,
      cellPhone: `0105555000${n}`,
    }));
    await call(t.app, 'POST', `${MEMBERS}/import`, admin.headers, { rows, groupId: team.id });
    expect(await counts(team.id)).toEqual([4, 4, 4]);
    await call(t.app, 'PUT', `${MEMBERS}/${created.json().id}`, admin.headers, {
      ...(created.json() as Record<string, unknown>),
      groupId: null,
    });
    const [someone] = (
      await call(t.app, 'GET', listUrl(MEMBERS, { filter: { groupId: team.id } }), admin.headers)
    ).json();
    await call(t.app, 'DELETE', `${MEMBERS}/${someone.id}`, admin.headers);
    expect(await counts(team.id)).toEqual([2, 2, 2]);
    const all = await call(t.app, 'GET', MEMBERS, admin.headers);
    const allCounted = await call(t.app, 'GET', listUrl(MEMBERS, { filter: { q: '@' } }), admin.headers);
    expect(totalOf(all.headers['content-range'])).toBe(totalOf(allCounted.headers['content-range']));
  });
});
