// The portal against a minimal hand-written server (bench/reference.ts) on the same tables: member by
// id and member/list (department 인사팀 by name, page 3), 100,000 members, 50 connections, on
// PostgreSQL 15 (a cluster started here, as CI does) and on the embedded database. Rounds alternate
// between the servers (reference first, then ours, then the other way round), so the load of this
// shared machine falls on both alike; the table shows the median of the rounds.
import pg from 'pg';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_MEMBERS, seedBenchDatabase } from './organisation';
import { postgresAvailable, startPostgres } from './postgres';
import { loginHeaders, measure, startPortal, stopChild, waitFor, type Figure } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 4);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55498);
const PAGE = { start: 100, end: 149 };

interface Server {
  base: string;
  stop(): Promise<void>;
}

function startReference(port: number, companyId: number, database: { url?: string; dir?: string }): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/reference.ts'], {
    env: {
      ...process.env,
      REF_PORT: String(port),
      REF_COMPANY_ID: String(companyId),
      ...(database.url ? { REF_DATABASE_URL: database.url } : { REF_DATA_DIR: database.dir! }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

interface Row {
  id: string | number;
  name: string;
  email: string;
}
const fetchJson = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The compared URLs of both servers, after checking that they answer the same rows. */
async function urlsOf(ours: Server, oursUncached: Server, reference: Server, groupId: number) {
  const auth = await loginHeaders(ours.base);
  const authUncached = await loginHeaders(oursUncached.base);
  // Each server its own page address: encrypted ids differ between data folders (their own secrets).
  const listOf = async (server: Server, headers: Record<string, string>) => {
    const chart = await fetchJson<Array<{ id: string; name: string }>>(
      `${server.base}/homepage/v2/groups?range=[0,999]`,
      headers,
    );
    const query = new URLSearchParams({
      filter: JSON.stringify({ groupId: chart.find((row) => row.name === '인사팀')!.id }),
      sort: JSON.stringify(['name', 'ASC']),
      range: JSON.stringify([PAGE.start, PAGE.end]),
    });
    return `/homepage/v2/members?${query}`;
  };
  const list = await listOf(ours, auth);
  const uncachedList = await listOf(oursUncached, authUncached);
  const referenceList = `${reference.base}/members?groupId=${groupId}&offset=${PAGE.start}&limit=50`;
  const ourRows = await fetchJson<Row[]>(`${ours.base}${list}`, auth);
  const referenceRows = await fetchJson<Row[]>(referenceList);
  const key = (rows: Row[]) => rows.map((row) => `${row.name} ${row.email}`).join('|');
  if (ourRows.length !== 50 || key(ourRows) !== key(referenceRows))
    throw new Error('the portal and the reference answer different pages');
  // The cache-off server too: a figure for a page it does not really answer would mean nothing.
  const uncachedRows = await fetchJson<Row[]>(`${oursUncached.base}${uncachedList}`, authUncached);
  if (key(uncachedRows) !== key(referenceRows))
    throw new Error(`the cache-off portal answers another page (${uncachedRows.length} rows)`);
  const ourMember = await fetchJson<Row>(`${ours.base}/homepage/v2/members/${ourRows[0]!.id}`, auth);
  const referenceMember = await fetchJson<Row>(`${reference.base}/members/${referenceRows[0]!.id}`);
  if (ourMember.email !== referenceMember.email) throw new Error('the two servers read different members');
  return {
    byId: { ours: `${ours.base}/homepage/v2/members/${ourRows[0]!.id}`, auth },
    referenceById: `${reference.base}/members/${referenceRows[0]!.id}`,
    list: { ours: `${ours.base}${list}`, uncached: `${oursUncached.base}${uncachedList}` },
    authUncached,
    referenceList,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const summary = (figures: Figure[]) => ({
  rps: median(figures.map((f) => f.rps)),
  p99: median(figures.map((f) => f.p99)),
  non2xx: figures.reduce((sum, f) => sum + f.non2xx, 0),
});

type Kind = 'byId' | 'referenceById' | 'referenceList' | 'uncached' | 'cached';

async function measureRounds(urls: Awaited<ReturnType<typeof urlsOf>>) {
  const plan: Record<Kind, [string, Record<string, string>]> = {
    referenceById: [urls.referenceById, {}],
    byId: [urls.byId.ours, urls.byId.auth],
    referenceList: [urls.referenceList, {}],
    uncached: [urls.list.uncached, urls.authUncached],
    cached: [urls.list.ours, urls.byId.auth],
  };
  // Unreported seconds each: a just-started process runs unoptimised code at first, and a freshly
  // opened embedded database reads its pages from disk.
  for (const [url, headers] of Object.values(plan)) await measure('warm-up', url, headers, WARM_UP_SECONDS);
  const figures: Record<Kind, Figure[]> = {
    byId: [],
    referenceById: [],
    referenceList: [],
    uncached: [],
    cached: [],
  };
  const order: Kind[] = ['referenceById', 'byId', 'referenceList', 'uncached', 'cached'];
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of round % 2 ? [...order].reverse() : order) {
      const [url, headers] = plan[kind];
      figures[kind].push(await measure(kind, url, headers, ROUND_SECONDS));
    }
  }
  return Object.fromEntries(Object.entries(figures).map(([kind, list]) => [kind, summary(list)])) as Record<
    Kind,
    ReturnType<typeof summary>
  >;
}

function printComparison(title: string, result: Awaited<ReturnType<typeof measureRounds>>) {
  console.log('');
  console.log(title);
  console.log(
    '요청'.padEnd(30),
    '우리 req/s'.padStart(11),
    '참조 req/s'.padStart(11),
    '배율'.padStart(7),
    '우리 p99'.padStart(9),
    '참조 p99'.padStart(9),
    'non-2xx'.padStart(8),
    '  목표',
  );
  const line = (
    name: string,
    ours: ReturnType<typeof summary>,
    reference: ReturnType<typeof summary>,
    target: string,
  ) =>
    console.log(
      name.padEnd(30),
      ours.rps.toFixed(0).padStart(11),
      reference.rps.toFixed(0).padStart(11),
      `${(ours.rps / reference.rps).toFixed(2)}x`.padStart(7),
      `${ours.p99} ms`.padStart(9),
      `${reference.p99} ms`.padStart(9),
      String(ours.non2xx + reference.non2xx).padStart(8),
      ` ${target}`,
    );
  line('구성원 1명 (by id)', result.byId, result.referenceById, '0.8x 이상, p99 100 ms 미만');
  line('구성원 목록, 목록 캐시 끔', result.uncached, result.referenceList, '0.8x 이상, p99 100 ms 미만');
  line('구성원 목록, 목록 캐시 켬', result.cached, result.referenceList, '1x 초과');
}

async function compareOn(engine: 'postgres' | 'pglite', port: number) {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-ref-${engine}-`));
  const cluster = engine === 'postgres' ? startPostgres(PG_PORT) : null;
  const servers: Server[] = [];
  try {
    let databaseUrl: string | undefined;
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database portal_bench');
      await admin.end();
      databaseUrl = cluster.url.replace(/\/postgres$/, '/portal_bench');
    }
    const ourDir = join(dir, 'ours');
    mkdirSync(ourDir);
    const seeded = await seedBenchDatabase(databaseUrl ? { databaseUrl } : { dataDir: ourDir });
    // The embedded database is one process's: the second server and the reference get copies.
    if (!databaseUrl) {
      cpSync(ourDir, join(dir, 'uncached'), { recursive: true });
      cpSync(join(ourDir, 'pglite'), join(dir, 'reference'), { recursive: true });
    }
    const settings: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
    servers.push(await startPortal(ourDir, port, settings));
    servers.push(
      await startPortal(databaseUrl ? ourDir : join(dir, 'uncached'), port + 1, {
        ...settings,
        LIST_CACHE_ENTRIES: '0',
      }),
    );
    const reference = startReference(port + 2, seeded.companyId, {
      url: databaseUrl,
      dir: join(dir, 'reference'),
    });
    servers.push(reference);
    await waitFor(`${reference.base}/members/1`, Date.now() + 60_000);
    const urls = await urlsOf(servers[0]!, servers[1]!, reference, seeded.groupId);
    const result = await measureRounds(urls);
    printComparison(
      `${engine === 'postgres' ? 'PostgreSQL 15' : '내장 데이터베이스 (PGlite)'}: 구성원 ${BENCH_MEMBERS.toLocaleString('ko-KR')}명, 50 연결, ${ROUNDS}라운드 x ${ROUND_SECONDS}초 교대, 중앙값`,
      result,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both engines; PostgreSQL only where its binaries are installed (CI installs them). */
export async function runReferenceBench(port: number) {
  console.log('참조 서버 비교 (Fastify + SQL 한 문장, 인증·암호화·캐시 없음): 우리 / 참조');
  const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
  if (engines.includes('postgres')) {
    if (postgresAvailable()) await compareOn('postgres', port);
    else console.log('PostgreSQL 15 가 없어 PostgreSQL 비교를 건너뜁니다 (/usr/lib/postgresql/15/bin).');
  }
  if (engines.includes('pglite')) await compareOn('pglite', port + 10);
}

if (process.argv[1]?.endsWith('compare.ts')) {
  runReferenceBench(Number(process.env.BENCH_PORT ?? 3312)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
