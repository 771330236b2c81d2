import { providerInquiryRecord, type ProviderInquiryRecord } from '../../schemas/provider';
import { defineResource } from '../_generated';
import { InquiryDetail } from './InquiryDetail';

/**
 * Provider console: the public site's service inquiries. A row opens the inquiry, where it is given
 * an owner and a note, taken through 상담 진행 중 and answered to the visitor (InquiryDetail).
 */
export const inquiries = defineResource<ProviderInquiryRecord>({
  name: 'inquiries',
  apiPath: '/provider/v1/inquiries',
  label: '서비스 문의',
  listPath: 'inquiry/list',
  record: providerInquiryRecord,
  search: '회사명, 담당자, 접수 번호 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'receiptNo',
  card: { primary: 'companyName', secondary: ['status', 'inquiryServiceType', 'createdAt'] },
  views: { show: InquiryDetail, edit: false, create: false },
});
