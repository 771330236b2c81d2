import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareText } from '../../../server/services/listQuery';
import { GROUPS, listUrl, totalOf } from '../organisation/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';
import { EVENTS, importRow, ok, phone } from './helpers';

/**
 * Lists page in the database (issue 30): a page of a sorted, filtered list is the same rows as the
 * whole list sorted and filtered the same way, and the total counts the filter, not the page.
 */
let t: TestApp;
let admin: Record<string, string>;
let eventId: string;
const SUBJECTS = 320;
const SURNAMES = ['김', '이', '박', '최', '정'];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
  const event = await ok<{ id: string }>(t, 'POST', EVENTS, admin, {
    name: '쪽 나누기 생일',
    category: 'BIRTHDAY',
    repeat: 'YEARLY',
    sendHour: 9,
    budgetPerPerson: 30_000,
    senderName: '인사팀',
  });
  eventId = event.id;
  // Days spread over the year, every fourth lunar (its solar day is converted per year), 29 February
  // among them, and a few duplicate names so that the id decides between equals.
  const rows = Array.from({ length: SUBJECTS }, (_, i) => {
    const month = String(1 + (i % 12)).padStart(2, '0');
    const day = i % 37 === 0 ? '29' : String(1 + ((i * 7 + Math.floor(i / 12)) % 28)).padStart(2, '0');
    return {
      ...importRow(`${SURNAMES[i % SURNAMES.length]}대상${String(i % 150).padStart(3, '0')}`, phone()),
      eventDate: i % 37 === 0 ? '19920229' : `1980${month}${day}`,
      lunar: i % 4 === 0 && i % 37 !== 0 ? '음력' : '양력',
    };
  });
  await ok(t, 'POST', `${EVENTS}/${eventId}/subjects`, admin, { rows });
}, 120_000);
afterAll(() => t?.close());

type Subject = {
  id: string;
  name: string;
  cellPhone: string;
  eventDate: string;
  lunar: string;
  nextDate: string | null;
  source: string;
};

async function subjects(options: Parameters<typeof listUrl>[1]) {
  const response = await t.app.inject({
    url: listUrl(`${EVENTS}/${eventId}/subjects`, options),
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return { rows: response.json<Subject[]>(), total: totalOf(response.headers['content-range']) };
}

describe('an event’s subjects page in the database', () => {
  it('page 3 of 50 by name, descending, is rows 100–149 of the whole list so sorted', async () => {
    const all = await subjects({ sort: ['name', 'DESC'], range: [0, 999] });
    expect(all.total).toBe(SUBJECTS);
    expect(all.rows).toHaveLength(SUBJECTS);
    const names = all.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => compareText(b, a)));
    const page = await subjects({ sort: ['name', 'DESC'], range: [100, 149] });
    expect(page.total).toBe(SUBJECTS);
    expect(page.rows).toEqual(all.rows.slice(100, 150));
  });

  it('sorts by this year’s send date, lunar days converted, and pages the same way', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const all = await subjects({ sort: ['nextDate', order], range: [0, 999] });
      const dates = all.rows.map((row) => row.nextDate);
      const sign = order === 'ASC' ? 1 : -1;
      expect(dates).toEqual([...dates].sort((a, b) => sign * compareText(a, b)));
      // Lunar birthdays land on other days than their registered month-day.
      expect(new Set(dates).size).toBeGreaterThan(100);
      expect(
        all.rows.some((row) => row.lunar === '음력' && row.nextDate?.slice(4) !== row.eventDate.slice(4)),
      ).toBe(true);
      const page = await subjects({ sort: ['nextDate', order], range: [100, 149] });
      expect(page.rows).toEqual(all.rows.slice(100, 150));
      expect(page.total).toBe(SUBJECTS);
    }
  });

  it('filters (q in the name or phone, source, ids) before paging, and counts the filter', async () => {
    const all = await subjects({ sort: ['name', 'ASC'], range: [0, 999] });
    const wanted = all.rows.filter((row) => row.name.includes('김') && row.source === 'IMPORT');
    expect(wanted.length).toBe(SUBJECTS / SURNAMES.length);
    const page = await subjects({
      sort: ['name', 'ASC'],
      range: [10, 19],
      filter: { q: '김', source: 'IMPORT' },
    });
    expect(page.total).toBe(wanted.length);
    expect(page.rows).toEqual(wanted.slice(10, 20));

    const byPhone = await subjects({ filter: { q: all.rows[7]!.cellPhone.slice(3) } });
    expect(byPhone.rows.map((row) => row.id)).toEqual([all.rows[7]!.id]);

    const none = await subjects({ filter: { source: 'MEMBER' } });
    expect(none).toEqual({ rows: [], total: 0 });

    const ids = [all.rows[3]!.id, all.rows[200]!.id, 'not-an-id'];
    const some = await subjects({ sort: ['name', 'ASC'], filter: { id: ids } });
    expect(some.rows).toEqual([all.rows[3], all.rows[200]]);
    expect(some.total).toBe(2);
  });

  it('a page past the end is empty and still carries the total', async () => {
    const response = await t.app.inject({
      url: listUrl(`${EVENTS}/${eventId}/subjects`, { range: [1000, 1049] }),
      headers: admin,
    });
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe(`giftSubjects */${SUBJECTS}`);
  });
});

describe('group/list pages in the database', () => {
  type Group = { id: string; name: string; parentId: string | null; sort: number; memberCount: number };
  async function groupPage(options: Parameters<typeof listUrl>[1]) {
    const response = await t.app.inject({ url: listUrl(GROUPS, options), headers: admin });
    expect(response.statusCode).toBe(200);
    return { rows: response.json<Group[]>(), total: totalOf(response.headers['content-range']) };
  }

  it('page 3 of 10 in chart order, by name and by member count is a slice of the whole list', async () => {
    const parent = await ok<Group>(t, 'POST', GROUPS, admin, {
      name: '쪽 나누기 본부',
      parentId: null,
      sort: 0,
    });
    for (let i = 0; i < 40; i++)
      await ok(t, 'POST', GROUPS, admin, {
        name: `쪽 나누기 ${String((i * 13) % 40).padStart(2, '0')}`,
        parentId: parent.id,
        sort: i % 3,
      });
    for (const sort of [
      ['sort', 'ASC'],
      ['name', 'DESC'],
      ['memberCount', 'DESC'],
    ] as const) {
      const all = await groupPage({ sort: [...sort], range: [0, 999] });
      const page = await groupPage({ sort: [...sort], range: [20, 29] });
      expect(page.total).toBe(all.total);
      expect(page.rows).toEqual(all.rows.slice(20, 30));
    }
    const chart = await groupPage({
      sort: ['sort', 'ASC'],
      range: [0, 999],
      filter: { parentId: parent.id },
    });
    expect(chart.total).toBe(40);
    const keys = chart.rows.map((row) => [row.sort, row.name] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || compareText(a[1], b[1])));
    const found = await groupPage({ filter: { q: '쪽 나누기 0', parentId: parent.id }, range: [0, 4] });
    expect(found.total).toBe(10);
    expect(found.rows).toHaveLength(5);
  });
});
