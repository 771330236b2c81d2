import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anniversaryRecord } from '../../../schemas/anniversaries';
import { errorResponse } from '../../../schemas/common';
import { requireAuth, sessionOf } from '../../plugins/auth';
import { listHeaders, listQuerystring, listSerializerCompiler } from '../../services/listQuery';
import { anniversaryList, listAnniversaries } from '../../services/organisation/anniversaries';

/** anniversary/list (mounted at /homepage): every member of the company reads it. */
export const anniversaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/v2/anniversaries', {
    serializerCompiler: listSerializerCompiler,
    schema: {
      tags: ['anniversaries'],
      summary: '생일과 입사 기념일 (filter: year, month(기본: 이번 달, null: 한 해), kind, groupId, q)',
      querystring: listQuerystring,
      response: { 200: z.array(anniversaryRecord), 400: errorResponse, 401: errorResponse },
    },
    handler: async (request, reply) => {
      const list = anniversaryList.parse(request.query);
      const page = await listAnniversaries(app.ctx, sessionOf(request).companyId, list);
      reply.headers(listHeaders(anniversaryList.resource, list.offset, page.rows.length, page.total));
      return page.rows;
    },
  });
};
