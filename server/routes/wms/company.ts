import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import { pageOf, warehouseRecord } from '../../../schemas/wms';
import { transferFilterQuery, transferListQuery, transferRecord } from '../../../schemas/wmsStock';
import { call, defineRoutes } from '../../api/defineRoutes';
import { sendZip } from '../../files/downloads';
import {
  companyTransfer,
  companyTransferPhotos,
  companyTransfers,
  companyWarehouses,
} from '../../services/wms/company';
import { sendSheet } from '../../services/wms/spreadsheet';
import { TRANSFER_SHEET_COLUMNS } from './transfers';

/**
 * Stock transfers of the company's warehouses, seen by its administrator in the admin console
 * (usage/stockTransfer): the same list, filters, detail, photo zip and xlsx as the warehouse app.
 */
export const wmsCompanyRoutes = defineRoutes('wms', {
  'GET /homepage/v2/wms/company/warehouses': call({
    access: 'administrator',
    summary: '회사의 창고 목록 (재고 이동 목록의 창고 조건)',
    response: z.array(warehouseRecord),
    handler: (c) => companyWarehouses(c.ctx, c.session.companyId),
  }),
  'GET /homepage/v2/wms/company/stock-transfers': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 목록 (창고 앱을 쓰는 회사의 관리자; 조건은 창고 앱 목록과 같음)',
    query: transferListQuery,
    response: pageOf(transferRecord, 'WmsStockTransferPage'),
    handler: (c) => companyTransfers(c.ctx, c.session.companyId, c.query, c.query),
  }),
  'GET /homepage/v2/wms/company/stock-transfers/excel': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 목록 엑셀 (목록과 같은 조건, xlsx)',
    query: transferFilterQuery,
    handler: async (c) => {
      const { items } = await companyTransfers(c.ctx, c.session.companyId, c.query, null);
      return sendSheet(
        c.reply,
        `재고이동_${seoulDateString(c.ctx.now())}.xlsx`,
        TRANSFER_SHEET_COLUMNS,
        items,
      );
    },
  }),
  'GET /homepage/v2/wms/company/stock-transfers/{id}': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 하나 (사진 포함)',
    ids: { id: 'wmsTransfer' },
    response: transferRecord,
    handler: (c) => companyTransfer(c.ctx, c.session.companyId, c.ids.id!),
  }),
  'GET /homepage/v2/wms/company/stock-transfers/{id}/download-images': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 사진 전체를 zip 하나로 내려받기',
    ids: { id: 'wmsTransfer' },
    failures: [404],
    handler: async (c) => {
      const zip = await companyTransferPhotos(c.ctx, c.session.companyId, c.ids.id!);
      return sendZip(c.ctx.files, c.reply, zip.files, zip.name);
    },
  }),
});
