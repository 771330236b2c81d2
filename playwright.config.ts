import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_VOUCHER_SECRET } from './server/settings';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** Every run starts the real server on a fresh embedded database with the demo data. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Assertions wait up to 10 s: on a 2-core machine a cold page (a restarted browser profile, the
  // first visit of a lazy chunk) can take longer than 5 s to render. Speed is measured in bench/.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // An action (a click, a fill) whose element never comes fails after 30 s with its locator named,
    // instead of waiting silently until the whole test's time is up.
    actionTimeout: 30_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace costs the browser a third of its time (a snapshot at every action): only a
    // failed test's retry records one (`--trace on` records every test when looking into one).
    trace: 'on-first-retry',
  },
  webServer: {
    // The compiled server, as `npm start` runs it (scripts/build-server.mjs), built first if stale.
    command: 'node scripts/build-if-needed.mjs && node dist-server/main.mjs',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The voucher side's shared key in the test mode (gift-flow signs its exchange notice with it).
      GIFT_VOUCHER_SECRET: TEST_VOUCHER_SECRET,
    },
  },
});
