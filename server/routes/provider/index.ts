import { z } from 'zod';
import { okResponse } from '../../../schemas/common';
import * as schemas from '../../../schemas/provider';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { providerLogin, providerLogout } from '../../services/provider';
import {
  answerServiceInquiry,
  inquiryList,
  listInquiries,
  listOperators,
  providerInquiry,
  workInquiry,
} from '../../services/provider/inquiries';
import { listOutbox, outboxList, readFullMessage } from '../../services/provider/outbox';
import { streamChanges } from '../../live/changes';
import { readQueueLimits, setQueueLimit } from '../../services/provider/queueLimits';
import {
  listProviderCompanies,
  providerCompanyList,
  readProviderCompany,
} from '../../services/provider/companies';
import { searchConsole } from '../../services/provider/search';

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
  'GET /provider/v1/live': call({
    access: 'provider',
    summary:
      '콘솔의 실시간 알림 (text/event-stream: 연결되면 ready, 무언가 저장되면 changed; 메뉴의 대기 건수를 다시 읽게 합니다)',
    handler: (c) => streamChanges(c.ctx.db, c.request, c.reply),
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
  'GET /provider/v1/inquiries/{id}': call({
    access: 'provider',
    summary: '서비스 문의 하나 (방문자가 보낸 양식 전체, 담당 운영자, 내부 메모, 답변)',
    ids: { id: 'serviceInquiry' },
    response: schemas.providerInquiryRecord,
    handler: (c) => providerInquiry(c.ctx, c.ids.id!),
  }),
  'PUT /provider/v1/inquiries/{id}': call({
    access: 'provider',
    summary: '서비스 문의 처리 { status?, ownerId?, internalNote? } (접수 → 상담 진행 중 → 종료)',
    ids: { id: 'serviceInquiry' },
    body: schemas.inquiryWorkInput,
    response: schemas.providerInquiryRecord,
    failures: [409],
    audit: { target: 'inquiry', before: (c) => providerInquiry(c.ctx, c.ids.id!) },
    handler: (c) => workInquiry(c.ctx, c.ids.id!, c.body),
  }),
  'POST /provider/v1/inquiries/{id}/answer': call({
    access: 'provider',
    summary: '서비스 문의에 답변 { channel: SMS | EMAIL, answer } (방문자에게 보내고 답변 완료로)',
    ids: { id: 'serviceInquiry' },
    body: schemas.inquiryAnswerInput,
    response: schemas.providerInquiryRecord,
    failures: [409],
    audit: { target: 'inquiry', before: (c) => providerInquiry(c.ctx, c.ids.id!) },
    handler: (c) => answerServiceInquiry(c.ctx, c.ids.id!, c.body),
  }),
  'GET /provider/v1/queue-limits': call({
    access: 'provider',
    summary: '대기 기준 (대기열마다 몇 시간이 지나면 늦은 건으로 표시할지)',
    response: schemas.queueLimitsResponse,
    handler: (c) => readQueueLimits(c.ctx),
  }),
  'PUT /provider/v1/queue-limits/{queue}': call({
    access: 'provider',
    summary: '대기 기준 바꾸기 { hours } (1~720시간)',
    params: schemas.queueLimitParams,
    body: schemas.queueLimitBody,
    response: schemas.queueLimitsResponse,
    audit: { target: 'queue-limit', before: (c) => readQueueLimits(c.ctx) },
    handler: (c) => setQueueLimit(c.ctx, c.provider, c.params.queue, c.body.hours),
  }),
  'GET /provider/v1/operators': call({
    access: 'provider',
    summary: '운영자 목록 (문의의 담당 운영자로 고를 수 있는 사람)',
    response: schemas.operatorsResponse,
    handler: (c) => listOperators(c.ctx),
  }),
  'GET /provider/v1/companies': listCall({
    access: 'provider',
    summary: '고객 회사 목록 (이름순; q: 회사 이름 또는 사업자등록번호; 변경 이력의 회사 조건)',
    list: providerCompanyList,
    record: schemas.providerCompanyRecord,
    handler: (c, list) => listProviderCompanies(c.ctx, list),
  }),
  'GET /provider/v1/companies/{id}': call({
    access: 'provider',
    summary: '고객 회사 하나 (회원 수, 이용 중인 서비스, 미수금, 승인 대기 중인 서비스 신청)',
    ids: { id: 'company' },
    response: schemas.providerCompanyRecord,
    handler: (c) => readProviderCompany(c.ctx, c.ids.id!),
  }),
  'GET /provider/v1/search': call({
    access: 'provider',
    summary: '콘솔 통합 검색 (회사, 회원의 이름·이메일·전화번호, 서비스 문의 접수번호, 퀵 주문번호)',
    query: schemas.providerSearchQuery,
    response: schemas.providerSearchResponse,
    handler: (c) => searchConsole(c.ctx, c.query.q),
  }),
});
