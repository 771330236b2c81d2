import * as schemas from '../../../schemas/auth';
import { okResponse } from '../../../schemas/common';
import { call, defineRoutes } from '../../api/defineRoutes';
import { login, resetPassword, sendPasswordCode } from '../../services/passwords';
import { autoLogin, closeSession } from '../../services/sessions';

// Sessions are their own record (sessions table); what changes an account is audited.
const sessionRecord = { skip: '세션은 sessions 테이블이 기록합니다.' };

/** Portal authentication (spec 2 §7 "Portal auth"). */
export const portalAuthRoutes = defineRoutes('portal-auth', {
  'POST /portal/auth/api/login': call({
    access: 'public',
    summary: '로그인',
    rateLimit: 'auth',
    body: schemas.loginBody,
    response: schemas.loginResponse,
    audit: sessionRecord,
    handler: (c) => login(c.ctx, c.body),
  }),
  'POST /portal/auth/api/auto-login': call({
    access: 'public',
    summary: '자동 로그인 (sessionId 교체)',
    rateLimit: 'auth',
    body: schemas.autoLoginBody,
    response: schemas.loginResponse,
    audit: sessionRecord,
    handler: (c) => autoLogin(c.ctx, c.body.sessionId),
  }),
  'GET /portal/auth/api/login-check': call({
    access: 'member',
    summary: '로그인 확인',
    response: schemas.loginCheckResponse,
    handler: async (c) => ({ ok: true as const, expiresAt: c.session.expiresAt.toISOString() }),
  }),
  'POST /portal/auth/api/logout': call({
    access: 'member',
    summary: '로그아웃 (서버 세션 삭제)',
    response: okResponse,
    audit: sessionRecord,
    handler: async (c) => {
      await closeSession(c.ctx, c.session.sessionRowId);
      return { ok: true as const };
    },
  }),
  'POST /portal/auth/api/password/code': call({
    access: 'public',
    summary: '비밀번호 찾기: 인증번호 발송',
    rateLimit: 'auth',
    body: schemas.passwordCodeBody,
    response: schemas.passwordCodeResponse,
    audit: { skip: '인증번호 발송은 발송함(outbox)과 작업 대기열이 기록합니다.' },
    handler: (c) => sendPasswordCode(c.ctx, c.body.email),
  }),
  'POST /portal/auth/api/password/reset': call({
    access: 'public',
    summary: '비밀번호 찾기: 새 비밀번호 설정',
    rateLimit: 'auth',
    body: schemas.passwordResetBody,
    response: okResponse,
    // A wrong code must count even though the call fails: no transaction to roll the count back.
    audit: { skip: '틀린 인증번호도 시도 횟수로 남아야 하므로 트랜잭션 없이 처리합니다.' },
    handler: async (c) => {
      await resetPassword(c.ctx, c.body);
      return { ok: true as const };
    },
  }),
});
