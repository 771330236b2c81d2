import { anniversaryRecord, anniversarySheetRow } from '../../../schemas/anniversaries';
import { defineRoutes, listCall } from '../../api/defineRoutes';
import { sheetCall } from '../../api/sheetCall';
import { anniversaryList, listAnniversaries } from '../../services/organisation/anniversaries';
import { checkAnniversarySheet, saveAnniversaries } from '../../services/organisation/anniversarySheet';

/** anniversary/list: every member of the company reads it; administrators fill it from a sheet. */
export const anniversaryRoutes = defineRoutes('anniversaries', {
  'GET /homepage/v2/anniversaries': listCall({
    access: 'member',
    summary: '생일과 입사 기념일 (filter: year, month(기본: 이번 달, null: 한 해), kind, groupId, q)',
    list: anniversaryList,
    record: anniversaryRecord,
    handler: (c, list) => listAnniversaries(c.ctx, c.session.companyId, list),
  }),
  'POST /homepage/v2/anniversaries/sheet': sheetCall({
    access: 'administrator',
    summary: '구성원의 생일과 입사일 여러 건 저장 (구성원 이메일, 생일, 양력/음력, 입사일; 빈 칸은 그대로)',
    row: anniversarySheetRow,
    target: 'member',
    check: (c, rows) => checkAnniversarySheet(c.ctx, c.session, rows),
    apply: (c, rows) => saveAnniversaries(c.ctx, c.session, rows),
  }),
});
