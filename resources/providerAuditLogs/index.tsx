import { seoulDateTime } from '../../lib/seoulTime';
import { providerAuditLogRecord, type ProviderAuditLogRecord } from '../../schemas/auditLogs';
import { defineResource } from '../_generated';

/**
 * Provider console: 변경 이력 of every company (who changed what, when, each field before → after),
 * filtered by company, date, kind and action; the search reads the Korean names of what was done
 * (입금 finds a payment) as well as the values.
 */
export const providerAuditLogs = defineResource<ProviderAuditLogRecord>({
  name: 'providerAuditLogs',
  apiPath: '/provider/v1/audit-logs',
  label: '변경 이력',
  listPath: 'audit/list',
  record: providerAuditLogRecord,
  search: '작업, 회사, 변경 내용 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  card: { primary: 'summary', secondary: ['companyName', 'actorName', 'targetKind', 'createdAt'] },
  columns: {
    createdAt: {
      render: (record) => seoulDateTime(record.createdAt),
      text: (record) => seoulDateTime(record.createdAt),
    },
  },
  views: { show: false, edit: false, create: false },
});
