import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupInput, groupMoveBody, groupRecord } from '../../../schemas/groups';
import { requireAdministrator, requireAuth, sessionOf } from '../../plugins/auth';
import { listHeaders, listQuerystring, listSerializerCompiler } from '../../services/listQuery';
import {
  createGroup,
  deleteGroup,
  getGroup,
  groupList,
  listGroups,
  moveGroup,
  updateGroup,
} from '../../services/organisation/groups';
import { crudFailures, idParams } from '../responses';

const tags = ['groups'];
const failures = crudFailures;
const params = idParams;

/** group/list, the organisation chart (mounted at /homepage): everyone reads, administrators change it. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/v2/groups', {
    serializerCompiler: listSerializerCompiler,
    schema: {
      tags,
      summary: '부서 목록 (조직도; memberCount는 직속 구성원 수; filter: q, parentId, id)',
      querystring: listQuerystring,
      response: { 200: z.array(groupRecord), ...failures },
    },
    handler: async (request, reply) => {
      const list = groupList.parse(request.query);
      const page = await listGroups(app.ctx, sessionOf(request).companyId, list);
      reply.headers(listHeaders(groupList.resource, list.offset, page.rows.length, page.total));
      return page.rows;
    },
  });

  app.get('/v2/groups/:id', {
    schema: { tags, summary: '부서 하나', params, response: { 200: groupRecord, ...failures } },
    handler: (request) => getGroup(app.ctx, sessionOf(request).companyId, request.params.id),
  });

  app.post('/v2/groups', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '부서 만들기 (관리자)',
      body: groupInput,
      response: { 200: groupRecord, ...failures },
    },
    handler: (request) => createGroup(app.ctx, sessionOf(request).companyId, request.body),
  });

  app.put('/v2/groups/:id', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '부서 이름 바꾸기 (관리자)',
      params,
      body: groupInput,
      response: { 200: groupRecord, ...failures },
    },
    handler: (request) => updateGroup(app.ctx, sessionOf(request).companyId, request.params.id, request.body),
  });

  app.put('/v2/groups/:id/move', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '부서 옮기기 (관리자; sort는 새 형제 부서 사이의 위치, 자기 하위로는 불가)',
      params,
      body: groupMoveBody,
      response: { 200: groupRecord, ...failures },
    },
    handler: (request) => moveGroup(app.ctx, sessionOf(request).companyId, request.params.id, request.body),
  });

  app.delete('/v2/groups/:id', {
    onRequest: requireAdministrator,
    schema: {
      tags,
      summary: '부서 삭제 (관리자; 구성원과 하위 부서가 없을 때만)',
      params,
      response: { 200: groupRecord, ...failures },
    },
    handler: (request) => deleteGroup(app.ctx, sessionOf(request).companyId, request.params.id),
  });
};
