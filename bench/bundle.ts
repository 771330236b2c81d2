// `npm run bench` (second part): the JavaScript /pc/snack24 needs before it is interactive, from a
// production build served by the real server, in Chromium. Prints figures, asserts nothing.
// "Interactive" = the hero heading is painted and the inquiry calls are clickable; what loads after
// that (the lazy sister-site links, the idle prefetches) is listed apart, for honesty.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS } from '../playwright.config';

const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? 3298);
const base = `http://127.0.0.1:${PORT}`;
const TARGET_KB = 160;
const PAGE = '/pc/snack24';
/** Module ids that must never reach the public site (DESIGN.md "Browser side"). */
const FORBIDDEN = [
  ['react-admin', /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-)/],
  ['xlsx', /node_modules\/(@e965\/xlsx|xlsx)\//],
  ['rjsf', /node_modules\/@rjsf\//],
] as const;

interface Chunk {
  name: string;
  gzip: number;
  /** ms after navigation start that the page asked for it. */
  at: number;
  forbidden: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function build(outDir: string) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The forbidden packages whose modules the chunk's sourcemap lists. */
function forbiddenIn(distDir: string, chunk: string): string[] {
  const map = join(distDir, 'assets', `${chunk}.map`);
  // Only the bundler's own runtime helper comes without a map: it holds no package code.
  if (!existsSync(map)) return [];
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return FORBIDDEN.filter(([, pattern]) => sources.some((source) => pattern.test(source))).map(
    ([name]) => name,
  );
}

const PUBLIC_SOURCES = /\/(app\/public|customPages\/public|customPages\/sample)\//;
const sourcesOf = (distDir: string, chunk: string): string[] => {
  const map = join(distDir, 'assets', `${chunk}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
};

/**
 * Every chunk the public tree can ever load, not only what /pc/snack24 loads: start from the chunks
 * holding public-site modules, follow their static and dynamic imports, and other chunks' static
 * imports (the entry's own dynamic imports lead to the admin and warehouse trees, never followed).
 */
function publicReach(distDir: string): { chunks: number; offenders: string[] } {
  const names = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  const isPublic = (name: string) => sourcesOf(distDir, name).some((source) => PUBLIC_SOURCES.test(source));
  const seen = new Set(names.filter(isPublic));
  const queue = [...seen];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const code = readFileSync(join(distDir, 'assets', name), 'utf8');
    const statics = [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
    const dynamics = isPublic(name)
      ? [...code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]!)
      : [];
    for (const next of [...statics, ...dynamics]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const offenders = [...seen].flatMap((name) => {
    const found = forbiddenIn(distDir, name);
    return found.length ? [`${name} (${found.join(', ')})`] : [];
  });
  return { chunks: seen.size, offenders };
}

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

/** Set in the page: the moment the hero heading and the floating inquiry button are both in the DOM. */
const MARK_INTERACTIVE = `
  (() => {
    const check = () => {
      if (window.__interactiveAt !== undefined) return;
      const h1 = document.querySelector('h1');
      const button = [...document.querySelectorAll('button')].some((b) => b.textContent === '서비스 도입 문의하기');
      if (h1 && button) window.__interactiveAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();
`;

async function measure(distDir: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
    await page.addInitScript(MARK_INTERACTIVE);
    const bodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js') && url.origin === base)
        bodies.set(
          url.pathname,
          response.body().then((body) => gzipSync(body).length),
        );
    });
    await page.goto(`${base}${PAGE}`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { __interactiveAt?: number }).__interactiveAt !== undefined);
    await page.waitForLoadState('networkidle');
    // A request counts as "before interactive" when the page asked for it before that moment.
    const timing = await page.evaluate(() => ({
      interactiveAt: (window as { __interactiveAt?: number }).__interactiveAt ?? 0,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const chunks: Chunk[] = [];
    for (const { path, startTime } of timing.scripts) {
      const name = basename(path);
      chunks.push({
        name,
        gzip: (await bodies.get(path)) ?? 0,
        at: startTime,
        forbidden: forbiddenIn(distDir, name),
      });
    }
    const lcp = await page.evaluate(
      () =>
        new Promise<{ ms: number; element: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries[entries.length - 1];
            const element = last?.element;
            resolve({
              ms: last?.startTime ?? -1,
              element: element
                ? `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? (element.textContent ?? '').slice(0, 30)}`
                : '',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { chunks, interactiveAt: Math.round(timing.interactiveAt), lcp };
  } finally {
    await browser.close();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  const distDir = join(work, 'dist');
  console.log(`브라우저 앱을 ${distDir} 에 빌드합니다…`);
  build(distDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: join(work, 'data'),
      DIST_DIR: distDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(Date.now() + 90_000);
    const { chunks, interactiveAt, lcp } = await measure(distDir);
    const before = chunks.filter((chunk) => chunk.at <= interactiveAt).sort((a, b) => b.gzip - a.gzip);
    const after = chunks.filter((chunk) => chunk.at > interactiveAt).sort((a, b) => b.gzip - a.gzip);
    const total = before.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`\n${PAGE}: JavaScript before interactive (${interactiveAt} ms), gzip`);
    for (const chunk of before) {
      const flag = chunk.forbidden.length ? `  <- ${chunk.forbidden.join(', ')}` : '';
      console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.name}${flag}`);
    }
    console.log(
      `  ${kb(total).padStart(9)}  total (target ≤ ${TARGET_KB} kB: ${total <= TARGET_KB * 1024 ? 'within' : 'OVER'})`,
    );
    if (after.length) {
      const late = after.reduce((sum, chunk) => sum + chunk.gzip, 0);
      console.log(
        `  after interactive, until network idle: ${after.map((c) => `${c.name} ${kb(c.gzip)}`).join(', ')} (${kb(late)})`,
      );
    }
    const offenders = chunks.filter((chunk) => chunk.forbidden.length > 0);
    console.log(
      offenders.length
        ? `  react-admin / xlsx / rjsf code: FOUND in ${offenders.map((c) => `${c.name} (${c.forbidden.join(', ')})`).join(', ')}`
        : '  react-admin / xlsx / rjsf code: none in any chunk the page loaded',
    );
    const reach = publicReach(distDir);
    console.log(
      `  every chunk the public tree can load (${reach.chunks}): ${reach.offenders.length ? `FOUND ${reach.offenders.join(', ')}` : 'no react-admin / xlsx / rjsf code'}`,
    );
    console.log(`  largest contentful paint: ${Math.round(lcp.ms)} ms (${lcp.element})`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
