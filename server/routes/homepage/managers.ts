import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, okResponse } from '../../../schemas/common';
import {
  managerInvitation,
  managerInviteBody,
  managerRecord,
  managerSignupBody,
} from '../../../schemas/managers';
import { authorityInput } from '../../../schemas/members';
import { requireAdministrator, sessionOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/security';
import { listHeaders, listQuerystring, listSerializerCompiler } from '../../services/listQuery';
import { acceptInvitation, readInvitation } from '../../services/organisation/managerSignup';
import {
  deleteManager,
  getManager,
  inviteManager,
  listManagers,
  managerList,
  updateManager,
} from '../../services/organisation/managers';
import { crudFailures, idParams } from '../responses';

const tags = ['managers'];
const failures = crudFailures;
const params = idParams;

/** manager/list (mounted at /homepage): administrators only. */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdministrator);

  app.get('/v2/managers', {
    serializerCompiler: listSerializerCompiler,
    schema: {
      tags,
      summary: '관리자 목록 (관리자와 수락 대기 중인 초대; filter: q, status, id)',
      querystring: listQuerystring,
      response: { 200: z.array(managerRecord), ...failures },
    },
    handler: async (request, reply) => {
      const list = managerList.parse(request.query);
      const page = await listManagers(app.ctx, sessionOf(request).companyId, list);
      reply.headers(listHeaders(managerList.resource, list.offset, page.rows.length, page.total));
      return page.rows;
    },
  });

  app.get('/v2/managers/:id', {
    schema: { tags, summary: '관리자 또는 초대 하나', params, response: { 200: managerRecord, ...failures } },
    handler: (request) => getManager(app.ctx, sessionOf(request).companyId, request.params.id),
  });

  app.post('/v2/managers', {
    schema: {
      tags,
      summary: '관리자 초대 (LMS로 가입 링크 발송, 7일 유효)',
      body: managerInviteBody,
      response: { 200: managerRecord, ...failures },
    },
    handler: (request) => inviteManager(app.ctx, sessionOf(request), request.body),
  });

  app.put('/v2/managers/:id', {
    schema: {
      tags,
      summary: '관리자 권한 변경 (마스터 또는 관리자 권한)',
      params,
      body: authorityInput,
      response: { 200: managerRecord, ...failures },
    },
    handler: (request) => updateManager(app.ctx, sessionOf(request), request.params.id, request.body),
  });

  app.delete('/v2/managers/:id', {
    schema: {
      tags,
      summary: '관리자 해제 (일반 구성원으로) 또는 초대 취소',
      params,
      response: { 200: managerRecord, ...failures },
    },
    handler: (request) => deleteManager(app.ctx, sessionOf(request), request.params.id),
  });
};

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The invitee's sign-up (mounted at /homepage): public, rate limited like the auth calls. */
export const managerSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = authRateLimit(app.ctx.settings.AUTH_RATE_LIMIT_PER_MINUTE);

  app.get('/v2/manager-signup/:token', {
    config: limited,
    schema: {
      tags,
      summary: '관리자 초대 확인',
      params: tokenParams,
      response: { 200: managerInvitation, 400: errorResponse, 404: errorResponse, 429: errorResponse },
    },
    handler: (request) => readInvitation(app.ctx, request.params.token),
  });

  app.post('/v2/manager-signup/:token', {
    config: limited,
    schema: {
      tags,
      summary: '관리자 초대 수락 (이름, 휴대폰 번호, 비밀번호 설정)',
      params: tokenParams,
      body: managerSignupBody,
      response: {
        200: okResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
    },
    handler: (request) => acceptInvitation(app.ctx, request.params.token, request.body),
  });
};
