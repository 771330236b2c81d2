import { okResponse } from '../../../schemas/common';
import {
  availabilityQuery,
  availabilityResponse,
  curationQuery,
  curationResponse,
  deliveryDateChangeBody,
  deliveryDateChangeResponse,
  deliveryMoveBody,
  facilitiesResponse,
  itemListResponse,
  itemQuery,
  snackBasicInfo,
  snackBasicInfoResponse,
  snackDelivery,
  snackDeliveryInfo,
  snackDeliveryInfoResponse,
  snackServiceListResponse,
  subscriptionCompleteResponse,
  subscriptionResponse,
} from '../../../schemas/snack';
import {
  PAYMENT_HEADER,
  bankAccountBody,
  creditCardBody,
  paymentCertificationBody,
  paymentListResponse,
  paymentMethodRecord,
} from '../../../schemas/snackPayment';
import { call, defineRoutes } from '../../api/defineRoutes';
import { notFound } from '../../errors';
import {
  changeableDeliveries,
  companySnackDelivery,
  toDelivery,
} from '../../services/serviceApply/deliveries';
import {
  confirmBankAccount,
  deletePayment,
  listPayments,
  registerCard,
  startBankAccount,
} from '../../services/serviceApply/payments';
import {
  FACILITIES,
  changeSnackDeliveryDate,
  completeSnackSubscription,
  curationDefault,
  deliveryAvailability,
  snackCatalogue,
  snackServiceList,
  snackStep,
  snackSubscription,
  writeSnackStep,
} from '../../services/serviceApply/snack';

const PAYMENT_NOT_FOUND = '결제 수단을 찾을 수 없습니다.';

