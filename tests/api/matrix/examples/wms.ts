import { DEMO_WMS_AUDITOR, demoBarcode } from '../../../../server/db/seed/wms';
import { login } from '../../testApp';
import { multipart, samples } from '../../fileSamples';
import { addOtherWarehouseCompany, OTHER_WMS_WORKER, wmsHeaders, type WmsHeaders } from '../../wms/helpers';
import type { CallExample, Example } from '../examples';
import type { Caller, World } from '../world';

/**
 * Warehouse calls take the warehouse app's headers, not a member's. Their examples send, in the
 * matrix's caller slots: `admin` -> 소담상회's warehouse worker, `otherAdmin` -> another company's
 * worker (so every by-id call of 소담상회's rows must answer them 404), `member` -> a member's
 * portal session (no warehouse session: 401), `anonymous` and `provider` as they are.
 */
interface Side {
  worker: WmsHeaders;
  /** 소담상회's second worker: requests the transfers the first one decides (no self-approval). */
  auditor: WmsHeaders;
  other: WmsHeaders;
  centum: string;
  gijang: string;
  locations: Record<string, string>;
}
const sides = new WeakMap<World, Promise<Side>>();

async function side(world: World): Promise<Side> {
  let found = sides.get(world);
  if (!found) {
    found = (async () => {
      await addOtherWarehouseCompany(world.t);
      const worker = await wmsHeaders(world.t);
      const auditor = await wmsHeaders(world.t, DEMO_WMS_AUDITOR);
      const other = await wmsHeaders(world.t, OTHER_WMS_WORKER);
      const [centum, gijang] = (await ask(
        world,
        worker,
        'GET',
        '/homepage/v2/wms/warehouses/displayable',
      )) as {
        id: string;
      }[];
      const list = (await ask(
        world,
        worker,
        'GET',
        `/homepage/v2/wms/warehouses/${centum!.id}/locations`,
      )) as {
        id: string;
        code: string;
      }[];
      return {
        worker,
        auditor,
        other,
        centum: centum!.id,
        gijang: gijang!.id,
        locations: Object.fromEntries(list.map((row) => [row.code, row.id])),
      };
    })();
    sides.set(world, found);
  }
  return found;
}

async function ask(world: World, headers: WmsHeaders, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await world.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json() as unknown;
}

async function headersFor(world: World, caller: Caller): Promise<Record<string, string>> {
  const { worker, other } = await side(world);
  if (caller === 'admin') return worker;
  if (caller === 'otherAdmin') return other;
  return world.headers[caller];
}

/** A warehouse call's example: the request built from 소담상회's side, sent with the caller's slot. */
function asWorker(
  build: (world: World, side: Side) => Promise<Omit<Example, 'headers'>>,
  expect?: CallExample['expect'],
) {
  const example: CallExample = {
    make: async (world, caller) => ({
      ...(await build(world, await side(world))),
      headers: await headersFor(world, caller),
    }),
  };
  return expect ? { ...example, expect } : example;
}
const fixedUrl = (url: (side: Side) => string, expect?: CallExample['expect']) =>
  asWorker(async (_world, s) => ({ url: url(s) }), expect);

// Lists scoped by a warehouse id in the query: another company's worker is refused that warehouse.
const scoped = { otherAdmin: 404 };

