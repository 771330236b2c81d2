import {
  CS_STATUS_CHOICES,
  csAnswerInput,
  providerCsInquiryRecord,
  type ProviderCsInquiryRecord,
} from '../../schemas/legacyScreens';
import { defineResource } from '../_generated';

const statusName = (record: ProviderCsInquiryRecord) =>
  CS_STATUS_CHOICES.find((choice) => choice.id === record.status)?.name ?? record.status;

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
  recordRepresentation: 'title',
  bulkDelete: false,
  columns: {
    status: { render: statusName, text: statusName },
    body: { list: true },
  },
  views: { create: false },
});
