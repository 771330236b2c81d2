import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  billingLines,
  branches,
  buyBudgets,
  buyComments,
  buyOrderItems,
  buyOrders,
  buyRequests,
  companyMembers,
  companyServices,
  giftEvents,
  giftSends,
  giftSubjects,
  groups,
  invoices,
  managerInvitations,
  paymentMethods,
  serviceDeliveries,
  storedFiles,
  wmsLocations,
  wmsProducts,
  wmsReceiptLines,
  wmsReceipts,
  wmsStockCheckDetails,
  wmsStockChecks,
  wmsStockTransfers,
  wmsWarehouses,
} from '../db/schema';

/** A table whose rows belong to a company: its `id` and `company_id` columns. */
export type OwnedTable = PgTable & { id: PgColumn; companyId: PgColumn };

export interface IdKindDeclaration {
  /**
   * The table of a kind whose rows belong to a company. A path id of such a kind is checked to be a
   * row of the caller's company before the handler runs (server/api/ownership.ts), so a handler can
   * never act on another company's row by a forgotten filter.
   */
  owner?: OwnedTable;
  /**
   * What a caller reads when an id of this kind is unknown, tampered with or another company's: one
   * message, so an answer never tells another company's row from one that does not exist. A service
   * that finds no row of the kind throws this same message (`notFoundOf`).
   */
  notFound: string;
}

/**
 * Every kind of encrypted id, declared once: the `IdKind` type, the ownership checks of path ids,
 * the owner memo's table names and the not-found messages are all read from here. A route then
 * names the kind of each path id (`ids: { id: 'invoice' }`).
 */
export const ID_KINDS = {
  member: { owner: companyMembers, notFound: '구성원을 찾을 수 없습니다.' },
  company: { notFound: '회사를 찾을 수 없습니다.' },
  branch: { owner: branches, notFound: '사업장을 찾을 수 없습니다.' },
  service: { owner: companyServices, notFound: '서비스를 찾을 수 없습니다.' },
  banner: { notFound: '배너를 찾을 수 없습니다.' },
  session: { notFound: '로그인 정보를 찾을 수 없습니다.' },
  group: { owner: groups, notFound: '부서를 찾을 수 없습니다.' },
  invitation: { owner: managerInvitations, notFound: '관리자 정보를 찾을 수 없습니다.' },
  file: { owner: storedFiles, notFound: '파일을 찾을 수 없습니다.' },
  job: { notFound: '작업을 찾을 수 없습니다.' },
  // The gift service (server/services/gift).
  giftEvent: { owner: giftEvents, notFound: '이벤트를 찾을 수 없습니다.' },
  giftSubject: { owner: giftSubjects, notFound: '대상자를 찾을 수 없습니다.' },
  giftItem: { notFound: '상품을 찾을 수 없습니다.' },
  giftSend: { owner: giftSends, notFound: '발송 내역을 찾을 수 없습니다.' },
  // Service applications, payment methods and deliveries (server/services/serviceApply).
  serviceApplication: { notFound: '서비스 신청을 찾을 수 없습니다.' },
  paymentMethod: { owner: paymentMethods, notFound: '결제 수단을 찾을 수 없습니다.' },
  serviceDelivery: { owner: serviceDeliveries, notFound: '배송 일정을 찾을 수 없습니다.' },
  snackItem: { notFound: '상품을 찾을 수 없습니다.' },
  mealTicket: { notFound: '식권을 찾을 수 없습니다.' },
  // The warehouse app (server/services/wms).
  wmsAccount: { notFound: '작업자 계정을 찾을 수 없습니다.' },
  warehouse: { owner: wmsWarehouses, notFound: '창고를 찾을 수 없습니다.' },
  wmsLocation: { owner: wmsLocations, notFound: '위치를 찾을 수 없습니다.' },
  wmsProduct: { owner: wmsProducts, notFound: '상품을 찾을 수 없습니다.' },
  wmsReceipt: { owner: wmsReceipts, notFound: '입고 정보를 찾을 수 없습니다.' },
  wmsReceiptLine: { owner: wmsReceiptLines, notFound: '입고 항목을 찾을 수 없습니다.' },
  wmsCheck: { owner: wmsStockChecks, notFound: '재고 조사를 찾을 수 없습니다.' },
  wmsCheckDetail: { owner: wmsStockCheckDetails, notFound: '재고 조사 항목을 찾을 수 없습니다.' },
  wmsTransfer: { owner: wmsStockTransfers, notFound: '재고 이동 내역을 찾을 수 없습니다.' },
  wmsPrice: { notFound: '고정 단가를 찾을 수 없습니다.' },
  // 구매24 (server/services/buy24).
  buyRequest: { owner: buyRequests, notFound: '구매 요청을 찾을 수 없습니다.' },
  buyComment: { owner: buyComments, notFound: '댓글을 찾을 수 없습니다.' },
  buyOrder: { owner: buyOrders, notFound: '주문을 찾을 수 없습니다.' },
  buyOrderItem: { owner: buyOrderItems, notFound: '주문 품목을 찾을 수 없습니다.' },
  budget: { owner: buyBudgets, notFound: '예산을 찾을 수 없습니다.' },
  buyCategory: { notFound: '분류를 찾을 수 없습니다.' },
  buyItem: { notFound: '품목을 찾을 수 없습니다.' },
  // The billing ledger (dashboard: display sales).
  billingLine: { owner: billingLines, notFound: '매출 내역을 찾을 수 없습니다.' },
  // Invoices (the company's invoice, usage and report screens).
  invoice: { owner: invoices, notFound: '청구서를 찾을 수 없습니다.' },
  // Notices and one-to-one inquiries (server/services/boards).
  notice: { notFound: '게시글을 찾을 수 없습니다.' },
  answerTemplate: { notFound: '답변 템플릿을 찾을 수 없습니다.' },
  csInquiry: { notFound: '문의를 찾을 수 없습니다.' },
  // The public site's service inquiries and the operators who work them (provider console).
  serviceInquiry: { notFound: '문의를 찾을 수 없습니다.' },
  operator: { notFound: '운영자를 찾을 수 없습니다.' },
  // Public quick-delivery orders (server/services/quick): a visitor's, so no company owns them.
  quickOrder: { notFound: '퀵 주문을 찾을 수 없습니다.' },
} satisfies Record<string, IdKindDeclaration>;

export type IdKind = keyof typeof ID_KINDS;

/** The declaration of a kind, widened (the registry's literal types differ per entry). */
export const idKind = (kind: IdKind): IdKindDeclaration => ID_KINDS[kind];

/** The one not-found message of a kind of id (for a service that finds no row of it). */
export const notFoundOf = (kind: IdKind): string => ID_KINDS[kind].notFound;
