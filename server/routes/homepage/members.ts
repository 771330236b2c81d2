import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorityInput,
  memberImportBody,
  memberImportResponse,
  memberInput,
  memberRecord,
} from '../../../schemas/members';
import { requireAdministrator, requireAuth, sessionOf } from '../../plugins/auth';
import { listHeaders, listQuerystring, listSerializerCompiler } from '../../services/listQuery';
import { setAuthority } from '../../services/organisation/memberAuthority';
import { importMembers } from '../../services/organisation/memberImport';
import { listMembers, memberList } from '../../services/organisation/memberList';
import { createMember, deleteMember, getMember, updateMember } from '../../services/organisation/members';
import { crudFailures, idParams } from '../responses';

const tags = ['members'];
const failures = crudFailures;
const params = idParams;

/** member/list (mounted at /homepage): everyone reads; administrators write; a member edits themselves. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/v2/members', {
    serializerCompiler: listSerializerCompiler,
    schema: {
      tags,
      summary: '구성원 목록 (sort, range, filter: q, groupId, companyMemberRole, id)',
      querystring: listQuerystring,
      response: { 200: z.array(memberRecord), ...failures },
    },
    handler: async (request, reply) => {
      const list = memberList.parse(request.query);
      const page = await listMembers(app.ctx, sessionOf(request).companyId, list);
      reply.headers(listHeaders(memberList.resource, list.offset, page.rows.length, page.total));
      return page.rows;
    },
  });

  app.get('/v2/members/:id', {
    schema: { tags, summary: '구성원 한 명', params, response: { 200: memberRecord, ...failures } },
    handler: (request) => getMember(app.ctx, sessionOf(request).companyId, request.params.id),
  });

  app.post('/v2/members', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '구성원 등록 (관리자)',
      body: memberInput,
      response: { 200: memberRecord, ...failures },
    },
    handler: (request) => createMember(app.ctx, sessionOf(request), request.body),
  });

  app.put('/v2/members/:id', {
    schema: {
      tags,
      summary: '구성원 수정 (관리자, 또는 본인의 프로필: 부서와 권한 제외)',
      params,
      body: memberInput,
      response: { 200: memberRecord, ...failures },
    },
    handler: (request) => updateMember(app.ctx, sessionOf(request), request.params.id, request.body),
  });

  app.delete('/v2/members/:id', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '구성원 삭제 (관리자, 본인과 마지막 관리자 제외; 세션도 삭제)',
      params,
      response: { 200: memberRecord, ...failures },
    },
    handler: (request) => deleteMember(app.ctx, sessionOf(request), request.params.id),
  });

  app.put('/v2/members/:id/authority', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '역할과 권한 변경 (마스터 또는 관리자 권한; 마지막 관리자는 해제 불가)',
      params,
      body: authorityInput,
      response: { 200: memberRecord, ...failures },
    },
    handler: (request) => setAuthority(app.ctx, sessionOf(request), request.params.id, request.body),
  });

  app.post('/v2/members/import', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '구성원 일괄 등록 (모두 또는 하나도 없이; dryRun은 검사만, 오류가 있으면 added 0과 행별 오류)',
      body: memberImportBody,
      response: { 200: memberImportResponse, ...failures },
    },
    handler: (request) => importMembers(app.ctx, sessionOf(request), request.body),
  });
};
