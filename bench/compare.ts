// The portal against a minimal hand-written server (bench/reference.ts) on the same tables, 50
// connections, on PostgreSQL 15 (a cluster started here, as CI does) and on the embedded database:
//  - member by id and member/list (department 인사팀 by name, page 3), 100,000 members, the list with
//    our list cache off and on;
//  - one list of each later area, page 3 of 50 of one status, newest first, on the portal with its
//    list cache off: the buy-request list (100,000 requests of the same company), the gift event
//    list (20,000 events of the same company, with their subjects) and the admin console's stock
//    transfer list (20,000 transfers of the demo company that uses the warehouse app, whose
//    administrator reads them; the other company has no warehouses).
// Before measuring, both servers must answer the same rows in the same order for every list. Rounds
// alternate between the servers (reference first, then ours, then the other way round), so the load
// of this shared machine falls on both alike; the table shows the median of the rounds.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_REQUESTS, BUY_REQUEST_LIST, BUY_REQUEST_PAGE } from './buy24';
import { BENCH_GIFT_EVENTS, BENCH_TRANSFERS, seedLaterLists } from './laterLists';
import { BENCH_MEMBERS, seedBenchDatabase } from './organisation';
import { postgresAvailable, startPostgres, benchDatabaseUrl } from './postgres';
import { loginHeaders, measure, startPortal, stopChild, waitFor, type Figure } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 4);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55498);
const PAGE = { start: 100, end: 149 };
/** The administrator of the demo company that uses the warehouse app. */
const WMS_ADMIN = 'demo-wms@example.com';

interface Server {
  base: string;
  stop(): Promise<void>;
}

function startReference(
  port: number,
  companies: { companyId: number; wmsCompanyId: number },
  database: { url?: string; dir?: string },
): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/reference.ts'], {
    env: {
      ...process.env,
      REF_PORT: String(port),
      REF_COMPANY_ID: String(companies.companyId),
      REF_WMS_COMPANY_ID: String(companies.wmsCompanyId),
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

/** One list of a later area: our call (on the cache-off server) and the reference's, the same page. */
interface LaterList {
  name: 'buyRequests' | 'giftEvents' | 'stockTransfers';
  ours: string;
  login?: string;
  reference: string;
  /** The rows and total of an answer. */
  page(response: Response): Promise<{ rows: Record<string, unknown>[]; total: number }>;
  /** A row's stable text key (names are unique, no two rows share a creation time). */
  key(row: Record<string, unknown>): string;
}

const listPage = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)]));
/** A list answered as an array with `Content-Range: <resource> start-end/total`. */
const rangedPage = async (response: Response) => ({
  rows: (await response.json()) as Record<string, unknown>[],
  total: Number(response.headers.get('content-range')?.split('/')[1]),
});
const LATER_LISTS: LaterList[] = [
  {
    name: 'buyRequests',
    ours: BUY_REQUEST_LIST,
    reference: `/buy-requests?status=${BUY_REQUEST_PAGE.status}&offset=${BUY_REQUEST_PAGE.start}&limit=50`,
    page: rangedPage,
    key: (row) => `${String(row.title)} ${String(row.createdAt)}`,
  },
  {
    name: 'giftEvents',
    ours: `/birth/v3/events?${listPage({
      filter: { status: 'ACTIVE' },
      sort: ['createdAt', 'DESC'],
      range: [PAGE.start, PAGE.end],
    })}`,
    reference: `/gift-events?status=ACTIVE&offset=${PAGE.start}&limit=50`,
    page: rangedPage,
    key: (row) => `${String(row.name)} ${String(row.createdAt)} ${String(row.subjectCount)}`,
  },
  {
    name: 'stockTransfers',
    ours: `/homepage/v2/wms/company/stock-transfers?${listPage({
      filter: { status: 'DONE' },
      sort: ['createdAt', 'DESC'],
      range: [PAGE.start, PAGE.end],
    })}`,
    login: WMS_ADMIN,
    reference: `/stock-transfers?status=DONE&offset=${PAGE.start}&limit=50`,
    page: rangedPage,
    key: (row) => `${String(row.transferNo)} ${String(row.productName)} ${String(row.createdAt)}`,
  },
];

/** Each later list's two URLs, after checking that our cache-off server and the reference answer the same page. */
async function laterUrlsOf(oursUncached: Server, reference: Server) {
  const logins = new Map<string, Record<string, string>>();
  const urls = [];
  for (const list of LATER_LISTS) {
    const email = list.login ?? 'demo-admin@example.com';
    if (!logins.has(email)) logins.set(email, await loginHeaders(oursUncached.base, email));
    const auth = logins.get(email)!;
    const ours = `${oursUncached.base}${list.ours}`;
    const referenceUrl = `${reference.base}${list.reference}`;
    const answer = async (url: string, headers: Record<string, string>) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return list.page(response);
    };
    const ourPage = await answer(ours, auth);
    const referencePage = await answer(referenceUrl, {});
    const keys = (rows: Record<string, unknown>[]) => rows.map(list.key).join('|');
    if (ourPage.rows.length !== 50 || keys(ourPage.rows) !== keys(referencePage.rows))
      throw new Error(`${list.name}: the portal and the reference answer different pages`);
    if (ourPage.total !== referencePage.total)
      throw new Error(`${list.name}: totals differ (${ourPage.total} / ${referencePage.total})`);
    urls.push({ name: list.name, ours, auth, reference: referenceUrl, total: ourPage.total });
  }
  return urls;
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

