import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../../server/db/schema';
import { ADMIN, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { GROUPS, MEMBERS, call, listUrl } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN);
});
afterAll(() => t.close());

/** Each file prefix gets its own block of phone numbers, so files never collide by accident. */
const blocks = new Map<string, number>();
const block = (prefix: string) => {
  if (!blocks.has(prefix)) blocks.set(prefix, 10 + blocks.size);
  return blocks.get(prefix)!;
};
/** A valid row; `n` keeps phone and e-mail unique within a file, `prefix` across files. */
function row(n: number, prefix = 'a', overrides: Record<string, unknown> = {}) {
  return {
    name: `가져온${n}`,
    email: `${prefix}${n}@bulk.example.com`,
    cellPhone: `019${block(prefix)}${String(n).padStart(6, '0')}`,
    gender: n % 2 ? '남' : '여',
    rank: '사원',
    eventDate: '19900101',
    lunar: n % 5 ? '양력' : '음력',
    ...overrides,
  };
}
const rows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => row(i + 1, prefix));
const upload = (body: Record<string, unknown>) =>
  call(t.app, 'POST', `${MEMBERS}/import`, admin.headers, body);
async function memberCount() {
  const [result] = await t.database.db.select({ n: count() }).from(companyMembers);
  return result!.n;
}
/** One row with one bad field, as the only row of a file: the report names row 1, that field, that message. */
async function rejects(overrides: Record<string, unknown>) {
  const response = await upload({ rows: [row(1, 'rule', overrides)], dryRun: true });
  expect(response.statusCode).toBe(200);
  return response.json().errors;
}

describe('member import: all or nothing', () => {
  it('commits a valid 10,000-row file in one transaction and reports them added', async () => {
    const before = await memberCount();
    const started = performance.now();
    const response = await upload({ rows: rows(10_000, 'big') });
    const seconds = (performance.now() - started) / 1000;
    console.log(`10,000행 가져오기 (${t.database.kind}): ${seconds.toFixed(2)}초`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dryRun: false, total: 10_000, added: 10_000, errors: [] });
    expect(await memberCount()).toBe(before + 10_000);
    const listed = await call(t.app, 'GET', listUrl(MEMBERS, { filter: { q: 'big9999@' } }), admin.headers);
    expect(listed.json()[0]).toMatchObject({ name: '가져온9999', groupId: null });
  });

  it('commits nothing when one row in the middle is bad, and names that row, field and message', async () => {
    const before = await memberCount();
    const file = rows(5_000, 'mid');
    file[2_499] = { ...file[2_499]!, cellPhone: '010-1234-5678' };
    const response = await upload({ rows: file });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dryRun: false,
      total: 5_000,
      added: 0,
      errors: [{ row: 2_500, field: 'cellPhone', message: '휴대폰 번호는 11자리 숫자여야 합니다.' }],
    });
    expect(await memberCount()).toBe(before);
  });

  it('writes nothing on a dry run of a valid file', async () => {
    const before = await memberCount();
    const response = await upload({ rows: rows(20, 'dry'), dryRun: true });
    expect(response.json()).toEqual({ dryRun: true, total: 20, added: 0, errors: [] });
    expect(await memberCount()).toBe(before);
  });

  it('puts every imported member in the chosen department', async () => {
    const groups = (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
    const qa = groups.find((g: { name: string }) => g.name === 'QA팀');
    const response = await upload({ rows: rows(3, 'qa'), groupId: qa.id });
    expect(response.json().added).toBe(3);
    const [imported] = await t.database.db
      .select({ groupId: companyMembers.groupId })
      .from(companyMembers)
      .where(eq(companyMembers.email, 'qa2@bulk.example.com'));
    expect(imported?.groupId).not.toBeNull();
    const bad = await upload({ rows: rows(1, 'qx'), groupId: 'tampered' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.groupId).toBe('부서를 찾을 수 없습니다.');
  });

  it('accepts numbers from a spreadsheet as their text (19900101 as a number is a date)', async () => {
    expect(await rejects({ eventDate: 19900101 })).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const response = await upload({ rows: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('가져올 행이 없습니다.');
  });
});

describe('member import rules (spec 2 §5), one row each', () => {
  const only = (field: string, message: string) => [{ row: 1, field, message }];

  it('refuses a name over 30 characters', async () => {
    expect(await rejects({ name: '가'.repeat(31) })).toEqual(
      only('name', '이름은 30자까지 입력할 수 있습니다.'),
    );
  });
  it('refuses a missing name', async () => {
    expect(await rejects({ name: '' })).toEqual(only('name', '이름을 입력해주세요.'));
  });
  it('refuses a cell phone that is not 11 digits', async () => {
    expect(await rejects({ cellPhone: '0101234567' })).toEqual(
      only('cellPhone', '휴대폰 번호는 11자리 숫자여야 합니다.'),
    );
  });
  it('refuses a gender other than 남 or 여', async () => {
    expect(await rejects({ gender: '남자' })).toEqual(
      only('gender', '성별은 남 또는 여만 입력할 수 있습니다.'),
    );
  });
  it('accepts an empty gender, rank, birthday and calendar', async () => {
    expect(await rejects({ gender: '', rank: '', eventDate: '', lunar: '' })).toEqual([]);
  });
  it('refuses a rank over 30 characters', async () => {
    expect(await rejects({ rank: '직'.repeat(31) })).toEqual(
      only('rank', '직급은 30자까지 입력할 수 있습니다.'),
    );
  });
  it('refuses a birthday that is not 8 digits', async () => {
    expect(await rejects({ eventDate: '1990-01-01' })).toEqual(
      only('eventDate', '생일은 숫자 8자리로 입력해주세요.'),
    );
  });
  it('refuses a birthday that is not a real date', async () => {
    expect(await rejects({ eventDate: '19900231' })).toEqual(
      only('eventDate', '생일이 올바른 날짜가 아닙니다.'),
    );
  });
  it('refuses a calendar other than 양력 or 음력', async () => {
    expect(await rejects({ lunar: '태양력' })).toEqual(only('lunar', '양력 또는 음력만 입력할 수 있습니다.'));
  });

  it('refuses a phone number or e-mail repeated within the file, naming the first row', async () => {
    const file = [
      row(1, 'dup'),
      row(2, 'dup'),
      row(3, 'dup', { cellPhone: row(1, 'dup').cellPhone }),
      row(4, 'dup', { email: 'DUP2@bulk.example.com' }),
    ];
    const response = await upload({ rows: file, dryRun: true });
    expect(response.json().errors).toEqual([
      { row: 3, field: 'cellPhone', message: '파일 안에서 휴대폰 번호가 중복됩니다. (1행과 같음)' },
      { row: 4, field: 'email', message: '파일 안에서 이메일이 중복됩니다. (2행과 같음)' },
    ]);
  });

  it('refuses a phone number of an existing member of the company, or an e-mail already registered', async () => {
    const file = [
      row(1, 'ex', { cellPhone: '01052846610' }),
      row(2, 'ex', { email: 'demo-nike@example.com' }),
      row(3, 'ex'),
    ];
    const response = await upload({ rows: file });
    expect(response.json()).toMatchObject({
      added: 0,
      errors: [
        { row: 1, field: 'cellPhone', message: '이미 등록된 휴대폰 번호입니다.' },
        { row: 2, field: 'email', message: '이미 사용 중인 이메일입니다.' },
      ],
    });
  });

  it('allows the phone number of a member of another company', async () => {
    expect(await rejects({ cellPhone: '01063917402' })).toEqual([]);
  });
});
