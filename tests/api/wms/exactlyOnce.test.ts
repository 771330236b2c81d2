import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WMS_AUDITOR, demoBarcode } from '../../../server/db/seed/wms';
import { ROUTE_TABLES } from '../../../server/routes';
import { SELF_DECISION } from '../../../server/services/wms/transferWrites';
import { createTestApp, type TestApp } from '../testApp';
import { ledgerDisagreements, wmsHeaders, type WmsHeaders } from './helpers';

/**
 * A phone on a warehouse floor repeats a write whenever it did not see the answer. Every warehouse
 * write sent twice with one Idempotency-Key is done once and answers the first answer again; a
 * screen that shows a stale quantity gets a Korean 409 instead of a second count; a transfer is
 * never decided by the worker who asked for it.
 */
let t: TestApp;
let worker: WmsHeaders;
let auditor: WmsHeaders;
let centum: string;
let gijang: string;
let locations: Record<string, string>;

type Method = 'POST' | 'PUT';
const send = (method: Method, url: string, payload: object, headers: WmsHeaders, key?: string) =>
  t.app.inject({ method, url, payload, headers: key ? { ...headers, 'idempotency-key': key } : headers });
const get = async (url: string, headers = worker) =>
  (await t.app.inject({ method: 'GET', url, headers })).json();
const PHOTOS = 'POST /homepage/v2/wms/stock-transfers/{id}/photos';
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

async function productId(barcode: string) {
  return (await get(`/homepage/v2/wms/products/barcode/${barcode}?warehouseId=${centum}`)).id as string;
}
async function openReceipt() {
  const page = await get(`/homepage/v2/wms/receipts?warehouseId=${centum}&status=OPEN`);
  const receipt = page.items.find(
    (row: { lines: { receivedQuantity: number; expectedQuantity: number }[] }) =>
      row.lines.some((line) => line.expectedQuantity - line.receivedQuantity >= 2),
  );
  return receipt as {
    id: string;
    lines: { id: string; receivedQuantity: number; expectedQuantity: number; unit: string }[];
  };
}
async function openCheck() {
  const started = await send('POST', '/homepage/v2/wms/stock-checks', { warehouseId: centum }, worker);
  expect(started.statusCode).toBe(200);
  return started.json() as {
    id: string;
    details: { id: string; expectedQuantity: number; countedQuantity: number | null }[];
  };
}
async function transferBy(requester: WmsHeaders) {
  const created = await send(
    'POST',
    '/homepage/v2/wms/stock-transfers',
    {
      fromWarehouseId: centum,
      fromLocationId: locations['A-01-01'],
      toWarehouseId: gijang,
      productId: await productId(demoBarcode(1)),
      quantity: 1,
    },
    requester,
  );
  expect(created.statusCode).toBe(200);
  return created.json().id as string;
}

/** One request per warehouse write, made fresh for each try (a new receipt line, a new check, …). */
const WRITES: Record<
  string,
  () => Promise<{ method: Method; url: string; payload: object; headers?: WmsHeaders }>
