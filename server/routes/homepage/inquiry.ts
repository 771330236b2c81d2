import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../schemas/common';
import {
  inquiryBody,
  inquiryCreatedResponse,
  inquiryProgressQuery,
  inquiryProgressResponse,
} from '../../../schemas/inquiry';
import { authRateLimit } from '../../plugins/security';
import { createInquiry, findInquiryProgress } from '../../services/inquiry';

const tags = ['inquiry'];
const failures = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

/** The public service inquiry (spec 1 §4 "Inquiry", spec 2 §7), mounted at /homepage. No login. */
export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guessing receipt numbers against phone numbers, or flooding the sales inbox, is what the limit is for.
  const limited = authRateLimit(app.ctx.settings.AUTH_RATE_LIMIT_PER_MINUTE);

  app.post('/v2/inquiry', {
    config: limited,
    schema: {
      tags,
      summary: '서비스 문의 접수 (공간 설명은 문의 내용 앞 줄에 붙여 저장, 지역은 스낵만 저장)',
      body: inquiryBody,
      response: { 200: inquiryCreatedResponse, ...failures },
    },
    handler: (request) => createInquiry(app.ctx, request.body),
  });

  app.get('/v2/inquiry-progress', {
    config: limited,
    schema: {
      tags,
      summary: '문의 진행 상황 (접수 번호와 휴대폰 번호로 본인 확인)',
      querystring: inquiryProgressQuery,
      response: { 200: inquiryProgressResponse, ...failures },
    },
    handler: (request) => findInquiryProgress(app.ctx, request.query.receiptNo, request.query.cellphone),
  });
};
