import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WMS_AUDITOR, demoBarcode } from '../../../server/db/seed/wms';
import { createTestApp, type TestApp } from '../testApp';
import {
  addOtherWarehouseCompany,
  ledgerDisagreements,
  OTHER_WMS_WORKER,
  wmsHeaders,
  type WmsHeaders,
} from './helpers';

let t: TestApp;
let worker: WmsHeaders;
let centum: string;
let locations: Record<string, string>;

const get = (url: string, headers: WmsHeaders = worker) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: WmsHeaders = worker) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function product(barcode: string) {
  const response = await get(`/homepage/v2/wms/products/barcode/${barcode}?warehouseId=${centum}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    id: string;
    quantity: number;
    stocks: { locationCode: string; quantity: number }[];
  };
}
const at = (item: { stocks: { locationCode: string; quantity: number }[] }, code: string) =>
  item.stocks.find((stock) => stock.locationCode === code)?.quantity ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  worker = await wmsHeaders(t);
  const warehouses = (await get('/homepage/v2/wms/warehouses/displayable')).json() as {
    id: string;
    name: string;
  }[];
  centum = warehouses[0]!.id;
  const list = (await get(`/homepage/v2/wms/warehouses/${centum}/locations`)).json() as {
    id: string;
    code: string;
  }[];
  locations = Object.fromEntries(list.map((row) => [row.code, row.id]));
}, 60_000);
afterAll(() => t?.close());

describe('warehouse login', () => {
  it('answers the six fields the app keeps, and a wrong password like an unknown e-mail', async () => {
    const ok = await post(
      '/homepage/v2/wms/auth/login',
      { email: 'demo-wms-worker@example.com', password: 'Demo!2345' },
      {},
    );
    expect(Object.keys(ok.json()).sort()).toEqual(
      ['accountEncrypted', 'accountName', 'cellPhone', 'clientId', 'clientSecret', 'email'].sort(),
    );
    const wrong = await post(
      '/homepage/v2/wms/auth/login',
      { email: 'demo-wms-worker@example.com', password: 'Nope!2345' },
      {},
    );
    const unknown = await post(
      '/homepage/v2/wms/auth/login',
      { email: 'nobody@example.com', password: 'Nope!2345' },
      {},
    );
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses warehouse calls without the warehouse headers, with a Korean 401', async () => {
    const response = await get('/homepage/v2/wms/warehouses/displayable', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('창고 로그인이 필요합니다.');
  });

  it('lists both warehouses with their flags', async () => {
    const warehouses = (await get('/homepage/v2/wms/warehouses/displayable')).json();
    expect(warehouses).toHaveLength(2);
    expect(warehouses[0]).toMatchObject({ stockTransferAuditingYN: 'Y', integratedStockManagementYN: 'Y' });
    expect(warehouses[1]).toMatchObject({ stockTransferAuditingYN: 'N', integratedStockManagementYN: 'N' });
  });
});

describe('stock moves only through the ledger', () => {
  it('finds a product by its EAN-13 barcode and refuses a wrong check digit in Korean', async () => {
    const found = await product(demoBarcode(1));
    expect(at(found, 'A-01-01')).toBe(40);
    const bad = await get(`/homepage/v2/wms/products/barcode/8801234000010?warehouseId=${centum}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/EAN-13/);
  });

  it('receives goods against a receipt into the receiving area, never past what was expected', async () => {
    const receipts = (
      await get(`/homepage/v2/wms/receipts?warehouseId=${centum}&kind=STORE&status=OPEN`)
    ).json();
    const receipt = receipts.items.find((row: { receiptNo: string }) => row.receiptNo === 'RC-24001');
    const line = receipt.lines[0];
    const before = at(await product(line.barcode), 'RCV');
    const received = await post(`/homepage/v2/wms/receipts/${receipt.id}/receive`, {
      lines: [{ lineId: line.id, quantity: 15 }],
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().lines[0].receivedQuantity).toBe(15);
    expect(at(await product(line.barcode), 'RCV')).toBe(before + 15);
    const over = await post(`/homepage/v2/wms/receipts/${receipt.id}/receive`, {
      lines: [{ lineId: line.id, quantity: 6 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/예정 수량/);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('shelves goods from the receiving area; a move of more than is there is a Korean 409 and changes nothing', async () => {
    const item = await product(demoBarcode(1));
    const waiting = at(item, 'RCV');
    const shelve = (quantity: number, expectedQuantity?: number) =>
      post(`/homepage/v2/wms/warehouses/${centum}/display`, {
        productId: item.id,
        fromLocationId: locations.RCV,
        toLocationId: locations['A-01-02'],
        quantity,
        ...(expectedQuantity === undefined ? {} : { expectedQuantity }),
      });
    expect((await shelve(5)).statusCode).toBe(200);
    const tooMany = await shelve(waiting);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/재고가 부족합니다/);
    const after = await product(demoBarcode(1));
    expect([at(after, 'RCV'), at(after, 'A-01-02')]).toEqual([waiting - 5, 5]);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('lets one of two workers moving the same stock at once win; the other gets a Korean 409', async () => {
    const second = await wmsHeaders(t);
    const item = await product(demoBarcode(4));
    const held = at(item, 'B-02-01');
    const body = {
      productId: item.id,
      fromLocationId: locations['B-02-01'],
      toLocationId: locations['A-01-01'],
      quantity: held,
      expectedQuantity: held,
    };
    const url = `/homepage/v2/wms/warehouses/${centum}/display`;
    const answers = await Promise.all([post(url, body, worker), post(url, body, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toMatch(/다른 작업자|재고가 부족합니다/);
    expect(at(await product(demoBarcode(4)), 'B-02-01')).toBe(0);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('applies a stock check with one difference as a ledger adjustment', async () => {
    const started = await post('/homepage/v2/wms/stock-checks', { warehouseId: centum });
    expect(started.statusCode).toBe(200);
    const check = started.json();
    const detail = check.details.find((row: { barcode: string }) => row.barcode === demoBarcode(3));
    const counted = await t.app.inject({
      method: 'PUT',
      url: `/homepage/v2/wms/stock-checks/${check.id}/details`,
      headers: worker,
      payload: { counts: [{ detailId: detail.id, countedQuantity: detail.expectedQuantity - 2 }] },
    });
    expect(counted.json().differences).toBe(1);
    const finished = await post(`/homepage/v2/wms/stock-checks/${check.id}/finish`, {});
    expect(finished.statusCode).toBe(200);
    expect(finished.json().status).toBe('DONE');
    expect(at(await product(demoBarcode(3)), detail.locationCode)).toBe(detail.expectedQuantity - 2);
    const ledger = (await get(`/homepage/v2/wms/movements?warehouseId=${centum}&size=1`)).json();
    expect(ledger.items[0]).toMatchObject({ reason: 'CHECK', quantity: 2, toLocation: null });
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('refuses a negative, fractional or absurd quantity with a Korean 400', async () => {
    const item = await product(demoBarcode(2));
    for (const quantity of [-1, 0, 1.5, 10_000_001, '3']) {
      const response = await post(`/homepage/v2/wms/warehouses/${centum}/display`, {
        productId: item.id,
        fromLocationId: locations['A-01-02'],
        toLocationId: locations['A-01-01'],
        quantity,
      });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
  });
});

describe('stock transfers', () => {
  it('waits for the audit where the source warehouse audits, then moves on approval', async () => {
    const warehouses = (await get('/homepage/v2/wms/warehouses/displayable')).json();
    const item = await product(demoBarcode(1));
    const created = await post('/homepage/v2/wms/stock-transfers', {
      fromWarehouseId: centum,
      fromLocationId: locations['A-01-01'],
      toWarehouseId: warehouses[1].id,
      productId: item.id,
      quantity: 3,
      // Text a spreadsheet would take for a formula: the export below must keep it text.
      memo: '=HYPERLINK("http://example.com","급함")',
    });
    expect(created.json().status).toBe('REQUESTED');
    expect(at(await product(demoBarcode(1)), 'A-01-01')).toBe(at(item, 'A-01-01'));
    // The requester may not audit their own transfer: the second worker does.
    const auditor = await wmsHeaders(t, DEMO_WMS_AUDITOR);
    const approved = await post(
      `/homepage/v2/wms/stock-transfers/${created.json().id}/decision`,
      { decision: 'APPROVE' },
      auditor,
    );
    expect(approved.json().status).toBe('DONE');
    expect(at(await product(demoBarcode(1)), 'A-01-01')).toBe(at(item, 'A-01-01') - 3);
    const again = await post(
      `/homepage/v2/wms/stock-transfers/${created.json().id}/decision`,
      { decision: 'APPROVE' },
      auditor,
    );
    expect(again.statusCode).toBe(409);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('lists, pages through, exports and zips the photos of transfers', async () => {
    const list = (await get('/homepage/v2/wms/stock-transfers?orderByType=ASC&orderColumn=DATE')).json();
    expect(list.total).toBeGreaterThanOrEqual(2);
    const first = list.items[0].id;
    const around = (
      await get(`/homepage/v2/wms/stock-transfers/${first}/surroundings?orderByType=ASC&orderColumn=DATE`)
    ).json();
    expect(around).toMatchObject({ previousId: null, nextId: list.items[1].id, position: 1 });
    const noPhotos = await get(`/homepage/v2/wms/stock-transfers/${first}/download-images`);
    expect(noPhotos.statusCode).toBe(404);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----wms';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="박스.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/homepage/v2/wms/stock-transfers/${first}/photos`,
      headers: { ...worker, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await get(`/homepage/v2/wms/stock-transfers/${first}`)).json().photos).toHaveLength(1);
    const zip = await get(`/homepage/v2/wms/stock-transfers/${first}/download-images`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const excel = await get('/homepage/v2/wms/stock-transfers/excel?status=DONE');
    expect(excel.statusCode).toBe(200);
    expect(String(excel.headers['content-disposition'])).toContain('.xlsx');
    const sheet = XLSX.read(excel.rawPayload, { type: 'buffer', cellFormula: true });
    const cells = Object.values(sheet.Sheets[sheet.SheetNames[0]!]!).filter(
      (cell): cell is XLSX.CellObject => typeof cell === 'object' && cell !== null && 'v' in cell,
    );
    expect(cells.filter((cell) => cell.f !== undefined)).toEqual([]);
    expect(cells.map((cell) => cell.v)).toContain('\'=HYPERLINK("http://example.com","급함")');
    expect(cells.filter((cell) => typeof cell.v === 'string' && /^[=+\-@]/.test(cell.v))).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("never shows one company's warehouses, stock, receipts or transfers to another company's worker", async () => {
    await addOtherWarehouseCompany(t);
    const other = await wmsHeaders(t, OTHER_WMS_WORKER);
    const theirs = (await get('/homepage/v2/wms/warehouses/displayable', other)).json();
    expect(theirs.map((row: { name: string }) => row.name)).toEqual(['성수 창고']);
    expect(
      (await get(`/homepage/v2/wms/products/barcode/${demoBarcode(1)}?warehouseId=${theirs[0].id}`, other))
        .statusCode,
    ).toBe(404);
    expect((await get(`/homepage/v2/wms/products?warehouseId=${centum}`, other)).statusCode).toBe(404);
    expect((await get(`/homepage/v2/wms/warehouses/${centum}/locations`, other)).statusCode).toBe(404);
    expect((await get('/homepage/v2/wms/stock-transfers', other)).json().total).toBe(0);
    const mine = (await get('/homepage/v2/wms/stock-transfers')).json();
    expect((await get(`/homepage/v2/wms/stock-transfers/${mine.items[0].id}`, other)).statusCode).toBe(404);
    const item = await product(demoBarcode(2));
    const stolen = await post(
      `/homepage/v2/wms/warehouses/${theirs[0].id}/display`,
      {
        productId: item.id,
        fromLocationId: locations['A-01-02'],
        toLocationId: locations['A-01-01'],
        quantity: 1,
      },
      other,
    );
    expect(stolen.statusCode).toBe(404);
  });
});
