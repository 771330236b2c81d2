import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PHONE, apiLogin, barcode, headersOf, smallTargets } from './wms-helpers';

/**
 * Every /wms route of the spec renders a real screen on a phone: its heading, no serious or
 * critical axe finding, no touch target under 44 px; on a desktop width, axe again.
 */
test('every warehouse route renders an accessible phone screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const login = await apiLogin(request);
  const headers = headersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [warehouse] = await get('/homepage/v2/wms/warehouses/displayable');
  const product = await get(`/homepage/v2/wms/products/barcode/${barcode(1)}?warehouseId=${warehouse.id}`);
  const store = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=STORE`)).items[0];
  const collabo = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=COLLABO`)).items[0];
  const check = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: warehouse.id } })
  ).json();

  const routes: [string, string][] = [
    ['/wms/login', '창고 관리(WMS) 로그인'],
    ['/wms', '창고 관리'],
    ['/wms/barcode', '바코드 스캔'],
    [`/wms/prod/stock/${product.id}`, '상품 정보'],
    ['/wms/search', '상품 검색'],
    ['/wms/store', '매장 입고'],
    [`/wms/store/receipt/${store.id}`, '매장 입고 처리'],
    ['/wms/display', '진열하기'],
    ['/wms/displaying', '진열 대기'],
    ['/wms/warehousing', '입고 작업'],
    ['/wms/warehousing/collaboration', '협업 입고'],
    ['/wms/displaylist', '진열 현황'],
    ['/wms/checkdisplay', '재고 조사'],
    [`/wms/checkdisplay/detail/${check.id}`, '재고 조사 상세'],
    [`/wms/add/receipt/${store.id}`, '추가 입고'],
    [`/wms/collabo/receipt/${collabo.id}`, '협업 입고 처리'],
  ];
  const problems: string[] = [];
  for (const [path, heading] of routes) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText('불러오는 중')).toHaveCount(0);
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      for (const violation of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
        problems.push(
          `${path} ${size.width}px axe ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
    }
    await page.setViewportSize(PHONE);
    for (const small of await smallTargets(page)) problems.push(`${path} 작은 터치 영역 ${small}`);
    // The login page comes first, on a fresh browser; the other screens need the kept login.
    if (path === '/wms/login')
      await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
  }
  expect(problems).toEqual([]);
});
