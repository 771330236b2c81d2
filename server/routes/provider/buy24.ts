import { BUY_REQUEST_STATUS_LABELS } from '../../../schemas/buy24';
import {
  providerBuyRequest,
  providerBuyRequestDetail,
  providerOrder,
  quoteBody,
} from '../../../schemas/buy24Provider';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { sendStoredFile } from '../../files/downloads';
import { providerBuyFile } from '../../services/buy24/providerFiles';
import {
  advanceOrder,
  providerOrderList,
  providerOrders,
  providerRequest,
  providerRequestList,
  providerRequests,
  sendQuote,
} from '../../services/buy24/provider';

/** The provider console's 구매24: review requests of every company, quote, ship, deliver, invoice. */
export const providerBuy24Routes = defineRoutes('provider', {
  'GET /provider/v1/buy24/requests': listCall({
    access: 'provider',
    summary: `모든 회사의 구매 요청 (status로 거르기, 예: IN_REVIEW = ${BUY_REQUEST_STATUS_LABELS.IN_REVIEW})`,
    list: providerRequestList,
    record: providerBuyRequest,
    handler: (c, list) => providerRequests(c.ctx, list),
  }),
  'GET /provider/v1/buy24/requests/{id}': call({
    access: 'provider',
    summary: '구매 요청 하나 (본문, 첨부, 견적, 이력)',
    ids: { id: 'buyRequest' },
    response: providerBuyRequestDetail,
    handler: (c) => providerRequest(c.ctx, c.ids.id!),
  }),
  'PUT /provider/v1/buy24/requests/{id}/quote': call({
    access: 'provider',
    summary: '견적 보내기 (품목, 수량, 단가; 견적 검토 중인 요청만)',
    ids: { id: 'buyRequest' },
    body: quoteBody,
    response: providerBuyRequestDetail,
    failures: [409],
    audit: { target: 'buyRequest' },
    handler: (c) => sendQuote(c.ctx, c.ids.id!, c.body),
  }),
  'GET /provider/v1/buy24/files/{id}': call({
    access: 'provider',
    summary: '구매 요청의 파일 하나 (첨부, 댓글 첨부, 본문 이미지; 다른 파일은 404)',
    ids: { id: 'file' },
    failures: [404],
    handler: async (c) => sendStoredFile(c.ctx.files, c.reply, await providerBuyFile(c.ctx, c.ids.id!)),
  }),
  'GET /provider/v1/buy24/orders': listCall({
    access: 'provider',
    summary: '모든 회사의 구매24 주문',
    list: providerOrderList,
    record: providerOrder,
    handler: (c, list) => providerOrders(c.ctx, list),
  }),
  'POST /provider/v1/buy24/orders/{id}/ship': call({
    access: 'provider',
    summary: '배송 시작 (접수된 주문만)',
    ids: { id: 'buyOrder' },
    response: providerOrder,
    failures: [409],
    audit: { target: 'buyOrder' },
    handler: (c) => advanceOrder(c.ctx, c.ids.id!, 'ship'),
  }),
  'POST /provider/v1/buy24/orders/{id}/deliver': call({
    access: 'provider',
    summary: '배송 완료 (배송 중인 주문만; 요청도 배송 완료로)',
    ids: { id: 'buyOrder' },
    response: providerOrder,
    failures: [409],
    audit: { target: 'buyOrder' },
    handler: (c) => advanceOrder(c.ctx, c.ids.id!, 'deliver'),
  }),
  'POST /provider/v1/buy24/orders/{id}/invoice': call({
    access: 'provider',
    summary: '청구서 발행 (주문마다 한 번)',
    ids: { id: 'buyOrder' },
    response: providerOrder,
    failures: [409],
    audit: { target: 'buyOrder' },
    handler: (c) => advanceOrder(c.ctx, c.ids.id!, 'invoice'),
  }),
});
