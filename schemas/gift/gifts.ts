import { z } from 'zod';
import { won } from '../../lib/won';
import { field } from '../meta';

export const ITEM_KINDS = [
  { id: 'DELIVERY', name: '배송 상품' },
  { id: 'VOUCHER_ITEM', name: '모바일 교환권 (상품 교환형)' },
  { id: 'VOUCHER_AMOUNT', name: '모바일 교환권 (금액형)' },
] as const;
export const ITEM_KIND_IDS = ['DELIVERY', 'VOUCHER_ITEM', 'VOUCHER_AMOUNT'] as const;
export const itemKind = z.enum(ITEM_KIND_IDS);
export type ItemKind = z.infer<typeof itemKind>;

/** A catalogue item (GET /events/{id}/gifts/items, thanksgiving-items). */
export const giftItem = z
  .object({
    id: z.string(),
    name: field(z.string(), { label: '상품명', sortable: true }),
    brand: field(z.string(), { label: '브랜드' }),
    price: field(z.number().int(), { label: '가격(원)', sortable: true }),
    kind: field(itemKind, { label: '유형', input: 'select', choices: ITEM_KINDS, filter: true }),
    imageSrc: field(z.string(), { label: '이미지' }),
    description: field(z.string(), { label: '설명', list: false }),
    thanksgiving: field(z.boolean(), { label: '명절 상품', filter: true }),
    /** Days a voucher of this item stays valid. */
    validDays: field(z.number().int(), { label: '유효기간(일)' }),
  })
  .meta({ id: 'GiftItem' });
export type GiftItem = z.infer<typeof giftItem>;

/** The event's chosen items. */
export const eventGifts = z
  .object({
    items: z.array(giftItem.extend({ isDefault: z.boolean() })),
    budgetPerPerson: z.number().int(),
  })
  .meta({ id: 'GiftEventGifts' });

/** PUT /events/{id}/gifts and POST .../validate-budget. */
export const eventGiftsBody = z
  .object({
    itemIds: z.array(z.string().max(200)).min(1, '선물을 한 개 이상 선택해주세요.').max(100),
    /** The item a send-default-gift sends without a choice. */
    defaultItemId: z.string().max(200).nullable().default(null),
  })
  .meta({ id: 'GiftEventGiftsBody' });
export type EventGiftsBody = z.infer<typeof eventGiftsBody>;

export const overBudget = (name: string, price: number, budget: number) =>
  `'${name}' 상품(${won(price)})이 1인당 예산 ${won(budget)}을 넘습니다.`;
