// `npm run bench`: load figures for the API on the embedded database, 50 connections.
// Each part starts the real server in a child process on a fresh data folder and measures a
// reference in the same session, so noise on this shared machine affects both alike:
//  1. the foundation calls on the seeded demo data, against /healthz (a request that does almost
//     no database work);
//  2. member/list on 100,000 members of one company, against json-server 0.17.4 serving the same
//     rows, and the server's commit time for a 10,000-row member import (bench/organisation.ts);
//  3. member by id, member/list (list cache off and on), and one list of each later area (buy
//     requests, gift events, the admin console's stock transfers; page 3 of one status, newest first,
//     list cache off) against a hand-written Fastify server answering each with one SQL statement on
//     the same tables, on PostgreSQL 15 (started here) and on the embedded database (bench/compare.ts);
//  4. the warehouse calls (bench/wms.ts); 5. the dashboard's server time on PostgreSQL 15 for a
//     company with 1,000,000 ledger lines (bench/dashboard.ts); 6. the buy-request list on 100,000
//     requests of one company, on both databases (bench/buy24.ts); 7. one gift event sent to 10,000
//     subjects: enqueue time, and time until the outbox holds all 10,000 (bench/giftSend.ts); 8. the
//     server's warm restart time and idle memory, compiled and from source (bench/startup.ts);
//  9. an event's subject list at 10,000 and 100,000 subjects: CPU and wall time per page, in
//     process (bench/giftSubjects.ts).
// BENCH_PARTS picks parts by name, comma-separated (foundation, organisation, reference, wms,
// dashboard, buy24, gift, startup, subjects, and bundle for bench/bundle.ts), e.g. `BENCH_PARTS=dashboard npm run bench`; all by default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReferenceBench } from './compare';
import { runOrganisationBench } from './organisation';
import { runWmsBench } from './wms';
import { runDashboardBench } from './dashboard';
import { runGiftSendBench } from './giftSend';
import { runGiftSubjectsBench } from './giftSubjects';
import { runBuy24Bench } from './buy24';
import { runStartupBench } from './startup';
import { CONNECTIONS, DURATION, loginHeaders, measure, printTable, startPortal } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3299);

async function foundation() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const portal = await startPortal(dataDir, PORT);
  try {
    const auth = await loginHeaders(portal.base);
    console.log(
      `API 벤치마크: ${CONNECTIONS} 연결, 항목당 ${DURATION}초, 내장 데이터베이스(PGlite), 데모 데이터`,
    );
    const reference = await measure('reference /healthz', `${portal.base}/healthz`);
    const rows = [
      reference,
      await measure('GET /portal/auth/api/login-check', `${portal.base}/portal/auth/api/login-check`, auth),
      await measure(
        'GET /homepage/v2/company-member/info',
        `${portal.base}/homepage/v2/company-member/info`,
        auth,
      ),
    ];
    printTable(rows, reference);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const PARTS: [string, () => Promise<void>][] = [
  ['foundation', foundation],
  ['organisation', () => runOrganisationBench(PORT + 1)],
  ['reference', () => runReferenceBench(PORT + 10)],
  ['wms', () => runWmsBench(PORT + 20)],
  ['dashboard', () => runDashboardBench(PORT + 30)],
  ['buy24', () => runBuy24Bench(PORT + 40)],
  ['gift', () => runGiftSendBench(PORT + 50)],
  ['startup', () => runStartupBench(PORT + 60)],
  ['subjects', () => runGiftSubjectsBench(PORT + 70)],
];

/** Whether BENCH_PARTS (unset: every part) names this part. */
const benchPartChosen = (name: string) =>
  !process.env.BENCH_PARTS || process.env.BENCH_PARTS.split(',').some((part) => part.trim() === name);

async function main() {
  const chosen = PARTS.filter(([name]) => benchPartChosen(name));
  for (const [index, [, run]] of chosen.entries()) {
    if (index > 0) console.log('');
    await run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
