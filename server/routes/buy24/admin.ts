import { z } from 'zod';
import { idsQuery } from '../../../schemas/buy24';
import {
  budgetImportResponse,
  budgetRecord,
  budgetRow,
  invoiceRecord,
  orderCheckResponse,
  orderDetail,
  orderRecord,
  orderRequestBody,
} from '../../../schemas/buy24Orders';
import {
  buy24Auth,
  buy24Department,
  buy24Preference,
  buy24PreferenceBody,
  buy24State,
  buy24Workspace,
  exclusionBranch,
  exclusionCategory,
  exclusionCategoryBody,
  exclusionItem,
  exclusionItemBody,
  exclusionQuery,
} from '../../../schemas/buy24Service';
import type { Access } from '../../api/access';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { notFound } from '../../errors';
import { declareUploads, receiveUploads } from '../../files/uploads';
import { importBudgets } from '../../services/buy24/budgetImport';
import { checkBudgetSheet, saveBudgets } from '../../services/buy24/budgetRows';
import { sheetCall } from '../../api/sheetCall';
import { budgetList, getBudget, listBudgets } from '../../services/buy24/budgets';
import {
  exclusionBranches,
  exclusionCategories,
  exclusionItems,
  putExcludedCategories,
  putExcludedItems,
} from '../../services/buy24/exclusions';
import { orderInvoice, orderItemInvoice } from '../../services/buy24/invoices';
import { getOrder, listOrders, orderList } from '../../services/buy24/orderQueries';
import { checkOrder, deleteOrders, placeOrder, removeOrderItems } from '../../services/buy24/orders';
import { preferenceOf, savePreference } from '../../services/buy24/preferences';
import {
  buy24Auth as authOf,
  buy24State as stateOf,
  departments,
  subscribe,
  workspace,
} from '../../services/buy24/service';

const member: Access = { service: 'buy24' };
const approver: Access = { service: 'buy24', authority: 'hasBuyRequestAuthority' };
const categories: Access = { service: 'buy24', authority: 'hasCategoryItemAuthority' };
const administrator: Access = { service: 'buy24', role: 'administrator' };

const budgetSheet = declareUploads('POST /buy24/v1/admin/budgets/excel', {
  purpose: 'buy24-budget',
  kinds: ['xlsx'],
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 1,
});
const SERVICE_NOT_FOUND = '서비스를 찾을 수 없습니다.';

