import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, wmsItemStaticPrices, wmsProducts } from '../../../server/db/schema';
import { demoBarcode } from '../../../server/db/seed/wms';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

/** POST /homepage/v2/item-static-price/sheet: the company's fixed prices from a sheet, all or none. */
const SHEET = '/homepage/v2/item-static-price/sheet';
const OTHER_BARCODE = '8809999000017';
let t: TestApp;
let wmsAdmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  wmsAdmin = (await login(t.app, 'demo-wms@example.com')).headers;
  // An item of another company (한빛솔루션): its barcode is no item of 소담상회.
  const [hanbit] = await t.database.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.email, ADMIN));
  await t.database.db
    .insert(wmsProducts)
    .values({ companyId: hanbit!.companyId, name: '남의 상품', barcode: OTHER_BARCODE });
});
afterAll(() => t?.close());

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: SHEET, headers, payload: payload as object });
const pricesFrom = async (startDate: string) =>
  (
    await t.database.db
      .select({
        barcode: wmsProducts.barcode,
        price: wmsItemStaticPrices.price,
        endDate: wmsItemStaticPrices.endDate,
      })
      .from(wmsItemStaticPrices)
      .innerJoin(wmsProducts, eq(wmsProducts.id, wmsItemStaticPrices.productId))
      .where(and(eq(wmsItemStaticPrices.startDate, startDate)))
  ).sort((a, b) => a.barcode.localeCompare(b.barcode));

describe('fixed prices from a sheet', { timeout: 60_000 }, () => {
  it('saves nothing when one row is bad; another company’s item is not found', async () => {
    const answer = await post(wmsAdmin, {
      rows: [
        { barcode: demoBarcode(1), price: '1500', startDate: '2031-01-01' },
        { barcode: OTHER_BARCODE, price: '900', startDate: '2031-01-01' },
        { barcode: demoBarcode(2), price: '1000', startDate: '2031-01-01', endDate: '2030-12-31' },
        { barcode: demoBarcode(1), price: '1600', startDate: '2031-01-01' },
        { barcode: demoBarcode(3), price: '', startDate: '2031-1-1' },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 5, saved: 0 });
    expect(answer.json().errors).toEqual([
      { row: 2, field: 'barcode', message: '우리 회사 상품의 바코드가 아닙니다.' },
      { row: 3, field: 'endDate', message: '적용 종료일은 적용 시작일과 같거나 그 뒤여야 합니다.' },
      {
        row: 4,
        field: 'startDate',
        message: '파일 안에서 같은 바코드와 적용 시작일이 중복됩니다. (1행과 같음)',
      },
      { row: 5, field: 'price', message: '고정 단가는 숫자로 입력해주세요.' },
      {
        row: 5,
        field: 'startDate',
        message: '적용 시작일은 YYYY-MM-DD 형식의 날짜로 입력해주세요. (예: 2026-12-01)',
      },
    ]);
    expect(await pricesFrom('2031-01-01')).toEqual([]);
  });

  it('checks without saving on a dry run, then saves every row, replacing an item’s price from the same day', async () => {
    const rows = [
      { barcode: demoBarcode(1), price: '1500', startDate: '2031-02-01', endDate: '2031-12-31' },
      { barcode: demoBarcode(2), price: 2000, startDate: '2031-02-01' },
    ];
    expect((await post(wmsAdmin, { rows, dryRun: true })).json()).toEqual({
      dryRun: true,
      total: 2,
      saved: 0,
      errors: [],
    });
    expect(await pricesFrom('2031-02-01')).toEqual([]);
    expect((await post(wmsAdmin, { rows })).json()).toMatchObject({ saved: 2, errors: [] });
    expect((await post(wmsAdmin, { rows: [{ ...rows[0], price: '1700' }] })).json()).toMatchObject({
      saved: 1,
    });
    expect(await pricesFrom('2031-02-01')).toEqual([
      { barcode: demoBarcode(1), price: 1700, endDate: '2031-12-31' },
      { barcode: demoBarcode(2), price: 2000, endDate: null },
    ]);
  });

  it('is for administrators of a company with fixed-price auditing', async () => {
    const rows = [{ barcode: demoBarcode(1), price: '1', startDate: '2031-03-01' }];
    const other = await post((await login(t.app, ADMIN)).headers, { rows });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('고정 단가 관리를 사용하는 회사의 관리자만 볼 수 있습니다.');
  });
});
