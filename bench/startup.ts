// Start-up figures of the server, compiled (dist-server/main.mjs, what `npm start` runs) beside the
// source run through tsx (`node --import tsx server/main.ts`, what `npm run dev` runs), beside plain
// node as the floor:
//  - warm restart: from spawning the process until /healthz answers, on a data folder (or database)
//    that already holds the demo data and its migrations, so no seeding; the median of RESTARTS runs;
//  - idle RSS: VmRSS of /proc/<pid>/status IDLE_MS after /healthz first answered, nothing requested.
// On the embedded database, and on PostgreSQL 15: BENCH_DATABASE_URL (an existing database: its demo
// data is made on the first start if it is empty), else a throw-away cluster as the other parts
// start (bench/postgres.ts), else skipped. Targets (issue 30): warm restart <= 1.5 s, idle RSS < 250 MB
// on the embedded database and < 150 MB on PostgreSQL.
// `BENCH_PARTS=startup npm run bench` runs only this part; npm run bench builds dist-server/ first.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailable, startPostgres } from './postgres';
import { stopChild, waitFor } from './server';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5_000);

const SERVERS = [
  { title: 'compiled: node dist-server/main.mjs', args: ['dist-server/main.mjs', '--demo'] },
  {
    title: 'source: node --import tsx server/main.ts',
    args: ['--import', 'tsx', 'server/main.ts', '--demo'],
  },
];
/** The floor: plain node answering /healthz from a one-line HTTP server. */
const BARE_NODE = {
  title: 'node, one-line HTTP server',
  args: [
    '-e',
    "require('http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '0.0.0.0')",
  ],
};

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Polls /healthz every 10 ms (waitFor's 200 ms would round every figure up). */
async function answered(url: string, child: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer`);
}

/** One start: seconds until /healthz answers, and the idle RSS in MB after IDLE_MS. */
async function startOnce(args: string[], port: number, env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await answered(`http://127.0.0.1:${port}/healthz`, child, Date.now() + 120_000);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { seconds, rss: rssMb(child.pid!) };
  } finally {
    await stopChild(child);
  }
}

interface Row {
  title: string;
  seconds: number;
  rss: number;
}

async function measureServers(port: number, env: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const server of [...SERVERS, BARE_NODE]) {
    const runs = [];
    for (let run = 0; run < RESTARTS; run++) runs.push(await startOnce(server.args, port, env));
    rows.push({
      title: server.title,
      seconds: median(runs.map((r) => r.seconds)),
      rss: median(runs.map((r) => r.rss)),
    });
  }
  return rows;
}

function printRows(heading: string, rows: Row[], rssTarget: number) {
  console.log('');
  console.log(heading);
  console.log('항목'.padEnd(44), '재시작(s)'.padStart(10), 'idle RSS(MB)'.padStart(13), '목표'.padStart(16));
  for (const row of rows)
    console.log(
      row.title.padEnd(44),
      row.seconds.toFixed(2).padStart(10),
      row.rss.toFixed(0).padStart(13),
      (row === rows.at(-1) ? '' : `≤1.5 s, <${rssTarget} MB`).padStart(16),
    );
}

/** Seconds of `node -e 0`: the cost of starting node at all. */
function bareNodeSeconds() {
  const times = [];
  for (let run = 0; run < RESTARTS; run++) {
    const started = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    times.push((performance.now() - started) / 1000);
  }
  return median(times);
}

/** The demo data made once (the first, cold start), so the measured starts are warm restarts. */
async function seed(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, SERVERS[0]!.args, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, Date.now() + 300_000);
  } finally {
    await stopChild(child);
  }
}

export async function runStartupBench(port: number) {
  if (!existsSync('dist-server/main.mjs')) throw new Error('dist-server/main.mjs 가 없습니다: npm run build');
  console.log(
    `서버 시작: 따뜻한 재시작(/healthz 응답까지, ${RESTARTS}회 중앙값)과 ${IDLE_MS / 1000}초 뒤 idle RSS`,
  );
  console.log(`node -e 0: ${bareNodeSeconds().toFixed(2)} s`);

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-startup-'));
  try {
    await seed(port, { DATA_DIR: dataDir });
    printRows('내장 데이터베이스 (PGlite)', await measureServers(port, { DATA_DIR: dataDir }), 250);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cluster = process.env.BENCH_DATABASE_URL || !postgresAvailable() ? null : startPostgres(port + 5);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url;
  if (!databaseUrl) {
    console.log('\nPostgreSQL: 건너뜀 (BENCH_DATABASE_URL 도 PostgreSQL 15 도 없음)');
    return;
  }
  const pgDataDir = mkdtempSync(join(tmpdir(), 'portal-bench-startup-pg-'));
  try {
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: pgDataDir };
    await seed(port, env);
    printRows('PostgreSQL', await measureServers(port, env), 150);
  } finally {
    cluster?.stop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
