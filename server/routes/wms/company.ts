import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import { pageOf, warehouseRecord } from '../../../schemas/wms';
import { transferFilterQuery, transferListQuery, transferRecord } from '../../../schemas/wmsStock';
import { call, defineRoutes } from '../../api/defineRoutes';
import type { AppContext } from '../../context';
import { companies, wmsWarehouses } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { sendZip } from '../../files/downloads';
import { sendSheet } from '../../services/wms/spreadsheet';
import { listTransfers, transferOf, transferPhotoFiles } from '../../services/wms/transfers';
import { TRANSFER_SHEET_COLUMNS } from './transfers';

export const NOT_WMS_COMPANY = '창고 앱을 사용하는 회사의 관리자만 볼 수 있습니다.';

/** The company side of the warehouse app: only a company that uses it (wmsUse). */
async function requireWmsCompany(ctx: AppContext, companyId: number) {
  const [company] = await ctx.db
    .select({ wmsUse: companies.wmsUse })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.wmsUse) throw forbidden(NOT_WMS_COMPANY);
}

/**
 * Stock transfers of the company's warehouses, seen by its administrator in the admin console
 * (usage/stockTransfer): the same list, filters, detail, photo zip and xlsx as the warehouse app.
 */
export const wmsCompanyRoutes = defineRoutes('wms', {
  'GET /homepage/v2/wms/company/warehouses': call({
    access: 'administrator',
    summary: '회사의 창고 목록 (재고 이동 목록의 창고 조건)',
    response: z.array(warehouseRecord),
    handler: async (c) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      const rows = await c.ctx.db
        .select()
        .from(wmsWarehouses)
        .where(eq(wmsWarehouses.companyId, c.session.companyId))
        .orderBy(asc(wmsWarehouses.id));
      return rows.map((row) => ({
        id: c.ctx.ids.encode('warehouse', row.id),
        name: row.name,
        stockTransferAuditingYN: row.stockTransferAuditingYN,
        stockBranchYN: row.stockBranchYN,
        integratedStockManagementYN: row.integratedStockManagementYN,
      }));
    },
  }),
  'GET /homepage/v2/wms/company/stock-transfers': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 목록 (창고 앱을 쓰는 회사의 관리자; 조건은 창고 앱 목록과 같음)',
    query: transferListQuery,
    response: pageOf(transferRecord, 'WmsStockTransferPage'),
    handler: async (c) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      return listTransfers(c.ctx, c.session.companyId, c.query, c.query);
    },
  }),
  'GET /homepage/v2/wms/company/stock-transfers/excel': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 목록 엑셀 (목록과 같은 조건, xlsx)',
    query: transferFilterQuery,
    handler: async (c) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      const { items } = await listTransfers(c.ctx, c.session.companyId, c.query, null);
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
    handler: async (c) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      return transferOf(c.ctx, c.ids.id!);
    },
  }),
  'GET /homepage/v2/wms/company/stock-transfers/{id}/download-images': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 사진 전체를 zip 하나로 내려받기',
    ids: { id: 'wmsTransfer' },
    failures: [404],
    handler: async (c) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      const transfer = await transferOf(c.ctx, c.ids.id!);
      const rows = await transferPhotoFiles(c.ctx, c.ids.id!);
      if (rows.length === 0) throw notFound('내려받을 사진이 없습니다.');
      return sendZip(c.ctx.files, c.reply, rows, `재고이동_${transfer.transferNo}_사진.zip`);
    },
  }),
});
