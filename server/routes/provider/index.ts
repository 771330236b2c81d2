import { z } from 'zod';
import { okResponse } from '../../../schemas/common';
import * as schemas from '../../../schemas/provider';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { providerLogin, providerLogout } from '../../services/provider';
import { inquiryList, listInquiries } from '../../services/providerInquiries';
import { listOutbox, outboxList, readFullMessage } from '../../services/provider/outbox';

/**
 * The provider console: the portal's own operators see every company's outgoing messages and the
 * public inquiries. Its own login and headers (provider_client_id, provider_client_secret).
 */
export const providerRoutes = defineRoutes('provider', {
  'POST /provider/v1/auth/login': call({
    access: 'public',
    summary: '운영자 로그인',
    rateLimit: 'auth',
    body: schemas.providerLoginBody,
    response: schemas.providerLoginResponse,
    audit: { skip: '운영자 세션은 provider_sessions 테이블이 기록합니다.' },
    handler: (c) => providerLogin(c.ctx, c.body),
  }),
  'POST /provider/v1/auth/logout': call({
    access: 'provider',
    summary: '운영자 로그아웃',
    response: okResponse,
    audit: { skip: '운영자 세션은 provider_sessions 테이블이 기록합니다.' },
    handler: async (c) => {
      await providerLogout(c.ctx, c.provider.sessionId);
      return { ok: true as const };
    },
  }),
  'GET /provider/v1/outbox': listCall({
    access: 'provider',
    summary: '발송 메시지함',
    list: outboxList,
    record: schemas.outboxRecord,
    handler: (c, list) => listOutbox(c.ctx, list),
  }),
  'GET /provider/v1/outbox/{id}/full': call({
    access: 'provider',
    summary: '메시지 전체 보기 (목록은 인증번호와 링크를 가립니다; 이 조회는 변경 이력에 남습니다)',
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    response: schemas.outboxRecord,
    failures: [404],
    handler: (c) => readFullMessage(c.ctx, c.provider, c.params.id),
  }),
  'GET /provider/v1/inquiries': listCall({
    access: 'provider',
    summary: '서비스 문의 목록',
    list: inquiryList,
    record: schemas.providerInquiryRecord,
    handler: (c, list) => listInquiries(c.ctx, list),
  }),
});
