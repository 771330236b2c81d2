import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBarcode } from '../../../server/db/seed/wms';
import { wmsStockChecks } from '../../../server/db/schema';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { CHECK_DAY_PASSED, CHECK_NOT_FINISHED, CHECK_STOCK_MOVED } from '../../../server/services/wms/checks';
import { createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import {
  addOtherWarehouseCompany,
  ledgerDisagreements,
  OTHER_WMS_WORKER,
  wmsHeaders,
  type WmsHeaders,
} from './helpers';

/**
 * What the warehouse floor added: every record says the product's own unit, a warehouse that
 * manages stock as one reads the company's total and each warehouse's share, the finished checks
 * are listed apart (history), and the company's administrator may reopen a check on the day it
 * was finished, the adjustments going back through the ledger.
 */
let t: TestApp;
let worker: WmsHeaders;
let admin: AuthHeaders;
let centum: string;
let gijang: string;
let locations: Record<string, string>;

const get = async (url: string, headers: Record<string, string> = worker) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = worker) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const reopen = (id: string, headers: Record<string, string> = admin) =>
  post(`/homepage/v2/wms/company/stock-checks/${id}/reopen`, undefined, headers);

interface Product {
  id: string;
  unit: string;
  quantity: number;
  stocks: { locationCode: string; quantity: number }[];
  integrated?: { total: number; warehouses: { warehouseId: string; name: string; quantity: number }[] };
}
async function product(item: number, warehouseId = centum): Promise<Product> {
  const response = await get(
    `/homepage/v2/wms/products/barcode/${demoBarcode(item)}?warehouseId=${warehouseId}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}
const at = (item: Product, code: string) =>
  item.stocks.find((stock) => stock.locationCode === code)?.quantity ?? 0;

interface Check {
  id: string;
  status: 'OPEN' | 'DONE';
  details: {
    id: string;
    productName: string;
    unit: string;
    locationCode: string;
    expectedQuantity: number;
    countedQuantity: number | null;
  }[];
}
/** A check of 센텀 with 종이컵 (item 7) at B-02-01 counted `delta` off, finished. */
async function finishedCheck(delta: number): Promise<{ check: Check; line: Check['details'][number] }> {
  const started = (await post('/homepage/v2/wms/stock-checks', { warehouseId: centum })).json() as Check;
  const line = started.details.find(
    (row) => row.productName === '종이컵 6.5온스' && row.locationCode === 'B-02-01',
  )!;
  const counted = await t.app.inject({
    method: 'PUT',
    url: `/homepage/v2/wms/stock-checks/${started.id}/details`,
    headers: worker,
    payload: { counts: [{ detailId: line.id, countedQuantity: line.expectedQuantity + delta }] },
  });
  expect(counted.statusCode).toBe(200);
  const finished = await post(`/homepage/v2/wms/stock-checks/${started.id}/finish`, undefined);
  expect(finished.statusCode).toBe(200);
  return { check: finished.json(), line };
}

beforeAll(async () => {
  t = await createTestApp();
  await addOtherWarehouseCompany(t);
  worker = await wmsHeaders(t);
  admin = (await login(t.app, 'demo-wms@example.com')).headers;
  const warehouses = (await get('/homepage/v2/wms/warehouses/displayable')).json() as { id: string }[];
  centum = warehouses[0]!.id;
  gijang = warehouses[1]!.id;
  const list = (await get(`/homepage/v2/wms/warehouses/${centum}/locations`)).json() as {
    id: string;
    code: string;
  }[];
  locations = Object.fromEntries(list.map((row) => [row.code, row.id]));
}, 60_000);
afterAll(() => t?.close());

describe("the product's own unit", () => {
  it('rides on products, receipt lines, check lines, display lists, the ledger and transfers', async () => {
    const cups = await product(7);
    expect(cups.unit).toBe('박스');
    const receipts = (await get(`/homepage/v2/wms/receipts?warehouseId=${centum}`)).json();
    const line = receipts.items.flatMap((row: { lines: object[] }) => row.lines)[0];
    expect(line.unit).toMatch(/^(박스|개|봉)$/);
    const shelves = (await get(`/homepage/v2/wms/displays?warehouseId=${centum}&area=SHELF`)).json();
    expect(
      shelves.items.find((row: { productName: string }) => row.productName === '종이컵 6.5온스').unit,
    ).toBe('박스');
    const ledger = (
      await get(`/homepage/v2/wms/movements?warehouseId=${centum}&productId=${cups.id}`)
    ).json();
    expect(ledger.items[0].unit).toBe('박스');
    const transfers = (await get('/homepage/v2/wms/stock-transfers')).json();
    expect(transfers.items[0].unit).toMatch(/^(박스|개|봉)$/);
    const check = (await post('/homepage/v2/wms/stock-checks', { warehouseId: centum })).json() as Check;
    expect(check.details.every((row) => row.unit.length > 0)).toBe(true);
  });

  it('names the unit in the 409 of a stale receipt', async () => {
    const receipts = (await get(`/homepage/v2/wms/receipts?warehouseId=${centum}&status=OPEN`)).json();
    const receipt = receipts.items.find(
      (row: { lines: { expectedQuantity: number; receivedQuantity: number }[] }) =>
        row.lines.some((l) => l.expectedQuantity - l.receivedQuantity >= 2),
    );
    const line = receipt.lines.find(
      (l: { expectedQuantity: number; receivedQuantity: number }) =>
        l.expectedQuantity - l.receivedQuantity >= 2,
    );
    const stale = await post(`/homepage/v2/wms/receipts/${receipt.id}/receive`, {
      lines: [{ lineId: line.id, quantity: 1, receivedBefore: line.receivedQuantity + 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`${line.receivedQuantity}${line.unit}`);
  });
});

describe('integrated stock', () => {
  it("from a warehouse with both flags on, reads the company's total and each warehouse's share", async () => {
    // 구운 아몬드 lies only in 센텀; 유기농 현미 누룽지 (item 1) lies in both.
    const both = await product(1);
    const inGijang = await product(1, gijang);
    expect(both.integrated).toBeDefined();
    expect(both.integrated!.warehouses.map((row) => row.name)).toEqual(['센텀 본 창고', '기장 물류센터']);
    expect(both.integrated!.warehouses.map((row) => row.quantity)).toEqual([
      both.quantity,
      inGijang.quantity,
    ]);
    expect(both.integrated!.total).toBe(both.quantity + inGijang.quantity);
    const byId = (await get(`/homepage/v2/wms/products/${both.id}?warehouseId=${centum}`)).json() as Product;
    expect(byId.integrated).toEqual(both.integrated);
  });

  it('is not read from a warehouse that keeps its own stock, nor across companies', async () => {
    expect((await product(1, gijang)).integrated).toBeUndefined();
    const other = await wmsHeaders(t, OTHER_WMS_WORKER);
    const theirs = (await get('/homepage/v2/wms/warehouses/displayable', other)).json() as { id: string }[];
    const cups = await product(7);
    // Another company's worker cannot read 소담상회's product, whatever warehouse they name.
    const refused = await get(`/homepage/v2/wms/products/${cups.id}?warehouseId=${theirs[0]!.id}`, other);
    expect(refused.statusCode).toBe(404);
    const wrongWarehouse = await get(`/homepage/v2/wms/products/${cups.id}?warehouseId=${centum}`, other);
    expect(wrongWarehouse.statusCode).toBe(404);
  });
});

describe('stock check history and reopening', () => {
  it('lists finished checks apart from open ones', async () => {
    await finishedCheck(0);
    const done = (await get(`/homepage/v2/wms/stock-checks?warehouseId=${centum}&status=DONE`)).json();
    const open = (await get(`/homepage/v2/wms/stock-checks?warehouseId=${centum}&status=OPEN`)).json();
    expect(done.items.length).toBeGreaterThan(0);
    expect(done.items.every((row: Check) => row.status === 'DONE')).toBe(true);
    expect(open.items.every((row: Check) => row.status === 'OPEN')).toBe(true);
    const wrong = await get(`/homepage/v2/wms/stock-checks?warehouseId=${centum}&status=CLOSED`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/[가-힣]/);
  });

  it('reopens a check finished today: the adjustment goes back through the ledger, the counts stay', async () => {
    const before = at(await product(7), 'B-02-01');
    const { check, line } = await finishedCheck(-2);
    expect(at(await product(7), 'B-02-01')).toBe(before - 2);
    const reopened = await reopen(check.id);
    expect(reopened.statusCode).toBe(200);
    const body = reopened.json() as Check;
    expect(body.status).toBe('OPEN');
    expect(body.details.find((row) => row.id === line.id)!.countedQuantity).toBe(before - 2);
    expect(at(await product(7), 'B-02-01')).toBe(before);
    expect(await ledgerDisagreements(t)).toEqual([]);
    // Counted again and finished again: the new count applies once, from the snapshot.
    await t.app.inject({
      method: 'PUT',
      url: `/homepage/v2/wms/stock-checks/${check.id}/details`,
      headers: worker,
      payload: { counts: [{ detailId: line.id, countedQuantity: before - 1 }] },
    });
    expect((await post(`/homepage/v2/wms/stock-checks/${check.id}/finish`, undefined)).statusCode).toBe(200);
    expect(at(await product(7), 'B-02-01')).toBe(before - 1);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it("lists the company's checks for its administrator: counted lines, differences, reopenable today", async () => {
    const { check } = await finishedCheck(-1);
    const list = await get(
      `/homepage/v2/wms/company/stock-checks?filter=${encodeURIComponent('{"status":"DONE"}')}`,
      admin,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json() as {
      id: string;
      status: string;
      warehouseName: string;
      startedBy: string;
      lineCount: number;
      countedCount: number;
      differences: number;
      reopenable: boolean;
    }[];
    expect(rows.every((row) => row.status === 'DONE')).toBe(true);
    const row = rows.find((one) => one.id === check.id)!;
    expect(row).toMatchObject({ countedCount: 1, differences: 1, reopenable: true });
    expect(row.lineCount).toBeGreaterThan(1);
    expect(row.warehouseName.length).toBeGreaterThan(0);
    expect(row.startedBy).not.toBe('-');
    expect(list.headers['content-range']).toMatch(/^stockChecks 0-\d+\/\d+$/);

    // The warehouse filter keeps to that warehouse; one on another warehouse has none of these.
    const gijangs = (
      await get(
        `/homepage/v2/wms/company/stock-checks?filter=${encodeURIComponent(JSON.stringify({ warehouseId: gijang }))}`,
        admin,
      )
    ).json();
    expect(gijangs.some((one: { id: string }) => one.id === check.id)).toBe(false);

    // Finished yesterday (Seoul): still listed, no longer reopenable.
    const id = createIdCodec(testSettings().secrets.idKey).decode('wmsCheck', check.id)!;
    await t.database.db
      .update(wmsStockChecks)
      .set({ finishedAt: new Date(t.clock.now.getTime() - 24 * 60 * 60 * 1000) })
      .where(eq(wmsStockChecks.id, id));
    const one = await get(`/homepage/v2/wms/company/stock-checks/${check.id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: check.id, status: 'DONE', reopenable: false });

    // A worker's session is not an administrator's.
    expect((await get('/homepage/v2/wms/company/stock-checks', worker)).statusCode).toBe(401);
  });

  it('refuses an open check, in Korean', async () => {
    const open = (await post('/homepage/v2/wms/stock-checks', { warehouseId: centum })).json() as Check;
    const refused = await reopen(open.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECK_NOT_FINISHED);
  });

  it('refuses a check finished on an earlier Seoul day', async () => {
    const { check } = await finishedCheck(1);
    const id = createIdCodec(testSettings().secrets.idKey).decode('wmsCheck', check.id)!;
    await t.database.db
      .update(wmsStockChecks)
      .set({ finishedAt: new Date(t.clock.now.getTime() - 24 * 60 * 60 * 1000) })
      .where(eq(wmsStockChecks.id, id));
    const before = at(await product(7), 'B-02-01');
    const refused = await reopen(check.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECK_DAY_PASSED);
    expect(at(await product(7), 'B-02-01')).toBe(before);
  });

  it('refuses when the counted stock moved since the finish, and writes nothing', async () => {
    const { check } = await finishedCheck(1);
    const cups = await product(7);
    const moved = await post(`/homepage/v2/wms/warehouses/${centum}/display`, {
      productId: cups.id,
      fromLocationId: locations['B-02-01'],
      toLocationId: locations['A-01-02'],
      quantity: 1,
    });
    expect(moved.statusCode).toBe(200);
    const refused = await reopen(check.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECK_STOCK_MOVED);
    expect(((await get(`/homepage/v2/wms/stock-checks/${check.id}`)).json() as Check).status).toBe('DONE');
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('is done once for one Idempotency-Key, and only by the administrator of the company', async () => {
    const before = at(await product(7), 'B-02-01');
    const { check } = await finishedCheck(3);
    const key = `reopen-${Date.now()}`;
    const first = await reopen(check.id, { ...admin, 'idempotency-key': key });
    const again = await reopen(check.id, { ...admin, 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(at(await product(7), 'B-02-01')).toBe(before);
    // A warehouse worker has no administrator session; a member who is not an administrator is refused.
    expect((await reopen(check.id, worker)).statusCode).toBe(401);
    const member = (await login(t.app, 'demo-member@example.com')).headers;
    expect((await reopen(check.id, member)).statusCode).toBe(403);
    // Another company's administrator does not find 소담상회's check.
    const otherAdmin = (await login(t.app, 'demo-admin@example.com')).headers;
    expect((await reopen(check.id, otherAdmin)).statusCode).toBe(404);
  });
});
