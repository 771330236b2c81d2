import { z } from 'zod';
import { okResponse } from '../../../schemas/common';
import {
  barcodeSchema,
  locationRecord,
  pageOf,
  productByBarcodeQuery,
  productRecord,
  productSearchQuery,
  warehouseRecord,
  wmsLoginBody,
  wmsLoginResponse,
} from '../../../schemas/wms';
import {
  displayBody,
  displayItemRecord,
  displayListQuery,
  ledgerQuery,
  movementRecord,
} from '../../../schemas/wmsStock';
import { call, defineRoutes } from '../../api/defineRoutes';
import { wmsLogin, wmsLogout } from '../../services/wms/auth';
import { displayList, displayProduct } from '../../services/wms/displays';
import { withIntegratedStock } from '../../services/wms/integratedStock';
import { ownedId, warehouseOf } from '../../services/wms/lookup';
import {
  displayableWarehouses,
  ledger,
  productByBarcode,
  productById,
  searchProducts,
  warehouseLocations,
} from '../../services/wms/products';

const SESSION_AUDIT = { skip: '창고 세션은 wms_sessions 테이블이 기록합니다.' } as const;

/**
 * The warehouse app: its own login (wms_client_id / wms_client_secret headers), warehouses,
 * products by barcode or search, the ledger, shelving and the display lists. Receipts and stock
 * checks: receipts.ts; stock transfers (the spec's calls): transfers.ts.
 */
export const wmsStockRoutes = defineRoutes('wms', {
  'POST /homepage/v2/wms/auth/login': call({
    access: 'public',
    summary: '창고 로그인 (응답을 브라우저에 보관; 이후 wms_client_id, wms_client_secret 헤더)',
    rateLimit: 'auth',
    body: wmsLoginBody,
    response: wmsLoginResponse,
    audit: SESSION_AUDIT,
    handler: (c) => wmsLogin(c.ctx, c.body),
  }),
  'POST /homepage/v2/wms/auth/logout': call({
    access: 'warehouse',
    summary: '창고 로그아웃',
    response: okResponse,
    audit: SESSION_AUDIT,
    handler: async (c) => {
      await wmsLogout(c.ctx, c.warehouse.sessionId);
      return { ok: true as const };
    },
  }),
  'GET /homepage/v2/wms/warehouses/displayable': call({
    access: 'warehouse',
    summary: '작업할 수 있는 창고 목록 (재고 이동 검수, 지점 재고, 통합 재고 관리 여부)',
    response: z.array(warehouseRecord),
    handler: (c) => displayableWarehouses(c.ctx, c.warehouse),
  }),
  'GET /homepage/v2/wms/warehouses/{id}/locations': call({
    access: 'warehouse',
    summary: '창고의 위치 (입고 위치와 진열 위치)',
    ids: { id: 'warehouse' },
    response: z.array(locationRecord),
    handler: (c) => warehouseLocations(c.ctx, c.warehouse, c.ids.id!),
  }),
  'GET /homepage/v2/wms/products/barcode/{barcode}': call({
    access: 'warehouse',
    summary:
      '바코드(EAN-13)로 상품 찾기, 고른 창고의 위치별 재고와 함께 (통합 재고 관리 창고면 회사 전체와 창고별 재고도)',
    params: z.object({ barcode: barcodeSchema }),
    query: productByBarcodeQuery,
    response: productRecord,
    failures: [404],
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      const product = await productByBarcode(c.ctx, c.warehouse, warehouse.id, c.params.barcode);
      const id = c.ctx.ids.decode('wmsProduct', product.id)!;
      return withIntegratedStock(c.ctx, c.warehouse, warehouse, id, product);
    },
  }),
  'GET /homepage/v2/wms/products': call({
    access: 'warehouse',
    summary: '상품 검색 (상품명 또는 바코드; orderColumn NAME, QUANTITY, DATE, WORKSPACE)',
    query: productSearchQuery,
    response: pageOf(productRecord, 'WmsProductPage'),
    failures: [404],
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      return searchProducts(c.ctx, c.warehouse, warehouse.id, c.query);
    },
  }),
  'GET /homepage/v2/wms/products/{id}': call({
    access: 'warehouse',
    summary: '상품 하나와 고른 창고의 위치별 재고 (통합 재고 관리 창고면 회사 전체와 창고별 재고도)',
    ids: { id: 'wmsProduct' },
    query: productByBarcodeQuery,
    response: productRecord,
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      const product = await productById(c.ctx, c.warehouse, warehouse.id, c.ids.id!);
      return withIntegratedStock(c.ctx, c.warehouse, warehouse, c.ids.id!, product);
    },
  }),
  'GET /homepage/v2/wms/movements': call({
    access: 'warehouse',
    summary: '재고 원장: 창고(또는 그 창고의 상품 하나)의 모든 수량 변경, 최근 것부터',
    query: ledgerQuery,
    response: pageOf(movementRecord, 'WmsMovementPage'),
    failures: [404],
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      const product = c.query.productId
        ? await ownedId(c.ctx, c.warehouse, 'wmsProduct', c.query.productId)
        : null;
      return ledger(c.ctx, c.warehouse, warehouse.id, product, c.query);
    },
  }),
  'POST /homepage/v2/wms/warehouses/{id}/display': call({
    access: 'warehouse',
    idempotent: true,
    summary: '진열: 상품을 한 위치에서 다른 위치로 옮김 (원장에 기록; 재고 부족 또는 먼저 바뀐 재고는 409)',
    ids: { id: 'warehouse' },
    body: displayBody,
    response: productRecord,
    failures: [404, 409],
    audit: { target: 'wmsStock' },
    handler: (c) => displayProduct(c.ctx, c.warehouse, c.ids.id!, c.body),
  }),
  'GET /homepage/v2/wms/displays': call({
    access: 'warehouse',
    summary: '진열 목록: 입고 위치의 진열 대기(area=RECEIVING) 또는 진열 위치의 재고(area=SHELF)',
    query: displayListQuery,
    response: pageOf(displayItemRecord, 'WmsDisplayPage'),
    failures: [404],
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      return displayList(c.ctx, c.warehouse, warehouse.id, c.query);
    },
  }),
});
