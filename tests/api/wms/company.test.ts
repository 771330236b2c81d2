import { desc, eq, sql } from 'drizzle-orm';
import { wmsMovements } from '../../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_CHANGED } from '../../../schemas/wmsStock';
import { multipart, samples } from '../fileSamples';
import { createTestApp, login, type TestApp } from '../testApp';
import { ledgerDisagreements, wmsHeaders, type WmsHeaders } from './helpers';

/**
 * Stock checks racing other workers (a Korean 409, nothing applied), transfer numbers that never
 * repeat, and the company side: the administrator of a company using the warehouse app sees its
 * transfers (the list protocol with filters, sort and range, one, photo zip); another company's does not.
 */
let t: TestApp;
let worker: WmsHeaders;
let second: WmsHeaders;
let centum: string;
let gijang: string;
let locations: Record<string, string>;

const get = (url: string, headers: Record<string, string> = worker) =>
  t.app.inject({ method: 'GET', url, headers });
const COMPANY_TRANSFERS = '/homepage/v2/wms/company/stock-transfers';
/** The company's transfer list in the list protocol (each parameter JSON in the query string). */
const companyList = (query: Record<string, unknown> = {}) =>
  `${COMPANY_TRANSFERS}?${new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, JSON.stringify(value)]),
  )}`;
interface Row {
  id: string;
  transferNo: string;
  status: string;
  productName: string;
  fromWarehouse: string;
  toWarehouse: string;
  quantity: number;
  createdAt: string;
}
const totalOf = (answer: { headers: Record<string, unknown> }) =>
  Number(String(answer.headers['content-range']).split('/')[1]);
const post = (url: string, payload: object, headers: WmsHeaders = worker) =>
  t.app.inject({ method: 'POST', url, headers, payload });