> = {
  'POST /homepage/v2/wms/receipts/{id}/receive': async () => {
    const receipt = await openReceipt();
    const line = receipt.lines.find((row) => row.expectedQuantity - row.receivedQuantity >= 2)!;
    return {
      method: 'POST',
      url: `/homepage/v2/wms/receipts/${receipt.id}/receive`,
      payload: { lines: [{ lineId: line.id, quantity: 1, receivedBefore: line.receivedQuantity }] },
    };
  },
  'POST /homepage/v2/wms/receipts/{id}/lines': async () => ({
    method: 'POST',
    url: `/homepage/v2/wms/receipts/${(await openReceipt()).id}/lines`,
    payload: { productId: await productId(demoBarcode(2)), expectedQuantity: 3 },
  }),
  'POST /homepage/v2/wms/stock-checks': async () => ({
    method: 'POST',
    url: '/homepage/v2/wms/stock-checks',
    payload: { warehouseId: centum },
  }),
  'PUT /homepage/v2/wms/stock-checks/{id}/details': async () => {
    const check = await openCheck();
    const detail = check.details[0]!;
    return {
      method: 'PUT',
      url: `/homepage/v2/wms/stock-checks/${check.id}/details`,
      payload: {
        counts: [{ detailId: detail.id, countedQuantity: detail.expectedQuantity, countedBefore: null }],
      },
    };
  },
  'POST /homepage/v2/wms/stock-checks/{id}/finish': async () => ({
    method: 'POST',
    url: `/homepage/v2/wms/stock-checks/${(await openCheck()).id}/finish`,
    payload: {},
  }),
  'POST /homepage/v2/wms/warehouses/{id}/display': async () => ({
    method: 'POST',
    url: `/homepage/v2/wms/warehouses/${centum}/display`,
    payload: {
      productId: await productId(demoBarcode(1)),
      fromLocationId: locations['A-01-01'],
      toLocationId: locations['A-01-02'],
      quantity: 1,
    },
  }),
  'POST /homepage/v2/wms/stock-transfers': async () => ({
    method: 'POST',
    url: '/homepage/v2/wms/stock-transfers',
    payload: {
      fromWarehouseId: gijang,
      fromLocationId: (await get(`/homepage/v2/wms/warehouses/${gijang}/locations`)).find(
        (row: { code: string }) => row.code === 'A-01-01',
      ).id,
      toWarehouseId: centum,
      productId: await productId(demoBarcode(1)),
      quantity: 1,
    },
  }),
  'POST /homepage/v2/wms/stock-transfers/{id}/decision': async () => ({
    method: 'POST',
    url: `/homepage/v2/wms/stock-transfers/${await transferBy(auditor)}/decision`,
    payload: { decision: 'APPROVE' },
  }),
};

/** What a write can change: stock, the ledger, receipt lines, checks, counts and transfers. */
async function footprint() {
  // Both engines answer raw statements with { rows }.
  const { rows } = (await t.database.db.execute(sql`
    select (select count(*)::int from wms_movements) as movements,
           (select coalesce(sum(quantity), 0)::int from wms_stock) as stock,
           (select count(*)::int from wms_receipt_lines) as lines,
           (select coalesce(sum(received_quantity), 0)::int from wms_receipt_lines) as received,
           (select count(*)::int from wms_stock_checks) as checks,
           (select count(*)::int from wms_stock_checks where status = 'DONE') as finished,
           (select count(*)::int from wms_stock_check_details where counted_quantity is not null) as counted,
           (select count(*)::int from wms_stock_transfers) as transfers,
           (select count(*)::int from wms_stock_transfers where status <> 'REQUESTED') as decided`)) as unknown as {
    rows: Record<string, number>[];
  };
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  worker = await wmsHeaders(t);
  auditor = await wmsHeaders(t, DEMO_WMS_AUDITOR);
  const [first, second] = await get('/homepage/v2/wms/warehouses/displayable');
  centum = first.id;
  gijang = second.id;
  const list = (await get(`/homepage/v2/wms/warehouses/${centum}/locations`)) as {
    id: string;
    code: string;
  }[];
  locations = Object.fromEntries(list.map((row) => [row.code, row.id]));
}, 60_000);
afterAll(() => t?.close());

