import { z } from 'zod';
import type { ImportColumns } from '../importColumns';
import { field } from '../meta';
import { eventRecord } from './events';
import { shipBody, trackingRecord } from './sends';

/** The provider console's gift events: every company's, with the company's name. */
export const providerEventRecord = eventRecord
  .extend({ companyName: field(z.string(), { label: '회사' }) })
  .meta({ id: 'GiftProviderEvent' });
export type ProviderEventRecord = z.infer<typeof providerEventRecord>;

/**
 * 주문 번호 of a gift order: what the operator reads in the list and writes in the shipping sheet.
 * Made from the order's row number: the console shows every company's orders, so it hides nothing
 * an operator could not see.
 */
export const giftOrderNo = (id: number) => `GS${String(id).padStart(8, '0')}`;
const ORDER_NO = /^GS(\d{8,12})$/;
/** The order's row number, or null for text that is no order number. */
export function giftOrderId(orderNo: string): number | null {
  const match = ORDER_NO.exec(orderNo.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}

/** The provider console's gift orders: a send with its company, event, address and voucher. */
export const providerOrderRecord = trackingRecord
  .extend({
    orderNo: field(z.string(), { label: '주문 번호' }),
    companyName: field(z.string(), { label: '회사' }),
    eventName: field(z.string(), { label: '이벤트' }),
    address: field(z.string().nullable(), { label: '배송지' }),
    voucherCode: field(z.string().nullable(), { label: '교환권 번호', list: false }),
  })
  .meta({ id: 'GiftProviderOrder' });
export type ProviderOrderRecord = z.infer<typeof providerOrderRecord>;

/**
 * One row of the shipping sheet (POST /provider/v1/gift/orders/ship-sheet): the order by its number,
 * optionally its recipient's name as a check against a row pasted beside the wrong order, and the
 * one-order ship body's own rules for carrier and tracking number.
 */
export const shipSheetRow = shipBody
  .extend({
    orderNo: z
      .string({ error: '주문 번호를 입력해주세요.' })
      .trim()
      .min(1, '주문 번호를 입력해주세요.')
      .refine((value) => giftOrderId(value) !== null, '주문 번호는 GS와 숫자 8자리입니다. (예: GS00001234)'),
    recipientName: z.string().trim().max(50, '받는 사람은 50자까지 입력할 수 있습니다.').default(''),
  })
  .meta({ id: 'GiftShipSheetRow' });
export type ShipSheetRow = z.input<typeof shipSheetRow>;

/** Carriers the template offers in its dropdown; another carrier's name is accepted too. */
export const CARRIERS = ['CJ대한통운', '우체국택배', '한진택배', '롯데택배', '로젠택배', '경동택배'] as const;

export const SHIP_SHEET_COLUMNS = {
  orderNo: {
    header: '주문 번호',
    aliases: ['주문번호', 'orderno'],
    required: true,
    example: 'GS00001234',
  },
  recipientName: { header: '받는 사람', aliases: ['받는분', '수령인', '수취인'], example: '김하늘' },
  carrier: {
    header: '택배사',
    aliases: ['배송사', '택배회사', 'carrier'],
    required: true,
    example: 'CJ대한통운',
    choices: CARRIERS,
  },
  trackingNumber: {
    header: '운송장 번호',
    aliases: ['운송장', '송장번호', '송장 번호', 'trackingnumber'],
    required: true,
    text: true,
    example: '551234567890',
  },
} as const satisfies ImportColumns<keyof ShipSheetRow>;
