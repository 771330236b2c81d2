// Helpers shared by the benchmarks: start the real server in a child process, log in, measure.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';

export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface Figure {
  title: string;
  rps: number;
  p99: number;
  non2xx: number;
}

export async function waitFor(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The portal server on a data folder (seeded on its first start), until `stop()`. */
export async function startPortal(dataDir: string, port: number, settings: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, Date.now() + 120_000);
  return { base, stop: () => stopChild(child) };
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
}

/** Logs in as a demo account and returns the four auth headers. */
export async function loginHeaders(base: string, email = 'demo-admin@example.com') {
  const login = await fetch(`${base}/portal/auth/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo!2345' }),
  }).then((response) => response.json() as Promise<Record<string, string>>);
  return {
    company_member_encrypted: login.companyMemberEncrypted!,
    company_encrypted: login.companyEncrypted!,
    client_id: login.clientId!,
    client_secret: login.clientSecret!,
  };
}

export async function measure(
  title: string,
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION,
): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    title,
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** One table: req/s, p99 and the ratio of each row to a reference row. */
export function printTable(rows: Figure[], reference: Figure, refLabel = 'vs ref') {
  console.log('');
  console.log(
    '항목'.padEnd(46),
    'req/s'.padStart(9),
    'p99(ms)'.padStart(9),
    refLabel.padStart(10),
    'non-2xx'.padStart(8),
  );
  for (const row of rows) {
    console.log(
      row.title.padEnd(46),
      row.rps.toFixed(0).padStart(9),
      String(row.p99).padStart(9),
      `${(row.rps / reference.rps).toFixed(2)}x`.padStart(10),
      String(row.non2xx).padStart(8),
    );
  }
}
