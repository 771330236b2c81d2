// The dashboard's server time on PostgreSQL 15 for a company with 1,000,000 ledger lines (a year of
// billing_lines written here with generate_series on top of the seeded demo data): each call is
// asked one at a time (no queueing behind other requests), and the median and 95th percentile of
// its answer time are printed beside the target (under 200 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresAvailable, startPostgres } from './postgres';
import { loginHeaders, startPortal } from './server';

const PG_PORT = Number(process.env.BENCH_DASHBOARD_PG_PORT ?? 55497);
const LINES = Number(process.env.BENCH_LEDGER_LINES ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? 40);
const TARGET_MS = 200;

async function insertLedger(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const company = await client.query<{ company_id: number }>(
      "select company_id from company_members where email = 'demo-admin@example.com'",
    );
    const companyId = company.rows[0]!.company_id;
    const started = Date.now();
    // Services, categories and workspaces cycle; days spread over the 365 days up to today (Seoul).
    await client.query(
      `insert into billing_lines (company_id, branch_id, service, category, used_on, description, quantity,
         supply_amount, vat, total, source_type, source_id)
       select $1,
         (select id from branches where company_id = $1 order by id offset (i % 3) limit 1),
         (array['snack24','breakfast24','birth24','office24','buy24','clean24','quick24','meal24','kiosk'])[1 + i % 9],
         (array['과자','음료','조식 세트','배송비','사무용품','청소','식권'])[1 + i % 7],
         to_char((now() at time zone 'Asia/Seoul')::date - (i % 365), 'YYYY-MM-DD'),
         '벤치 품목 ' || (i % 50),
         1 + i % 3,
         1000 + ((i % 90000) * 7919) % 90000,
         (1000 + ((i % 90000) * 7919) % 90000) / 10,
         (1000 + ((i % 90000) * 7919) % 90000) + (1000 + ((i % 90000) * 7919) % 90000) / 10,
         'bench', i::text
       from generate_series(1, $2) as i`,
      [companyId, LINES],
    );
    await client.query('vacuum analyze billing_lines');
    return { companyId, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

async function timeCall(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer()); // warm up
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

export async function runDashboardBench(port: number) {
  if (!postgresAvailable()) {
    console.log('PostgreSQL 15 가 없어 대시보드 벤치를 건너뜁니다 (/usr/lib/postgresql/15/bin).');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-dashboard-'));
  const cluster = startPostgres(PG_PORT);
  let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database portal_dashboard');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/portal_dashboard');
    portal = await startPortal(dir, port, { DATABASE_URL: url });
    const inserted = await insertLedger(url);
    const headers = await loginHeaders(portal.base);
    const seoul = new Date(Date.now() + 9 * 3600_000);
    const year = seoul.getUTCFullYear();
    const month = seoul.getUTCMonth() + 1;
    const calls: [string, string][] = [
      ['대시보드 (이번 달 서비스별·일별)', '/homepage/v2/dashboard/summary'],
      ['매출 분석 (전월 대비, 6개월, 사업장·분류)', `/homepage/v2/dashboard/analysis/${year}/${month}/all`],
      ['매출 상세 (스낵24)', `/homepage/v2/dashboard/detail/${year}/${month}/snack24`],
      ['주문 현황 (일별·서비스별)', `/homepage/v2/dashboard/orders?year=${year}&month=${month}`],
      [
        '매출 목록 첫 쪽 (50줄, 건수 포함)',
        `/homepage/v2/dashboard/sales?filter=${encodeURIComponent(JSON.stringify({ period: `${year}-${String(month).padStart(2, '0')}` }))}`,
      ],
    ];
    console.log(
      `대시보드 서버 시간: PostgreSQL 15, 한 회사의 청구 원장 ${LINES.toLocaleString('ko-KR')}줄 (입력 ${inserted.seconds.toFixed(0)}초), 호출 ${SAMPLES}번씩 하나씩, 목표 ${TARGET_MS} ms 미만`,
    );
    console.log(
      `측정 전 부하 평균 (1·5·15분): ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log('항목'.padEnd(40), 'median(ms)'.padStart(11), 'p95(ms)'.padStart(9), '목표'.padStart(12));
    for (const [title, path] of calls) {
      const { median, p95 } = await timeCall(`${portal.base}${path}`, headers);
      const verdict = p95 < TARGET_MS ? `< ${TARGET_MS} 통과` : `≥ ${TARGET_MS} 미달`;
      console.log(
        title.padEnd(40),
        median.toFixed(1).padStart(11),
        p95.toFixed(1).padStart(9),
        verdict.padStart(12),
      );
    }
    console.log(
      `측정 후 부하 평균 (1·5·15분): ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await portal?.stop();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('dashboard.ts')) {
  runDashboardBench(Number(process.env.BENCH_PORT ?? 3299) + 30).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
