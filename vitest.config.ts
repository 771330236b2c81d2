import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const UNIT_FILES = [
  '{app,authProvider,dataProviders,components,customPages,resources,lib,schemas,terms}/**/*.test.{ts,tsx}',
];
const MOCKING_FILES = [
  'components/terms/TermsDialog.test.tsx',
  'customPages/admin/auth/{ManagerSignupPage,LoginPage,FindPasswordPage}.test.tsx',
  'customPages/wms/SearchPage.test.tsx',
];
const UNIT = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/jsdom.ts'],
  // Component tests on two shared cores can take seconds each under load; a slow machine is not a
  // failure.
  testTimeout: 20_000,
};

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
          ...UNIT,
          name: 'unit',
          include: UNIT_FILES,
          exclude: MOCKING_FILES,
          // One jsdom and one module graph per worker instead of per file: setting up jsdom and
          // importing MUI again for each file was most of this project's time. tests/setup/jsdom.ts
          // resets what a file leaves behind (the DOM, storage, timers, mocks).
          isolate: false,
        },
      },
      {
        extends: true,
        // The files that replace a module with vi.mock need a module graph of their own.
        test: { ...UNIT, name: 'unit-mocking', include: MOCKING_FILES },
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
