import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { DEMO_LOGINS, seedIfEmpty } from './db/seed';
import { scheduleInvoiceRun } from './services/billing/invoicing';
import { scheduleLedgerSync } from './services/billing/ledgerSyncJob';
import { scheduleRetention } from './jobs/retention';
import { loadSettings } from './settings';

/** Starts the portal: settings, database + migrations, seed on first start, listen, graceful stop. */
async function main() {
  const started = performance.now();
  // `--demo` (npm start): the demo start, which may make its own shared keys (server/settings.ts).
  const settings = loadSettings(process.env, { demo: process.argv.includes('--demo') });
  const database = await openDatabase(
    settings.DATABASE_URL ? { databaseUrl: settings.DATABASE_URL } : { dataDir: settings.dataDir },
  );
  const seeded = await seedIfEmpty(database.db);
  // The daily invoice run keeps itself on the queue; this puts the first one there (once a day).
  await scheduleInvoiceRun(database.db);
  // So is the ledger's catch-up run every few minutes (today's figures on the dashboard).
  await scheduleLedgerSync(database.db);
  // And the nightly clean-up of what is kept only for a while (repeat answers of phone writes).
  await scheduleRetention(database.db);
  const app = await buildApp({
    settings,
    database,
    ...(settings.DIST_DIR ? { distDir: resolve(settings.DIST_DIR) } : {}),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: 종료합니다.`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = database.kind === 'pglite' ? `내장 데이터베이스 ${settings.dataDir}` : 'PostgreSQL';
  console.log(
    [
      '',
      `포털이 http://localhost:${settings.PORT} 에서 실행 중입니다 (${where}, ${seconds}초${seeded ? ', 데모 데이터 생성' : ''}).`,
      'API 문서: /api/docs',
      '데모 로그인 (비밀번호 모두 Demo!2345):',
      ...DEMO_LOGINS.map((login) => `  - ${login.email}  ${login.description}`),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n시작할 수 없습니다: ${error.message}\n`);
  } else {
    console.error('\n포털을 시작하지 못했습니다:', error instanceof Error ? error.message : error, '\n');
  }
  process.exit(1);
});
