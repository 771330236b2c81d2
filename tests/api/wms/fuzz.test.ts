import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBarcode } from '../../../server/db/seed/wms';
import { resolverOf } from '../fuzzSchema';
import { headerVariants, operationsOf, send, variantsOf } from '../fuzzRequests';
import { createTestApp, login, type TestApp } from '../testApp';
import { wmsHeaders } from './helpers';

/**
 * The warehouse calls get the hostile values of the whole-API fuzz test as their own callers: a
 * warehouse worker, or 소담상회's administrator for the company's own calls (the general fuzz test has neither), with real ids in
 * the paths so bodies reach the handlers. No 5xx, and every error the Korean error shape.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 100_000 });
}, 60_000);
afterAll(() => t?.close());

describe('warehouse calls under hostile input', () => {
  it('never answer 5xx, and every error is { status, code, message } in Korean', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const resolve = resolverOf(document.components?.schemas);
    const operations = operationsOf(document).filter(
      (operation) => operation.path.includes('/wms/') || operation.path.includes('item-static-price'),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    let worker = await wmsHeaders(t);
    const get = async (url: string) => (await t.app.inject({ url, headers: worker })).json();
    const [warehouse] = await get('/homepage/v2/wms/warehouses/displayable');
    const product = await get(
      `/homepage/v2/wms/products/barcode/${demoBarcode(1)}?warehouseId=${warehouse.id}`,
    );
    const validIds = new Map<string, string>([
      ['/homepage/v2/wms/warehouses', warehouse.id],
      ['/homepage/v2/wms/products', product.id],
      ['/homepage/v2/wms/stock-transfers', (await get('/homepage/v2/wms/stock-transfers')).items[0].id],
      [
        '/homepage/v2/wms/company/stock-transfers',
        (await get('/homepage/v2/wms/stock-transfers')).items[0].id,
      ],
      [
        '/homepage/v2/wms/receipts',
        (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}`)).items[0].id,
      ],
    ]);
    const problems: string[] = [];
    const check = (where: string, answer: { statusCode: number; body: string }) => {
      if (answer.statusCode >= 500)
        problems.push(`${answer.statusCode} ${where}: ${answer.body.slice(0, 160)}`);
      else if (answer.statusCode >= 400) {
        const body = JSON.parse(answer.body) as { status?: number; code?: string; message?: string };
        if (body.status !== answer.statusCode || !body.code || !/[가-힣]/.test(body.message ?? ''))
          problems.push(`shape ${where}: ${answer.body.slice(0, 160)}`);
      }
    };
    for (const operation of operations) {
      const variants = variantsOf(operation, resolve, validIds);
      // Warehouse calls as the worker; the company's own calls as its administrator.
      const company = !operation.path.startsWith('/homepage/v2/wms/') || operation.path.includes('/company/');
      // A logout among the variants ends the session: each operation starts logged in.
      worker = await wmsHeaders(t);
      const headers = company ? (await login(t.app, 'demo-wms@example.com')).headers : worker;
      const all = [...variants, ...headerVariants(headers)];
      for (let i = 0; i < all.length; i += 4) {
        const batch = all.slice(i, i + 4);
        const answers = await Promise.all(batch.map((variant) => send(t.app, operation, variant, headers)));
        answers.forEach((answer, j) =>
          check(`${operation.method} ${operation.path} [${batch[j]!.name}]`, answer),
        );
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
