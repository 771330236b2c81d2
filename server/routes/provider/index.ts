import { and, count, desc, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, okResponse } from '../../../schemas/common';
import {
  OUTBOX_CHANNELS,
  outboxRecord,
  providerInquiryRecord,
  providerLoginBody,
  providerLoginResponse,
} from '../../../schemas/provider';
import { companies, inquiries, outbox } from '../../db/schema';
import { unauthorized } from '../../errors';
import { authRateLimit } from '../../plugins/security';
import { defineList, listHeaders, listQuerystring, textFilter } from '../../services/listQuery';
import { authenticateProvider, providerLogin, providerLogout } from '../../services/provider';

const tags = ['provider'];
const failures = { 400: errorResponse, 401: errorResponse, 429: errorResponse };
const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

const outboxList = defineList({
  resource: 'outbox',
  sortFields: ['createdAt'] as const,
  defaultSort: ['createdAt', 'DESC'],
  filters: { q: textFilter, channel: z.enum(OUTBOX_CHANNELS), purpose: z.string().max(50) },
});
const inquiryList = defineList({
  resource: 'inquiries',
  sortFields: ['createdAt', 'companyName'] as const,
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: textFilter,
    status: z.enum(['RECEIVED', 'IN_PROGRESS', 'ANSWERED', 'CLOSED']),
    inquiryServiceType: z.string().max(40),
  },
});
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The provider console (mounted at /provider/v1): the portal's operators see every company's outgoing
 * messages and the public inquiries. Its own login and headers (provider_client_id/secret).
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post('/auth/login', {
    config: authRateLimit(ctx.settings.AUTH_RATE_LIMIT_PER_MINUTE),
    schema: {
      tags,
      summary: '운영자 로그인',
      body: providerLoginBody,
      response: { 200: providerLoginResponse, ...failures },
    },
    handler: (request) => providerLogin(ctx, request.body),
  });

  app.register(async (secured) => {
    secured.decorateRequest('providerSessionId', 0);
    secured.addHook('onRequest', async (request) => {
      const session = await authenticateProvider(
        ctx,
        header(request.headers.provider_client_id),
        header(request.headers.provider_client_secret),
      );
      if (!session) throw unauthorized('운영자 로그인이 필요합니다.');
      request.providerSessionId = session.sessionId;
    });

    secured.post('/auth/logout', {
      schema: { tags, summary: '운영자 로그아웃', response: { 200: okResponse, 401: errorResponse } },
      handler: async (request) => {
        await providerLogout(ctx, request.providerSessionId);
        return { ok: true as const };
      },
    });

    secured.withTypeProvider<ZodTypeProvider>().get('/outbox', {
      schema: {
        tags,
        summary: '발송 메시지함',
        querystring: listQuerystring,
        response: { 200: z.array(outboxRecord), ...failures },
      },
      handler: async (request, reply) => {
        const list = outboxList.parse(request.query);
        const { q, channel, purpose } = list.filter;
        const conditions: SQL[] = [];
        if (q) conditions.push(or(ilike(outbox.recipient, like(q)), ilike(outbox.body, like(q)))!);
        if (channel) conditions.push(eq(outbox.channel, channel));
        if (purpose) conditions.push(eq(outbox.purpose, purpose));
        const where = conditions.length ? and(...conditions) : undefined;
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select({ message: outbox, companyName: companies.name })
            .from(outbox)
            .leftJoin(companies, eq(companies.id, outbox.companyId))
            .where(where)
            .orderBy(list.order === 'ASC' ? asc(outbox.createdAt) : desc(outbox.createdAt), desc(outbox.id))
            .offset(list.offset)
            .limit(list.limit),
          ctx.db.select({ n: count() }).from(outbox).where(where),
        ]);
        reply.headers(listHeaders('outbox', list.offset, rows.length, total?.n ?? 0));
        return rows.map(({ message, companyName }) => ({
          id: String(message.id),
          companyName,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          purpose: message.purpose,
          createdAt: message.createdAt.toISOString(),
        }));
      },
    });

    secured.withTypeProvider<ZodTypeProvider>().get('/inquiries', {
      schema: {
        tags,
        summary: '서비스 문의 목록',
        querystring: listQuerystring,
        response: { 200: z.array(providerInquiryRecord), ...failures },
      },
      handler: async (request, reply) => {
        const list = inquiryList.parse(request.query);
        const { q, status, inquiryServiceType } = list.filter;
        const conditions: SQL[] = [];
        if (q) {
          const pattern = like(q);
          conditions.push(
            or(
              ilike(inquiries.companyName, pattern),
              ilike(inquiries.contactName, pattern),
              ilike(inquiries.receiptNo, pattern),
            )!,
          );
        }
        if (status) conditions.push(eq(inquiries.status, status));
        if (inquiryServiceType) conditions.push(eq(inquiries.inquiryServiceType, inquiryServiceType));
        const where = conditions.length ? and(...conditions) : undefined;
        const column = list.sort === 'companyName' ? inquiries.companyName : inquiries.createdAt;
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(inquiries)
            .where(where)
            .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(inquiries.id))
            .offset(list.offset)
            .limit(list.limit),
          ctx.db.select({ n: count() }).from(inquiries).where(where),
        ]);
        reply.headers(listHeaders('inquiries', list.offset, rows.length, total?.n ?? 0));
        return rows.map((row) => ({
          id: String(row.id),
          receiptNo: row.receiptNo,
          inquiryServiceType: row.inquiryServiceType,
          companyName: row.companyName,
          contactName: row.contactName,
          cellphone: row.cellphone,
          email: row.email,
          inquiryRegion: row.inquiryRegion,
          address:
            [row.zonecode && `(${row.zonecode})`, row.address1, row.address2].filter(Boolean).join(' ') ||
            null,
          inquiryContents: row.inquiryContents,
          tracking: row.tracking,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        }));
      },
    });
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    providerSessionId: number;
  }
}
