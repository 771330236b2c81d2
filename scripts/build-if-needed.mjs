// Builds the browser app into dist/ when it is missing or older than its sources, so that
// `npm install && npm start` serves the SPA without a separate build step. DIST_DIR builds elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
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

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const outDir = process.env.DIST_DIR ?? 'dist';
const built = existsSync(join(outDir, 'index.html')) ? statSync(join(outDir, 'index.html')).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newest));
if (built >= changed && process.env.FORCE_BUILD !== '1') process.exit(0);

console.log(`브라우저 앱을 빌드합니다 (${outDir})...`);
const result = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
