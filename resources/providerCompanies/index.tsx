import { seoulDateString } from '../../lib/seoulTime';
import { providerCompanyRecord, type ProviderCompanyRecord } from '../../schemas/provider';
import { defineResource } from '../_generated';

/** Provider console: the client companies by name (also the company picker of 변경 이력). */
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
  views: { show: false, edit: false, create: false },
});
