import {
  csAnswerInput,
  providerCsInquiryRecord,
  type ProviderCsInquiryRecord,
} from '../../schemas/legacyScreens';
import { defineResource } from '../_generated';

/** Provider console: the companies' one-to-one inquiries (customer/cs); the edit page answers. */
export const providerCsInquiries = defineResource<ProviderCsInquiryRecord>({
  name: 'providerCsInquiries',
  apiPath: '/provider/v1/cs-inquiries',
  label: '1:1 문의',
  listPath: 'cs/list',
  record: providerCsInquiryRecord,
  input: csAnswerInput,
  search: '제목, 내용 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  filterDefaultValues: () => ({ status: 'WAITING' }),
  waiting: { filter: { status: 'WAITING' }, label: '답변 대기', limitHours: 24 },
  recordRepresentation: 'title',
  editLabel: '1:1 문의 답변',
  bulkDelete: false,
  columns: {
    body: { list: true },
  },
  views: { create: false },
});
