import { auditLogRecord, providerAuditLogRecord } from '../../../schemas/auditLogs';
import { defineRoutes, listCall } from '../../api/defineRoutes';
import { auditLogList, listAuditLogs, providerAuditLogList } from '../../services/auditLogs';

/** 변경 이력: every change made through the API to the company's data, for its administrators. */
export const auditLogRoutes = defineRoutes('audit-logs', {
  'GET /homepage/v2/audit-logs': listCall({
    access: 'administrator',
    summary: '변경 이력 (filter: createdAt_gte, createdAt_lte, actorId, action, targetKind)',
    list: auditLogList,
    record: auditLogRecord,
    handler: (c, list) => listAuditLogs(c.ctx, c.session.companyId, list),
  }),
  'GET /provider/v1/audit-logs': listCall({
    access: 'provider',
    summary:
      '모든 회사의 변경 이력 (filter: companyId, createdAt_gte, createdAt_lte, action, targetKind; q: 한국어 작업 이름, 필드 이름, 값, 회사 이름)',
    list: providerAuditLogList,
    record: providerAuditLogRecord,
    handler: (c, list) => listAuditLogs(c.ctx, null, list),
  }),
});
