import { z } from 'zod';
import {
  applicationDraftBody,
  applicationDraftResponse,
  applicationListResponse,
  applicationRecord,
  applyServiceParams,
} from '../../../schemas/serviceApply';
import { snackDelivery } from '../../../schemas/snack';
import { serviceKey } from '../../../schemas/services';
import { call, defineRoutes } from '../../api/defineRoutes';
import {
  getApplication,
  listCompanyApplications,
  saveDraft,
  submitApplication,
} from '../../services/serviceApply/applications';
import { deliveriesBetween, toDelivery } from '../../services/serviceApply/deliveries';

const monthQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '시작 날짜를 YYYY-MM-DD 형식으로 입력해주세요.'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '끝 날짜를 YYYY-MM-DD 형식으로 입력해주세요.'),
});
const deliveryListResponse = z
  .object({ deliveries: z.array(snackDelivery) })
  .meta({ id: 'ServiceDeliveryList' });

/**
 * The service-apply engine's calls (designed, README "서비스 신청"): one draft per company and
 * service kept on the server, submitting it, and the running services' deliveries and visits.
 */
export const serviceApplicationRoutes = defineRoutes('service-applications', {
  'GET /homepage/v2/service-applications': call({
    access: 'member',
    summary: '회사의 서비스 신청과 상태',
    response: applicationListResponse,
    handler: async (c) => ({ applicationList: await listCompanyApplications(c.ctx, c.session) }),
  }),
  'GET /homepage/v2/service-applications/{service}/draft': call({
    access: 'administrator',
    summary: '신청서 (작성 중인 단계와 답변, 없으면 null)',
    params: applyServiceParams,
    response: applicationDraftResponse,
    handler: async (c) => ({ application: await getApplication(c.ctx, c.session, c.params.service) }),
  }),
  'PUT /homepage/v2/service-applications/{service}/draft': call({
    access: 'administrator',
    summary: '신청서 임시 저장 (단계와 답변)',
    params: applyServiceParams,
    body: applicationDraftBody,
    response: applicationRecord,
    failures: [409],
    audit: { target: 'service-application' },
    handler: (c) => saveDraft(c.ctx, c.session, c.params.service, c.body),
  }),
  'POST /homepage/v2/service-applications/{service}': call({
    access: 'administrator',
    summary: '신청서 제출 (모든 단계 확인 후 승인 대기)',
    params: applyServiceParams,
    response: applicationRecord,
    failures: [409],
    audit: { target: 'service-application' },
    handler: (c) => submitApplication(c.ctx, c.session, c.params.service),
  }),
  'GET /homepage/v2/services/{service}/deliveries': call({
    access: 'member',
    summary: '서비스의 배송, 방문, 주문 일정 (기간)',
    params: z.object({ service: serviceKey }),
    query: monthQuery,
    response: deliveryListResponse,
    handler: async (c) => ({
      deliveries: (
        await deliveriesBetween(c.ctx, c.session.companyId, c.params.service, c.query.from, c.query.to)
      ).map((row) => toDelivery(c.ctx, row)),
    }),
  }),
});
