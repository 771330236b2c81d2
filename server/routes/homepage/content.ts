import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../schemas/common';
import {
  bannerListResponse,
  bannerPlacement,
  constantResponse,
  menuManagementResponse,
  virtualAccountResponse,
  workspaceListResponse,
} from '../../../schemas/content';
import { unauthorized } from '../../errors';
import { requireAdministrator, requireAuth, sessionOf } from '../../plugins/auth';
import { loadVirtualAccount, reissueVirtualAccount } from '../../services/companyMember';
import { listBanners, listMenus, listWorkspaces, readConstant, readWorkspace } from '../../services/content';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Banners, menus, constants, workspaces and the virtual account (mounted at /homepage). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { BANNER_CLIENT_ID, BANNER_CLIENT_SECRET } = app.ctx.settings;

  app.get('/v2/banner/:placement', {
    // The banner call uses the web app's fixed public client pair (spec) or a member session.
    onRequest: async (request) => {
      const fixed =
        request.headers.client_id === BANNER_CLIENT_ID &&
        request.headers.client_secret === BANNER_CLIENT_SECRET;
      if (!fixed && !request.auth) throw unauthorized('배너 조회 권한이 없습니다.');
    },
    schema: {
      tags: ['content'],
      summary: '배너 목록 (LNB, GNB)',
      params: z.object({ placement: bannerPlacement }),
      response: { 200: bannerListResponse, ...failures },
    },
    handler: (request) => listBanners(app.ctx, request.params.placement),
  });

  app.get('/v2/menu-management', {
    onRequest: requireAuth,
    schema: {
      tags: ['content'],
      summary: '제휴 서비스 메뉴',
      response: { 200: menuManagementResponse, ...failures },
    },
    handler: () => listMenus(app.ctx),
  });

  app.get('/v2/constants/:name', {
    schema: {
      tags: ['content'],
      summary: '상수 조회 (links: 외부 주소)',
      params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, '상수 이름이 올바르지 않습니다.') }),
      response: { 200: constantResponse, ...failures },
    },
    handler: (request) => readConstant(app.ctx, request.params.name),
  });

  app.get('/v2/workspace/', {
    onRequest: requireAuth,
    schema: {
      tags: ['content'],
      summary: '사업장 목록',
      response: { 200: workspaceListResponse, ...failures },
    },
    handler: (request) => listWorkspaces(app.ctx, sessionOf(request).companyId),
  });

  app.get('/v2/workspace/:branchEncrypted', {
    onRequest: requireAuth,
    schema: {
      tags: ['content'],
      summary: '사업장 한 곳',
      params: z.object({ branchEncrypted: z.string().min(1).max(200) }),
      response: { 200: workspaceListResponse.shape.workspaceList.element, ...failures },
    },
    handler: (request) =>
      readWorkspace(app.ctx, sessionOf(request).companyId, request.params.branchEncrypted),
  });

  app.get('/v1/virtual-accounts', {
    onRequest: requireAuth,
    schema: {
      tags: ['virtual-account'],
      summary: '전용 가상계좌',
      response: { 200: virtualAccountResponse, ...failures },
    },
    handler: async (request) => ({
      virtualAccount: await loadVirtualAccount(app.ctx, sessionOf(request).companyId),
    }),
  });

  app.put('/v1/virtual-accounts', {
    onRequest: requireAdministrator,
    schema: {
      tags: ['virtual-account'],
      summary: '전용 가상계좌 재발급 (관리자)',
      response: { 200: virtualAccountResponse, ...failures },
    },
    handler: async (request) => ({
      virtualAccount: await reissueVirtualAccount(app.ctx, sessionOf(request).companyId),
    }),
  });
};
