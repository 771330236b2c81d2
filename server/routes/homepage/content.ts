import { z } from 'zod';
import * as schemas from '../../../schemas/content';
import { call, defineRoutes } from '../../api/defineRoutes';
import { loadVirtualAccount, reissueVirtualAccount } from '../../services/companyMember';
import { listBanners, listMenus, listWorkspaces, readConstant, readWorkspace } from '../../services/content';

/** Banners, menus, constants, workspaces and the virtual account. */
export const contentRoutes = defineRoutes('content', {
  'GET /homepage/v2/banner/{placement}': call({
    access: 'publicClient',
    summary: '배너 목록 (LNB, GNB)',
    params: z.object({ placement: schemas.bannerPlacement }),
    response: schemas.bannerListResponse,
    handler: (c) => listBanners(c.ctx, c.params.placement),
  }),
  'GET /homepage/v2/menu-management': call({
    access: 'member',
    summary: '제휴 서비스 메뉴',
    response: schemas.menuManagementResponse,
    handler: (c) => listMenus(c.ctx),
  }),
  'GET /homepage/v2/constants/{name}': call({
    access: 'public',
    summary: '상수 조회 (links: 외부 주소)',
    params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, '상수 이름이 올바르지 않습니다.') }),
    response: schemas.constantResponse,
    failures: [404],
    handler: (c) => readConstant(c.ctx, c.params.name),
  }),
  'GET /homepage/v2/workspace/': call({
    access: 'member',
    summary: '사업장 목록',
    response: schemas.workspaceListResponse,
    handler: (c) => listWorkspaces(c.ctx, c.session.companyId),
  }),
  'GET /homepage/v2/workspace/{branchEncrypted}': call({
    access: 'member',
    summary: '사업장 한 곳',
    ids: { branchEncrypted: 'branch' },
    response: schemas.workspaceListResponse.shape.workspaceList.element,
    handler: (c) => readWorkspace(c.ctx, c.session.companyId, c.ids.branchEncrypted!),
  }),
  'GET /homepage/v1/virtual-accounts': call({
    access: 'member',
    summary: '전용 가상계좌',
    response: schemas.virtualAccountResponse,
    handler: async (c) => ({ virtualAccount: await loadVirtualAccount(c.ctx, c.session.companyId) }),
  }),
  'PUT /homepage/v1/virtual-accounts': call({
    access: 'administrator',
    summary: '전용 가상계좌 재발급',
    response: schemas.virtualAccountResponse,
    audit: { target: 'virtual-account' },
    handler: async (c) => ({ virtualAccount: await reissueVirtualAccount(c.ctx, c.session.companyId) }),
  }),
});
