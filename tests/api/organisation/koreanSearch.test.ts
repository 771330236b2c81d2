// Korean search on the member list (lib/koreanSearch.ts): 초성, Korean typed on the English keyboard,
// a syllable still being typed, phone digits in any format. Each answer is compared with the same
// rule in JavaScript over every member of the company, so a row too many is caught as well as one
// too few. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choseongOf, matchesSearch, searchTests } from '../../../lib/koreanSearch';
import { companies, companyMembers } from '../../../server/db/schema';
import { koreanSearch } from '../../../server/services/koreanSearch';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { MEMBERS, call, listUrl, totalOf } from './helpers';

let t: TestApp;
let admin: LoggedIn;
type Row = { id: string; name: string; email: string; cellPhone: string };
let everyone: Row[];

/** Beside the 200 seeded members (demo-admin is a 김지원 too): the people of the examples. */
const PEOPLE = [
  { name: '김지원', email: 'ks-jiwon@example.com', cellPhone: '01012345678' },
  { name: '김진호', email: 'ks-jinho@example.com', cellPhone: '01055512121' },
  { name: '이지은', email: 'ks-jieun@example.com', cellPhone: '01055513131' },
  { name: '한빛', email: 'ks-hanbit@example.com', cellPhone: '01055514141' },
  { name: '정지우', email: 'ks-jiwoo@example.com', cellPhone: '01055515151' },
  { name: 'Kim Jiwon', email: 'ks-latin@example.com', cellPhone: '01055516161' },
];

beforeAll(async () => {
  t = await createTestApp();
  const [me] = await t.database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.email, ADMIN));
  await t.database.db.insert(companyMembers).values(PEOPLE.map((p) => ({ ...p, companyId: me!.companyId })));
  admin = await login(t.app, ADMIN);
  everyone = (await list('')).rows;
  expect(everyone.length).toBe(200 + PEOPLE.length);
});
afterAll(() => t.close());

async function list(q: string) {
  const filter = q ? { q } : {};
  const response = await call(t.app, 'GET', listUrl(MEMBERS, { range: [0, 999], filter }), admin.headers);
  expect(response.statusCode).toBe(200);
  return { rows: response.json() as Row[], total: totalOf(response.headers['content-range']) };
}

/** The members the rules pick, by the JavaScript matcher: what the server must answer exactly. */
const expected = (q: string) =>
  everyone.filter((row) =>
    matchesSearch(searchTests(q, { digits: true }), {
      names: [row.name],
      plain: [row.email],
      digits: [row.cellPhone],
    }),
  );

const ids = (rows: Row[]) => rows.map((row) => row.id).sort();
const emails = (rows: Row[]) => rows.map((row) => row.email);

describe('member/list: Korean search', () => {
  it.each([
    ['초성', 'ㄱㅈㅇ', ['ks-jiwon@example.com', ADMIN]],
    ['Korean typed on the English keyboard', 'rlawldnjs', ['ks-jiwon@example.com', ADMIN]],
    ['a consonant still being typed', '김ㅈ', ['ks-jiwon@example.com', 'ks-jinho@example.com']],
    ['the last four digits of a phone', '5678', ['ks-jiwon@example.com']],
    ['a phone with hyphens', '010-1234-5678', ['ks-jiwon@example.com']],
    ['a phone without hyphens', '01012345678', ['ks-jiwon@example.com']],
    ['two 초성 (read as character classes)', 'ㅎㅂ', ['ks-hanbit@example.com']],
    ['Latin text as it is', 'kim jiwon', ['ks-latin@example.com']],
    ['regular-expression characters as text', '.*[(김ㅈ', []],
  ])('finds by %s (%s), and only members the rules pick', async (_, q, wanted) => {
    const { rows, total } = await list(q);
    expect(emails(rows)).toEqual(expect.arrayContaining(wanted));
    expect(ids(rows)).toEqual(ids(expected(q)));
    expect(total).toBe(rows.length);
  });

  it('reads 김지 as 지 with any final consonant: 김지원 and 김진호, not 이지은', async () => {
    const { rows } = await list('김지');
    expect(emails(rows)).toEqual(expect.arrayContaining(['ks-jiwon@example.com', 'ks-jinho@example.com']));
    expect(emails(rows)).not.toContain('ks-jieun@example.com');
    expect(rows.every((row) => /김[지-짛]/.test(row.name))).toBe(true);
    expect(ids(rows)).toEqual(ids(expected('김지')));
  });

  it('keeps a complete word a plain substring (지은 finds 이지은, not 김지원)', async () => {
    const { rows } = await list('지은');
    expect(emails(rows)).toContain('ks-jieun@example.com');
    expect(rows.every((row) => row.name.includes('지은'))).toBe(true);
  });

  it('answers a page and its total with the same search', async () => {
    const page = await call(
      t.app,
      'GET',
      listUrl(MEMBERS, { range: [0, 0], filter: { q: 'ㄱㅈㅇ' } }),
      admin.headers,
    );
    expect(page.json()).toHaveLength(1);
    expect(totalOf(page.headers['content-range'])).toBe(expected('ㄱㅈㅇ').length);
  });

  it('computes 초성 and digits in SQL as lib/koreanSearch.ts does', async () => {
    const text = '까치 A팀 3층 ㄱ é 한빛솔루션 힣';
    const { rows } = (await t.database.db.execute(
      sql`select search_choseong(${text}) as choseong, search_digits('010-1234 5678') as digits`,
    )) as unknown as { rows: { choseong: string; digits: string }[] };
    expect(rows[0]).toEqual({ choseong: choseongOf(text), digits: '01012345678' });
  });

  it('reads the trigram indexes for 초성 and phone digits (the expressions match the migration)', async () => {
    const plan = async (q: string, columns: Parameters<typeof koreanSearch>[1]) =>
      t.database.db.transaction(async (tx) => {
        // On 200 rows a scan is cheaper; without scans only the index can answer.
        await tx.execute(sql`set local enable_seqscan = off`);
        // node-postgres and PGlite both answer { rows }.
        const { rows } = (await tx.execute(
          sql`explain select id from ${companyMembers} where ${koreanSearch(q, columns)}`,
        )) as unknown as { rows: Record<string, string>[] };
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    expect(await plan('ㄱㅈㅇ', { names: [companyMembers.name] })).toContain(
      'company_members_name_choseong_trgm_idx',
    );
    expect(await plan('5678', { names: [], digits: [companyMembers.cellPhone] })).toContain(
      'company_members_phone_digits_trgm_idx',
    );
  });
});

describe('provider console: company list', () => {
  it('finds 주식회사 한빛솔루션 by its 초성 and by a half-typed 한비', async () => {
    const provider = await providerHeaders(t);
    const names = async (q: string) => {
      const url = `/provider/v1/companies?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
      const response = await t.app.inject({ method: 'GET', url, headers: provider });
      expect(response.statusCode).toBe(200);
      return (response.json() as Array<{ name: string }>).map((row) => row.name);
    };
    const [hanbit] = await t.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.name, '주식회사 한빛솔루션'));
    expect(hanbit).toBeDefined();
    expect(await names('ㅎㅂㅅㄹㅅ')).toEqual(['주식회사 한빛솔루션']);
    expect(await names('한비')).toContain('주식회사 한빛솔루션');
  });
});
