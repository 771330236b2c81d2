// Bundles the API server (server/main.ts and everything it imports from server/, lib/, schemas/,
// terms/) into one plain-JavaScript file, dist-server/main.mjs, which `npm start` runs with plain
// node: no TypeScript compiled at run time, so a start is quicker and the process smaller.
// Packages in node_modules stay external (imported from node_modules as they are).
//
// Files the server reads beside its own source at run time are copied beside the bundle, so that the
// same `new URL(..., import.meta.url)` finds them from the source (tsx, vitest) and from the bundle:
//   server/db/migrations/     -> dist-server/migrations/      (server/db/client.ts)
//   server/files/sheetWorker.mjs -> dist-server/sheetWorker.mjs (server/files/sheetReader.ts)
// server/app.ts's `../dist` needs nothing: dist-server/ is one folder below the project root, like server/.
//
// Used by scripts/build-if-needed.mjs (npm's prepare, npm start) and by `npm run build`.
// SERVER_OUT_DIR builds elsewhere (default dist-server).
import { build } from 'esbuild';
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_OUT_DIR = process.env.SERVER_OUT_DIR ?? 'dist-server';

/**
 * Builds the bundle and its run-time files into `outDir`. It is built beside it and then put in its
 * place, so a server started from `outDir` meanwhile (another test run in this checkout) never sees half of it.
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  const building = `${outDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: join(building, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Error messages and stack traces keep the source's function names.
    keepNames: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  cpSync('server/db/migrations', join(building, 'migrations'), { recursive: true });
  cpSync('server/files/sheetWorker.mjs', join(building, 'sheetWorker.mjs'));
  rmSync(outDir, { recursive: true, force: true });
  renameSync(building, outDir);
}

// Run directly (`node scripts/build-server.mjs`): build once.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`서버를 빌드합니다 (${SERVER_OUT_DIR})...`);
  await buildServer();
}