interface Detail {
  id: string;
  productId: string;
  locationCode: string;
  expectedQuantity: number;
}
const startCheck = async () => {
  const started = await post('/homepage/v2/wms/stock-checks', { warehouseId: centum });
  expect(started.statusCode).toBe(200);
  return started.json() as { id: string; details: Detail[] };
};
const count = (checkId: string, detail: Detail, countedQuantity: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/homepage/v2/wms/stock-checks/${checkId}/details`,
    headers: worker,
    payload: { counts: [{ detailId: detail.id, countedQuantity }] },
  });
const quantityAt = async (productId: string, code: string) => {
  const item = (await get(`/homepage/v2/wms/products/${productId}?warehouseId=${centum}`)).json() as {
    stocks: { locationCode: string; quantity: number }[];
  };
  return item.stocks.find((stock) => stock.locationCode === code)?.quantity ?? 0;
};

beforeAll(async () => {
  t = await createTestApp();
  worker = await wmsHeaders(t);
  second = await wmsHeaders(t);
  const warehouses = (await get('/homepage/v2/wms/warehouses/displayable')).json() as { id: string }[];
  centum = warehouses[0]!.id;
  gijang = warehouses[1]!.id;
  const list = (await get(`/homepage/v2/wms/warehouses/${centum}/locations`)).json() as {
    id: string;
    code: string;
  }[];
  locations = Object.fromEntries(list.map((row) => [row.code, row.id]));
}, 120_000);
afterAll(() => t?.close());

describe('stock checks against other workers', () => {
  it('refuses to finish a count over stock another worker moved since, in Korean, and applies nothing', async () => {
    const check = await startCheck();
    const detail = check.details.find((row) => row.expectedQuantity >= 2)!;
    expect((await count(check.id, detail, detail.expectedQuantity - 1)).statusCode).toBe(200);
    const target = detail.locationCode === 'A-01-01' ? 'B-02-01' : 'A-01-01';
    const moved = await post(
      `/homepage/v2/wms/warehouses/${centum}/display`,
      {
        productId: detail.productId,
        fromLocationId: locations[detail.locationCode],
        toLocationId: locations[target],
        quantity: 1,
      },
      second,
    );
    expect(moved.statusCode).toBe(200);
    const finished = await post(`/homepage/v2/wms/stock-checks/${check.id}/finish`, {});
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toBe(STOCK_CHANGED);
    expect(await quantityAt(detail.productId, detail.locationCode)).toBe(detail.expectedQuantity - 1);
    expect((await get(`/homepage/v2/wms/stock-checks/${check.id}`)).json().status).toBe('OPEN');
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('lets only one of two workers finishing the same check at once apply it; the other gets a Korean 409', async () => {
    const check = await startCheck();
    const detail = check.details.find((row) => row.expectedQuantity >= 1)!;
    expect((await count(check.id, detail, detail.expectedQuantity + 3)).statusCode).toBe(200);
    const url = `/homepage/v2/wms/stock-checks/${check.id}/finish`;
    const answers = await Promise.all([post(url, {}, worker), post(url, {}, second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toBe('이미 완료된 재고 조사입니다.');
    expect(await quantityAt(detail.productId, detail.locationCode)).toBe(detail.expectedQuantity + 3);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });
});

describe('stock transfer numbers', () => {
  it('gives concurrent transfers distinct numbers, and the database refuses a repeated one', async () => {
    const productId = (await startCheck()).details[0]!.productId;
    const list = (await get(`/homepage/v2/wms/warehouses/${gijang}/locations`)).json() as {
      id: string;
      code: string;
    }[];
    const from = list.find((row) => row.code === 'A-01-01')!.id;
    const body = {
      fromWarehouseId: gijang,
      fromLocationId: from,
      toWarehouseId: centum,
      productId,
      quantity: 1,
    };
    const answers = await Promise.all(
      [worker, second, worker].map((headers) => post('/homepage/v2/wms/stock-transfers', body, headers)),
    );
    const numbers = answers.map((answer) => answer.json().transferNo as string);
    expect(new Set(numbers).size).toBe(3);
    const repeated = await t.database.db
      .execute(
        sql`insert into wms_stock_transfers (company_id, transfer_no, from_warehouse_id, from_location_id, to_warehouse_id, product_id, quantity, status, requested_by)
            select company_id, transfer_no, from_warehouse_id, from_location_id, to_warehouse_id, product_id, quantity, status, requested_by
            from wms_stock_transfers where transfer_no = ${numbers[0]!}`,
      )
      .then(
        () => 'inserted',
        (error: { cause?: { message?: string } }) => String(error.cause?.message),
      );
    expect(repeated).toMatch(/wms_stock_transfers_number_idx/);
  });
});

describe("the company's administrator", () => {
  it('approves a transfer waiting for its audit (the goods move once) and refuses another', async () => {
    const admin = (await login(t.app, 'demo-wms@example.com')).headers;
    const products = (await get(`/homepage/v2/wms/products?warehouseId=${centum}&size=1`)).json() as {
      items: { id: string }[];
    };
    const productId = products.items[0]!.id;
    const request = async () => {
      const created = await post('/homepage/v2/wms/stock-transfers', {
        fromWarehouseId: centum,
        fromLocationId: locations['A-01-01'],
        toWarehouseId: gijang,
        productId,
        quantity: 1,
        memo: '',
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().status).toBe('REQUESTED');
      return created.json().id as string;
    };
    const decide = (id: string, decision: string, headers: Record<string, string> = admin) =>
      t.app.inject({
        method: 'POST',
        url: `${COMPANY_TRANSFERS}/${id}/decision`,
        headers,
        payload: { decision },
      });
    const before = await quantityAt(productId, 'A-01-01');
    const first = await request();
    const approved = await decide(first, 'APPROVE');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('DONE');
    expect(await quantityAt(productId, 'A-01-01')).toBe(before - 1);
    // Decided once: a second decision is a Korean 409 and nothing moves again.
    const again = await decide(first, 'APPROVE');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 처리된 재고 이동입니다.');
    expect(await quantityAt(productId, 'A-01-01')).toBe(before - 1);
    // The ledger names the administrator who approved.
    const [movement] = await t.database.db
      .select({ accountName: wmsMovements.accountName })
      .from(wmsMovements)
      .where(eq(wmsMovements.reason, 'TRANSFER'))
      .orderBy(desc(wmsMovements.id))
      .limit(1);
    expect(movement!.accountName).toMatch(/회사 관리자/);

    const refusedOne = await request();
    const rejected = await decide(refusedOne, 'REJECT');
    expect(rejected.json().status).toBe('REJECTED');
    expect(await quantityAt(productId, 'A-01-01')).toBe(before - 1);
    expect(await ledgerDisagreements(t)).toEqual([]);
  });

  it('lists, filters, opens and zips the transfers of the warehouses', async () => {
    const admin = (await login(t.app, 'demo-wms@example.com')).headers;
    const warehouses = (await get('/homepage/v2/wms/company/warehouses', admin)).json();
    expect(warehouses.map((row: { id: string }) => row.id)).toEqual([centum, gijang]);
    const answer = await get(companyList({ range: [0, 49] }), admin);
    expect(answer.statusCode).toBe(200);
    const all = answer.json() as Row[];
    const total = totalOf(answer);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(answer.headers['content-range']).toBe(`stockTransfers 0-${all.length - 1}/${total}`);
    // Newest first unless asked otherwise.
    const times = all.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const done = (await get(companyList({ filter: { status: 'DONE' } }), admin)).json() as Row[];
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((row) => row.status === 'DONE')).toBe(true);
    const one = all[0]!;
    const opened = await get(`/homepage/v2/wms/company/stock-transfers/${one.id}`, admin);
    expect(opened.json()).toMatchObject({ id: one.id, transferNo: one.transferNo });
    const noPhotos = await get(`/homepage/v2/wms/company/stock-transfers/${one.id}/download-images`, admin);
    expect(noPhotos.statusCode).toBe(404);
    expect(noPhotos.json().message).toBe('내려받을 사진이 없습니다.');
    const body = multipart([{ name: '상자.png', contents: samples.png() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/homepage/v2/wms/stock-transfers/${one.id}/photos`,
      headers: { ...worker, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const zip = await get(`/homepage/v2/wms/company/stock-transfers/${one.id}/download-images`, admin);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('filters by warehouse, request date and search, sorts by the four orders and pages with Content-Range', async () => {
    const admin = (await login(t.app, 'demo-wms@example.com')).headers;
    const all = (await get(companyList({ range: [0, 999] }), admin)).json() as Row[];
    const warehouses = (await get('/homepage/v2/wms/company/warehouses', admin)).json() as {
      id: string;
      name: string;
    }[];
    const gijangName = warehouses.find((row) => row.id === gijang)!.name;
    const touching = await get(companyList({ filter: { warehouseId: gijang }, range: [0, 999] }), admin);
    const expected = all.filter((row) => row.fromWarehouse === gijangName || row.toWarehouse === gijangName);
    expect((touching.json() as Row[]).map((row) => row.id).sort()).toEqual(
      expected.map((row) => row.id).sort(),
    );
    expect(totalOf(touching)).toBe(expected.length);

    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const dated = await get(companyList({ filter: { createdAt_gte: today, createdAt_lte: today } }), admin);
    expect(totalOf(dated)).toBe(all.length);
    const before = await get(companyList({ filter: { createdAt_lte: '2000-01-01' } }), admin);
    expect(before.json()).toEqual([]);
    expect(before.headers['content-range']).toBe('stockTransfers */0');

    const searched = (await get(companyList({ filter: { q: all[0]!.transferNo } }), admin)).json() as Row[];
    expect(searched.map((row) => row.id)).toEqual([all[0]!.id]);
    const byId = (await get(companyList({ filter: { id: [all[1]!.id] } }), admin)).json() as Row[];
    expect(byId.map((row) => row.id)).toEqual([all[1]!.id]);

    for (const [field, value] of [
      ['quantity', (row: Row) => row.quantity],
      ['productName', (row: Row) => row.productName],
      ['fromWarehouse', (row: Row) => row.fromWarehouse],
    ] as const) {
      const sorted = (
        await get(companyList({ sort: [field, 'ASC'], range: [0, 999] }), admin)
      ).json() as Row[];
      const values: (string | number)[] = sorted.map((row) => value(row));
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const second = await get(companyList({ range: [2, 3] }), admin);
    expect((second.json() as Row[]).map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
    expect(second.headers['content-range']).toBe(`stockTransfers 2-3/${all.length}`);

    const refused = await get(companyList({ sort: ['memo', 'ASC'] }), admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('정렬할 수 없는 항목입니다: memo');
    expect((await get(companyList({ filter: { page: 1 } }), admin)).statusCode).toBe(400);
  });

  it("refuses another company's administrator (403, 404 by id) and a warehouse worker's session (401)", async () => {
    const other = (await login(t.app, 'demo-admin@example.com')).headers;
    const refused = await get(COMPANY_TRANSFERS, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('창고 앱을 사용하는 회사의 관리자만 볼 수 있습니다.');
    const admin = (await login(t.app, 'demo-wms@example.com')).headers;
    const id = ((await get(COMPANY_TRANSFERS, admin)).json() as Row[])[0]!.id;
    expect((await get(`/homepage/v2/wms/company/stock-transfers/${id}`, other)).statusCode).toBe(404);
    expect((await get(`/homepage/v2/wms/company/stock-transfers/${id}`, worker)).statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('lists the six spec warehouse calls, the two fixed-price calls and the designed ones, with schemas', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const spec = [
      ['get', '/homepage/v2/wms/stock-transfers'],
      ['get', '/homepage/v2/wms/warehouses/displayable'],
      ['get', '/homepage/v2/wms/stock-transfers/{id}'],
      ['get', '/homepage/v2/wms/stock-transfers/{id}/surroundings'],
      ['get', '/homepage/v2/wms/stock-transfers/{id}/download-images'],
      ['get', '/homepage/v2/wms/stock-transfers/excel'],
      ['get', '/homepage/v2/item-static-price'],
      ['get', '/homepage/v2/item-static-price/excel'],
    ] as const;
    for (const [method, path] of spec) expect(document.paths[path]?.[method], path).toBeDefined();
    const warehouse = Object.entries(document.paths).filter(([path]) => path.startsWith('/homepage/v2/wms/'));
    const operations = warehouse.flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    // Every JSON answer of a warehouse call is described by a schema.
    const undescribed = operations.filter(
      ({ path, operation }) => !/excel|download-images/.test(path) && !operation.responses['200']?.content,
    );
    expect(undescribed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });
});
