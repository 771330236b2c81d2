import { z } from 'zod';
import { cellPhoneSchema } from '../common';
import { text } from '../text';
import { cardTemplate } from './cards';
import { giftItem, itemKind } from './gifts';

/** What the recipient's page can be showing. */
export const RECIPIENT_STATES = ['CHOOSE', 'CHOSEN', 'CARD_ONLY', 'EXPIRED', 'CANCELLED'] as const;
export const RECIPIENT_MESSAGES = {
  EXPIRED: '선물 선택 기간이 지났습니다. 보내신 분께 문의해주세요.',
  CANCELLED: '보내신 분이 선물을 취소했습니다.',
  ALREADY_CHOSEN: '이미 선물을 선택하셨습니다. 선택은 한 번만 할 수 있습니다.',
  NOT_FOUND: '선물 링크를 찾을 수 없습니다. 받으신 메시지의 링크를 다시 확인해주세요.',
  OVER_BUDGET: '이 선물은 고를 수 없습니다. 목록의 선물 중에서 골라주세요.',
  ADDRESS_REQUIRED: '배송 상품은 받으실 주소를 입력해주세요.',
} as const;

export const voucherRecord = z.object({
  code: z.string(),
  kind: itemKind,
  amount: z.number().int().nullable(),
  expiresAt: z.string(),
  exchanged: z.boolean(),
});

export const deliveryRecord = z.object({
  name: z.string(),
  cellPhone: z.string(),
  zoneCode: z.string(),
  address1: z.string(),
  address2: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
});

/** GET /birth/v3/public/gift/{token}. */
export const recipientPage = z
  .object({
    state: z.enum(RECIPIENT_STATES),
    /** The Korean sentence for EXPIRED and CANCELLED (and a finished choice). */
    message: z.string().nullable(),
    recipientName: z.string(),
    senderName: z.string(),
    eventName: z.string(),
    card: z.object({
      message: z.string(),
      imageSrc: z.string().nullable(),
      template: cardTemplate.nullable(),
    }),
    budget: z.number().int(),
    expiresAt: z.string().nullable(),
    items: z.array(giftItem),
    chosen: z
      .object({ item: giftItem, delivery: deliveryRecord.nullable(), voucher: voucherRecord.nullable() })
      .nullable(),
  })
  .meta({ id: 'GiftRecipientPage' });
export type RecipientPage = z.infer<typeof recipientPage>;

/** POST /birth/v3/public/gift/{token}/choice. `delivery` only for delivery items. */
export const recipientChoiceBody = z
  .object({
    itemId: z.string({ error: '선물을 선택해주세요.' }).max(200),
    delivery: z
      .object({
        name: text({ max: 30, label: '받는 분', trim: true }).min(1, '받는 분 이름을 입력해주세요.'),
        cellPhone: cellPhoneSchema,
        zoneCode: z.string().regex(/^\d{5}$/, '우편번호를 확인해주세요.'),
        address1: text({ max: 200, label: '주소', trim: true }).min(1, '주소를 입력해주세요.'),
        address2: text({ max: 200, label: '상세 주소', trim: true }).default(''),
      })
      .nullable()
      .default(null),
  })
  .meta({ id: 'GiftRecipientChoiceBody' });
export type RecipientChoiceBody = z.infer<typeof recipientChoiceBody>;
