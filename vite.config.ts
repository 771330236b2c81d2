import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const proxied = ['/portal', '/homepage', '/buy24', '/birth', '/provider', '/api', '/healthz'];

// Precompression: a brotli (.br) and a gzip (.gz) copy beside every text file of the build, made
// once at the strongest settings, so the server sends them as they are (@fastify/static
// `preCompressed`) instead of spending CPU on every request or sending them uncompressed.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; source maps are left out because they are never served. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Compresses one file; a copy that is not smaller than the original is not written. */
async function compressFile(path: string): Promise<{ raw: number; br: number }> {
  const data = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  if (br.length < data.length) await writeFile(`${path}.br`, br);
  if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
  return { raw: data.length, br: Math.min(br.length, data.length) };
}

function precompress(): Plugin {
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      // closeBundle also runs after a failed build; only a complete build gets compressed copies.
      if (!(await stat(join(outDir, 'index.html')).catch(() => null))) return;
      const files = (await filesUnder(outDir)).filter((path) => COMPRESSIBLE.test(path));
      let raw = 0;
      let br = 0;
      // A few at a time: zlib runs on libuv's four worker threads.
      for (let i = 0; i < files.length; i += 8) {
        for (const sizes of await Promise.all(files.slice(i, i + 8).map(compressFile))) {
          raw += sizes.raw;
          br += sizes.br;
        }
      }
      log(
        `precompressed ${files.length} files: ${(raw / 1000).toFixed(0)} kB → br ${(br / 1000).toFixed(0)} kB`,
      );
    },
  };
}

// Chunking. Left alone, the bundler cuts the modules the public site shares with the admin and the
// other trees into one file per combination of users: /pc/snack24 asked for 27 files, each
// compressed alone and each a request. The public shell (root layout, landing frame) is merged
// instead, from the module graph, into two chunks:
//  - ui-core: what the shell imports beyond the entry: MUI's and emotion's core and a few shared
//    helpers, which every tree (admin, provider, warehouse) needs as well;
//  - public-shell: the shell's own code, which only the public site loads.
// Nothing else is grouped: a group is one file, and a tree that needs one of its modules downloads
// all of it (a wider group tried here put 88 kB of form widgets and zod on the public pages).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = here('app/main.tsx');
const PUBLIC_SHELL = ['app/public/PublicRoot.tsx', 'customPages/public/landing/ServiceLanding.tsx'].map(here);
/** The public site's own folders. */
const PUBLIC_CODE = /[\\/](app|customPages)[\\/]public[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function chunkGroups(graph: ModuleGraph): Map<string, string> {
  const entry = staticClosure(graph, [ENTRY]);
  const groups = new Map<string, string>();
  for (const id of staticClosure(graph, PUBLIC_SHELL)) {
    if (!entry.has(id)) groups.set(id, PUBLIC_CODE.test(id) ? 'public-shell' : 'ui-core');
  }
  return groups;
}

/** Computed once per build from the whole module graph (the bundler asks module by module). */
function chunking() {
  let groups: Map<string, string> | null = null;
  const plugin: Plugin = {
    name: 'portal:chunking',
    buildStart() {
      groups = null;
    },
  };
  const name = (id: string, graph: ModuleGraph) => (groups ??= chunkGroups(graph)).get(id) ?? null;
  return { plugin, name };
}

const chunks = chunking();

export default defineConfig({
  plugins: [react(), precompress(), chunks.plugin],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    // Maps are written beside the chunks for our own tools (bench/bundleChunks.ts) but the chunks do
    // not point at them and the server refuses *.map: the original sources are not published.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      // Each group holds its modules' imports already (closures), so no recursive capture: that
      // would pull the entry's React into a group and make the entry import it.
      output: {
        codeSplitting: {
          groups: [{ name: chunks.name, debugName: 'portal', includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
