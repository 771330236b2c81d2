import type { z } from 'zod';
import { providerInquiryRecord } from '../../schemas/provider';
import { defineResource } from '../_generated';

type ProviderInquiry = z.infer<typeof providerInquiryRecord>;

/** Provider console: the public site's service inquiries with the visitor's tracking tags. */
export const inquiries = defineResource<ProviderInquiry>({
  name: 'inquiries',
  apiPath: '/provider/v1/inquiries',
  label: '서비스 문의',
  listPath: 'inquiry/list',
  record: providerInquiryRecord,
  search: '회사명, 담당자, 접수 번호 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  columns: {
    inquiryContents: { list: true },
    tracking: {
      list: true,
      render: (record) =>
        Object.entries(record.tracking)
          .map(([key, value]) => `${key}=${value}`)
          .join(' · '),
      text: (record) =>
        Object.entries(record.tracking)
          .map(([key, value]) => `${key}=${value}`)
          .join(' '),
    },
  },
  views: { show: false },
});
