import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import { seoulDateTime } from '../../lib/seoulTime';
import { auditLogRecord } from '../../schemas/auditLogs';
import type { AuditLogRecord } from '../../schemas/auditLogs';
import { defineResource } from '../_generated';

/**
 * 변경 이력: who changed what and when, with each field before and after. Read-only; the server
 * writes a row in the same transaction as every change made through the API.
 */
export const auditLogs = defineResource<AuditLogRecord>({
  name: 'auditLogs',
  apiPath: '/homepage/v2/audit-logs',
  label: '변경 이력',
  listPath: 'audit/list',
  menu: { label: '변경 이력', icon: HistoryOutlined, group: 'members' },
  canRead: isAdministrator,
  record: auditLogRecord,
  search: '변경 내용 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  columns: {
    createdAt: {
      render: (record) => seoulDateTime(record.createdAt),
      text: (record) => seoulDateTime(record.createdAt),
    },
  },
  views: { show: false },
});
