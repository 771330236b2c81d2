import { seoulDateString } from '../../lib/seoulTime';
import { providerCompanyRecord, type ProviderCompanyRecord } from '../../schemas/provider';
import { defineResource } from '../_generated';

const ofCompany = (id: string) => ({ companyId: id });

/**
 * Provider console: the client companies by name (also the company picker of 변경 이력). A company's
 * page gathers what an operator asks about it: its members and services, what it owes and what
 * waits, then its invoices, the messages sent to it and its 변경 이력.
 */
export const providerCompanies = defineResource<ProviderCompanyRecord>({
  name: 'providerCompanies',
  apiPath: '/provider/v1/companies',
  label: '고객 회사',
  listPath: 'company/list',
  record: providerCompanyRecord,
  search: '회사 이름 또는 사업자등록번호',
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  card: { primary: 'name', secondary: ['representative', 'registNumber', 'createdAt'] },
  columns: {
    createdAt: {
      render: (record) => seoulDateString(new Date(record.createdAt)),
      text: (record) => seoulDateString(new Date(record.createdAt)),
    },
  },
  related: [
    { resource: 'providerInvoices', filter: ofCompany },
    { resource: 'outbox', label: '보낸 메시지', filter: ofCompany },
    { resource: 'providerAuditLogs', filter: ofCompany },
  ],
  // The company's own 변경 이력 is the related list above (every record of it, not the company row).
  history: false,
  views: { edit: false, create: false },
});
