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
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../server/db/client';
import {
  branches,
  companies,
  companyMembers,
  giftEvents,
  wmsAccounts,
  wmsLocations,
  wmsProducts,
  wmsStockTransfers,
  wmsWarehouses,
} from '../server/db/schema';
import { DEMO_COMPANIES } from '../server/db/seed/companies';
import { BENCH_REQUESTS, BUY_REQUEST_LIST, BUY_REQUEST_PAGE, insertBenchRequests } from './buy24';
import { BENCH_MEMBERS, seedBenchDatabase } from './organisation';
import { postgresAvailable, startPostgres } from './postgres';
import { loginHeaders, measure, startPortal, stopChild, waitFor, type Figure } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 4);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55498);
const PAGE = { start: 100, end: 149 };
const BENCH_GIFT_EVENTS = 20_000;
const BENCH_TRANSFERS = 20_000;
/** The administrator of the demo company that uses the warehouse app. */
const WMS_ADMIN = 'demo-wms@example.com';

const EVENT_KINDS = [
  ['BIRTHDAY', '임직원 생일 선물'],
  ['WORK_ANNIVERSARY', '입사 기념일 선물'],
  ['HOLIDAY', '명절 선물'],
  ['CONGRATS', '승진 축하 선물'],
  ['THANKS', '프로젝트 감사 선물'],
  ['ETC', '창립 기념 선물'],
] as const;

/**
 * 20,000 gift events of the company, one every 17 minutes back from now, over the six kinds and the
 * four statuses (birthday and work anniversaries yearly, the others once on a date), and 0 to 3
 * subjects each taken from its members.
 */
async function insertGiftEvents(db: Db, companyId: number) {
  const [{ before }] = (await db
    .select({ before: sql<number>`coalesce(max(${giftEvents.id}), 0)::int` })
    .from(giftEvents)) as [{ before: number }];
  const branchIds = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, companyId));
  await db.execute(sql`
    insert into gift_events (company_id, branch_id, name, category, status, repeat, anniversary,
      send_date, send_hour, budget_per_person, sender_name, card_template, card_message,
      purchase_agreed_at, created_at, updated_at)
    select ${companyId}, b.ids[1 + g % (coalesce(array_length(b.ids, 1), 0) + 1)],
      (${sql.param(EVENT_KINDS.map(([, name]) => name))}::text[])[1 + g % 6] || ' ' || g,
      (${sql.param(EVENT_KINDS.map(([kind]) => kind))}::text[])[1 + g % 6],
      (array['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'])[1 + (g / 7) % 4],
      case when g % 6 < 2 then 'YEARLY' else 'ONCE' end,
      case g % 6 when 0 then 'BIRTHDAY' when 1 then 'WORK' else 'NONE' end,
      case when g % 6 >= 2 then to_char(now() - g * interval '17 minute' + interval '14 day', 'YYYY-MM-DD') end,
      9 + g % 9, (1 + g % 10) * 10000, '한빛솔루션 인사팀', 'birth_day01', '늘 고맙습니다. 작은 선물을 보냅니다.',
      case when (g / 7) % 4 <> 0 then now() - g * interval '17 minute' + interval '1 hour' end,
      now() - g * interval '17 minute', now() - g * interval '17 minute'
    from generate_series(1, ${BENCH_GIFT_EVENTS}) g, (select ${sql.param(branchIds.map((b) => b.id))}::int[] ids) b`);
  const members = await db
    .select({
      id: companyMembers.id,
      name: companyMembers.name,
      cellPhone: companyMembers.cellPhone,
      rank: companyMembers.rank,
      gender: companyMembers.gender,
      eventDate: companyMembers.eventDate,
      lunar: companyMembers.lunar,
    })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNotNull(companyMembers.cellPhone)))
    .orderBy(asc(companyMembers.id))
    .limit(5_000);
  const column = (pick: (member: (typeof members)[number]) => string | number | null) =>
    sql.param(members.map((member) => pick(member) ?? ''));
  await db.execute(sql`
    insert into gift_subjects (company_id, event_id, member_id, name, cell_phone, rank, gender, event_date,
      lunar, source, created_at, updated_at)
    select e.company_id, e.id, m.ids[i], m.names[i], m.phones[i], m.ranks[i], m.genders[i], m.dates[i],
      m.lunars[i], 'MEMBER', e.created_at, e.created_at
    from gift_events e cross join generate_series(1, e.id % 4) k
      cross join lateral (select 1 + (e.id * 4 + k) % ${members.length} as i) pick,
      (select ${column((m) => m.id)}::int[] ids, ${column((m) => m.name)}::text[] names,
        ${column((m) => m.cellPhone)}::text[] phones, ${column((m) => m.rank)}::text[] ranks,
        ${column((m) => m.gender)}::text[] genders, ${column((m) => m.eventDate)}::text[] dates,
        ${column((m) => m.lunar)}::text[] lunars) m
    where e.company_id = ${companyId} and e.id > ${before}`);
  await db.execute(sql`vacuum analyze gift_events, gift_subjects`);
}

