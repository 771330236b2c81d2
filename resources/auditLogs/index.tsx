import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { isAdministrator } from '../../authProvider/memberRules';
import { auditLogRecord } from '../../schemas/auditLogs';
import type { AuditLogRecord } from '../../schemas/auditLogs';
import { defineResource } from '../_generated';

/** 2026-11-23T05:07:00Z -> "2026.11.23 14:07" (Seoul). */
const seoulDateTime = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(new Date(iso))
    .replace(/\. /g, '.')
    .replace(/\.(\d{2}:)/, ' $1');

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
