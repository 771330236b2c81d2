import {
  inquiryBody,
  inquiryCreatedResponse,
  inquiryProgressQuery,
  inquiryProgressResponse,
} from '../../../schemas/inquiry';
import { call, defineRoutes } from '../../api/defineRoutes';
import { createInquiry, findInquiryProgress } from '../../services/inquiry';

/**
 * The public service inquiry (spec 1 §4 "Inquiry", spec 2 §7). No login; the per-IP limit is
 * against guessing receipt numbers against phone numbers and flooding the sales inbox.
 */
export const inquiryRoutes = defineRoutes('inquiry', {
  'POST /homepage/v2/inquiry': call({
    access: 'public',
    summary: '서비스 문의 접수 (공간 설명은 문의 내용 앞 줄에 붙여 저장, 지역은 스낵만 저장)',
    rateLimit: 'auth',
    body: inquiryBody,
    response: inquiryCreatedResponse,
    audit: { target: 'inquiry' },
    handler: (c) => createInquiry(c.ctx, c.body),
  }),
  'GET /homepage/v2/inquiry-progress': call({
    access: 'public',
    summary: '문의 진행 상황 (접수 번호와 휴대폰 번호로 본인 확인)',
    rateLimit: 'auth',
    query: inquiryProgressQuery,
    response: inquiryProgressResponse,
    failures: [404],
    handler: (c) => findInquiryProgress(c.ctx, c.query.receiptNo, c.query.cellphone),
  }),
});