async function productId(world: World, s: Side, item = 1) {
  const found = (await ask(
    world,
    s.worker,
    'GET',
    `/homepage/v2/wms/products/barcode/${demoBarcode(item)}?warehouseId=${s.centum}`,
  )) as { id: string };
  return found.id;
}
async function openReceipt(world: World, s: Side) {
  const list = (await ask(
    world,
    s.worker,
    'GET',
    `/homepage/v2/wms/receipts?warehouseId=${s.centum}&status=OPEN&kind=STORE`,
  )) as {
    items: { id: string; lines: { id: string; expectedQuantity: number; receivedQuantity: number }[] }[];
  };
  return list.items[0]!;
}
async function openCheck(world: World, s: Side) {
  return (await ask(world, s.worker, 'POST', '/homepage/v2/wms/stock-checks', { warehouseId: s.centum })) as {
    id: string;
    details: { id: string; expectedQuantity: number }[];
  };
}
async function transfer(world: World, s: Side, audited: boolean, requester = s.worker) {
  const from = audited ? s.centum : s.gijang;
  const locations = (await ask(world, requester, 'GET', `/homepage/v2/wms/warehouses/${from}/locations`)) as {
    id: string;
    code: string;
  }[];
  const created = (await ask(world, requester, 'POST', '/homepage/v2/wms/stock-transfers', {
    fromWarehouseId: from,
    fromLocationId: locations.find((row) => row.code === 'A-01-01')!.id,
    toWarehouseId: audited ? s.gijang : s.centum,
    productId: await productId(world, s),
    quantity: 1,
  })) as { id: string };
  return created.id;
}
async function transferWithPhoto(world: World, s: Side) {
  const id = await transfer(world, s, true);
  const body = multipart([{ name: '상자.png', contents: samples.png() }]);
  const response = await world.t.app.inject({
    method: 'POST',
    url: `/homepage/v2/wms/stock-transfers/${id}/photos`,
    headers: { ...s.worker, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`photo upload: ${response.body}`);
  return id;
}

/** The company side: 소담상회's administrator (the company with the warehouse flags) in the admin slot. */
const wmsCompanyAdmin = (url: string, expect: CallExample['expect']): CallExample => ({
  make: async (world, caller) => {
    await side(world);
    if (caller !== 'admin') return { url };
    return { url, headers: (await login(world.t.app, 'demo-wms@example.com')).headers };
  },
  expect,
});

/** One of 소담상회's transfers (with a photo for the zip), asked by the company side's callers. */
const companyTransfer = (photo: boolean): CallExample => ({
  make: async (world, caller) => {
    const s = await side(world);
    const id = photo ? await transferWithPhoto(world, s) : await transfer(world, s, true);
    const url = `/homepage/v2/wms/company/stock-transfers/${id}${photo ? '/download-images' : ''}`;
    if (caller !== 'admin') return { url };
    return { url, headers: (await login(world.t.app, 'demo-wms@example.com')).headers };
  },
});

export const wmsExamples: Record<string, CallExample> = {
  'POST /homepage/v2/wms/auth/login': {
    make: async () => ({
      url: '/homepage/v2/wms/auth/login',
      payload: { email: 'demo-wms-worker@example.com', password: 'Demo!2345' },
    }),
  },
  'POST /homepage/v2/wms/auth/logout': {
    make: async (world, caller) => {
      await side(world);
      const url = '/homepage/v2/wms/auth/logout';
      if (caller === 'admin') return { url, headers: await wmsHeaders(world.t) };
      if (caller === 'otherAdmin') return { url, headers: await wmsHeaders(world.t, OTHER_WMS_WORKER) };
      return { url, headers: world.headers[caller] };
    },
  },
  'GET /homepage/v2/wms/warehouses/displayable': fixedUrl(() => '/homepage/v2/wms/warehouses/displayable'),
  'GET /homepage/v2/wms/warehouses/{id}/locations': fixedUrl(
    (s) => `/homepage/v2/wms/warehouses/${s.centum}/locations`,
  ),
  'GET /homepage/v2/wms/products/barcode/{barcode}': fixedUrl(
    (s) => `/homepage/v2/wms/products/barcode/${demoBarcode(2)}?warehouseId=${s.centum}`,
    scoped,
  ),
  'GET /homepage/v2/wms/products': fixedUrl(
    (s) => `/homepage/v2/wms/products?warehouseId=${s.centum}&q=주스`,
    scoped,
  ),
  'GET /homepage/v2/wms/products/{id}': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/products/${await productId(world, s)}?warehouseId=${s.centum}`,
  })),
  'GET /homepage/v2/wms/movements': fixedUrl(
    (s) => `/homepage/v2/wms/movements?warehouseId=${s.centum}`,
    scoped,
  ),
  'POST /homepage/v2/wms/warehouses/{id}/display': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/warehouses/${s.centum}/display`,
    payload: {
      productId: await productId(world, s),
      fromLocationId: s.locations['A-01-01'],
      toLocationId: s.locations['A-01-02'],
      quantity: 1,
    },
  })),
  'GET /homepage/v2/wms/displays': fixedUrl(
    (s) => `/homepage/v2/wms/displays?warehouseId=${s.centum}&area=RECEIVING`,
    scoped,
  ),
  'GET /homepage/v2/wms/receipts': fixedUrl(
    (s) => `/homepage/v2/wms/receipts?warehouseId=${s.centum}`,
    scoped,
  ),
  'GET /homepage/v2/wms/receipts/{id}': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/receipts/${(await openReceipt(world, s)).id}`,
  })),
  'POST /homepage/v2/wms/receipts/{id}/receive': asWorker(async (world, s) => {
    const receipt = await openReceipt(world, s);
    const line = receipt.lines.find((row) => row.receivedQuantity < row.expectedQuantity)!;
    return {
      url: `/homepage/v2/wms/receipts/${receipt.id}/receive`,
      payload: { lines: [{ lineId: line.id, quantity: 1 }] },
    };
  }),
  'POST /homepage/v2/wms/receipts/{id}/lines': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/receipts/${(await openReceipt(world, s)).id}/lines`,
    payload: { productId: await productId(world, s, 5), expectedQuantity: 2 },
  })),
  'GET /homepage/v2/wms/stock-checks': fixedUrl(
    (s) => `/homepage/v2/wms/stock-checks?warehouseId=${s.centum}`,
    scoped,
  ),
  'POST /homepage/v2/wms/stock-checks': asWorker(
    async (_world, s) => ({ url: '/homepage/v2/wms/stock-checks', payload: { warehouseId: s.centum } }),
    scoped,
  ),
  'GET /homepage/v2/wms/stock-checks/{id}': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/stock-checks/${(await openCheck(world, s)).id}`,
  })),
  'PUT /homepage/v2/wms/stock-checks/{id}/details': asWorker(async (world, s) => {
    const check = await openCheck(world, s);
    const detail = check.details[0]!;
    return {
      url: `/homepage/v2/wms/stock-checks/${check.id}/details`,
      payload: { counts: [{ detailId: detail.id, countedQuantity: detail.expectedQuantity }] },
    };
  }),
  'POST /homepage/v2/wms/stock-checks/{id}/finish': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/stock-checks/${(await openCheck(world, s)).id}/finish`,
  })),
  'GET /homepage/v2/wms/stock-transfers': fixedUrl(
    () => '/homepage/v2/wms/stock-transfers?orderColumn=NAME&orderByType=ASC',
  ),
  'GET /homepage/v2/wms/stock-transfers/excel': fixedUrl(() => '/homepage/v2/wms/stock-transfers/excel'),
  'GET /homepage/v2/wms/stock-transfers/{id}': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/stock-transfers/${await transfer(world, s, true)}`,
  })),
  'GET /homepage/v2/wms/stock-transfers/{id}/surroundings': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/stock-transfers/${await transfer(world, s, true)}/surroundings?status=REQUESTED`,
  })),
  'GET /homepage/v2/wms/stock-transfers/{id}/download-images': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/stock-transfers/${await transferWithPhoto(world, s)}/download-images`,
  })),
  'POST /homepage/v2/wms/stock-transfers': asWorker(async (world, s) => {
    const locations = (await ask(
      world,
      s.worker,
      'GET',
      `/homepage/v2/wms/warehouses/${s.gijang}/locations`,
    )) as {
      id: string;
      code: string;
    }[];
    return {
      url: '/homepage/v2/wms/stock-transfers',
      payload: {
        fromWarehouseId: s.gijang,
        fromLocationId: locations.find((row) => row.code === 'A-01-01')!.id,
        toWarehouseId: s.centum,
        productId: await productId(world, s),
        quantity: 1,
      },
    };
  }, scoped),
  'POST /homepage/v2/wms/stock-transfers/{id}/decision': asWorker(async (world, s) => ({
    url: `/homepage/v2/wms/stock-transfers/${await transfer(world, s, true, s.auditor)}/decision`,
    payload: { decision: 'REJECT' },
  })),
  'POST /homepage/v2/wms/stock-transfers/{id}/photos': {
    make: async (world, caller) => {
      const s = await side(world);
      const body = multipart([{ name: '상자.png', contents: samples.png() }]);
      return {
        url: `/homepage/v2/wms/stock-transfers/${await transfer(world, s, true)}/photos`,
        payload: body.payload,
        headers: { ...(await headersFor(world, caller)), ...body.headers },
      };
    },
  },
  // The other slot's company uses the warehouse app here (see addOtherWarehouseCompany): its own list.
  'GET /homepage/v2/wms/company/stock-transfers': wmsCompanyAdmin(
    '/homepage/v2/wms/company/stock-transfers',
    {},
  ),
  'GET /homepage/v2/wms/company/warehouses': wmsCompanyAdmin('/homepage/v2/wms/company/warehouses', {}),
  'GET /homepage/v2/wms/company/stock-transfers/{id}': companyTransfer(false),
  'POST /homepage/v2/wms/company/stock-transfers/{id}/decision': {
    make: async (world, caller) => {
      const s = await side(world);
      const url = `/homepage/v2/wms/company/stock-transfers/${await transfer(world, s, true)}/decision`;
      const payload = { decision: 'REJECT' };
      if (caller !== 'admin') return { url, payload };
      return { url, payload, headers: (await login(world.t.app, 'demo-wms@example.com')).headers };
    },
  },
  'GET /homepage/v2/wms/company/stock-transfers/{id}/download-images': companyTransfer(true),
  'GET /homepage/v2/wms/company/stock-checks': wmsCompanyAdmin('/homepage/v2/wms/company/stock-checks', {}),
  // One of 소담상회's checks, read by the company side's callers.
  'GET /homepage/v2/wms/company/stock-checks/{id}': {
    make: async (world, caller) => {
      const s = await side(world);
      const url = `/homepage/v2/wms/company/stock-checks/${(await openCheck(world, s)).id}`;
      if (caller !== 'admin') return { url };
      return { url, headers: (await login(world.t.app, 'demo-wms@example.com')).headers };
    },
  },
  // A check finished today by the worker: the company's administrator may reopen it.
  'POST /homepage/v2/wms/company/stock-checks/{id}/reopen': {
    make: async (world, caller) => {
      const s = await side(world);
      const check = await openCheck(world, s);
      await ask(world, s.worker, 'POST', `/homepage/v2/wms/stock-checks/${check.id}/finish`);
      const url = `/homepage/v2/wms/company/stock-checks/${check.id}/reopen`;
      if (caller !== 'admin') return { url };
      return { url, headers: (await login(world.t.app, 'demo-wms@example.com')).headers };
    },
  },
  // The other company has no fixed-price auditing: 403.
  'GET /homepage/v2/item-static-price': wmsCompanyAdmin('/homepage/v2/item-static-price', {
    otherAdmin: 403,
  }),
  'GET /homepage/v2/item-static-price/excel': wmsCompanyAdmin('/homepage/v2/item-static-price/excel', {
    otherAdmin: 403,
  }),
};
