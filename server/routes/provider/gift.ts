import { shipBody, shipSheetRow, voucherExchangeAnswer, voucherExchangeBody } from '../../../schemas/gift';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { sheetCall } from '../../api/sheetCall';
import { checkShipSheet } from '../../services/gift/shipSheet';
import {
  deliverOrder,
  exchangeVoucher,
  listAllEvents,
  listOrders,
  providerEventList,
  providerEventRecord,
  providerOrderList,
  providerOrderRecord,
  markShipped,
  shipOrder,
  verifyVoucherNotice,
} from '../../services/gift/provider';

const order = { id: 'giftSend' } as const;

/** The provider's side of the gift service: every company's events and orders, shipping, vouchers. */
export const providerGiftRoutes = defineRoutes('provider gift', {
  'GET /provider/v1/gift/events': listCall({
    access: 'provider',
    summary: '모든 회사의 선물 이벤트 (filter: q, status, category)',
    list: providerEventList,
    record: providerEventRecord,
    handler: (c, list) => listAllEvents(c.ctx, list),
  }),
  'GET /provider/v1/gift/orders': listCall({
    access: 'provider',
    summary: '선물 주문 (filter: status=CHOSEN 출고할 주문, q)',
    list: providerOrderList,
    record: providerOrderRecord,
    handler: (c, list) => listOrders(c.ctx, list),
  }),
  'POST /provider/v1/gift/orders/{id}/ship': call({
    access: 'provider',
    summary: '출고 (택배사, 운송장 번호; 받는 분 페이지와 발송 현황에 표시)',
    ids: order,
    body: shipBody,
    response: providerOrderRecord,
    failures: [404, 409],
    audit: { target: 'giftSend' },
    handler: (c) => shipOrder(c.ctx, c.ids.id!, c.body),
  }),
  'POST /provider/v1/gift/orders/ship-sheet': sheetCall({
    access: 'provider',
    summary: '여러 주문 출고 (주문 번호, 받는 사람, 택배사, 운송장 번호)',
    row: shipSheetRow,
    target: 'giftSend',
    check: (c, rows) => checkShipSheet(c.ctx, rows),
    apply: (c, shipments) => markShipped(c.ctx, shipments),
  }),
  'POST /provider/v1/gift/orders/{id}/deliver': call({
    access: 'provider',
    summary: '배송 완료',
    ids: order,
    response: providerOrderRecord,
    failures: [404, 409],
    audit: { target: 'giftSend' },
    handler: (c) => deliverOrder(c.ctx, c.ids.id!),
  }),
  'POST /provider/v1/gift/orders/{id}/exchange': call({
    access: 'provider',
    summary: '교환권 교환 처리 시험 (교환권 쪽 알림과 같은 처리)',
    ids: order,
    response: providerOrderRecord,
    failures: [404, 409],
    audit: { target: 'giftSend' },
    handler: (c) => exchangeVoucher(c.ctx, { sendId: c.ids.id! }),
  }),
  'POST /provider/v1/gift/vouchers/exchange': call({
    access: 'public',
    summary:
      '교환권 교환 알림 (교환권 쪽 서버; x-voucher-signature = hex HMAC-SHA256(GIFT_VOUCHER_SECRET, "voucherCode.timestamp"), 5분 안)',
    body: voucherExchangeBody,
    response: voucherExchangeAnswer,
    failures: [401, 404, 409],
    audit: { target: 'giftSend' },
    handler: async (c) => {
      const signature = c.request.headers['x-voucher-signature'];
      verifyVoucherNotice(c.ctx, c.body, typeof signature === 'string' ? signature : undefined);
      await exchangeVoucher(c.ctx, { code: c.body.voucherCode });
      return { status: 'EXCHANGED' as const };
    },
  }),
});
