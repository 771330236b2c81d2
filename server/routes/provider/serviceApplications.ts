import { applicationRecord, approveBody, rejectBody } from '../../../schemas/serviceApply';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  applicationList,
  approveApplication,
  getProviderApplication,
  listApplications,
  rejectApplication,
} from '../../services/serviceApply/provider';

/** The provider console's service applications: every company's, approve or reject. */
export const providerServiceApplicationRoutes = defineRoutes('provider', {
  'GET /provider/v1/service-applications': listCall({
    access: 'provider',
    summary: '서비스 신청 목록 (서비스, 상태, 회사 검색)',
    list: applicationList,
    record: applicationRecord,
    handler: (c, list) => listApplications(c.ctx, list),
  }),
  'GET /provider/v1/service-applications/{id}': call({
    access: 'provider',
    summary: '서비스 신청 한 건 (답변 포함)',
    ids: { id: 'serviceApplication' },
    response: applicationRecord,
    handler: (c) => getProviderApplication(c.ctx, c.ids.id!),
  }),
  'POST /provider/v1/service-applications/{id}/approve': call({
    access: 'provider',
    summary: '서비스 신청 승인 (시작일)',
    ids: { id: 'serviceApplication' },
    body: approveBody,
    response: applicationRecord,
    failures: [409],
    audit: { target: 'service-application' },
    handler: (c) => approveApplication(c.ctx, c.ids.id!, c.body.startDate),
  }),
  'POST /provider/v1/service-applications/{id}/reject': call({
    access: 'provider',
    summary: '서비스 신청 반려 (사유)',
    ids: { id: 'serviceApplication' },
    body: rejectBody,
    response: applicationRecord,
    failures: [409],
    audit: { target: 'service-application' },
    handler: (c) => rejectApplication(c.ctx, c.ids.id!, c.body.reason),
  }),
});
