import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { GROUPS, MEMBERS, call, listUrl, totalOf } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let groupIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN);
  const groups = (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
  groupIds = Object.fromEntries(groups.map((g: { name: string; id: string }) => [g.name, g.id]));
});
afterAll(() => t.close());

const list = (options: Parameters<typeof listUrl>[1], headers = admin.headers) =>
  call(t.app, 'GET', listUrl(MEMBERS, options), headers);
type Row = {
  id: string;
  name: string;
  email: string;
  cellPhone: string;
  groupId: string | null;
  companyMemberRole: string;
};

describe('member/list protocol', () => {
  it('answers the first 50 of the 200 seeded members with Content-Range and exposes the header', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(50);
    expect(response.headers['content-range']).toBe('members 0-49/200');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('pages with range and reports the slice in Content-Range', async () => {
    const all: Row[] = (await list({ sort: ['name', 'ASC'], range: [0, 199] })).json();
    const page = await list({ sort: ['name', 'ASC'], range: [100, 149] });
    expect(page.headers['content-range']).toBe('members 100-149/200');
    expect(page.json().map((r: Row) => r.id)).toEqual(all.slice(100, 150).map((r) => r.id));
    const last = await list({ range: [190, 249] });
    expect(last.headers['content-range']).toBe('members 190-199/200');
    const beyond = await list({ range: [300, 349] });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('members */200');
  });

  it('sorts by name both ways, ties broken by id so pages never overlap', async () => {
    const asc: Row[] = (await list({ sort: ['name', 'ASC'], range: [0, 199] })).json();
    const names = asc.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc: Row[] = (await list({ sort: ['name', 'DESC'], range: [0, 199] })).json();
    expect(desc.map((r) => r.name)).toEqual([...names].reverse());
    expect(new Set(asc.map((r) => r.id)).size).toBe(200);
  });

  it('filters by group: only that department, and the total counts only them', async () => {
    const response = await list({ filter: { groupId: groupIds['인사팀'] }, range: [0, 999] });
    const rows: Row[] = response.json();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.groupId === groupIds['인사팀'])).toBe(true);
    expect(rows.map((r) => r.email)).toContain('demo-admin@example.com');
    expect(totalOf(response.headers['content-range'])).toBe(rows.length);
  });

  it('filters by role', async () => {
    const rows: Row[] = (await list({ filter: { companyMemberRole: '관리자' } })).json();
    expect(rows.map((r) => r.email)).toEqual(['demo-admin@example.com']);
    const members = await list({ filter: { companyMemberRole: '멤버' } });
    expect(totalOf(members.headers['content-range'])).toBe(199);
  });

  it('searches name, e-mail and phone (with or without hyphens) with q', async () => {
    const byName: Row[] = (await list({ filter: { q: '김지' } })).json();
    expect(byName.length).toBeGreaterThan(0);
    // 김지 may still take a final consonant: 김지원 and 김진호 alike (lib/koreanSearch.ts).
    expect(byName.every((r) => /김[지-짛]/.test(r.name))).toBe(true);
    const byEmail: Row[] = (await list({ filter: { q: 'DEMO-MEMBER' } })).json();
    expect(byEmail.map((r) => r.email)).toEqual(['demo-member@example.com']);
    const byPhone: Row[] = (await list({ filter: { q: '010-5284-6610' } })).json();
    expect(byPhone.map((r) => r.email)).toEqual(['demo-member@example.com']);
    const pattern: Row[] = (await list({ filter: { q: '%' } })).json();
    expect(pattern).toEqual([]);
  });

  it('returns the members of an id list for getMany, ignoring ids that are not ours', async () => {
    const some: Row[] = (await list({ range: [0, 2] })).json();
    const rows: Row[] = (await list({ filter: { id: [...some.map((r) => r.id), 'tampered'] } })).json();
    expect(rows.map((r) => r.id).sort()).toEqual(some.map((r) => r.id).sort());
  });

  it.each([
    ['malformed sort JSON', 'sort=%5B%22name%22', '올바른 JSON'],
    ['an unknown sort field', `sort=${encodeURIComponent('["passwordHash","ASC"]')}`, '정렬할 수 없는 항목'],
    ['a wrong sort direction', `sort=${encodeURIComponent('["name","UP"]')}`, 'ASC 또는 DESC'],
    ['malformed filter JSON', 'filter=%7Bq', '올바른 JSON'],
    ['a filter that is not an object', `filter=${encodeURIComponent('[1]')}`, 'JSON 객체'],
    ['an unknown filter', `filter=${encodeURIComponent('{"passwordHash":"x"}')}`, '알 수 없는 검색 조건'],
    [
      'a filter value of the wrong type',
      `filter=${encodeURIComponent('{"companyMemberRole":"사장"}')}`,
      '값이 올바르지 않습니다',
    ],
    ['a reversed range', `range=${encodeURIComponent('[10,0]')}`, '0 이상 정수'],
    ['a page over 1000 rows', `range=${encodeURIComponent('[0,1000]')}`, '1,000건'],
  ])('answers %s with a 400 in Korean, never a 500', async (_name, query, message) => {
    const response = await call(t.app, 'GET', `${MEMBERS}?${query}`, admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('allows a page of exactly 1000 rows', async () => {
    expect((await list({ range: [0, 999] })).statusCode).toBe(200);
  });

  it('lets a plain member read the list too', async () => {
    const member = await login(t.app, MEMBER);
    expect(totalOf((await list({}, member.headers)).headers['content-range'])).toBe(200);
  });
});

describe('group/list protocol', () => {
  it('lists the chart in order with Content-Range and the members of each department', async () => {
    const response = await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers);
    expect(response.headers['content-range']).toBe('groups 0-11/12');
    const rows: Array<{ name: string; memberCount: number; parentId: string | null }> = response.json();
    expect(rows.filter((g) => g.parentId === null).map((g) => g.name)).toEqual([
      '경영지원본부',
      '개발본부',
      '영업본부',
      '마케팅팀',
      '고객지원팀',
    ]);
    expect(rows.reduce((sum, g) => sum + g.memberCount, 0)).toBe(200);
  });

  it('filters by parent and sorts by member count', async () => {
    const url = listUrl(GROUPS, {
      filter: { parentId: groupIds['개발본부'] },
      sort: ['memberCount', 'DESC'],
    });
    const rows: Array<{ name: string; memberCount: number }> = (
      await call(t.app, 'GET', url, admin.headers)
    ).json();
    expect(rows.map((g) => g.name).sort()).toEqual(['QA팀', '모바일팀', '플랫폼팀']);
    expect(rows[0]!.memberCount).toBeGreaterThanOrEqual(rows[2]!.memberCount);
  });
});
