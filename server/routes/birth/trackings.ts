import { z } from 'zod';
import {
  cancelAnswer,
  recipientCorrectionBody,
  sendAnswer,
  sendBody,
  trackingRecord,
} from '../../../schemas/gift';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  cancelOrder,
  correctRecipient,
  listTrackings,
  sendEvent,
  trackingList,
  trackingOf,
} from '../../services/gift/trackings';
import { GIFT_ADMIN } from './access';

const ids = { id: 'giftEvent' } as const;
const send = (kind: 'CARD' | 'GIFT' | 'DEFAULT_GIFT' | 'RESEND', summary: string) =>
  call({
    access: GIFT_ADMIN,
    summary,
    ids,
    body: sendBody,
    response: sendAnswer,
    failures: [409],
    audit: { target: 'giftSend' },
    handler: (c) => sendEvent(c.ctx, c.session, c.ids.id!, kind, c.body),
  });

/** Sends, their tracking and cancelling (spec 2 §4: no cancel once exchanged). */
export const giftTrackingRoutes = defineRoutes('gift sends', {
  'GET /birth/v3/events/{id}/trackings': listCall({
    access: GIFT_ADMIN,
    summary: '발송 현황 (filter: q, status)',
    ids,
    list: trackingList,
    record: trackingRecord,
    handler: (c, list) => listTrackings(c.ctx, c.session.companyId, c.ids.id!, list),
  }),
  'GET /birth/v3/events/{id}/trackings/{eventMemberEncrypted}/{searchDate}': call({
    access: GIFT_ADMIN,
    summary: '대상자 한 명의 그날 발송 (searchDate: YYYY-MM-DD)',
    ids: { id: 'giftEvent', eventMemberEncrypted: 'giftSubject' },
    params: z.object({
      searchDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.'),
    }),
    response: trackingRecord,
    handler: (c) =>
      trackingOf(c.ctx, c.session.companyId, c.ids.id!, c.ids.eventMemberEncrypted!, c.params.searchDate),
  }),
  'POST /birth/v3/events/{id}/trackings/send-card': send(
    'CARD',
    '카드 보내기 (subjectIds 없으면 모두; 같은 날 두 번은 건너뜀)',
  ),
  'POST /birth/v3/events/{id}/trackings/send-gift': send(
    'GIFT',
    '카드와 선물 고르기 링크 보내기 (구매 동의 agreement 필수; 수수료 1인 3,000원)',
  ),
  'POST /birth/v3/events/{id}/trackings/send-default-gift': send(
    'DEFAULT_GIFT',
    '기본 선물 보내기 (구매 동의 agreement 필수)',
  ),
  'POST /birth/v3/events/{id}/trackings/resend-card': send(
    'RESEND',
    '아직 고르지 않은 받는 사람에게 새 링크로 다시 보내기 (이전 링크는 더 이상 열리지 않음)',
  ),
  'PUT /birth/v3/events/{id}/trackings/{trackingId}/recipient': call({
    access: GIFT_ADMIN,
    summary:
      '받는 사람 휴대폰 번호(이름) 고쳐 다시 보내기 (phone 없으면 같은 번호로 재발송; 새 링크, 이전 링크는 열리지 않음; 선택, 교환, 취소 뒤에는 409)',
    ids: { id: 'giftEvent', trackingId: 'giftSend' },
    body: recipientCorrectionBody,
    response: trackingRecord,
    failures: [409],
    audit: { target: 'giftSend' },
    handler: (c) => correctRecipient(c.ctx, c.session, c.ids.id!, c.ids.trackingId!, c.body),
  }),
  'DELETE /birth/v3/events/{id}/trackings/orders/{orderId}': call({
    access: GIFT_ADMIN,
    summary: '이벤트의 주문 취소 (교환, 배송 뒤에는 409)',
    ids: { id: 'giftEvent', orderId: 'giftSend' },
    response: cancelAnswer,
    failures: [409],
    audit: { target: 'giftSend' },
    handler: (c) => cancelOrder(c.ctx, c.session, c.ids.orderId!, c.ids.id!),
  }),
  'DELETE /birth/v3/events/orders/{id}/cancel': call({
    access: GIFT_ADMIN,
    summary: '주문 취소 (교환, 배송 뒤에는 409)',
    ids: { id: 'giftSend' },
    response: cancelAnswer,
    failures: [409],
    audit: { target: 'giftSend' },
    handler: (c) => cancelOrder(c.ctx, c.session, c.ids.id!),
  }),
});