type LaterKind = LaterList['name'] | `${LaterList['name']}Reference`;
type Kind = 'byId' | 'referenceById' | 'referenceList' | 'uncached' | 'cached' | LaterKind;

async function measureRounds(
  urls: Awaited<ReturnType<typeof urlsOf>>,
  later: Awaited<ReturnType<typeof laterUrlsOf>>,
) {
  const plan: Partial<Record<Kind, [string, Record<string, string>]>> = {
    referenceById: [urls.referenceById, {}],
    byId: [urls.byId.ours, urls.byId.auth],
    referenceList: [urls.referenceList, {}],
    uncached: [urls.list.uncached, urls.authUncached],
    cached: [urls.list.ours, urls.byId.auth],
  };
  const order: Kind[] = ['referenceById', 'byId', 'referenceList', 'uncached', 'cached'];
  for (const list of later) {
    plan[`${list.name}Reference`] = [list.reference, {}];
    plan[list.name] = [list.ours, list.auth];
    order.push(`${list.name}Reference`, list.name);
  }
  // A load ends with up to 50 requests still being worked on, and a slow list leaves a long queue
  // (on the embedded database one query at a time). Single requests until one is answered no faster
  // than the one before, so the next measurement starts on an idle server and this machine's cores
  // are not busy with the last one's queue.
  const settle = async (url: string, headers: Record<string, string>) => {
    let previous = Infinity;
    for (let attempt = 0; attempt < 20; attempt++) {
      const started = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      const took = performance.now() - started;
      if (took > previous * 0.7) return;
      previous = took;
    }
  };
  // Unreported seconds each: a just-started process runs unoptimised code at first, and a freshly
  // opened embedded database reads its pages from disk.
  for (const [url, headers] of Object.values(plan)) {
    await measure('warm-up', url, headers, WARM_UP_SECONDS);
    await settle(url, headers);
  }
  const figures = Object.fromEntries(order.map((kind) => [kind, []])) as unknown as Record<Kind, Figure[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of round % 2 ? [...order].reverse() : order) {
      const [url, headers] = plan[kind]!;
      figures[kind].push(await measure(kind, url, headers, ROUND_SECONDS));
      await settle(url, headers);
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
  // No answer within a round: its p99 is longer than the round (autocannon reports 0).
  const p99 = (figure: ReturnType<typeof summary>) =>
    figure.rps > 0 ? `${figure.p99} ms` : `>${ROUND_SECONDS * 1000} ms`;
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
      p99(ours).padStart(9),
      p99(reference).padStart(9),
      String(ours.non2xx + reference.non2xx).padStart(8),
      ` ${target}`,
    );
  line('구성원 1명 (by id)', result.byId, result.referenceById, '0.8x 이상, p99 100 ms 미만');
  line('구성원 목록, 목록 캐시 끔', result.uncached, result.referenceList, '0.8x 이상, p99 100 ms 미만');
  line('구성원 목록, 목록 캐시 켬', result.cached, result.referenceList, '1x 초과');
  const later: [LaterList['name'], string][] = [
    ['buyRequests', '구매 요청 목록, 목록 캐시 끔'],
    ['giftEvents', '선물 이벤트 목록, 목록 캐시 끔'],
    ['stockTransfers', '재고 이동 목록, 목록 캐시 끔'],
  ];
  for (const [name, title] of later)
    line(title, result[name], result[`${name}Reference`], '0.8x 이상, p99 100 ms 미만');
}

async function compareOn(engine: 'postgres' | 'pglite', port: number) {
  const dir = mkdtempSync(join(tmpdir(), `portal-bench-ref-${engine}-`));
  const cluster = engine === 'postgres' ? startPostgres(PG_PORT) : null;
  const servers: Server[] = [];
  try {
    const databaseUrl = await benchDatabaseUrl(cluster);
    const ourDir = join(dir, 'ours');
    mkdirSync(ourDir);
    const target = databaseUrl ? { databaseUrl } : { dataDir: ourDir };
    const seeded = await seedBenchDatabase(target);
    const { wmsCompanyId } = await seedLaterLists(target, seeded.companyId);
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
    const reference = startReference(
      port + 2,
      { companyId: seeded.companyId, wmsCompanyId },
      {
        url: databaseUrl,
        dir: join(dir, 'reference'),
      },
    );
    servers.push(reference);
    await waitFor(`${reference.base}/members/1`, Date.now() + 60_000);
    const urls = await urlsOf(servers[0]!, servers[1]!, reference, seeded.groupId);
    const later = await laterUrlsOf(servers[1]!, reference);
    const result = await measureRounds(urls, later);
    const count = (value: number) => value.toLocaleString('ko-KR');
    const totalOf = (name: LaterList['name']) => count(later.find((list) => list.name === name)!.total);
    printComparison(
      `${engine === 'postgres' ? 'PostgreSQL 15' : '내장 데이터베이스 (PGlite)'}: 50 연결, ${ROUNDS}라운드 x ${ROUND_SECONDS}초 교대, 중앙값\n` +
        `  구성원 ${count(BENCH_MEMBERS)}명; 구매 요청 ${count(BENCH_REQUESTS)}건 중 '요청' ${totalOf('buyRequests')}건; ` +
        `선물 이벤트 ${count(BENCH_GIFT_EVENTS)}건 중 '진행 중' ${totalOf('giftEvents')}건; ` +
        `재고 이동 ${count(BENCH_TRANSFERS)}건 (소담상회) 중 '완료' ${totalOf('stockTransfers')}건; 목록은 모두 3쪽 (50건), 최신순`,
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
