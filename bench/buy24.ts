// 구매24 in `npm run bench`: the buy-request list of one company holding 100,000 requests (filter
// by status, newest first, page 3 of 50), at 50 connections, on the embedded database and on
// PostgreSQL 15 (started here where its binaries are installed). Called by bench/run.ts.
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../server/db/client';
import { companies, companyMembers, groups } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_COMPANIES } from '../server/db/seed/companies';
import { postgresAvailable, startPostgres, benchDatabaseUrl } from './postgres';
import { loginHeaders, measure, printTable, startPortal } from './server';

export const BENCH_REQUESTS = 100_000;
const STATUSES = [
  'REQUESTED',
  'IN_REVIEW',
  'QUOTED',
  'APPROVED',
  'ORDERED',
  'DELIVERED',
  'REJECTED',
  'CANCELLED',
];
const TITLES = [
  '노트북 거치대',
  '무선 마우스',
  '회의실 스피커',
  'A4 용지',
  '모니터 암',
  '사무용 의자',
  '화이트보드',
];

/**
 * 100,000 requests of one company in one set-based insert, spread over its members, departments,
 * statuses and a year (one a minute back from now, so no two share a request time), then VACUUM
 * ANALYZE so the planner knows the table as a long-running database would. Also used by
 * bench/compare.ts.
 */
export async function insertBenchRequests(db: Db, companyId: number) {
  const members = await db
    .select({ id: companyMembers.id, name: companyMembers.name })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const departments = await db.select({ id: groups.id }).from(groups).where(eq(groups.companyId, companyId));
  await db.execute(sql`
    insert into buy_requests (company_id, requester_id, requester_name, department_id, title, body,
      quantity, wished_date, status, quoted_amount, created_at, updated_at)
    select ${companyId}, m.ids[1 + g % array_length(m.ids, 1)], m.names[1 + g % array_length(m.names, 1)],
      d.ids[1 + g % array_length(d.ids, 1)], (${sql.param(TITLES)}::text[])[1 + g % ${TITLES.length}] || ' ' || g,
      '<p>벤치 요청</p>', 1 + g % 9, '', (${sql.param(STATUSES)}::text[])[1 + (g * 7) % ${STATUSES.length}],
      case when g % 3 = 0 then (g % 50) * 10000 else null end,
      now() - (g % 525600) * interval '1 minute', now()
    from generate_series(1, ${BENCH_REQUESTS}) g,
      (select ${sql.param(members.map((m) => m.id))}::int[] ids, ${sql.param(members.map((m) => m.name))}::text[] names) m,
      (select ${sql.param(departments.map((d) => d.id))}::int[] ids) d`);
  await db.execute(sql`vacuum analyze buy_requests`);
}

/** The demo data plus the bench requests of the regular company. */
async function seedRequests(target: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(target);
  try {
    await seedIfEmpty(database.db);
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.buyerNo, DEMO_COMPANIES.regular.buyerNo));
    await insertBenchRequests(database.db, company!.id);
    return company!.id;
  } finally {
    await database.close();
  }
}

/** The measured page: status 요청, newest first, page 3 of 50 (also compared by bench/compare.ts). */
export const BUY_REQUEST_PAGE = { status: 'REQUESTED', start: 100, end: 149 };
export const BUY_REQUEST_LIST =
  '/buy24/v1/admin/buy-requests?' +
  new URLSearchParams({
    filter: JSON.stringify({ status: BUY_REQUEST_PAGE.status }),
    sort: JSON.stringify(['createdAt', 'DESC']),
    range: JSON.stringify([BUY_REQUEST_PAGE.start, BUY_REQUEST_PAGE.end]),
  }).toString();

async function benchOn(engine: 'pglite' | 'postgres', port: number) {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-buy24-${engine}-`));
  const cluster = engine === 'postgres' ? startPostgres(port + 5) : null;
  let portal: Awaited<ReturnType<typeof startPortal>> | null = null;
  try {
    const databaseUrl = await benchDatabaseUrl(cluster);
    await seedRequests(databaseUrl ? { databaseUrl } : { dataDir: dir });
    portal = await startPortal(dir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    const auth = await loginHeaders(portal.base);
    const check = await fetch(`${portal.base}${BUY_REQUEST_LIST}`, { headers: auth });
    const range = check.headers.get('content-range');
    if (!check.ok || (await check.json()).length !== 50) throw new Error(`buy-request list: ${check.status}`);
    console.log(
      `${engine === 'postgres' ? 'PostgreSQL 15' : '내장 데이터베이스 (PGlite)'}: 요청 ${BENCH_REQUESTS.toLocaleString('ko-KR')}건 중 상태 '요청' ${range?.split('/')[1]}건`,
    );
    const reference = await measure('reference /healthz', `${portal.base}/healthz`);
    printTable(
      [
        reference,
        await measure('GET buy-requests (상태, 최신순, 3쪽)', `${portal.base}${BUY_REQUEST_LIST}`, auth),
      ],
      reference,
    );
  } finally {
    await portal?.stop();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both engines (BENCH_ENGINES picks); PostgreSQL only where its binaries are installed. */
export async function runBuy24Bench(port: number) {
  console.log('구매24 요청 목록: 한 회사 요청 100,000건, 상태로 거르고 요청일 최신순, 3쪽 (50건), 50 연결');
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  if (engines.includes('pglite')) await benchOn('pglite', port);
  if (engines.includes('postgres')) {
    if (postgresAvailable()) await benchOn('postgres', port + 1);
    else console.log('PostgreSQL 15 가 없어 PostgreSQL 측정을 건너뜁니다 (/usr/lib/postgresql/15/bin).');
  }
}
