import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUrl } from '../organisation/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { BASE } from './helpers';

/** POST /buy24/v1/admin/budgets/sheet: the budget upload's rules per row, through the kit's sheet call. */
const SHEET = `${BASE}/budgets/sheet`;
let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
}, 60_000);
afterAll(() => t?.close());

const post = (headers: AuthHeaders, payload: unknown) =>
  t.app.inject({ method: 'POST', url: SHEET, headers, payload: payload as object });
async function budgets(month: string) {
  const response = await t.app.inject({
    url: listUrl(`${BASE}/budgets`, { filter: { month }, range: [0, 99] }),
    headers: admin,
  });
  return (response.json() as Array<{ departmentName: string; amount: number }>)
    .map((b) => [b.departmentName, b.amount])
    .sort();
}

describe('budgets from a sheet', { timeout: 60_000 }, () => {
  it('saves nothing when one row is bad, naming its row and cell; another company’s department is unknown', async () => {
    const answer = await post(admin, {
      rows: [
        { department: '재무팀', month: '2031-01', amount: '1000000' },
        { department: '브랜드사업팀', month: '2031-01', amount: '500000' },
        { department: '인사팀', month: '2031-13', amount: '' },
        { department: '재무팀', month: '2031-01', amount: '2000000' },
      ],
      rowNumbers: [2, 3, 5, 6],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 4, saved: 0 });
    expect(answer.json().errors).toEqual([
      { row: 2, field: 'department', message: '조직도에 없는 부서입니다.' },
      { row: 3, field: 'month', message: '월은 YYYY-MM 형식으로 입력해주세요. (예: 2026-11)' },
      { row: 3, field: 'amount', message: '예산은 숫자로 입력해주세요.' },
      { row: 4, field: 'month', message: '같은 부서와 월이 2행에 이미 있습니다.' },
    ]);
    expect(await budgets('2031-01')).toEqual([]);
  });

  it('checks without saving on a dry run, then saves every row, replacing a month’s budget', async () => {
    const rows = [
      { department: '재무팀', month: '2031-02', amount: '1000000' },
      { department: '인사팀', month: '2031-02', amount: 2500000 },
    ];
    expect((await post(admin, { rows, dryRun: true })).json()).toEqual({
      dryRun: true,
      total: 2,
      saved: 0,
      errors: [],
    });
    expect(await budgets('2031-02')).toEqual([]);
    expect((await post(admin, { rows })).json()).toEqual({ dryRun: false, total: 2, saved: 2, errors: [] });
    expect(
      (await post(admin, { rows: [{ department: '재무팀', month: '2031-02', amount: '1200000' }] })).json(),
    ).toMatchObject({ saved: 1 });
    expect(await budgets('2031-02')).toEqual([
      ['인사팀', 2_500_000],
      ['재무팀', 1_200_000],
    ]);
  });

  it('is for approvers of a company using 구매24', async () => {
    const rows = [{ department: '재무팀', month: '2031-03', amount: '1' }];
    expect((await post((await login(t.app, MEMBER)).headers, { rows })).statusCode).toBe(403);
    expect((await post((await login(t.app, NIKE)).headers, { rows })).statusCode).toBe(403);
  });
});