/**
 * 20,000 stock transfers of the company that uses the warehouse app, one every 13 minutes back
 * from now, numbered after its own, between its warehouses from their shelves, over its products,
 * mostly done. Returns that company's id.
 */
async function insertStockTransfers(db: Db) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.buyerNo, DEMO_COMPANIES.small.buyerNo));
  const companyId = company!.id;
  const warehouses = await db
    .select({ id: wmsWarehouses.id })
    .from(wmsWarehouses)
    .where(eq(wmsWarehouses.companyId, companyId))
    .orderBy(asc(wmsWarehouses.id));
  const shelves = await db
    .select({ id: wmsLocations.id, warehouseId: wmsLocations.warehouseId })
    .from(wmsLocations)
    .where(and(eq(wmsLocations.companyId, companyId), eq(wmsLocations.kind, 'SHELF')))
    .orderBy(asc(wmsLocations.id));
  const routes = warehouses.flatMap((from) =>
    warehouses
      .filter((to) => to.id !== from.id)
      .flatMap((to) =>
        shelves.filter((shelf) => shelf.warehouseId === from.id).map((shelf) => [from.id, shelf.id, to.id]),
      ),
  );
  const products = await db
    .select({ id: wmsProducts.id })
    .from(wmsProducts)
    .where(eq(wmsProducts.companyId, companyId));
  const [worker] = await db
    .select({ name: wmsAccounts.name })
    .from(wmsAccounts)
    .where(eq(wmsAccounts.companyId, companyId));
  const [{ highest }] = (await db
    .select({
      highest: sql<number>`coalesce(max(case when ${wmsStockTransfers.transferNo} ~ '^TR-[0-9]{1,9}$' then substring(${wmsStockTransfers.transferNo} from 4)::int end), 0)::int`,
    })
    .from(wmsStockTransfers)
    .where(eq(wmsStockTransfers.companyId, companyId))) as [{ highest: number }];
  const route = (at: number) => sql.param(routes.map((r) => r[at]!));
  await db.execute(sql`
    insert into wms_stock_transfers (company_id, transfer_no, from_warehouse_id, from_location_id,
      to_warehouse_id, product_id, quantity, status, memo, requested_by, created_at, updated_at)
    select ${companyId}, 'TR-' || lpad((${highest}::int + g)::text, 5, '0'),
      r.froms[1 + g % ${routes.length}], r.shelves[1 + g % ${routes.length}], r.tos[1 + g % ${routes.length}],
      p.ids[1 + g % array_length(p.ids, 1)], 1 + g % 12,
      (array['DONE', 'DONE', 'DONE', 'REQUESTED', 'REJECTED'])[1 + (g / 3) % 5],
      case when g % 5 = 0 then '정기 재고 재배치' else '' end, ${worker!.name},
      now() - g * interval '13 minute', now() - g * interval '13 minute' + interval '2 hour'
    from generate_series(1, ${BENCH_TRANSFERS}) g,
      (select ${route(0)}::int[] froms, ${route(1)}::int[] shelves, ${route(2)}::int[] tos) r,
      (select ${sql.param(products.map((row) => row.id))}::int[] ids) p`);
  await db.execute(sql`vacuum analyze wms_stock_transfers`);
  return companyId;
}

/** The lists of the later areas, added to the member bench's database: buy requests, gift events, stock transfers. */
async function seedLaterLists(target: { dataDir?: string; databaseUrl?: string }, companyId: number) {
  const database = await openDatabase(target);
  try {
    await insertBenchRequests(database.db, companyId);
    await insertGiftEvents(database.db, companyId);
    return { wmsCompanyId: await insertStockTransfers(database.db) };
  } finally {
    await database.close();
  }
}

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
    ours: `/homepage/v2/wms/company/stock-transfers?status=DONE&orderColumn=DATE&orderByType=DESC&page=${PAGE.start / 50}&size=50`,
    login: WMS_ADMIN,
    reference: `/stock-transfers?status=DONE&offset=${PAGE.start}&limit=50`,
    page: async (response) => {
      const { items, total } = (await response.json()) as { items: Record<string, unknown>[]; total: number };
      return { rows: items, total };
    },
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
