import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeBody } from '../../../schemas/auth';
import { errorResponse, okResponse } from '../../../schemas/common';
import {
  companyMemberInfoResponse,
  profileUpdateBody,
  wefunInfoResponse,
} from '../../../schemas/companyMember';
import { companies, companyMembers, companyServices } from '../../db/schema';
import { notFound } from '../../errors';
import { requireAuth, sessionOf } from '../../plugins/auth';
import { loadMemberInfo, updateProfile } from '../../services/companyMember';
import { changePassword } from '../../services/passwords';

const tags = ['company-member'];
const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** The logged-in member's own information (mounted at /homepage). */
export const companyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get('/v2/company-member/info', {
    schema: {
      tags,
      summary: '로그인한 구성원 정보',
      response: { 200: companyMemberInfoResponse, ...failures },
    },
    handler: (request) => {
      const { memberId, companyId } = sessionOf(request);
      return loadMemberInfo(app.ctx, memberId, companyId);
    },
  });

  app.get('/v2/company-member/wefun-info', {
    schema: { tags, summary: '선물 서비스 이용 정보', response: { 200: wefunInfoResponse, ...failures } },
    handler: async (request) => {
      const { memberId, companyId } = sessionOf(request);
      const row = await app.ctx.db
        .select({ memberName: companyMembers.name, companyName: companies.name })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, companyId)))
        .then((rows) => rows[0]);
      if (!row) throw notFound();
      const gift = await app.ctx.db
        .select()
        .from(companyServices)
        .where(and(eq(companyServices.companyId, companyId), eq(companyServices.service, 'birth24')))
        .then((rows) => rows[0]);
      const isServiceUsed = gift?.useYN === 'Y' && gift.status === 'IN_USE';
      return {
        isServiceUsed,
        serviceEncrypted: gift ? app.ctx.ids.encode('service', gift.id) : null,
        companyName: row.companyName,
        memberName: row.memberName,
      };
    },
  });

  app.put('/v2/company-member/manager/passwd', {
    schema: {
      tags,
      summary: '비밀번호 변경 (다른 세션 종료)',
      body: passwordChangeBody,
      response: { 200: okResponse, ...failures },
    },
    handler: async (request) => {
      const { memberId, sessionRowId } = sessionOf(request);
      await changePassword(app.ctx, memberId, sessionRowId, request.body);
      return { ok: true as const };
    },
  });

  app.post('/v1/profile', {
    schema: {
      tags,
      summary: '내 정보 수정',
      body: profileUpdateBody,
      response: { 200: companyMemberInfoResponse, ...failures },
    },
    handler: (request) => {
      const { memberId, companyId } = sessionOf(request);
      return updateProfile(app.ctx, memberId, companyId, request.body);
    },
  });
};