export const buy24AdminRoutes = defineRoutes('buy24', {
  'GET /buy24/v1/admin': call({
    access: 'member',
    summary: '회사의 구매24 이용 상태와 상태별 요청 수 (브랜드 바이어 회사는 403)',
    response: buy24State,
    failures: [403],
    handler: (c) => stateOf(c.ctx, c.session),
  }),
  'POST /buy24/v1/admin/subscription': call({
    access: 'administrator',
    summary: '구매24 신청 (이미 신청했거나 이용 중이면 409, 브랜드 바이어 회사는 403)',
    response: buy24State,
    failures: [409],
    audit: { target: 'service' },
    handler: (c) => subscribe(c.ctx, c.session),
  }),
  'GET /buy24/v1/admin/workspace': call({
    access: member,
    summary: '사업장 목록과 내 사업장',
    response: buy24Workspace,
    handler: (c) => workspace(c.ctx, c.session),
  }),
  'GET /buy24/v1/admin/auth': call({
    access: member,
    summary: '구매24에서 내가 할 수 있는 일 (승인, 제외 품목 관리, 검토 대상)',
    response: buy24Auth,
    handler: (c) => authOf(c.ctx, c.session),
  }),
  'GET /buy24/v1/admin/departments': call({
    access: member,
    summary: '부서 목록과 이번 달 예산·사용액',
    response: z.array(buy24Department),
    handler: (c) => departments(c.ctx, c.session),
  }),
  'GET /buy24/v1/admin/departments/{id}': call({
    access: member,
    summary: '부서 하나와 이번 달 예산·사용액',
    ids: { id: 'group' },
    response: buy24Department,
    handler: async (c) => (await departments(c.ctx, c.session, c.ids.id!))[0]!,
  }),
  'GET /buy24/v1/admin/service-preference/{id}': call({
    access: administrator,
    summary: '구매24 설정 (예산 알림 기준, 예산 초과 주문 허용, 배송 메모)',
    ids: { id: 'service' },
    response: buy24Preference,
    handler: (c) => preferenceOf(c.ctx, c.session.companyId),
  }),
  'PUT /buy24/v1/admin/service-preference/': call({
    access: administrator,
    summary: '구매24 설정 저장',
    body: buy24PreferenceBody,
    response: buy24Preference,
    failures: [404],
    audit: { target: 'service', before: (c) => preferenceOf(c.ctx, c.session.companyId) },
    handler: async (c) => {
      const { serviceId, ...preference } = c.body;
      const id = c.ctx.ids.decode('service', serviceId);
      const state = await stateOf(c.ctx, c.session);
      if (id === null || state.serviceId !== serviceId) throw notFound(SERVICE_NOT_FOUND);
      return savePreference(c.ctx, c.session.companyId, preference);
    },
  }),
  'PATCH /buy24/v1/admin/orders/request': call({
    access: member,
    summary: '주문 미리 보기: 승인된 요청들의 공급가액·부가세·합계와 부서 예산 (저장하지 않음)',
    body: orderRequestBody,
    response: orderCheckResponse,
    failures: [403, 404, 409],
    audit: { skip: '미리 보기는 아무것도 바꾸지 않습니다.' },
    handler: (c) => checkOrder(c.ctx, c.session, c.body),
  }),
  'PUT /buy24/v1/admin/orders/request': call({
    access: member,
    summary: '승인된 요청들을 주문 (남은 예산 초과는 409, overrideBudget으로 승인자가 초과 승인)',
    body: orderRequestBody,
    response: orderDetail,
    failures: [403, 404, 409],
    audit: { target: 'buyOrder' },
    handler: (c) => placeOrder(c.ctx, c.session, c.body),
  }),
  'GET /buy24/v1/admin/orders': listCall({
    access: approver,
    summary: '주문 목록',
    list: orderList,
    record: orderRecord,
    handler: (c, list) => listOrders(c.ctx, c.session, list),
  }),
  'DELETE /buy24/v1/admin/orders': call({
    access: approver,
    summary: '주문 여러 건 취소 (배송 전 주문만, 요청은 승인 상태로)',
    query: idsQuery,
    response: z.object({ deleted: z.number().int() }),
    failures: [404, 409],
    audit: { target: 'buyOrder' },
    handler: (c) => deleteOrders(c.ctx, c.session, c.query.ids),
  }),
  'GET /buy24/v1/admin/orders/{id}': call({
    access: approver,
    summary: '주문 하나 (품목별 공급가액·부가세·합계)',
    ids: { id: 'buyOrder' },
    response: orderDetail,
    handler: (c) => getOrder(c.ctx, c.session, c.ids.id!),
  }),
  'DELETE /buy24/v1/admin/orders/{id}/order-items': call({
    access: approver,
    summary: '주문에서 품목 빼기 (ids: 주문 품목, 배송 전 주문만)',
    ids: { id: 'buyOrder' },
    query: idsQuery,
    response: z.object({ removed: z.number().int() }),
    failures: [404, 409],
    audit: { target: 'buyOrder' },
    handler: (c) => removeOrderItems(c.ctx, c.session, c.ids.id!, c.query.ids),
  }),
  'GET /buy24/v1/admin/invoices/{id}': call({
    access: approver,
    summary: '주문의 청구서 (id: 주문; 발행 전에는 번호 없는 초안)',
    ids: { id: 'buyOrder' },
    response: invoiceRecord,
    handler: (c) => orderInvoice(c.ctx, c.session, c.ids.id!),
  }),
  'GET /buy24/v1/admin/invoices/order-items/{id}': call({
    access: approver,
    summary: '주문 품목 하나의 청구 내역',
    ids: { id: 'buyOrderItem' },
    response: invoiceRecord,
    handler: (c) => orderItemInvoice(c.ctx, c.session, c.ids.id!),
  }),
  'GET /buy24/v1/admin/budgets': listCall({
    access: approver,
    summary: '부서별 월 예산 (사용액, 잔액)',
    list: budgetList,
    record: budgetRecord,
    handler: (c, list) => listBudgets(c.ctx, c.session, list),
  }),
  'GET /buy24/v1/admin/budgets/{id}': call({
    access: approver,
    summary: '예산 하나',
    ids: { id: 'budget' },
    response: budgetRecord,
    handler: (c) => getBudget(c.ctx, c.session, c.ids.id!),
  }),
  'POST /buy24/v1/admin/budgets/excel': call({
    access: approver,
    summary:
      '예산 엑셀 올리기 (multipart/form-data, .xlsx 하나, 5MB까지; 열: 부서, 월, 예산; 잘못된 칸이 하나라도 있으면 아무것도 저장하지 않고 400, errors에 칸별 메시지)',
    multipart: true,
    response: budgetImportResponse,
    audit: { target: 'budget' },
    handler: async (c) => importBudgets(c.ctx, c.session, (await receiveUploads(c, budgetSheet)).files),
  }),
  'POST /buy24/v1/admin/budgets/sheet': sheetCall({
    access: approver,
    summary: '부서 예산 여러 건 저장 (부서, 월, 예산; 같은 부서와 월의 예산은 바뀜)',
    row: budgetRow,
    target: 'budget',
    check: (c, rows) => checkBudgetSheet(c.ctx, c.session, rows),
    apply: (c, budgets) => saveBudgets(c.ctx, c.session, budgets),
  }),
  'GET /buy24/v1/admin/exclusion/category': call({
    access: categories,
    summary: '제외 분류: 분류 트리와 제외 여부 (branchId 없으면 회사 전체)',
    query: exclusionQuery,
    response: z.array(exclusionCategory),
    failures: [404],
    handler: (c) => exclusionCategories(c.ctx, c.session, c.query.branchId),
  }),
  'GET /buy24/v1/admin/exclusion/item': call({
    access: categories,
    summary: '제외 품목: 분류의 품목과 제외 여부',
    query: exclusionQuery,
    response: z.array(exclusionItem),
    failures: [404],
    handler: (c) => exclusionItems(c.ctx, c.session, c.query),
  }),
  'PUT /buy24/v1/admin/exclusion/category-item': call({
    access: categories,
    summary: '분류 하나의 제외 품목 바꾸기',
    body: exclusionItemBody,
    response: z.array(exclusionItem),
    failures: [404],
    audit: { target: 'buyExclusion' },
    handler: (c) => putExcludedItems(c.ctx, c.session, c.body),
  }),
  'PUT /buy24/v1/admin/exclusion/category': call({
    access: categories,
    summary: '제외 분류 바꾸기',
    body: exclusionCategoryBody,
    response: z.array(exclusionCategory),
    failures: [404],
    audit: { target: 'buyExclusion' },
    handler: (c) => putExcludedCategories(c.ctx, c.session, c.body),
  }),
  'GET /buy24/v1/admin/exclusion/branchList': call({
    access: categories,
    summary: '사업장별 제외 분류·품목 수',
    response: z.array(exclusionBranch),
    handler: (c) => exclusionBranches(c.ctx, c.session),
  }),
});
