// An event's subject list in `npm run bench` (BENCH_PARTS=subjects): one yearly birthday event of
// the regular demo company holding 10,000 and 100,000 subjects (BENCH_SUBJECTS overrides, e.g.
// "10000,100000"), a fifth of them lunar. The app runs in this process (no listening socket), so
// the CPU time of a request is everything it costs on the embedded database: routing, the
// session, the list's queries inside PGlite and the JSON. Sequential requests, one at a time:
//   - page 1, default sort (name, ASC): read off gift_subjects_company_event_name_idx;
//   - page 3 (rows 100–149) sorted by this year's send date (a derived value: lunar days converted);
//   - page 1 of a search (q: a surname) with a source filter.
// Before the lists paged in the database (issue 30) the default page cost 1–2 s at 10,000 subjects
// and 49 s at 100,000; the target is under 20 ms of CPU per page at 100,000.
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { companies, giftEvents } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_COMPANIES } from '../server/db/seed/companies';
import { loadSettings } from '../server/settings';
import { postgresAvailable, startPostgres, benchDatabaseUrl } from './postgres';

const SIZES = (process.env.BENCH_SUBJECTS ?? '10000,100000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const GIVEN = [
  '민준',
  '서연',
  '도윤',
  '지우',
  '하준',
  '서윤',
  '시우',
  '하은',
  '주원',
  '지민',
  '예준',
  '수아',
];

/** `count` subjects of one new yearly event, set-based; returns the event's id. */
async function insertSubjects(db: Awaited<ReturnType<typeof openDatabase>>['db'], count: number) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.buyerNo, DEMO_COMPANIES.regular.buyerNo));
  const companyId = company!.id;
  const [event] = await db
    .insert(giftEvents)
    .values({
      companyId,
      name: `벤치 생일 선물 ${count}`,
      category: 'BIRTHDAY',
      status: 'DRAFT',
      repeat: 'YEARLY',
      anniversary: 'BIRTHDAY',
      budgetPerPerson: 30_000,
      senderName: '인사팀',
    })
    .returning({ id: giftEvents.id });
  await db.execute(sql`
    insert into gift_subjects (company_id, event_id, name, cell_phone, rank, gender, event_date, lunar, source, budget)
    select ${companyId}, ${event!.id},
      (${sql.param(SURNAMES)}::text[])[1 + g % ${SURNAMES.length}]
        || (${sql.param(GIVEN)}::text[])[1 + (g / 10) % ${GIVEN.length}] || ' ' || g,
      '010' || lpad(g::text, 8, '0'), '사원', case when g % 2 = 0 then '남' else '여' end,
      to_char(date '1960-01-01' + (g * 7919) % 16000, 'YYYYMMDD'),
      case when g % 5 = 0 then '음력' else '양력' end,
      (array['MEMBER', 'IMPORT', 'ANNIVERSARY'])[1 + g % 3], 0
    from generate_series(1, ${count}) g`);
  await db.execute(sql`vacuum analyze gift_subjects`);
}

const listUrl = (
  eventId: string,
  params: { sort?: [string, string]; range: [number, number]; filter?: object },
) =>
  `/birth/v3/events/${eventId}/subjects?` +
  new URLSearchParams({
    sort: JSON.stringify(params.sort ?? ['name', 'ASC']),
    range: JSON.stringify(params.range),
    filter: JSON.stringify(params.filter ?? {}),
  }).toString();

async function benchSize(engine: 'pglite' | 'postgres', count: number, port: number) {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-subjects-${engine}-`));
  const cluster = engine === 'postgres' ? startPostgres(port) : null;
  try {
    const databaseUrl = await benchDatabaseUrl(cluster);
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dir });
    const settings = loadSettings(
      { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'error', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
      { demo: true },
    );
    await seedIfEmpty(database.db);
    await insertSubjects(database.db, count);
    const app = await buildApp({ settings, database, distDir: '/nonexistent', jobs: { worker: false } });
    try {
      const login = (
        await app.inject({
          method: 'POST',
          url: '/portal/auth/api/login',
          payload: { email: 'demo-admin@example.com', password: 'Demo!2345' },
        })
      ).json() as Record<string, string>;
      const headers = {
        company_member_encrypted: login.companyMemberEncrypted!,
        company_encrypted: login.companyEncrypted!,
        client_id: login.clientId!,
        client_secret: login.clientSecret!,
      };
      const events = await app.inject({
        url: `/birth/v3/events?${new URLSearchParams({ filter: JSON.stringify({ q: `벤치 생일 선물 ${count}` }) })}`,
        headers,
      });
      const encrypted = (events.json() as { id: string }[])[0]!.id;
      const cases: [string, string][] = [
        ['1쪽, 이름순 (기본 정렬)', listUrl(encrypted, { range: [0, 49] })],
        [
          '3쪽, 올해 발송일순 (음력 변환 포함)',
          listUrl(encrypted, { sort: ['nextDate', 'ASC'], range: [100, 149] }),
        ],
        [
          "1쪽, 검색 q='김' + 등록 경로",
          listUrl(encrypted, { range: [0, 49], filter: { q: '김', source: 'IMPORT' } }),
        ],
      ];
      console.log(
        `${engine === 'postgres' ? 'PostgreSQL 15' : '내장 데이터베이스 (PGlite)'}: 대상자 ${count.toLocaleString('ko-KR')}명, 요청 ${ROUNDS}번씩 차례로`,
      );
      console.log(
        '항목'.padEnd(40),
        'CPU ms/요청'.padStart(12),
        'wall ms/요청'.padStart(13),
        'total'.padStart(9),
      );
      for (const [title, url] of cases) {
        let total = '';
        for (let i = 0; i < 3; i++) {
          const warm = await app.inject({ url, headers });
          if (warm.statusCode !== 200 || (warm.json() as unknown[]).length === 0)
            throw new Error(`${title}: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
          total = warm.headers['content-range']?.toString().split('/')[1] ?? '';
        }
        const cpu = process.cpuUsage();
        const started = performance.now();
        for (let i = 0; i < ROUNDS; i++) await app.inject({ url, headers });
        const wall = (performance.now() - started) / ROUNDS;
        const used = process.cpuUsage(cpu);
        const cpuMs = (used.user + used.system) / 1000 / ROUNDS;
        console.log(
          title.padEnd(40),
          cpuMs.toFixed(1).padStart(12),
          wall.toFixed(1).padStart(13),
          total.padStart(9),
        );
      }
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every size on the embedded database, and on PostgreSQL where BENCH_ENGINES asks and it is installed. */
export async function runGiftSubjectsBench(port: number) {
  console.log('선물 이벤트 대상자 목록: 한 이벤트의 대상자 한 쪽 (50명), 요청당 CPU와 경과 시간');
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
  for (const count of SIZES) {
    if (engines.includes('pglite')) await benchSize('pglite', count, port);
    if (engines.includes('postgres')) {
      if (postgresAvailable()) await benchSize('postgres', count, port + 1);
      else console.log('PostgreSQL 15 가 없어 PostgreSQL 측정을 건너뜁니다 (/usr/lib/postgresql/15/bin).');
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runGiftSubjectsBench(3399);
