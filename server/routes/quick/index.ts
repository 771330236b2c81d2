import {
  quickLookupBody,
  quickOrderBody,
  quickOrderRecord,
  quickStatusBody,
} from '../../../schemas/quick/order';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  advanceQuickOrder,
  createQuickOrder,
  listQuickOrders,
  lookupQuickOrder,
  quickOrderList,
} from '../../services/quick/orders';

/**
 * 퀵24: the visitor's paid quick-delivery order (no login) and the operators' queue of them. The
 * per-IP limit keeps order numbers from being guessed against phone numbers.
 */
export const quickRoutes = defineRoutes('quick', {
  'POST /homepage/v2/quick/orders': call({
    access: 'public',
    summary: '퀵 주문과 카드 결제 (요금은 서버가 계산; 같은 requestKey 의 반복은 첫 주문을 돌려줍니다)',
    rateLimit: 'auth',
    body: quickOrderBody,
    response: quickOrderRecord,
    failures: [402],
    audit: { target: 'quick-order' },
    handler: (c) => createQuickOrder(c.ctx, c.body),
  }),
  'POST /homepage/v2/quick/orders/lookup': call({
    access: 'public',
    summary: '퀵 주문 조회 (주문번호와 보내는 분 또는 받는 분 휴대폰 번호)',
    rateLimit: 'auth',
    body: quickLookupBody,
    response: quickOrderRecord,
    failures: [404],
    audit: { skip: '조회만 합니다.' },
    handler: (c) => lookupQuickOrder(c.ctx, c.body),
  }),
  'GET /provider/v1/quick-orders': listCall({
    access: 'provider',
    summary: '퀵 주문 목록 (모든 방문자의 주문)',
    list: quickOrderList,
    record: quickOrderRecord,
    handler: (c, list) => listQuickOrders(c.ctx, list),
  }),
  'PUT /provider/v1/quick-orders/{id}/status': call({
    access: 'provider',
    summary: '퀵 주문 진행 상태를 다음 단계로 (배차 → 픽업 → 배송 완료)',
    ids: { id: 'quickOrder' },
    body: quickStatusBody,
    response: quickOrderRecord,
    failures: [409],
    audit: { target: 'quick-order' },
    handler: (c) => advanceQuickOrder(c.ctx, c.ids.id!, c.body.status),
  }),
});
