// Every spreadsheet the server writes, found from the route registry (a GET whose address ends in
// /excel or whose summary names xlsx): text that a spreadsheet program would take for a formula once
// the cell is edited or the sheet saved as CSV (= + - @, tab, carriage return) is read back as text
// behind an apostrophe, and no cell is a formula. The values are planted in the rows each export
// reads, so a new export without an entry here fails the first test.
import XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCallKey } from '../../server/api/defineRoutes';
import { giftSends, wmsProducts, wmsStockTransfers } from '../../server/db/schema';
import { ROUTE_TABLES } from '../../server/routes';
import { AGREEMENT, EVENTS, ok, readyEvent } from './gift/helpers';
import { ADMIN, createTestApp, login, type TestApp } from './testApp';
import { wmsHeaders } from './wms/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
}, 120_000);
afterAll(() => t?.close());

const exportCalls = ROUTE_TABLES.flatMap((table) => Object.entries(table.calls))
  .filter(([key, declaration]) => {
    const { method, path } = parseCallKey(key as never);
    return method === 'GET' && (/\/excel$/.test(path) || /xlsx/i.test(declaration.summary ?? ''));
  })
  .map(([key]) => key)
  .sort();

/** Text planted in the rows an export reads: each formula character once. */
const PRODUCT_PREFIX = '=';
const MEMO = '+1+1 급함';
const RECIPIENT_PREFIX = '@';

/** Each export's address and caller, after its rows hold planted text. */
const EXPORTS: Record<string, () => Promise<{ url: string; headers: Record<string, string> }>> = {
  'GET /birth/v3/events/{id}/gifts/excel': async () => {
    const headers = (await login(t.app, ADMIN)).headers;
    const { eventId } = await readyEvent(t, headers, { names: ['수식이름', '탭이름'] });
    await ok(t, 'POST', `${EVENTS}/${eventId}/trackings/send-gift`, headers, {
      subjectIds: [],
      agreement: AGREEMENT,
    });
    await t.database.db
      .update(giftSends)
      .set({ recipientName: sql`${RECIPIENT_PREFIX} || ${giftSends.recipientName}` })
      .where(eq(giftSends.recipientName, '수식이름'));
    await t.database.db
      .update(giftSends)
      .set({ recipientName: '\t-2+3' })
      .where(eq(giftSends.recipientName, '탭이름'));
    return { url: `${EVENTS}/${eventId}/gifts/excel`, headers };
  },
  'GET /homepage/v2/wms/stock-transfers/excel': async () => ({
    url: '/homepage/v2/wms/stock-transfers/excel',
    headers: await wmsHeaders(t),
  }),
  'GET /homepage/v2/item-static-price/excel': async () => ({
    url: '/homepage/v2/item-static-price/excel',
    headers: (await login(t.app, 'demo-wms@example.com')).headers,
  }),
};

/** Every cell of the first sheet, with formulas kept as formulas. */
function cellsOf(payload: Buffer): XLSX.CellObject[] {
  const book = XLSX.read(payload, { type: 'buffer', cellFormula: true });
  return Object.entries(book.Sheets[book.SheetNames[0]!]!)
    .filter(([address]) => !address.startsWith('!'))
    .map(([, cell]) => cell as XLSX.CellObject);
}

describe('spreadsheets the server writes', () => {
  it('every export call of the registry has an entry here', () => {
    expect(exportCalls.length).toBeGreaterThanOrEqual(3);
    expect(exportCalls).toEqual(Object.keys(EXPORTS).sort());
  });

  it.each(exportCalls)('%s keeps text that could start a formula as text', async (key) => {
    // Planted once for all: the warehouse company's product names and transfer memos.
    await t.database.db
      .update(wmsProducts)
      .set({ name: sql`${PRODUCT_PREFIX} || ${wmsProducts.name}` })
      .where(sql`left(${wmsProducts.name}, 1) <> ${PRODUCT_PREFIX}`);
    await t.database.db.update(wmsStockTransfers).set({ memo: MEMO });
    const { url, headers } = await EXPORTS[key]!();
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const cells = cellsOf(response.rawPayload);
    const texts = cells.map((cell) => cell.v).filter((value): value is string => typeof value === 'string');
    expect(cells.filter((cell) => cell.f !== undefined)).toEqual([]);
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
    // The planted text is there, behind its apostrophe, and otherwise unchanged.
    const planted = texts.filter((text) => /^'[=+\-@\t\r]/.test(text));
    expect(planted.length, texts.slice(0, 20).join(' | ')).toBeGreaterThan(0);
  });
});
