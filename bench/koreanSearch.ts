// Korean search on the member list of a company with 100,000 members (bench/organisation.ts's
// seed): the database time of the first page (50 by name) and of its total, for 초성, a half-typed
// syllable, Korean typed on the English keyboard and phone digits, beside a plain name-prefix
// query measured in the same run. Times are EXPLAIN ANALYZE's execution times, the median of
// ROUNDS rounds that alternate between the queries (the load of this shared machine drifts).
// Run: node --import tsx bench/koreanSearch.ts (BENCH_ENGINES=pglite,postgres picks the engines;
// PostgreSQL 15 only where its binaries are installed).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../server/db/client';
import { companyMembers } from '../server/db/schema';
import { koreanSearch } from '../server/services/koreanSearch';
import { BENCH_MEMBERS, seedBenchDatabase } from './organisation';
import { postgresAvailable, startPostgres } from './postgres';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3399);

/** The member list's search columns (server/services/organisation/memberList.ts). */
const COLUMNS = {
  names: [companyMembers.name],
  plain: [companyMembers.email],
  digits: [companyMembers.cellPhone],
};

const CASES: Array<{ label: string; condition: SQL }> = [
  { label: '기준: 이름 앞부분 name like 김지%', condition: sql`${companyMembers.name} like '김지%'` },
  { label: '초성 ㄱㅈㅇ (trigram 색인)', condition: koreanSearch('ㄱㅈㅇ', COLUMNS)! },
  // Two letters make no trigram: lib/koreanSearch.ts reads them as character classes instead.
  { label: '초성 ㄱㅈ → [ㄱ가-깋][ㅈ자-짛]', condition: koreanSearch('ㄱㅈ', COLUMNS)! },
  {
    label: '  같은 검색을 초성 함수로',
    condition: sql`search_choseong(${companyMembers.name}) like '%ㄱㅈ%'`,
  },
  { label: '입력 중 김ㅈ → 김[ㅈ자-짛]', condition: koreanSearch('김ㅈ', COLUMNS)! },
  { label: '영문 자판 rlawldnjs → 김지원', condition: koreanSearch('rlawldnjs', COLUMNS)! },
  {
    label: '  이전 검색: 이름·메일 ilike rlawldnjs',
    condition: sql`(${companyMembers.name} ilike '%rlawldnjs%' or ${companyMembers.email} ilike '%rlawldnjs%')`,
  },
  { label: '전화번호 끝자리 5678 (trigram 색인)', condition: koreanSearch('5678', COLUMNS)! },
];

/** EXPLAIN ANALYZE's execution time of a statement, in ms, and whether it read a trigram index. */
async function explain(db: Db, statement: SQL): Promise<{ ms: number; trigram: boolean }> {
  const { rows } = (await db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const value = Object.values(rows[0]!)[0];
  const [plan] = (typeof value === 'string' ? JSON.parse(value) : value) as [Record<string, unknown>];
  return { ms: plan['Execution Time'] as number, trigram: JSON.stringify(plan).includes('_trgm_idx') };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measureOn(label: string, target: { dataDir?: string; databaseUrl?: string }) {
  const started = performance.now();
  const { companyId } = await seedBenchDatabase(target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const where = (condition: SQL) => and(eq(companyMembers.companyId, companyId), condition)!;
    const sizes = (await db.execute(sql`select pg_size_pretty(sum(pg_relation_size(c.oid))) as size
      from pg_class c where c.relname like 'company_members_%_trgm_idx'`)) as unknown as {
      rows: { size: string }[];
    };
    console.log(
      `${label}: 구성원 ${BENCH_MEMBERS.toLocaleString('ko-KR')}명 생성 ${seconds}초, 초성·전화 trigram 색인 ${sizes.rows[0]?.size}`,
    );
    const times = CASES.map(() => ({ page: [] as number[], total: [] as number[], trigram: false }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, { condition }] of CASES.entries()) {
        const page = await explain(
          db,
          sql`select ${companyMembers.id} from ${companyMembers} where ${where(condition)}
            order by ${companyMembers.name}, ${companyMembers.id} limit 50`,
        );
        const total = await explain(
          db,
          sql`select count(*) from ${companyMembers} where ${where(condition)}`,
        );
        times[index]!.page.push(page.ms);
        times[index]!.total.push(total.ms);
        times[index]!.trigram ||= page.trigram || total.trigram;
      }
    }
    console.log(
      `${'검색'.padEnd(34)} ${'찾은 수'.padStart(7)} ${'첫 쪽'.padStart(9)} ${'총수'.padStart(9)}  색인`,
    );
    for (const [index, { label: name, condition }] of CASES.entries()) {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(companyMembers)
        .where(where(condition))) as [{ n: number }];
      const { page, total, trigram } = times[index]!;
      console.log(
        `${name.padEnd(34)} ${String(n).padStart(7)} ${median(page).toFixed(2).padStart(7)}ms ${median(total).toFixed(2).padStart(7)}ms  ${trigram ? 'trigram' : '-'}`,
      );
    }
  } finally {
    await database.close();
  }
}

async function main() {
  console.log(
    `구성원 목록 한국어 검색: 한 회사 ${BENCH_MEMBERS.toLocaleString('ko-KR')}명, 이름순 첫 쪽(50건)과 총수의 데이터베이스 시간 (EXPLAIN ANALYZE, ${ROUNDS}회 중앙값)`,
  );
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-korean-'));
    try {
      await measureOn('내장 데이터베이스 (PGlite)', { dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!engines.includes('postgres')) return;
  if (!postgresAvailable()) {
    console.log('PostgreSQL 15 가 없어 PostgreSQL 측정을 건너뜁니다 (/usr/lib/postgresql/15/bin).');
    return;
  }
  const cluster = startPostgres(PORT);
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database portal_bench');
    await admin.end();
    console.log('');
    await measureOn('PostgreSQL 15', { databaseUrl: cluster.url.replace(/\/postgres$/, '/portal_bench') });
  } finally {
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
