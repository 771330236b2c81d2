// Builds what `npm start` runs when it is missing or older than its sources, so that
// `npm install && npm start` works without a separate build step:
//  - the browser app into dist/ (DIST_DIR builds elsewhere), with Vite;
//  - the API server into dist-server/main.mjs (SERVER_OUT_DIR builds elsewhere), with esbuild
//    (scripts/build-server.mjs).
// FORCE_BUILD=1 builds both whatever their dates.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';

const APP_SOURCES = [
  'app',
  'components',
  'customPages',
  'authProvider',
  'dataProviders',
  'resources',
  'schemas',
  'lib',
  'terms',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
];
/** What the server bundle is made of (server/ holds the migrations and the sheet worker it copies). */
const SERVER_SOURCES = ['server', 'lib', 'schemas', 'terms', 'package.json', 'scripts/build-server.mjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const stale = (output, sources) =>
  process.env.FORCE_BUILD === '1' || builtAt(output) < Math.max(...sources.map(newest));

const outDir = process.env.DIST_DIR ?? 'dist';
if (stale(join(outDir, 'index.html'), APP_SOURCES)) {
  console.log(`브라우저 앱을 빌드합니다 (${outDir})...`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale(join(SERVER_OUT_DIR, 'main.mjs'), SERVER_SOURCES)) {
  console.log(`서버를 빌드합니다 (${SERVER_OUT_DIR})...`);
  await buildServer();
}
