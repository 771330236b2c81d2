import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Two projects: browser-side code in jsdom, the server (through app.inject) in node. */
export default defineConfig({
  plugins: [react()],
  test: {
    // CI adds a JSON report so .ci/run can print its "N passed, N failed" line.
    reporters: process.env.VITEST_JSON ? ['default', 'json'] : ['default'],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            '{app,authProvider,dataProviders,components,customPages,resources,lib,schemas,terms}/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/setup/jsdom.ts'],
          // Component tests on two shared cores can take seconds each under load; a slow machine
          // is not a failure.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // The demo database, migrated and seeded once per run; each file starts from a copy.
          globalSetup: ['tests/setup/seededTemplate.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
