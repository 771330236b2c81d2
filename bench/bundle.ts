// `npm run bench` (second part): what Chromium actually transfers. A production build is served by
// the real server (fresh data folder, own port), Debian's Chromium loads the pages, and the figures
// are the browser's own resource timing: transferSize (bytes on the wire, headers included, 0 when
// the browser cache answered), encodedBodySize (the body as sent, compressed) and decodedBodySize
// (after decompression). Prints figures and the targets beside them; asserts nothing.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from '../playwright.config';
import { forbiddenIn, publicReach } from './bundleChunks';
import { measureRecipient } from './giftRecipient';
import { measureWmsHome } from './wms';

const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? 3298);
const base = `http://127.0.0.1:${PORT}`;
const KB = 1000;
const ADMIN = { email: 'demo-admin@example.com', password: 'Demo!2345' };

interface Resource {
  path: string;
  startTime: number;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

interface Load {
  label: string;
  resources: Resource[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const isScript = (r: Resource) => r.path.endsWith('.js');
const isStyle = (r: Resource) => r.path.endsWith('.css');
const isHashedAsset = (r: Resource) => r.path.startsWith('/assets/');
const sum = (list: Resource[], key: 'transferSize' | 'encodedBodySize' | 'decodedBodySize') =>
  list.reduce((total, r) => total + r[key], 0);

/** Keeps every resource timing entry (the default buffer stops at 250) and marks when the snack24
 * page is usable: the hero heading and the floating inquiry button are both in the DOM. */
const INIT_SCRIPT = `
  performance.setResourceTimingBufferSize(100000);
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

async function resources(page: Page, label: string): Promise<Load> {
  const list = await page.evaluate((origin) => {
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).origin === origin)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        startTime: entry.startTime,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      }));
  }, base);
  return { label, resources: list };
}

/** Lets idle-time prefetches start and finish before the figures are read. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
}

async function newContext(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await context.addInitScript(INIT_SCRIPT);
  return context;
}

async function measure() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // Public site: a first visit, then the same page in a new tab of the same browser profile.
    const visitor = await newContext(browser);
    const first = await visitor.newPage();
    await first.goto(`${base}/pc/snack24`);
    await first.waitForFunction(() => (window as { __interactiveAt?: number }).__interactiveAt !== undefined);
    await settle(first);
    const interactiveAt = await first.evaluate(
      () => (window as { __interactiveAt?: number }).__interactiveAt!,
    );
    const snackCold = await resources(first, '/pc/snack24, empty cache');
    const again = await visitor.newPage();
    await again.goto(`${base}/pc/snack24`);
    await settle(again);
    const snackWarm = await resources(again, '/pc/snack24, second visit');
    await visitor.close();

    // The password page on an empty cache (a visitor who came straight to it).
    const forgot = await newContext(browser);
    const forgotPage = await forgot.newPage();
    await forgotPage.goto(`${base}/pc/admin/auth/findPassword`);
    await forgotPage.getByRole('button', { name: '인증번호 받기' }).waitFor();
    await settle(forgotPage);
    const findPasswordCold = await resources(forgotPage, '/pc/admin/auth/findPassword, empty cache');
    await forgot.close();

    // Admin: the login page on an empty cache, then everything the login itself brings.
    const admin = await newContext(browser);
    const page = await admin.newPage();
    await page.goto(`${base}/pc/admin/auth/login`);
    await page.getByLabel('이메일').waitFor();
    await settle(page);
    const loginCold = await resources(page, '/pc/admin/auth/login, empty cache');
    await page.evaluate(() => performance.clearResourceTimings());
    await page.getByLabel('이메일').fill(ADMIN.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(/\/pc\/admin\/home$/);
    await page.getByRole('heading', { name: /님, 안녕하세요$/ }).waitFor();
    await settle(page);
    const afterLogin = await resources(page, 'admin after login → /pc/admin/home');
    const session = await admin.storageState();
    await admin.close();

    // The same console opened by a logged-in user whose browser cache is empty.
    const returning = await browser.newContext({ storageState: session, locale: 'ko-KR' });
    await returning.addInitScript(INIT_SCRIPT);
    const home = await returning.newPage();
    await home.goto(`${base}/pc/admin/home`);
    await home.getByRole('heading', { name: /님, 안녕하세요$/ }).waitFor();
    await settle(home);
    const homeCold = await resources(home, '/pc/admin/home, logged in, empty cache');
    await returning.close();

    const recipient = await measureRecipient(browser, base);
    const wmsHome = await measureWmsHome(browser, base);
    return {
      snackCold,
      snackWarm,
      loginCold,
      findPasswordCold,
      afterLogin,
      homeCold,
      interactiveAt,
      recipient,
      wmsHome,
    };
  } finally {
    await browser.close();
  }
}

function printTable(loads: Load[]) {
  const header = [
    'load',
    'JS files',
    'JS transferred',
    'JS encoded',
    'JS decoded',
    'CSS transferred',
    'from cache',
  ];
  const rows = loads.map(({ label, resources: list }) => {
    const scripts = list.filter(isScript);
    const styles = list.filter(isStyle);
    const hashed = list.filter(isHashedAsset);
    const cached = hashed.filter((r) => r.transferSize === 0 && r.decodedBodySize > 0);
    return [
      label,
      String(scripts.length),
      kb(sum(scripts, 'transferSize')),
      kb(sum(scripts, 'encodedBodySize')),
      kb(sum(scripts, 'decodedBodySize')),
      kb(sum(styles, 'transferSize')),
      `${cached.length}/${hashed.length}`,
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** The biggest scripts of a load (BENCH_DETAIL=1: all of them). */
function largest(load: Load, count = process.env.BENCH_DETAIL ? Infinity : 6): string {
  return (
    load.resources
      .filter(isScript)
      .sort((a, b) => b.encodedBodySize - a.encodedBodySize)
      .slice(0, count)
      .map((r) => `${r.path.replace('/assets/', '')} ${kb(r.encodedBodySize)}`)
      .join(', ') || 'no script'
  );
}

function verdict(label: string, bytes: number, limitKb: number) {
  const ok = bytes <= limitKb * KB;
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${label}: ${kb(bytes)} (target ≤ ${limitKb} kB)`);
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server did not start');
}

async function main() {
  // BENCH_PARTS (bench/run.ts) without `bundle`: this part is not asked for.
  if (process.env.BENCH_PARTS && !process.env.BENCH_PARTS.split(',').some((p) => p.trim() === 'bundle'))
    return;
  const work = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
  // BENCH_DIST_DIR reuses (and refreshes when stale) a build folder; otherwise a fresh one per run.
  const distDir = resolve(process.env.BENCH_DIST_DIR ?? join(work, 'dist'));
  console.log(`브라우저 앱 빌드: ${distDir}`);
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir, ...(process.env.BENCH_DIST_DIR ? {} : { FORCE_BUILD: '1' }) },
  });
  if (built.status !== 0) throw new Error('build failed');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
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
    const run = await measure();
    const { snackCold, snackWarm, loginCold, findPasswordCold, afterLogin, homeCold } = run;
    console.log(`\nChromium ${browserVersion()}가 받은 바이트 (resource timing; kB = 1000 bytes)\n`);
    printTable([snackCold, snackWarm, loginCold, findPasswordCold, afterLogin, homeCold]);

    const js = (load: Load) => sum(load.resources.filter(isScript), 'transferSize');
    const beforeInteractive = snackCold.resources.filter(
      (r) => isScript(r) && r.startTime <= run.interactiveAt,
    );
    console.log(
      `\n/pc/snack24: usable after ${Math.round(run.interactiveAt)} ms with ${kb(sum(beforeInteractive, 'transferSize'))} of JavaScript; largest: ${largest(snackCold)}`,
    );
    for (const load of [loginCold, afterLogin]) console.log(`${load.label}, largest: ${largest(load)}`);
    const forbidden = snackCold.resources
      .filter(isScript)
      .flatMap((r) =>
        forbiddenIn(distDir, r.path.replace('/assets/', '')).map((name) => `${r.path} (${name})`),
      );
    const reach = publicReach(distDir);

    // The admin target counts everything from opening the login page to the console's home (the
    // console's code loads after the login, so both parts count).
    console.log('\n목표');
    verdict('/pc/snack24 JavaScript transferred, empty cache', js(snackCold), 160);
    verdict(
      'admin first load: login page + console after login, JavaScript',
      js(loginCold) + js(afterLogin),
      400,
    );
    verdict('admin console opened logged in, empty cache, JavaScript', js(homeCold), 400);
    verdict('/pc/admin/auth/login JavaScript, empty cache', js(loginCold), 200);
    verdict('/pc/admin/auth/findPassword JavaScript, empty cache', js(findPasswordCold), 200);
    const hashed = snackWarm.resources.filter(isHashedAsset);
    const fromCache = hashed.filter((r) => r.transferSize === 0);
    console.log(
      `  ${hashed.length > 0 && fromCache.length === hashed.length ? 'pass' : 'FAIL'}  second visit: ${fromCache.length}/${hashed.length} hashed assets from the browser cache (transferSize 0)`,
    );
    console.log(
      `  ${forbidden.length === 0 ? 'pass' : 'FAIL'}  react-admin / xlsx / rjsf in what /pc/snack24 loaded: ${forbidden.join(', ') || 'none'}`,
    );
    const { recipient } = run;
    const recipientJs = recipient.scripts.reduce((total, r) => total + r.transferSize, 0);
    const recipientForbidden = recipient.scripts.flatMap((r) =>
      forbiddenIn(distDir, r.path.replace('/assets/', '')),
    );
    verdict(
      `${recipient.path} (phone) JavaScript before usable (${Math.round(recipient.readyAt)} ms)`,
      recipientJs,
      120,
    );
    console.log(
      `  ${recipientForbidden.length === 0 ? 'pass' : 'FAIL'}  react-admin / xlsx / rjsf in what the recipient's page loaded: ${recipientForbidden.join(', ') || 'none'}`,
    );
    console.log(
      `  ${reach.offenders.length === 0 ? 'pass' : 'FAIL'}  every chunk the public tree can load (${reach.chunks}): ${reach.offenders.join(', ') || 'no react-admin / xlsx / rjsf code'}`,
    );
    // The warehouse home on a phone, logged in, empty cache: JavaScript until its menu is usable.
    const wmsJs = run.wmsHome.scripts.reduce((total, r) => total + r.transferSize, 0);
    verdict(
      `/wms (phone, logged in) JavaScript before usable (${Math.round(run.wmsHome.readyAt)} ms)`,
      wmsJs,
      150,
    );
    const wmsForbidden = run.wmsHome.scripts.flatMap((r) =>
      forbiddenIn(distDir, r.path.replace('/assets/', '')),
    );
    console.log(
      `  ${wmsForbidden.length === 0 ? 'pass' : 'FAIL'}  react-admin / xlsx / rjsf in what /wms loaded: ${wmsForbidden.join(', ') || 'none'}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(work, { recursive: true, force: true });
  }
}

function browserVersion(): string {
  const result = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
    encoding: 'utf8',
  });
  return (/[\d.]+/.exec(result.stdout ?? '') ?? ['?'])[0];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
