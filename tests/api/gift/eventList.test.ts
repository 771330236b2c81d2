import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUrl, totalOf } from '../organisation/helpers';
import { ADMIN, NIKE, createTestApp, login, type TestApp } from '../testApp';
import { EVENTS, ok, readyEvent } from './helpers';

/** gift/list: filtered, sorted, paged and counted by the database, with the counts of each row. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
  for (const [index, budget] of [10_000, 30_000, 20_000].entries())
    await ok(t, 'POST', EVENTS, admin, {
      name: `목록 확인 ${index + 1}`,
      category: 'THANKS',
      repeat: 'ONCE',
      sendDate: `2030-0${3 - index}-01`,
      sendHour: 10,
      budgetPerPerson: budget,
      senderName: '인사팀',
    });
  await readyEvent(t, admin, { name: '목록 확인 대상자', names: ['홍길동', '김영희', '이철수'] });
}, 120_000);
afterAll(() => t?.close());

type Row = { id: string; name: string; budgetPerPerson: number; sendDate: string; subjectCount: number };
async function page(options: Parameters<typeof listUrl>[1]) {
  const response = await t.app.inject({ url: listUrl(EVENTS, options), headers: admin });
  expect(response.statusCode).toBe(200);
  return { rows: response.json<Row[]>(), total: totalOf(response.headers['content-range']) };
}

describe('gift/list', () => {
  it('finds by part of the name and counts what matches, not the page', async () => {
    const found = await page({ filter: { q: '목록 확인' }, range: [0, 1], sort: ['name', 'ASC'] });
    expect(found.total).toBe(4);
    expect(found.rows.map((row) => row.name)).toEqual(['목록 확인 1', '목록 확인 2']);
    const next = await page({ filter: { q: '목록 확인' }, range: [2, 3], sort: ['name', 'ASC'] });
    expect(next.rows.map((row) => row.name)).toEqual(['목록 확인 3', '목록 확인 대상자']);
  });

  it('sorts by budget and send date both ways', async () => {
    const budgets = await page({ filter: { q: '목록 확인 ' }, sort: ['budgetPerPerson', 'DESC'] });
    expect(budgets.rows.map((row) => row.budgetPerPerson)).toEqual([30_000, 30_000, 20_000, 10_000]);
    const dates = await page({ filter: { q: '목록 확인' }, sort: ['sendDate', 'ASC'] });
    const sendDates = dates.rows.map((row) => row.sendDate);
    expect(sendDates).toEqual([...sendDates].sort());
  });

  it('newest first by default, with the subjects of each event counted', async () => {
    const newest = await page({ range: [0, 0] });
    expect(newest.rows[0]!.name).toBe('목록 확인 대상자');
    expect(newest.rows[0]!.subjectCount).toBe(3);
  });

  it('filters by ids and status; an id of nothing is an empty page', async () => {
    const all = await page({ filter: { q: '목록 확인' } });
    const two = all.rows.slice(0, 2).map((row) => row.id);
    const byId = await page({ filter: { id: two } });
    expect(byId.rows.map((row) => row.id).sort()).toEqual([...two].sort());
    expect(byId.total).toBe(2);
    expect(await page({ filter: { id: 'not-an-id' } })).toEqual({ rows: [], total: 0 });
    const drafts = await page({ filter: { q: '목록 확인', status: 'DRAFT' } });
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.total).toBeLessThanOrEqual(4);
  });

  it("reads one event at its own address; another company's is not found", async () => {
    const [first] = (await page({ filter: { q: '목록 확인 대상자' } })).rows;
    const one = await t.app.inject({ url: `${EVENTS}/${first!.id}`, headers: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first!.id, name: '목록 확인 대상자', subjectCount: 3 });
    const other = (await login(t.app, NIKE)).headers;
    const foreign = await t.app.inject({ url: `${EVENTS}/${first!.id}`, headers: other });
    expect(foreign.statusCode).toBe(404);
  });
});
