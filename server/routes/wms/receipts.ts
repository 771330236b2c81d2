import { pageOf } from '../../../schemas/wms';
import {
  addReceiptLineBody,
  receiptListQuery,
  receiptRecord,
  receiveBody,
  stockCheckCountBody,
  stockCheckCreateBody,
  stockCheckListQuery,
  stockCheckRecord,
} from '../../../schemas/wmsStock';
import { call, defineRoutes } from '../../api/defineRoutes';
import { checkOf, finishCheck, listChecks, saveCounts, startCheck } from '../../services/wms/checks';
import { warehouseOf } from '../../services/wms/lookup';
import { addReceiptLine, listReceipts, receiptOf, receive } from '../../services/wms/receipts';

/** Receipts (매장 입고, 협업 입고, 추가 입고) and stock checks of the warehouse app. */
export const wmsReceiptRoutes = defineRoutes('wms', {
  'GET /homepage/v2/wms/receipts': call({
    access: 'warehouse',
    summary: '입고 목록 (kind STORE 매장 입고, COLLABO 협업 입고; status OPEN, DONE)',
    query: receiptListQuery,
    response: pageOf(receiptRecord, 'WmsReceiptPage'),
    failures: [404],
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      return listReceipts(c.ctx, c.warehouse, warehouse.id, c.query);
    },
  }),
  'GET /homepage/v2/wms/receipts/{id}': call({
    access: 'warehouse',
    summary: '입고 하나와 그 항목',
    ids: { id: 'wmsReceipt' },
    response: receiptRecord,
    handler: (c) => receiptOf(c.ctx, c.ids.id!),
  }),
  'POST /homepage/v2/wms/receipts/{id}/receive': call({
    access: 'warehouse',
    idempotent: true,
    summary: '입고 처리: 도착한 수량이 입고 위치로 들어감 (원장에 기록; 예정 수량 초과는 409)',
    ids: { id: 'wmsReceipt' },
    body: receiveBody,
    response: receiptRecord,
    failures: [409],
    audit: { target: 'wmsReceipt' },
    handler: (c) => receive(c.ctx, c.warehouse, c.ids.id!, c.body.lines),
  }),
  'POST /homepage/v2/wms/receipts/{id}/lines': call({
    access: 'warehouse',
    idempotent: true,
    summary: '추가 입고: 진행 중인 입고에 상품 추가',
    ids: { id: 'wmsReceipt' },
    body: addReceiptLineBody,
    response: receiptRecord,
    failures: [409],
    audit: { target: 'wmsReceipt' },
    handler: (c) => addReceiptLine(c.ctx, c.warehouse, c.ids.id!, c.body),
  }),
  'GET /homepage/v2/wms/stock-checks': call({
    access: 'warehouse',
    summary: '재고 조사 목록 (status OPEN 조사 중, DONE 완료: 완료 내역)',
    query: stockCheckListQuery,
    response: pageOf(stockCheckRecord, 'WmsStockCheckPage'),
    failures: [404],
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.query.warehouseId);
      return listChecks(c.ctx, c.warehouse, warehouse.id, c.query);
    },
  }),
  'POST /homepage/v2/wms/stock-checks': call({
    access: 'warehouse',
    idempotent: true,
    summary: '재고 조사 시작: 지금 재고가 있는 위치와 상품마다 조사 항목',
    body: stockCheckCreateBody,
    response: stockCheckRecord,
    failures: [404],
    audit: { target: 'wmsCheck' },
    handler: async (c) => {
      const warehouse = await warehouseOf(c.ctx, c.warehouse, c.body.warehouseId);
      return startCheck(c.ctx, c.warehouse, warehouse.id);
    },
  }),
  'GET /homepage/v2/wms/stock-checks/{id}': call({
    access: 'warehouse',
    summary: '재고 조사 하나와 그 항목 (전산 수량, 실사 수량)',
    ids: { id: 'wmsCheck' },
    response: stockCheckRecord,
    handler: (c) => checkOf(c.ctx, c.ids.id!),
  }),
  'PUT /homepage/v2/wms/stock-checks/{id}/details': call({
    access: 'warehouse',
    idempotent: true,
    summary: '실사 수량 저장 (조사 완료 전에는 재고가 바뀌지 않음)',
    ids: { id: 'wmsCheck' },
    body: stockCheckCountBody,
    response: stockCheckRecord,
    failures: [404, 409],
    audit: { target: 'wmsCheck' },
    handler: (c) => saveCounts(c.ctx, c.warehouse, c.ids.id!, c.body.counts),
  }),
  'POST /homepage/v2/wms/stock-checks/{id}/finish': call({
    access: 'warehouse',
    idempotent: true,
    summary: '재고 조사 완료: 차이를 원장의 조정으로 반영 (조사 중 바뀐 재고는 409)',
    ids: { id: 'wmsCheck' },
    response: stockCheckRecord,
    failures: [409],
    audit: { target: 'wmsCheck' },
    handler: (c) => finishCheck(c.ctx, c.warehouse, c.ids.id!),
  }),
});
