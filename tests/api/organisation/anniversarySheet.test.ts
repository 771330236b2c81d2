import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../../server/db/schema';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type TestApp } from '../testApp';
import { ANNIVERSARIES, call } from './helpers';

/** POST /homepage/v2/anniversaries/sheet: members' birthdays and join dates from a sheet, all or none. */
const SHEET = `${ANNIVERSARIES}/sheet`;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
});
afterAll(() => t?.close());

const datesOf = async (email: string) => {
  const [member] = await t.database.db
    .select({
      eventDate: companyMembers.eventDate,
      lunar: companyMembers.lunar,
      joinDate: companyMembers.joinDate,
    })
    .from(companyMembers)
    .where(eq(companyMembers.email, email));
  return member;
};

describe('anniversaries from a sheet', { timeout: 60_000 }, () => {
  it('saves nothing when one row is bad; another company’s member is not found', async () => {
    const before = await datesOf(MEMBER);
    const answer = await call(t.app, 'POST', SHEET, admin, {
      rows: [
        { email: MEMBER, eventDate: '19880808', lunar: '음력' },
        { email: NIKE, eventDate: '19900101' },
        { email: ADMIN, eventDate: '19900230', joinDate: '' },
        { email: ADMIN },
        { email: MEMBER.toUpperCase(), joinDate: '20200101' },
      ],
      rowNumbers: [2, 3, 4, 5, 7],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 5, saved: 0 });
    expect(answer.json().errors).toEqual([
      { row: 2, field: 'email', message: '우리 회사 구성원의 이메일이 아닙니다.' },
      { row: 3, field: 'eventDate', message: '생일이 올바른 날짜가 아닙니다.' },
      { row: 4, field: 'eventDate', message: '생일이나 입사일 중 하나는 입력해주세요.' },
      { row: 5, field: 'email', message: '파일 안에서 이메일이 중복됩니다. (2행과 같음)' },
    ]);
    expect(await datesOf(MEMBER)).toEqual(before);
  });

  it('checks without saving on a dry run, then saves every row, keeping what an empty cell leaves', async () => {
    const before = await datesOf(ADMIN);
    const rows = [
      { email: MEMBER, eventDate: '19880808', lunar: '음력', joinDate: '20210301' },
      { email: ADMIN, joinDate: '20150105' },
    ];
    expect((await call(t.app, 'POST', SHEET, admin, { rows, dryRun: true })).json()).toEqual({
      dryRun: true,
      total: 2,
      saved: 0,
      errors: [],
    });
    expect((await call(t.app, 'POST', SHEET, admin, { rows })).json()).toMatchObject({
      saved: 2,
      errors: [],
    });
    expect(await datesOf(MEMBER)).toEqual({ eventDate: '19880808', lunar: '음력', joinDate: '20210301' });
    expect(await datesOf(ADMIN)).toEqual({ ...before, joinDate: '20150105' });
  });

  it('is for administrators only', async () => {
    const member = (await login(t.app, MEMBER)).headers;
    const refused = await call(t.app, 'POST', SHEET, member, {
      rows: [{ email: MEMBER, joinDate: '20200101' }],
    });
    expect(refused.statusCode).toBe(403);
  });
});
