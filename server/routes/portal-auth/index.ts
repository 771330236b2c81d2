import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoLoginBody,
  loginBody,
  loginCheckResponse,
  loginResponse,
  passwordCodeBody,
  passwordCodeResponse,
  passwordResetBody,
} from '../../../schemas/auth';
import { errorResponse, okResponse } from '../../../schemas/common';
import { requireAuth, sessionOf } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/security';
import { login, resetPassword, sendPasswordCode } from '../../services/passwords';
import { autoLogin, closeSession } from '../../services/sessions';

const tags = ['portal-auth'];
const failures = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

/** Portal authentication (spec 2 §7 "Portal auth"), mounted at /portal/auth/api. */
export const portalAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = authRateLimit(app.ctx.settings.AUTH_RATE_LIMIT_PER_MINUTE);

  app.post('/login', {
    config: limited,
    schema: { tags, summary: '로그인', body: loginBody, response: { 200: loginResponse, ...failures } },
    handler: (request) => login(app.ctx, request.body),
  });

  app.post('/auto-login', {
    config: limited,
    schema: {
      tags,
      summary: '자동 로그인 (sessionId 교체)',
      body: autoLoginBody,
      response: { 200: loginResponse, ...failures },
    },
    handler: (request) => autoLogin(app.ctx, request.body.sessionId),
  });

  app.get('/login-check', {
    onRequest: requireAuth,
    schema: { tags, summary: '로그인 확인', response: { 200: loginCheckResponse, 401: errorResponse } },
    handler: async (request) => ({
      ok: true as const,
      expiresAt: sessionOf(request).expiresAt.toISOString(),
    }),
  });

  app.post('/logout', {
    onRequest: requireAuth,
    schema: { tags, summary: '로그아웃 (서버 세션 삭제)', response: { 200: okResponse, 401: errorResponse } },
    handler: async (request) => {
      await closeSession(app.ctx, sessionOf(request).sessionRowId);
      return { ok: true as const };
    },
  });

  app.post('/password/code', {
    config: limited,
    schema: {
      tags,
      summary: '비밀번호 찾기: 인증번호 발송',
      body: passwordCodeBody,
      response: { 200: passwordCodeResponse, ...failures },
    },
    handler: (request) => sendPasswordCode(app.ctx, request.body.email),
  });

  app.post('/password/reset', {
    config: limited,
    schema: {
      tags,
      summary: '비밀번호 찾기: 새 비밀번호 설정',
      body: passwordResetBody,
      response: { 200: okResponse, ...failures },
    },
    handler: async (request) => {
      await resetPassword(app.ctx, request.body);
      return { ok: true as const };
    },
  });
};
