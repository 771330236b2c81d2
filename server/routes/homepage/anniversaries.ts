import { anniversaryRecord } from '../../../schemas/anniversaries';
import { defineRoutes, listCall } from '../../api/defineRoutes';
import { anniversaryList, listAnniversaries } from '../../services/organisation/anniversaries';

/** anniversary/list: every member of the company reads it. */
export const anniversaryRoutes = defineRoutes('anniversaries', {
  'GET /homepage/v2/anniversaries': listCall({
    access: 'member',
    summary: '생일과 입사 기념일 (filter: year, month(기본: 이번 달, null: 한 해), kind, groupId, q)',
    list: anniversaryList,
    record: anniversaryRecord,
    handler: (c, list) => listAnniversaries(c.ctx, c.session.companyId, list),
  }),
});
