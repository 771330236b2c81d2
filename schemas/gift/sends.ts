import { z } from 'zod';
import { field } from '../meta';
import { text } from '../text';
import { itemKind } from './gifts';
import { subjectUpdateBody } from './subjects';

/** A send (order) of one subject: the card and choice link, then what the recipient did. */
export const SEND_STATUSES = [
  'SCHEDULED',
  'SENT',
  'OPENED',
  'CHOSEN',
  'SHIPPED',
  'DELIVERED',
  'EXCHANGED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];
export const SEND_STATUS_LABELS: Record<SendStatus, string> = {
  SCHEDULED: '발송 예약',
  SENT: '발송 완료',
  OPENED: '열람',
  CHOSEN: '선택 완료',
  SHIPPED: '배송 중',
  DELIVERED: '배송 완료',
  EXCHANGED: '교환 완료',
  CANCELLED: '취소',
  EXPIRED: '기간 만료',
};
/** Once any part is exchanged or delivered there is no cancel or refund (spec 2 §4). */
export const FINAL_SEND_STATUSES: readonly SendStatus[] = ['EXCHANGED', 'DELIVERED', 'CANCELLED', 'EXPIRED'];
export const NO_CANCEL_AFTER_EXCHANGE = '이미 교환(배송)된 선물은 취소하거나 환불할 수 없습니다.';
export const ALREADY_CANCELLED = '이미 취소된 주문입니다.';
export const NO_CORRECTION_AFTER_EXCHANGE = '이미 교환(배송)된 선물은 받는 사람을 바꿀 수 없습니다.';

/**
 * A send whose recipient may still be corrected and its card sent again with a new link: sent or
 * opened, nothing chosen yet. Chosen, shipped, exchanged, cancelled and expired sends are settled.
 */
export const RESENDABLE_SEND_STATUSES: readonly SendStatus[] = ['SENT', 'OPENED'];
/** Why a settled send can no longer be corrected nor resent (the 409 of PUT …/trackings/{id}/recipient). */
export const NO_RESEND_AFTER_CHOICE =
  '이미 선물을 고르거나 교환한 받는 사람은 바꾸거나 다시 보낼 수 없습니다.';
export const NO_RESEND_CANCELLED = '취소된 주문은 받는 사람을 바꾸거나 다시 보낼 수 없습니다.';
export const NO_RESEND_EXPIRED = '선택 기간이 지난 선물은 다시 보낼 수 없습니다.';
export const resendRefusalOf = (status: SendStatus): string | null =>
  RESENDABLE_SEND_STATUSES.includes(status)
    ? null
    : status === 'CANCELLED'
      ? NO_RESEND_CANCELLED
      : status === 'EXPIRED'
        ? NO_RESEND_EXPIRED
        : NO_RESEND_AFTER_CHOICE;
/** Another subject of the same event already has the corrected phone. */
export const SUBJECT_PHONE_TAKEN = '이 이벤트에 같은 휴대폰 번호의 대상자가 이미 있습니다.';

export const SEND_KIND_IDS = ['CARD', 'GIFT', 'DEFAULT_GIFT'] as const;
export const SEND_KINDS = [
  { id: 'CARD', name: '카드만' },
  { id: 'GIFT', name: '카드와 선물' },
  { id: 'DEFAULT_GIFT', name: '기본 선물' },
] as const;

export const trackingRecord = z
  .object({
    id: z.string(),
    eventMemberEncrypted: z.string(),
    searchDate: field(z.string(), { label: '발송일', input: 'date', sortable: true }),
    name: field(z.string(), { label: '받는 사람', sortable: true }),
    cellPhone: field(z.string(), { label: '휴대폰 번호', input: 'tel' }),
    kind: field(z.enum(SEND_KIND_IDS), {
      label: '발송 유형',
      input: 'select',
      choices: SEND_KINDS,
    }),
    status: field(z.enum(SEND_STATUSES), {
      label: '상태',
      input: 'select',
      choices: SEND_STATUSES.map((id) => ({ id, name: SEND_STATUS_LABELS[id] })),
      filter: true,
    }),
    itemName: field(z.string().nullable(), { label: '선택 상품' }),
    itemKind: field(itemKind.nullable(), { label: '상품 유형', list: false }),
    price: field(z.number().int().nullable(), { label: '금액', input: 'money' }),
    carrier: field(z.string().nullable(), { label: '택배사', list: false }),
    trackingNumber: field(z.string().nullable(), { label: '운송장 번호', list: false }),
    sentAt: field(z.string().nullable(), { label: '발송 시각' }),
    openedAt: field(z.string().nullable(), { label: '열람 시각', list: false }),
    chosenAt: field(z.string().nullable(), { label: '선택 시각', list: false }),
    shippedAt: field(z.string().nullable(), { label: '출고 시각', list: false }),
    exchangedAt: field(z.string().nullable(), { label: '교환 시각', list: false }),
    cancelledAt: field(z.string().nullable(), { label: '취소 시각', list: false }),
    expiresAt: field(z.string().nullable(), { label: '링크 만료', list: false }),
  })
  .meta({ id: 'GiftTracking' });
export type TrackingRecord = z.infer<typeof trackingRecord>;

/** The purchase agreement of spec 2 §5: item, price, expiry and recipient confirmed. */
export const PURCHASE_AGREEMENT = '상품, 가격, 유효기간, 받는 사람을 모두 확인했습니다.';
export const AGREEMENT_REQUIRED = '상품, 가격, 유효기간, 받는 사람을 확인하고 구매 동의에 체크해주세요.';
export const purchaseAgreement = z.object({
  itemConfirmed: z.literal(true, { error: AGREEMENT_REQUIRED }),
  priceConfirmed: z.literal(true, { error: AGREEMENT_REQUIRED }),
  expiryConfirmed: z.literal(true, { error: AGREEMENT_REQUIRED }),
  recipientConfirmed: z.literal(true, { error: AGREEMENT_REQUIRED }),
});

/** The agreement as the screens send it once its one checkbox (PURCHASE_AGREEMENT) is ticked. */
export const PURCHASE_AGREED: z.input<typeof purchaseAgreement> = {
  itemConfirmed: true,
  priceConfirmed: true,
  expiryConfirmed: true,
  recipientConfirmed: true,
};

/** send-card, send-gift, send-default-gift, resend-card: to these subjects (all when empty). */
export const sendBody = z
  .strictObject({
    subjectIds: z.array(z.string().max(200)).max(20_000).default([]),
    agreement: purchaseAgreement.optional(),
  })
  .meta({ id: 'GiftSendBody' });
export type SendBody = z.infer<typeof sendBody>;
export const sendAnswer = z
  .object({
    sent: z.number().int(),
    skipped: z.number().int(),
    fee: z.number().int(),
    deposit: z.number().int(),
  })
  .meta({ id: 'GiftSendAnswer' });

/**
 * PUT /events/{id}/trackings/{trackingId}/recipient: the corrected phone (and name) of a send's
 * recipient; without a phone the card simply goes again, with a new link, to the same number.
 */
export const recipientCorrectionBody = z
  .strictObject({
    phone: subjectUpdateBody.shape.cellPhone.optional(),
    name: subjectUpdateBody.shape.name.optional(),
  })
  .meta({ id: 'GiftRecipientCorrectionBody' });
export type RecipientCorrectionBody = z.infer<typeof recipientCorrectionBody>;

export const trackingQuery = z.object({
  status: z.enum(SEND_STATUSES).optional(),
});

/** DELETE /events/{id}/trackings/orders/{orderId} and /events/orders/{id}/cancel. */
export const cancelAnswer = trackingRecord;

/** The provider's shipping of a delivery order. */
export const shipBody = z
  .object({
    carrier: text({ max: 30, label: '택배사', trim: true }).min(1, '택배사를 입력해주세요.'),
    trackingNumber: z
      .string({ error: '운송장 번호를 입력해주세요.' })
      .regex(/^[0-9A-Za-z-]{6,30}$/, '운송장 번호는 6~30자의 숫자, 영문, -만 입력할 수 있습니다.'),
  })
  .meta({ id: 'GiftShipBody' });

/** The voucher side's exchange notice (HMAC-signed). */
export const voucherExchangeBody = z
  .object({
    voucherCode: z.string().regex(/^\d{12,16}$/, '교환권 번호가 올바르지 않습니다.'),
    timestamp: z.number().int().min(0),
  })
  .meta({ id: 'GiftVoucherExchangeBody' });

/**
 * What the voucher side hears back: only that the voucher is now exchanged. The recipient's name,
 * phone and address stay in the console (a public call answers with a status only).
 */
export const voucherExchangeAnswer = z
  .object({ status: z.literal('EXCHANGED') })
  .meta({ id: 'GiftVoucherExchangeAnswer' });
