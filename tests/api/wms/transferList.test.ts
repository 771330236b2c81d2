import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WMS_WORKER } from '../../../server/db/seed/wms';
import {
  wmsAccounts,
  wmsLocations,
  wmsProducts,
  wmsStockTransfers,
  wmsWarehouses,
} from '../../../server/db/schema';
import { multipart, samples } from '../fileSamples';
import { createTestApp, type TestApp } from '../testApp';
import { wmsHeaders, type WmsHeaders } from './helpers';

/**
 * The stock transfer list pages, sorts and counts in the database (one statement for a page and its
 * total), and the detail screen's neighbours come from window functions over the same filter:
 * both are checked against the whole filtered list ordered here.
 */
let t: TestApp;
let worker: WmsHeaders;

interface Item {
  id: string;
  transferNo: string;
  status: string;
  productName: string;
  fromWarehouse: string;
  quantity: number;
  createdAt: string;
  photos: { id: string; fileName: string; url: string }[];
}
const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: worker });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const list = (query: Record<string, string | number>) =>
  get(
    `/homepage/v2/wms/stock-transfers?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  ) as Promise<{
    items: Item[];
    total: number;
  }>;

beforeAll(async () => {
  t = await createTestApp();
  worker = await wmsHeaders(t);
  const db = t.database.db;
  const [account] = await db.select().from(wmsAccounts).where(eq(wmsAccounts.email, DEMO_WMS_WORKER));
  const companyId = account!.companyId;
  const warehouses = await db.select().from(wmsWarehouses).where(eq(wmsWarehouses.companyId, companyId));
  const products = await db.select().from(wmsProducts).where(eq(wmsProducts.companyId, companyId));
  const locations = await db.select().from(wmsLocations).where(eq(wmsLocations.companyId, companyId));
  const statuses = ['DONE', 'REQUESTED', 'REJECTED'] as const;
  // 30 transfers with repeated quantities, products and times, so that ties need the id.
  await db.insert(wmsStockTransfers).values(
    Array.from({ length: 30 }, (_, n) => {
      const from = warehouses[n % 2]!;
      return {
        companyId,
        transferNo: `TL-${String(n).padStart(3, '0')}`,
        fromWarehouseId: from.id,
        fromLocationId: locations.find((location) => location.warehouseId === from.id)!.id,
        toWarehouseId: warehouses[(n + 1) % 2]!.id,
        productId: products[n % 4]!.id,
        quantity: 1 + (n % 3),
        status: statuses[n % 3]!,
        requestedBy: '목록 시험',
        createdAt: new Date(Date.UTC(2026, 0, 1 + (n % 7))),
      };
    }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ORDERS = ['NAME', 'QUANTITY', 'DATE', 'WORKSPACE'] as const;
/** The whole filtered list, in pages of 7, as the screen would walk it. */
async function walk(query: Record<string, string>) {
  const first = await list({ ...query, page: 0, size: 7 });
  const items = [...first.items];
  for (let page = 1; page * 7 < first.total; page += 1) {
    const next = await list({ ...query, page, size: 7 });
    expect(next.total).toBe(first.total);
    items.push(...next.items);
  }
  expect(items).toHaveLength(first.total);
  return items;
}

describe('the stock transfer list', () => {
  it('pages every order in both directions without losing or repeating a row', async () => {
    const all = (await list({ size: 200 })).items;
    for (const orderColumn of ORDERS) {
      for (const orderByType of ['ASC', 'DESC']) {
        const walked = await walk({ orderColumn, orderByType });
        expect(new Set(walked.map((item) => item.id)).size).toBe(all.length);
        const key = (item: Item) =>
          orderColumn === 'NAME'
            ? item.productName
            : orderColumn === 'QUANTITY'
              ? item.quantity
              : orderColumn === 'DATE'
                ? item.createdAt
                : item.fromWarehouse;
        for (let i = 1; i < walked.length; i += 1) {
          const [a, b] = [key(walked[i - 1]!), key(walked[i]!)];
          if (orderByType === 'ASC') expect(a <= b).toBe(true);
          else expect(a >= b).toBe(true);
        }
      }
    }
  });

  it('counts the filter, also on a page past the end', async () => {
    const done = await list({ status: 'DONE', size: 200 });
    expect(done.items.every((item) => item.status === 'DONE')).toBe(true);
    expect(done.total).toBe(done.items.length);
    const past = await list({ status: 'DONE', page: 50, size: 10 });
    expect(past).toEqual({ items: [], total: done.total });
    const searched = await list({ q: 'TL-00', size: 200 });
    expect(searched.total).toBe(10);
    expect((await list({ q: '없는 상품', size: 10 })).total).toBe(0);
  });

  it('carries the photos of each transfer on the page', async () => {
    const [first] = (await list({ size: 1 })).items;
    const body = multipart([{ name: '상자.png', contents: samples.png() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/homepage/v2/wms/stock-transfers/${first!.id}/photos`,
      headers: { ...worker, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const [again] = (await list({ size: 1 })).items;
    expect(again!.photos).toEqual([expect.objectContaining({ fileName: '상자.png' })]);
    expect((await get(`/homepage/v2/wms/stock-transfers/${first!.id}`)).photos).toEqual(again!.photos);
  });
});

describe("a transfer's neighbours", () => {
  it('are the rows before and after it in the same filtered order', async () => {
    const queries: Record<string, string>[] = [
      { orderColumn: 'DATE', orderByType: 'DESC' },
      { orderColumn: 'QUANTITY', orderByType: 'ASC', status: 'DONE' },
      { orderColumn: 'WORKSPACE', orderByType: 'DESC', q: 'TL-01' },
    ];
    for (const query of queries) {
      const walked = await walk(query);
      const search = new URLSearchParams(query).toString();
      for (const [at, item] of walked.entries()) {
        const around = await get(`/homepage/v2/wms/stock-transfers/${item.id}/surroundings?${search}`);
        expect(around).toEqual({
          previousId: walked[at - 1]?.id ?? null,
          nextId: walked[at + 1]?.id ?? null,
          position: at + 1,
          total: walked.length,
        });
      }
    }
  });

  it('are none for a transfer outside the filter, with the filtered total', async () => {
    const requested = (await list({ status: 'REQUESTED', size: 1 })).items[0]!;
    const done = await list({ status: 'DONE', size: 1 });
    const around = await get(`/homepage/v2/wms/stock-transfers/${requested.id}/surroundings?status=DONE`);
    expect(around).toEqual({ previousId: null, nextId: null, position: 0, total: done.total });
  });
});
