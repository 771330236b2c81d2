import { z } from 'zod';
import { warehouseRecord } from '../../../schemas/wms';
import { companyStockCheckRecord, transferDecisionBody, transferRecord } from '../../../schemas/wmsStock';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { sendZip } from '../../files/downloads';
import {
  companyTransfer,
  companyTransferPhotos,
  companyTransfers,
  companyWarehouses,
  decideCompanyTransfer,
  reopenCompanyCheck,
  requireWmsCompany,
} from '../../services/wms/company';
import { companyCheck, companyCheckList, listCompanyChecks } from '../../services/wms/companyChecks';
import { companyTransferList } from '../../services/wms/transferList';

/**
 * Stock transfers of the company's warehouses, seen by its administrator in the admin console
 * (usage/stockTransfer): the warehouse app's list in the list protocol (the console's generated
 * list, its xlsx export paging through it), one transfer and its photo zip.
 */
export const wmsCompanyRoutes = defineRoutes('wms', {
  'GET /homepage/v2/wms/company/warehouses': call({
    access: 'administrator',
    summary: '회사의 창고 목록 (재고 이동 목록의 창고 조건)',
    response: z.array(warehouseRecord),
    handler: (c) => companyWarehouses(c.ctx, c.session.companyId),
  }),
  'GET /homepage/v2/wms/company/stock-transfers': listCall({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 목록 (창고 앱을 쓰는 회사의 관리자; 상태, 창고, 요청일, 검색어)',
    list: companyTransferList,
    record: transferRecord,
    handler: (c, list) => companyTransfers(c.ctx, c.session.companyId, list),
  }),
  'GET /homepage/v2/wms/company/stock-transfers/{id}': call({
    access: 'administrator',
    summary: '회사 창고의 재고 이동 하나 (사진 포함)',
    ids: { id: 'wmsTransfer' },
    response: transferRecord,
    handler: (c) => companyTransfer(c.ctx, c.session.companyId, c.ids.id!),
  }),
  'POST /homepage/v2/wms/company/stock-transfers/{id}/decision': call({
    access: 'administrator',
    idempotent: true,
    summary: '재고 이동 검수 (회사 관리자): 승인(이때 재고가 이동) 또는 반려; 이미 처리된 이동은 409',
    ids: { id: 'wmsTransfer' },
    body: transferDecisionBody,
    response: transferRecord,
    failures: [403, 409],
    audit: { target: 'wmsTransfer' },
    handler: (c) => decideCompanyTransfer(c.ctx, c.session, c.ids.id!, c.body.decision),
  }),
  'GET /homepage/v2/wms/company/stock-checks': listCall({
    access: 'administrator',
    summary: '회사 창고의 재고 조사 목록 (상태, 창고, 시작일, 검색어: 창고·작업자 이름)',
    list: companyCheckList,
    record: companyStockCheckRecord,
    handler: async (c, list) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      return listCompanyChecks(c.ctx, c.session.companyId, list);
    },
  }),
  'GET /homepage/v2/wms/company/stock-checks/{id}': call({
    access: 'administrator',
    summary: '회사 창고의 재고 조사 하나와 그 항목 (전산 수량, 실사 수량, 오늘 다시 열 수 있는지)',
    ids: { id: 'wmsCheck' },
    response: companyStockCheckRecord,
    handler: async (c) => {
      await requireWmsCompany(c.ctx, c.session.companyId);
      return companyCheck(c.ctx, c.session.companyId, c.ids.id!);
    },
  }),
  'POST /homepage/v2/wms/company/stock-checks/{id}/reopen': call({
    access: 'administrator',
    idempotent: true,
    summary:
      '완료한 재고 조사 다시 열기 (회사 관리자, 완료한 날 안에만): 반영한 차이를 원장으로 되돌리고 조사 중으로; 지난 날이거나 그 뒤 바뀐 재고는 409',
    ids: { id: 'wmsCheck' },
    response: companyStockCheckRecord,
    failures: [403, 409],
    audit: { target: 'wmsCheck' },
    handler: async (c) => {
      await reopenCompanyCheck(c.ctx, c.session, c.ids.id!);
      return companyCheck(c.ctx, c.session.companyId, c.ids.id!);
    },
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
