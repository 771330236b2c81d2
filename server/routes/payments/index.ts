import {
  autoPaymentBody,
  autoPaymentState,
  paymentMethodSummary,
  paymentMethodsResponse,
} from '../../../schemas/legacyScreens';
import { creditCardBody } from '../../../schemas/snackPayment';
import { call, defineRoutes } from '../../api/defineRoutes';
import { autoPaymentState as readAutoPayment, setAutoPayment } from '../../services/payments/autoPayment';
import { addCompanyCard, deleteCompanyMethod, listCompanyMethods } from '../../services/payments/methods';

/** 자동 결제 (payment/subscription) and 결제 수단 관리 (payment/management) of the company. */
export const paymentRoutes = defineRoutes('payments', {
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
});
