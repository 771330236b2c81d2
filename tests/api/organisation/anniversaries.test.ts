import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { ANNIVERSARIES, GROUPS, MEMBERS, call, listUrl, memberBody, totalOf } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let groupIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // 10 February 2026 in Seoul: the default list is February 2026.
  t.clock.set('2026-02-10T09:00:00+09:00');
  admin = await login(t.app, ADMIN);
  const groups = (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
  groupIds = Object.fromEntries(groups.map((g: { name: string; id: string }) => [g.name, g.id]));
  const people = [
    { name: '기념음력추석', eventDate: '19850815', lunar: '음력', joinDate: '' },
    { name: '기념음력그믐', eventDate: '19801230', lunar: '음력', joinDate: '' },
    {
      name: '기념윤일',
      eventDate: '20000229',
      lunar: '양력',
      joinDate: '20200210',
      groupId: groupIds['QA팀'],
    },
    { name: '기념신입', eventDate: '', lunar: '', joinDate: '20260203' },
  ];
  for (const [index, person] of people.entries()) {
    const body = memberBody({ ...person, email: `anniv${index}@x.com`, cellPhone: `0108888000${index}` });
    const response = await call(t.app, 'POST', MEMBERS, admin.headers, body);
    if (response.statusCode !== 200) throw new Error(response.body);
  }
});
afterAll(() => t.close());

type Row = {
  id: string;
  name: string;
  kind: string;
  date: string;
  originalDate: string;
  lunar: string;
  years: number | null;
  groupName: string | null;
};
const list = async (
  filter: Record<string, unknown>,
  headers = admin.headers,
  sort?: [string, 'ASC' | 'DESC'],
) => {
  const response = await call(
    t.app,
    'GET',
    listUrl(ANNIVERSARIES, { filter, range: [0, 999], ...(sort ? { sort } : {}) }),
    headers,
  );
  expect(response.statusCode).toBe(200);
  return { rows: response.json() as Row[], total: totalOf(response.headers['content-range']) };
};

describe('anniversary/list', () => {
  it('defaults to this month in Seoul, sorted by date, with Content-Range', async () => {
    const { rows, total } = await list({});
    expect(rows.length).toBe(total);
    expect(rows.every((r) => r.date.startsWith('202602'))).toBe(true);
    const dates = rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('shows a lunar birthday on its solar date of the year (음력 8월 15일 → 2026-09-25)', async () => {
    const { rows } = await list({ year: 2026, month: 9, q: '기념음력추석' });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'BIRTHDAY',
        date: '20260925',
        originalDate: '19850815',
        lunar: '음력',
        years: null,
      }),
    ]);
  });

  it('moves a lunar 30th that the year lacks to that month’s last day (음력 12월 30일 → 2026-02-16)', async () => {
    const { rows } = await list({ q: '기념음력그믐' });
    expect(rows.map((r) => r.date)).toEqual(['20260216']);
  });

  it('shows a 29 February birthday on 28 February in a common year', async () => {
    const { rows } = await list({ kind: 'BIRTHDAY', q: '기념윤일' });
    expect(rows.map((r) => r.date)).toEqual(['20260228']);
  });

  it('lists work anniversaries with their years, but not the joining year itself', async () => {
    const { rows } = await list({ kind: 'WORK', q: '기념' });
    expect(rows.map((r) => [r.name, r.date, r.years])).toEqual([['기념윤일', '20260210', 6]]);
  });

  it('filters by kind and by department', async () => {
    const work = await list({ kind: 'WORK' });
    expect(work.rows.every((r) => r.kind === 'WORK')).toBe(true);
    const qa = await list({ groupId: groupIds['QA팀'] });
    expect(qa.rows.length).toBeGreaterThan(0);
    expect(qa.rows.every((r) => r.groupName === 'QA팀')).toBe(true);
    expect(qa.rows.some((r) => r.name === '기념윤일')).toBe(true);
  });

  it('lists the whole year with month null, one row per member and kind', async () => {
    const { rows } = await list({ year: 2026, month: null, q: '기념' });
    expect(rows.map((r) => `${r.name}:${r.kind}:${r.date}`)).toEqual([
      '기념윤일:WORK:20260210',
      '기념음력그믐:BIRTHDAY:20260216',
      '기념윤일:BIRTHDAY:20260228',
      '기념음력추석:BIRTHDAY:20260925',
    ]);
  });

  it('sorts by name when asked', async () => {
    const { rows } = await list({ month: null, q: '기념' }, admin.headers, ['name', 'DESC']);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('lets a plain member read it, and shows another company only its own people', async () => {
    const member = await login(t.app, MEMBER);
    expect((await list({ month: null, q: '기념' }, member.headers)).rows).toHaveLength(4);
    const nike = await login(t.app, NIKE);
    const theirs = await list({ month: null }, nike.headers);
    expect(theirs.rows.map((r) => r.name)).toEqual(expect.not.arrayContaining(['기념윤일', '김지원']));
    expect(theirs.rows.every((r) => r.name === '이하늘')).toBe(true);
  });

  it('refuses a month outside 1–12 with a 400 in Korean', async () => {
    const response = await call(
      t.app,
      'GET',
      listUrl(ANNIVERSARIES, { filter: { month: 13 } }),
      admin.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('검색 조건(month)');
  });
});