describe('exactly-once warehouse writes', () => {
  it('declares every warehouse write repeatable (the registry, not a list, says which)', () => {
    const writes = ROUTE_TABLES.flatMap((table) =>
      Object.entries(table.calls)
        .filter(([key, declaration]) => declaration.access === 'warehouse' && !key.startsWith('GET '))
        // Leaving (logout) repeats harmlessly.
        .filter(([key]) => !key.endsWith('/auth/logout'))
        .map(([key, declaration]) => ({
          key,
          idempotent: 'idempotent' in declaration && declaration.idempotent,
        })),
    );
    // Photos (a multipart body) have their own test below.
    expect(writes.map((write) => write.key).sort()).toEqual([...Object.keys(WRITES), PHOTOS].sort());
    expect(writes.filter((write) => !write.idempotent).map((write) => write.key)).toEqual([]);
  });

  for (const [call, make] of Object.entries(WRITES)) {
    it(`${call}: a repeat with the same key answers the first answer and changes nothing more`, async () => {
      const request = await make();
      const key = newKey();
      const first = await send(request.method, request.url, request.payload, request.headers ?? worker, key);
      expect(first.statusCode, first.body).toBe(200);
      const after = await footprint();
      const again = await send(request.method, request.url, request.payload, request.headers ?? worker, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await footprint()).toEqual(after);
      expect(await ledgerDisagreements(t)).toEqual([]);
    });
  }

  it('attaches photos once when the upload is sent again with its key', async () => {
    const transfer = (await get('/homepage/v2/wms/stock-transfers')).items[0] as { id: string };
    const photos = async () =>
      ((await get(`/homepage/v2/wms/stock-transfers/${transfer.id}`)).photos as []).length;
    const before = await photos();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----once';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="상자.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const key = newKey();
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: `/homepage/v2/wms/stock-transfers/${transfer.id}/photos`,
        headers: {
          ...worker,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'idempotency-key': key,
        },
        payload,
      });
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await photos()).toBe(before + 1);
  });

  it('does a write once when its repeats arrive together', async () => {
    const request = await WRITES['POST /homepage/v2/wms/receipts/{id}/receive']!();
    const before = await footprint();
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(request.method, request.url, request.payload, worker, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await footprint())!.received).toBe(before!.received! + 1);
  });

  it('refuses a key reused for another request, and a malformed key, in Korean', async () => {
    const request = await WRITES['POST /homepage/v2/wms/warehouses/{id}/display']!();
    const key = newKey();
    expect((await send(request.method, request.url, request.payload, worker, key)).statusCode).toBe(200);
    const other = await send(request.method, request.url, { ...request.payload, quantity: 2 }, worker, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/다른 요청/);
    const malformed = await send(request.method, request.url, request.payload, worker, 'x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/요청 키/);
  });

  it('keeps one worker’s key apart from another’s', async () => {
    const key = newKey();
    const mine = await WRITES['POST /homepage/v2/wms/stock-checks']!();
    const first = await send(mine.method, mine.url, mine.payload, worker, key);
    const theirs = await send(mine.method, mine.url, mine.payload, auditor, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(first.json().id);
  });
});

describe('a stale screen', () => {
  it('receiving with the received quantity another worker changed is a Korean 409 that changes nothing', async () => {
    const receipt = await openReceipt();
    const line = receipt.lines.find((row) => row.expectedQuantity - row.receivedQuantity >= 2)!;
    const url = `/homepage/v2/wms/receipts/${receipt.id}/receive`;
    const seen = line.receivedQuantity;
    const mine = await send(
      'POST',
      url,
      { lines: [{ lineId: line.id, quantity: 1, receivedBefore: seen }] },
      worker,
    );
    expect(mine.statusCode).toBe(200);
    const before = await footprint();
    const stale = await send(
      'POST',
      url,
      { lines: [{ lineId: line.id, quantity: 1, receivedBefore: seen }] },
      auditor,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/다른 작업자가 먼저 입고했습니다/);
    // The current quantity, in the product's own unit.
    expect(stale.json().message).toContain(`${seen + 1}${line.unit}`);
    expect(await footprint()).toEqual(before);
  });

  it('a count over another worker’s saved count is a Korean 409 that changes nothing', async () => {
    const check = await openCheck();
    const detail = check.details[0]!;
    const url = `/homepage/v2/wms/stock-checks/${check.id}/details`;
    const first = await send(
      'PUT',
      url,
      { counts: [{ detailId: detail.id, countedQuantity: 4, countedBefore: null }] },
      worker,
    );
    expect(first.statusCode).toBe(200);
    const stale = await send(
      'PUT',
      url,
      { counts: [{ detailId: detail.id, countedQuantity: 9, countedBefore: null }] },
      auditor,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/다른 작업자가 먼저 실사 수량을 저장했습니다/);
    const current = await get(`/homepage/v2/wms/stock-checks/${check.id}`);
    expect(current.details.find((row: { id: string }) => row.id === detail.id).countedQuantity).toBe(4);
    const fresh = await send(
      'PUT',
      url,
      { counts: [{ detailId: detail.id, countedQuantity: 9, countedBefore: 4 }] },
      auditor,
    );
    expect(fresh.statusCode).toBe(200);
  });
});

describe('a second pair of eyes', () => {
  it('refuses a transfer decided by the worker who requested it with a Korean 403; another worker decides it', async () => {
    const id = await transferBy(worker);
    const before = await footprint();
    const own = await send(
      'POST',
      `/homepage/v2/wms/stock-transfers/${id}/decision`,
      { decision: 'APPROVE' },
      worker,
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SELF_DECISION);
    expect(await footprint()).toEqual(before);
    const other = await send(
      'POST',
      `/homepage/v2/wms/stock-transfers/${id}/decision`,
      { decision: 'REJECT' },
      auditor,
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().status).toBe('REJECTED');
  });
});
