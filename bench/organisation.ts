// member/list on 100,000 members of one company against json-server 0.17.4 serving the same rows,
// and the server's commit time for a 10,000-row member import. Called by bench/run.ts.
import { eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { companies, groups } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_COMPANIES } from '../server/db/seed/companies';
import { RANKS, dateBetween, koreanName, seededRandom } from '../server/db/seed/random';
import { importRows } from './importRows';
import { measureImportValidation } from './importValidation';
import {
  DURATION,
  loginHeaders,
  measure,
  printTable,
  startPortal,
  stopChild,
  waitFor,
  type Figure,
} from './server';

export const BENCH_MEMBERS = 100_000;
const PAGE = { start: 100, end: 149 }; // page 3 of 50

interface BenchMember {
  id: number;
  groupId: number;
  name: string;
  email: string;
  cellPhone: string;
  rank: string;
  gender: '남' | '여';
  eventDate: string;
  lunar: '양력' | '음력';
  joinDate: string;
}

/** The same 100,000 members for both servers: deterministic, spread over the departments. */
function makeMembers(leaves: number[]): BenchMember[] {
  const random = seededRandom(100_000);
  return Array.from({ length: BENCH_MEMBERS }, (_, index) => ({
    id: index + 1,
    groupId: leaves[index % leaves.length]!,
    name: koreanName(random),
    email: `bench${index}@bench.example.com`,
    cellPhone: `017${String(index).padStart(8, '0')}`,
    rank: random.pick(RANKS),
    gender: random.next() < 0.5 ? '남' : '여',
    eventDate: dateBetween(random, 1968, 2001),
    lunar: random.next() < 0.12 ? '음력' : '양력',
    joinDate: dateBetween(random, 2012, 2025),
  }));
}

/**
 * Seeds the demo data into a fresh embedded database, then adds the bench members to the regular
 * company with multi-row inserts (one array per column, 10,000 rows a statement), and VACUUM
 * ANALYZE so the planner knows the table as a long-running database would.
 */
export async function seedBenchDatabase(target: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(target);
  try {
    await seedIfEmpty(database.db);
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.buyerNo, DEMO_COMPANIES.regular.buyerNo));
    const chart = await database.db.select().from(groups).where(eq(groups.companyId, company!.id));
    const parents = new Set(chart.map((group) => group.parentId));
    const leaves = chart.filter((group) => !parents.has(group.id)).sort((a, b) => a.id - b.id);
    const members = makeMembers(leaves.map((group) => group.id));
    for (let start = 0; start < members.length; start += 10_000) {
      const chunk = members.slice(start, start + 10_000);
      const column = (pick: (member: BenchMember) => string | number) => sql.param(chunk.map(pick));
      await database.db.execute(sql`
        insert into company_members
          (company_id, group_id, name, email, cell_phone, rank, gender, event_date, lunar, join_date)
        select ${company!.id}::int, * from unnest(
          ${column((m) => m.groupId)}::int[], ${column((m) => m.name)}::text[], ${column((m) => m.email)}::text[],
          ${column((m) => m.cellPhone)}::text[], ${column((m) => m.rank)}::text[], ${column((m) => m.gender)}::text[],
          ${column((m) => m.eventDate)}::text[], ${column((m) => m.lunar)}::text[], ${column((m) => m.joinDate)}::text[]
        )`);
    }
    await database.db.execute(sql`vacuum analyze company_members`);
    const target = leaves.find((group) => group.name === '인사팀')!;
    return { members, groupId: target.id, companyId: company!.id };
  } finally {
    await database.close();
  }
}

