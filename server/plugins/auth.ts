import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors';
import { authenticate } from '../services/sessions';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Resolves `request.auth` from the four auth headers on every request (cookies are never used). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      if (!request.headers.client_secret) return;
      request.auth = await authenticate(app.ctx, {
        companyMemberEncrypted: header(request, 'company_member_encrypted'),
        companyEncrypted: header(request, 'company_encrypted'),
        clientId: header(request, 'client_id'),
        clientSecret: header(request, 'client_secret'),
      });
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** onRequest guard: a valid session, checked before the body is even parsed. */
export const requireAuth: onRequestHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!request.auth) throw unauthorized();
};

/** onRequest guard: a session of an administrator (관리자) of the company. */
export const requireAdministrator: onRequestHookHandler = async (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized();
  if (!request.auth.isAdministrator) throw forbidden('관리자만 사용할 수 있는 기능입니다.');
};

/** The session of a route guarded by requireAuth (throws if a route forgot the guard). */
export function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
