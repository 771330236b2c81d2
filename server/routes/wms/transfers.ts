import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import { pageOf } from '../../../schemas/wms';
import { storedFileRecord } from '../../../schemas/files';
import {
  TRANSFER_STATUSES,
  surroundingsResponse,
  transferCreateBody,
  transferDecisionBody,
  transferFilterQuery,
  transferListQuery,
  transferRecord,
  type TransferRecord,
} from '../../../schemas/wmsStock';
import { call, defineRoutes } from '../../api/defineRoutes';
import { sendZip } from '../../files/downloads';
import { IMAGE_KINDS, describeKinds } from '../../files/types';
import { declareUploads, receiveUploads } from '../../files/uploads';
import { sendSheet } from '../../services/wms/spreadsheet';
import { listTransfers, surroundings, transferOf, transferPhotoZip } from '../../services/wms/transfers';
import { addTransferPhotos, decideTransfer, requestTransfer } from '../../services/wms/transferWrites';

const photos = declareUploads('POST /homepage/v2/wms/stock-transfers/{id}/photos', {
  purpose: 'wms-transfer-photo',
  kinds: IMAGE_KINDS,
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
});

export const TRANSFER_SHEET_COLUMNS = [
  { header: '이동 번호', value: (row: TransferRecord) => row.transferNo },
  { header: '상태', value: (row: TransferRecord) => TRANSFER_STATUSES[row.status] },
  { header: '출고 창고', value: (row: TransferRecord) => row.fromWarehouse },
  { header: '입고 창고', value: (row: TransferRecord) => row.toWarehouse },
  { header: '상품명', value: (row: TransferRecord) => row.productName },
  { header: '바코드', value: (row: TransferRecord) => row.barcode },
  { header: '수량', value: (row: TransferRecord) => row.quantity },
  { header: '요청자', value: (row: TransferRecord) => row.requestedBy },
  { header: '요청일', value: (row: TransferRecord) => seoulDateString(new Date(row.createdAt)) },
  { header: '메모', value: (row: TransferRecord) => row.memo },
];

/** Stock transfers between a company's warehouses: the spec's six calls and what the screens add. */
export const wmsTransferRoutes = defineRoutes('wms', {
  'GET /homepage/v2/wms/stock-transfers': call({
    access: 'warehouse',
    summary:
      '재고 이동 목록 (warehouseId, status, q, startDate, endDate, orderByType, orderColumn, page, size)',
    query: transferListQuery,
    response: pageOf(transferRecord, 'WmsStockTransferPage'),
    handler: (c) => listTransfers(c.ctx, c.warehouse.companyId, c.query, c.query),
  }),
  'GET /homepage/v2/wms/stock-transfers/excel': call({
    access: 'warehouse',
    summary: '재고 이동 목록 엑셀 (목록과 같은 조건, xlsx)',
    query: transferFilterQuery,
    handler: async (c) => {
      const { items } = await listTransfers(c.ctx, c.warehouse.companyId, c.query, null);
      return sendSheet(
        c.reply,
        `재고이동_${seoulDateString(c.ctx.now())}.xlsx`,
        TRANSFER_SHEET_COLUMNS,
        items,
      );
    },
  }),
  'GET /homepage/v2/wms/stock-transfers/{id}': call({
    access: 'warehouse',
    summary: '재고 이동 하나 (사진 포함)',
    ids: { id: 'wmsTransfer' },
    response: transferRecord,
    handler: (c) => transferOf(c.ctx, c.ids.id!),
  }),
  'GET /homepage/v2/wms/stock-transfers/{id}/surroundings': call({
    access: 'warehouse',
    summary: '같은 조건의 목록에서 앞뒤 재고 이동',
    ids: { id: 'wmsTransfer' },
    query: transferFilterQuery,
    response: surroundingsResponse,
    handler: (c) => surroundings(c.ctx, c.warehouse.companyId, c.ids.id!, c.query),
  }),
  'GET /homepage/v2/wms/stock-transfers/{id}/download-images': call({
    access: 'warehouse',
    summary: '재고 이동 사진 전체를 zip 하나로 내려받기',
    ids: { id: 'wmsTransfer' },
    failures: [404],
    handler: async (c) => {
      const zip = await transferPhotoZip(c.ctx, c.ids.id!);
      return sendZip(c.ctx.files, c.reply, zip.files, zip.name);
    },
  }),
  'POST /homepage/v2/wms/stock-transfers': call({
    access: 'warehouse',
    idempotent: true,
    summary: '재고 이동 요청 (출고 창고가 검수하면 승인 대기, 아니면 바로 이동; 재고 부족은 409)',
    body: transferCreateBody,
    response: transferRecord,
    failures: [404, 409],
    audit: { target: 'wmsTransfer' },
    handler: (c) => requestTransfer(c.ctx, c.warehouse, c.body),
  }),
  'POST /homepage/v2/wms/stock-transfers/{id}/decision': call({
    access: 'warehouse',
    idempotent: true,
    summary: '재고 이동 검수: 승인(이때 재고가 이동) 또는 반려 (요청한 작업자 본인은 403)',
    ids: { id: 'wmsTransfer' },
    body: transferDecisionBody,
    response: transferRecord,
    failures: [403, 409],
    audit: { target: 'wmsTransfer' },
    handler: (c) => decideTransfer(c.ctx, c.warehouse, c.ids.id!, c.body.decision),
  }),
  'POST /homepage/v2/wms/stock-transfers/{id}/photos': call({
    access: 'warehouse',
    // Kept on the phone while offline and sent again with its key: attached once.
    idempotent: true,
    summary: `재고 이동 사진 올리기 (multipart/form-data, ${photos.maxFiles}장까지, 10MB까지: ${describeKinds(photos.kinds)})`,
    ids: { id: 'wmsTransfer' },
    multipart: true,
    response: z.array(storedFileRecord),
    audit: { target: 'wmsTransfer' },
    handler: async (c) => {
      const { companyId } = c.warehouse;
      const { files } = await receiveUploads(
        { ctx: c.ctx, request: c.request, session: { companyId, memberId: null } },
        photos,
      );
      await addTransferPhotos(c.ctx, companyId, c.ids.id!, files);
      return files;
    },
  }),
});
