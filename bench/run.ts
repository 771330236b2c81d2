// `npm run bench`: load figures for the API on the seeded embedded database, 50 connections.
// Starts the real server in a child process on a fresh data folder; /healthz (no database work
// beyond a ping) runs in the same session as the in-run reference, and each figure is reported with
// its ratio to it, so noise on this shared machine affects both alike.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const base = `http://127.0.0.1:${PORT}`;

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function measure(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  const non2xx = result.non2xx + result.errors;
  return { title, rps: result.requests.average, p99: result.latency.p99, non2xx };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(Date.now() + 60_000);
    const login = await fetch(`${base}/portal/auth/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo-admin@example.com', password: 'Demo!2345' }),
    }).then((response) => response.json() as Promise<Record<string, string>>);
    const auth = {
      company_member_encrypted: login.companyMemberEncrypted!,
      company_encrypted: login.companyEncrypted!,
      client_id: login.clientId!,
      client_secret: login.clientSecret!,
    };

    console.log(
      `API 벤치마크: ${CONNECTIONS} 연결, 항목당 ${DURATION}초, 내장 데이터베이스(PGlite), 데모 데이터`,
    );
    const reference = await measure('reference /healthz', '/healthz');
    const rows = [
      reference,
      await measure('GET /portal/auth/api/login-check', '/portal/auth/api/login-check', auth),
      await measure('GET /homepage/v2/company-member/info', '/homepage/v2/company-member/info', auth),
    ];
    console.log('');
    console.log(
      '항목'.padEnd(42),
      'req/s'.padStart(9),
      'p99(ms)'.padStart(9),
      'vs ref'.padStart(8),
      'non-2xx'.padStart(8),
    );
    for (const row of rows) {
      console.log(
        row.title.padEnd(42),
        row.rps.toFixed(0).padStart(9),
        String(row.p99).padStart(9),
        `${(row.rps / reference.rps).toFixed(2)}x`.padStart(8),
        String(row.non2xx).padStart(8),
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
