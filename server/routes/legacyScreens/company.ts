import {
  autoPaymentBody,
  autoPaymentState,
  csInquiryInput,
  csInquiryRecord,
  noticeRecord,
  pastOrderLine,
  pastOrderSummary,
  pastOrderSummaryQuery,
  paymentMethodSummary,
  paymentMethodsResponse,
  type NoticeBoard,
} from '../../../schemas/legacyScreens';
import { creditCardBody } from '../../../schemas/snackPayment';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import type { CallKey, Declaration } from '../../api/types';
import {
  addCompanyCard,
  autoPaymentState as readAutoPayment,
  deleteCompanyMethod,
  listCompanyMethods,
  setAutoPayment,
} from '../../services/legacyScreens/autoPayment';
import {
  companyInquiries,
  companyInquiry,
  companyNotice,
  companyNotices,
  createInquiry,
  csInquiryList,
  deleteInquiry,
  noticeList,
} from '../../services/legacyScreens/boards';
import {
  pastOrderLines,
  pastOrderList,
  pastOrderSummary as readSummary,
} from '../../services/legacyScreens/pastOrders';

/** A read-only board (공지사항, 복지 게시판): list with search, and one notice. */
function board(path: `/${string}`, board: NoticeBoard, label: string): Record<CallKey, Declaration> {
  return {
    [`GET ${path}`]: listCall({
      access: 'member',
      summary: `${label} 목록 (제목, 내용 검색 q; 상단 고정 먼저)`,
      list: noticeList,
      record: noticeRecord,
      handler: (c, list) => companyNotices(c.ctx, c.session, board, list),
    }),
    [`GET ${path}/{id}`]: call({
      access: 'member',
      summary: `${label} 게시글 하나`,
      ids: { id: 'notice' },
      response: noticeRecord,
      handler: (c) => companyNotice(c.ctx, c.session, board, c.ids.id!),
    }),
  };
}

/**
 * The admin's own screens of the former legacy routes: 지난 주문 내역 (orders/past), 자동 결제
 * (payment/subscription), 결제 수단 관리 (payment/management), 공지사항 (customer/notice), 복지 게시판
 * (notice/welfare) and 1:1 문의 (customer/cs).
 */
export const legacyScreenRoutes = defineRoutes('legacyScreens', {
  'GET /homepage/v2/orders/past/summary': call({
    access: 'member',
    summary:
      '지난 주문 내역: 한 달의 합계와 서비스별 합계 (month=YYYY-MM, service=snack|breakfast|birth|buy|quick|meal)',
    query: pastOrderSummaryQuery,
    response: pastOrderSummary,
    handler: (c) => readSummary(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/orders/past': listCall({
    access: 'member',
    summary: '지난 주문 내역: 한 달의 청구 원장 내역 (filter month, service, q)',
    list: pastOrderList,
    record: pastOrderLine,
    handler: (c, list) => pastOrderLines(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/payment/subscription': call({
    access: 'member',
    summary: '자동 결제: 사용 여부, 결제 수단, 결제 예정 청구서, 최근 결제',
    response: autoPaymentState,
    handler: (c) => readAutoPayment(c.ctx, c.session),
  }),
  'PUT /homepage/v2/payment/subscription': call({
    access: 'administrator',
    summary: '자동 결제 켜기/끄기와 결제 수단 선택 { enabled, paymentEncrypted }',
    body: autoPaymentBody,
    response: autoPaymentState,
    audit: { target: 'auto-payment', before: (c) => readAutoPayment(c.ctx, c.session) },
    handler: (c) => setAutoPayment(c.ctx, c.session, c.body),
  }),
  'GET /homepage/v2/payment/methods': call({
    access: 'administrator',
    summary: '회사의 결제 수단 (신용카드 결제를 사용할 수 있는 회사만)',
    response: paymentMethodsResponse,
    handler: (c) => listCompanyMethods(c.ctx, c.session),
  }),
  'POST /homepage/v2/payment/methods': call({
    access: 'administrator',
    summary: '카드 등록 (결제 대행사 승인; 신용카드 결제를 사용할 수 있는 회사만)',
    body: creditCardBody,
    response: paymentMethodSummary,
    failures: [402],
    audit: { target: 'payment-method' },
    handler: (c) => addCompanyCard(c.ctx, c.session, c.body),
  }),
  'DELETE /homepage/v2/payment/methods/{id}': call({
    access: 'administrator',
    summary: '결제 수단 삭제 (자동 결제에 사용 중이면 409)',
    ids: { id: 'paymentMethod' },
    response: paymentMethodSummary,
    failures: [409],
    audit: { target: 'payment-method' },
    handler: (c) => deleteCompanyMethod(c.ctx, c.session, c.ids.id!),
  }),
  ...board('/homepage/v2/boards/notice', 'NOTICE', '공지사항'),
  ...board('/homepage/v2/boards/welfare', 'WELFARE', '복지 게시판'),
  'GET /homepage/v2/cs-inquiries': listCall({
    access: 'member',
    summary: '1:1 문의 목록 (관리자는 회사 전체, 구성원은 자신의 문의)',
    list: csInquiryList,
    record: csInquiryRecord,
    handler: (c, list) => companyInquiries(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/cs-inquiries/{id}': call({
    access: 'member',
    summary: '1:1 문의 하나와 답변',
    ids: { id: 'csInquiry' },
    response: csInquiryRecord,
    handler: (c) => companyInquiry(c.ctx, c.session, c.ids.id!),
  }),
  'POST /homepage/v2/cs-inquiries': call({
    access: 'member',
    summary: '1:1 문의 작성 { title, body }',
    body: csInquiryInput,
    response: csInquiryRecord,
    audit: { target: 'cs-inquiry' },
    handler: (c) => createInquiry(c.ctx, c.session, c.body),
  }),
  'DELETE /homepage/v2/cs-inquiries/{id}': call({
    access: 'member',
    summary: '답변 전인 1:1 문의 삭제 (답변된 문의는 409)',
    ids: { id: 'csInquiry' },
    response: csInquiryRecord,
    failures: [409],
    audit: { target: 'cs-inquiry' },
    handler: (c) => deleteInquiry(c.ctx, c.session, c.ids.id!),
  }),
});