/** The snack service's calls (spec 1 §5 "Snack"); its application is the snack24 wizard's draft. */
export const snackRoutes = defineRoutes('snack', {
  'GET /homepage/v2/snack/': call({
    access: 'member',
    summary: '스낵 서비스 목록 (이용 중인 서비스가 없으면 204)',
    response: snackServiceListResponse,
    handler: async (c) => {
      const list = await snackServiceList(c.ctx, c.session);
      return list ?? c.reply.code(204).send();
    },
  }),
  'GET /homepage/v2/snack/basic-info': call({
    access: 'administrator',
    summary: '스낵 신청 기본 정보 (신청자)',
    response: snackBasicInfoResponse,
    handler: async (c) => ({ basicInfo: await snackStep(c.ctx, c.session, 'applicant') }),
  }),
  'POST /homepage/v2/snack/basic-info': call({
    access: 'administrator',
    summary: '스낵 신청 기본 정보 저장',
    body: snackBasicInfo,
    response: snackBasicInfoResponse,
    failures: [409],
    audit: { target: 'snack-application' },
    handler: async (c) => ({
      basicInfo: await writeSnackStep(c.ctx, c.session, 'applicant', c.body, 'create'),
    }),
  }),
  'GET /homepage/v2/snack/delivery-info': call({
    access: 'administrator',
    summary: '스낵 배송 정보',
    response: snackDeliveryInfoResponse,
    handler: async (c) => ({ deliveryInfo: await snackStep(c.ctx, c.session, 'deliveryVisit') }),
  }),
  'POST /homepage/v2/snack/delivery-info': call({
    access: 'administrator',
    summary: '스낵 배송 정보 등록',
    body: snackDeliveryInfo,
    response: snackDeliveryInfoResponse,
    failures: [409],
    audit: { target: 'snack-application' },
    handler: async (c) => ({
      deliveryInfo: await writeSnackStep(c.ctx, c.session, 'deliveryVisit', c.body, 'create'),
    }),
  }),
  'PUT /homepage/v2/snack/delivery-info': call({
    access: 'administrator',
    summary: '스낵 배송 정보 수정',
    body: snackDeliveryInfo,
    response: snackDeliveryInfoResponse,
    failures: [409],
    audit: { target: 'snack-application' },
    handler: async (c) => ({
      deliveryInfo: await writeSnackStep(c.ctx, c.session, 'deliveryVisit', c.body, 'update'),
    }),
  }),
  'GET /homepage/v2/snack/facilities': call({
    access: 'member',
    summary: '간식 보관 시설 목록',
    response: facilitiesResponse,
    cache: 'private, max-age=3600',
    handler: async () => ({ facilities: FACILITIES }),
  }),
  'GET /homepage/v2/snack/curation-default': call({
    access: 'member',
    summary: '기본 큐레이션 (인원, 예산, 구성으로 추천한 한 주 상품)',
    query: curationQuery,
    response: curationResponse,
    handler: (c) => curationDefault(c.ctx, c.query),
  }),
  'GET /homepage/v2/snack/item': call({
    access: 'member',
    summary: '스낵 상품 (분류, 검색어)',
    query: itemQuery,
    response: itemListResponse,
    handler: (c) => snackCatalogue(c.ctx, c.query),
  }),
  'GET /homepage/v2/snack/payment': call({
    access: 'administrator',
    summary: '등록된 결제 수단',
    response: paymentListResponse,
    handler: (c) => listPayments(c.ctx, c.session),
  }),
  'DELETE /homepage/v2/snack/payment': call({
    access: 'administrator',
    summary: `결제 수단 삭제 (헤더 ${PAYMENT_HEADER})`,
    response: okResponse,
    failures: [404],
    audit: { target: 'payment-method' },
    handler: async (c) => {
      const header = c.request.headers[PAYMENT_HEADER];
      const id = typeof header === 'string' ? c.ctx.ids.decode('paymentMethod', header) : null;
      if (id === null) throw notFound(PAYMENT_NOT_FOUND);
      await deletePayment(c.ctx, c.session, id);
      return { ok: true as const };
    },
  }),
  'POST /homepage/v2/snack/certification/payment-info': call({
    access: 'administrator',
    summary: '계좌 인증 확인 (1원 입금의 인증번호)',
    body: paymentCertificationBody,
    response: paymentMethodRecord,
    failures: [404, 409],
    // Each wrong code must count even though the call fails: the attempt limit depends on it.
    audit: { skip: '틀린 인증번호도 시도 횟수에 남아야 합니다' },
    handler: async (c) => {
      const id = c.ctx.ids.decode('paymentMethod', c.body.paymentEncrypted);
      if (id === null) throw notFound(PAYMENT_NOT_FOUND);
      return confirmBankAccount(c.ctx, c.session, id, c.body.code);
    },
  }),
  'POST /homepage/v2/snack/certification/payment/bank-account': call({
    access: 'administrator',
    summary: '계좌 등록 (1원 입금, 인증번호 문자 발송)',
    body: bankAccountBody,
    response: paymentMethodRecord,
    failures: [402],
    audit: { target: 'payment-method' },
    handler: (c) => startBankAccount(c.ctx, c.session, c.body),
  }),
  'POST /homepage/v2/snack/certification/payment/credit-card': call({
    access: 'administrator',
    summary: '신용카드 등록 (결제 대행사 승인, 토큰만 저장)',
    body: creditCardBody,
    response: paymentMethodRecord,
    failures: [402],
    audit: { target: 'payment-method' },
    handler: (c) => registerCard(c.ctx, c.session, c.body),
  }),
  'GET /homepage/v2/snack/delivery-availability': call({
    access: 'member',
    summary: '배송 가능 지역과 요일',
    query: availabilityQuery,
    response: availabilityResponse,
    handler: async (c) => deliveryAvailability(c.query.zoneCode),
  }),
  'POST /homepage/v2/snack/snack-subscription/complete': call({
    access: 'administrator',
    summary: '스낵 구독 신청 완료 (저장된 신청서 제출)',
    response: subscriptionCompleteResponse,
    failures: [409],
    audit: { target: 'snack-application' },
    handler: (c) => completeSnackSubscription(c.ctx, c.session),
  }),
  'GET /homepage/v2/snack/snack-subscription': call({
    access: 'member',
    summary: '스낵 구독 상태와 다음 배송',
    response: subscriptionResponse,
    handler: (c) => snackSubscription(c.ctx, c.session),
  }),
  'GET /homepage/v1/portal/deliverydate-change': call({
    access: { service: 'snack24' },
    summary: '배송일 변경: 변경할 수 있는 배송과 마감 시간 (cutTime)',
    response: deliveryDateChangeResponse,
    handler: (c) => changeableDeliveries(c.ctx, c.session),
  }),
  'POST /homepage/v1/portal/deliverydate-change': call({
    access: { service: 'snack24', role: 'administrator' },
    summary: '배송일 변경 (마감 시간이 지나면 409)',
    body: deliveryDateChangeBody,
    response: snackDelivery,
    failures: [404, 409],
    audit: { target: 'delivery' },
    handler: (c) =>
      changeSnackDeliveryDate(
        c.ctx,
        c.session,
        c.ctx.ids.decode('serviceDelivery', c.body.deliveryEncrypted),
        c.body.newDate,
      ),
  }),
  'PUT /homepage/v2/snack/deliveries/{id}': call({
    access: { service: 'snack24', role: 'administrator' },
    summary: '대체 배송: 예정된 배송을 다른 평일로 옮기기 (마감·출발한 배송 409, 주말·지난 날짜 400)',
    ids: { id: 'serviceDelivery' },
    body: deliveryMoveBody,
    response: snackDelivery,
    failures: [404, 409],
    audit: {
      target: 'delivery',
      before: async (c) => toDelivery(c.ctx, await companySnackDelivery(c.ctx, c.session, c.ids.id!)),
    },
    handler: (c) => changeSnackDeliveryDate(c.ctx, c.session, c.ids.id!, c.body.newDate),
  }),
});