/** json-server 0.17.4 on a db.json of the same rows (read-only: nothing is written back). */
async function startJsonServer(dir: string, members: BenchMember[], port: number) {
  const file = join(dir, 'db.json');
  writeFileSync(file, JSON.stringify({ members: members.map((m) => ({ ...m, companyMemberRole: '멤버' })) }));
  const child = spawn(
    'node_modules/.bin/json-server',
    [file, '--port', String(port), '--quiet', '--read-only'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`http://127.0.0.1:${port}/members/1`, Date.now() + 60_000);
  return { base: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** The better of two measurements of the same thing (the one the machine disturbed least). */
const best = (a: Figure | undefined, b: Figure) => (a && a.rps >= b.rps ? a : b);

/** Both servers must answer the same 50 members, or the comparison would be meaningless. */
async function assertSamePage(oursUrl: string, auth: Record<string, string>, jsonUrl: string) {
  const ours = (await fetch(oursUrl, { headers: auth }).then((r) => r.json())) as Array<{
    name: string;
    email: string;
  }>;
  const theirs = (await fetch(jsonUrl).then((r) => r.json())) as Array<{ name: string; email: string }>;
  const key = (rows: Array<{ name: string; email: string }>) =>
    rows.map((row) => `${row.name} ${row.email}`).join('|');
  if (ours.length !== 50 || key(ours) !== key(theirs))
    throw new Error('the two servers answer different pages');
}

/**
 * Two unreported seconds of the same load before measuring a server: a just-started Node process
 * runs its code unoptimised at first, and those first seconds say nothing about serving.
 */
const warmUp = (url: string, headers: Record<string, string>) => measure('warm-up', url, headers, 2);

/** The two URLs of the compared request (department 인사팀, by name, page 3) and our login. */
async function benchUrls(portalBase: string, jsonBase: string, groupId: number) {
  const auth = await loginHeaders(portalBase);
  const chart = await fetch(`${portalBase}/homepage/v2/groups?range=[0,999]`, { headers: auth }).then(
    (response) => response.json() as Promise<Array<{ id: string; name: string }>>,
  );
  const encrypted = chart.find((group) => group.name === '인사팀')!.id;
  const query = new URLSearchParams({
    filter: JSON.stringify({ groupId: encrypted }),
    sort: JSON.stringify(['name', 'ASC']),
    range: JSON.stringify([PAGE.start, PAGE.end]),
  });
  const oursUrl = `${portalBase}/homepage/v2/members?${query}`;
  const jsonUrl = `${jsonBase}/members?groupId=${groupId}&_sort=name&_order=asc&_page=3&_limit=50`;
  await assertSamePage(oursUrl, auth, jsonUrl);
  return { oursUrl, jsonUrl, auth };
}

const printLine = (title: string, figure: string, target: string) =>
  console.log(title.padEnd(46), figure.padStart(12), `  (목표 ${target})`);

export async function runOrganisationBench(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-org-'));
  try {
    const seedStarted = performance.now();
    const { members, groupId } = await seedBenchDatabase({ dataDir });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `구성원 목록 벤치마크: 한 회사 구성원 ${BENCH_MEMBERS.toLocaleString('ko-KR')}명 (생성 ${seedSeconds.toFixed(1)}초), 부서 필터 + 이름순 + 3쪽(50건)`,
    );

    const json = await startJsonServer(dataDir, members, port + 1);
    let portal = await startPortal(dataDir, port);
    try {
      const { oursUrl, jsonUrl, auth } = await benchUrls(portal.base, json.base, groupId);
      await warmUp(jsonUrl, {});
      await warmUp(oursUrl, auth);

      // Alternating slices, best of each: on this shared machine the load drifts within seconds,
      // and measuring one server after the other would compare two different machines.
      const slices = 3;
      const seconds = Math.max(2, Math.round(DURATION / slices));
      let jsonFigure: Figure | undefined;
      let oursFigure: Figure | undefined;
      for (let slice = 0; slice < slices; slice++) {
        jsonFigure = best(
          jsonFigure,
          await measure('json-server 0.17.4 /members?groupId…&_page=3', jsonUrl, {}, seconds),
        );
        oursFigure = best(
          oursFigure,
          await measure('GET /homepage/v2/members (PGlite)', oursUrl, auth, seconds),
        );
      }

      // The same request with the list cache off: what a page costs when it is not in memory
      // (the first visit, or the first after a change to the company's members or departments).
      await portal.stop();
      portal = await startPortal(dataDir, port, { LIST_CACHE_ENTRIES: '0' });
      const uncached = await benchUrls(portal.base, json.base, groupId);
      await warmUp(uncached.oursUrl, uncached.auth);
      let uncachedFigure: Figure | undefined;
      for (let slice = 0; slice < 2; slice++) {
        uncachedFigure = best(
          uncachedFigure,
          await measure('  같은 요청, 목록 캐시 끔', uncached.oursUrl, uncached.auth, seconds),
        );
      }
      printTable([jsonFigure!, oursFigure!, uncachedFigure!], jsonFigure!, 'vs json');
      printLine(
        'member/list req/s 배율 (json-server 대비)',
        `${(oursFigure!.rps / jsonFigure!.rps).toFixed(1)}x`,
        '20x 이상',
      );
      printLine('member/list p99', `${oursFigure!.p99} ms`, '150 ms 미만');

      console.log('');
      const rows = importRows(10_000);
      const started = performance.now();
      const response = await fetch(`${portal.base}/homepage/v2/members/import`, {
        method: 'POST',
        headers: { ...uncached.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ rows }),
      });
      const commitSeconds = (performance.now() - started) / 1000;
      const report = (await response.json()) as { added?: number };
      if (report.added !== rows.length)
        throw new Error(`import failed: ${JSON.stringify(report).slice(0, 300)}`);
      printLine('구성원 가져오기 10,000행: 서버 커밋', `${commitSeconds.toFixed(2)} s`, '3 s 미만');
      // The browser side's half of the same file: its validation, timed by bench/importValidation.ts.
      const validation = measureImportValidation(rows.length);
      printLine(
        '구성원 가져오기 10,000행: 브라우저 검증',
        `${(validation.ms / 1000).toFixed(2)} s`,
        '1.5 s 미만',
      );
    } finally {
      await Promise.all([portal.stop(), json.stop()]);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
