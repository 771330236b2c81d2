// The warehouse app in `npm run bench`:
//  - stock moves: 50 workers' moves of the same product at the same location sent at once, more
//    than it holds in total; every move must either happen whole or be refused (409), the stock
//    never below zero, the ledger adding up to the stock (no lost update), and the time they took;
//  - the WMS home on a phone as Chromium receives it: the JavaScript transferred before the home's
//    menu is usable, logged in (the login kept locally), on an empty cache (measureWmsHome).
import type { Browser } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal } from './server';

const WORKER = { email: 'demo-wms-worker@example.com', password: 'Demo!2345' };
const MOVES = 50;
const EACH = 2;

async function workerLogin(base: string) {
  const response = await fetch(`${base}/homepage/v2/wms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(WORKER),
  });
  if (!response.ok) throw new Error(`warehouse login: ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

export async function runWmsBench(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-wms-'));
  const portal = await startPortal(dataDir, port);
  try {
    const login = await workerLogin(portal.base);
    const headers = { wms_client_id: login.clientId!, wms_client_secret: login.clientSecret! };
    const get = async <T>(path: string) =>
      (await (await fetch(`${portal.base}${path}`, { headers })).json()) as T;
    const [warehouse] = await get<{ id: string }[]>('/homepage/v2/wms/warehouses/displayable');
    const locations = await get<{ id: string; code: string }[]>(
      `/homepage/v2/wms/warehouses/${warehouse!.id}/locations`,
    );
    const at = (code: string) => locations.find((row) => row.code === code)!.id;
    // 구운 아몬드: 60 at B-02-01 in the seed; 50 moves of 2 ask for 100.
    const product = await get<{ id: string; stocks: { locationCode: string; quantity: number }[] }>(
      `/homepage/v2/wms/products/barcode/8801234000048?warehouseId=${warehouse!.id}`,
    );
    const held = product.stocks.find((stock) => stock.locationCode === 'B-02-01')?.quantity ?? 0;
    const body = JSON.stringify({
      productId: product.id,
      fromLocationId: at('B-02-01'),
      toLocationId: at('A-01-01'),
      quantity: EACH,
    });
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: MOVES }, () =>
        fetch(`${portal.base}/homepage/v2/wms/warehouses/${warehouse!.id}/display`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }).then((response) => response.status),
      ),
    );
    const elapsed = performance.now() - started;
    const after = await get<{ stocks: { locationCode: string; quantity: number }[] }>(
      `/homepage/v2/wms/products/${product.id}?warehouseId=${warehouse!.id}`,
    );
    const left = after.stocks.find((stock) => stock.locationCode === 'B-02-01')?.quantity ?? 0;
    const moved = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 409).length;
    const ledger = await get<{ items: { fromLocation: string | null; quantity: number }[] }>(
      `/homepage/v2/wms/movements?warehouseId=${warehouse!.id}&productId=${product.id}&size=200`,
    );
    const movedOut = ledger.items
      .filter((move) => move.fromLocation === 'B-02-01')
      .reduce((sum, move) => sum + move.quantity, 0);
    const agrees = held - movedOut === left && moved * EACH === movedOut && left >= 0;
    const others = statuses.length - moved - refused;
    console.log(`창고 재고 이동: ${MOVES}건 동시 (각 ${EACH}개, 재고 ${held}개), ${Math.round(elapsed)} ms`);
    console.log(
      `  ${agrees && others === 0 ? 'pass' : 'FAIL'}  이동 ${moved}건, 거절(409) ${refused}건, 기타 ${others}건; 남은 재고 ${left}개, 원장 출고 합계 ${movedOut}개 (lost update 없음, 음수 없음)`,
    );
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const READY = `
  (() => {
    const check = () => {
      if (window.__wmsReadyAt !== undefined) return;
      if (document.querySelector('nav[aria-label="창고 작업 메뉴"] a')) window.__wmsReadyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();
`;

/** The WMS home opened logged in on a phone with an empty cache: scripts until its menu is usable. */
export async function measureWmsHome(browser: Browser, base: string) {
  const login = await workerLogin(base);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    isMobile: true,
  });
  await context.addInitScript(
    `localStorage.setItem('portal.wmsAuth', ${JSON.stringify(JSON.stringify(login))});`,
  );
  await context.addInitScript(READY);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/wms`);
    await page.waitForFunction(() => (window as { __wmsReadyAt?: number }).__wmsReadyAt !== undefined);
    const readyAt = await page.evaluate(() => (window as { __wmsReadyAt?: number }).__wmsReadyAt!);
    const scripts = await page.evaluate(
      ({ origin, until }) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).origin === origin && e.name.endsWith('.js') && e.startTime <= until)
          .map((e) => ({ path: new URL(e.name).pathname, transferSize: e.transferSize })),
      { origin: base, until: readyAt },
    );
    return { scripts, readyAt };
  } finally {
    await context.close();
  }
}
