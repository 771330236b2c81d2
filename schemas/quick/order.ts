import { z } from 'zod';
import { seoulDateString } from '../../lib/seoulTime';
import { cellPhoneSchema } from '../common';
import { field } from '../meta';
import { creditCardBody } from '../snackPayment';
import { text } from '../text';
import { DISTRICTS } from './districts';
import { estimateFare, VEHICLE_KEYS, VEHICLES } from './fare';
import { withParticle } from '../../lib/korean';

/**
 * The public quick-delivery order (spec 1 §3 "quick delivery"): a visitor's paid order is stored on
 * the server before the screen says it is done, so the operator sees it and the visitor finds it
 * again from any browser by its number and a phone number on it.
 */
export const QUICK_ORDER_STATUSES = ['RECEIVED', 'DISPATCHED', 'PICKED_UP', 'DELIVERED'] as const;
export type QuickOrderStatus = (typeof QUICK_ORDER_STATUSES)[number];
export const QUICK_ORDER_STATUS_LABELS: Record<QuickOrderStatus, string> = {
  RECEIVED: '접수 완료 · 배차 대기 중',
  DISPATCHED: '기사 배정 완료',
  PICKED_UP: '물품 픽업 · 배송 중',
  DELIVERED: '배송 완료',
};
export const QUICK_ORDER_STATUS_CHOICES = QUICK_ORDER_STATUSES.map((id) => ({
  id,
  name: QUICK_ORDER_STATUS_LABELS[id],
}));
/** The one step an operator may take from each status. */
export const QUICK_ORDER_NEXT: Record<QuickOrderStatus, QuickOrderStatus | null> = {
  RECEIVED: 'DISPATCHED',
  DISPATCHED: 'PICKED_UP',
  PICKED_UP: 'DELIVERED',
  DELIVERED: null,
};

export const QUICK_MESSAGES = {
  name: '이름을 입력해주세요.',
  district: '지역을 골라주세요.',
  address: '상세 주소를 입력해주세요.',
  item: '보낼 물건을 입력해주세요.',
  vehicle: '차량을 골라주세요.',
  notFound: '주문번호와 휴대폰 번호가 모두 맞는 주문을 찾을 수 없습니다. 다시 확인해주세요.',
  orderNo: '주문번호를 정확하게 입력해주세요. (예: QK-20261128-ABC234)',
  notNext: (label: string) =>
    `지금 상태에서는 ${withParticle(`'${label}'`, '으로/로')} 바꿀 수 없습니다. 목록을 새로고침해주세요.`,
  password2: '비밀번호 앞 2자리를 입력해주세요.',
} as const;

/** Longest texts of each field: the inputs stop there and the server refuses more. */
export const QUICK_LIMITS = { name: 50, address: 200, item: 100, memo: 200 } as const;

const DISTRICT_NAMES = DISTRICTS.map((district) => district.name) as [string, ...string[]];
const district = (label: string) =>
  field(z.enum(DISTRICT_NAMES, { error: QUICK_MESSAGES.district }), { label, input: 'select' });
const name = (label: string) =>
  field(
    text({ max: QUICK_LIMITS.name, label, trim: true, required: QUICK_MESSAGES.name }).min(
      1,
      QUICK_MESSAGES.name,
    ),
    {
      label,
    },
  );
const address = (label: string) =>
  field(
    text({ max: QUICK_LIMITS.address, label, trim: true, required: QUICK_MESSAGES.address }).min(
      1,
      QUICK_MESSAGES.address,
    ),
    { label },
  );

/** What the visitor fills in on the first step; the browser checks it with this schema too. */
export const quickOrderFields = z.object({
  senderName: name('보내는 분 이름'),
  senderPhone: field(cellPhoneSchema, { label: '보내는 분 휴대폰 번호', input: 'tel' }),
  fromDistrict: district('출발 지역'),
  fromAddress: address('출발지 상세 주소'),
  receiverName: name('받는 분 이름'),
  receiverPhone: field(cellPhoneSchema, { label: '받는 분 휴대폰 번호', input: 'tel' }),
  toDistrict: district('도착 지역'),
  toAddress: address('도착지 상세 주소'),
  item: field(
    text({ max: QUICK_LIMITS.item, label: '보낼 물건', trim: true, required: QUICK_MESSAGES.item }).min(
      1,
      QUICK_MESSAGES.item,
    ),
    { label: '보낼 물건' },
  ),
  vehicle: field(z.enum(VEHICLE_KEYS, { error: QUICK_MESSAGES.vehicle }), {
    label: '차량',
    input: 'select',
    choices: VEHICLE_KEYS.map((id) => ({ id, name: VEHICLES[id].label })),
  }),
  urgent: field(z.boolean(), { label: '긴급 배송' }),
  memo: field(text({ max: QUICK_LIMITS.memo, label: '기사님께 남길 말', multiline: true }), {
    label: '기사님께 남길 말',
  }),
});
export type QuickOrderFields = z.input<typeof quickOrderFields>;

/**
 * The card as the payment step takes it: the company card form's fields plus the first two digits
 * of the card password, which the card company checks.
 */
export const quickCardBody = creditCardBody.extend({
  password2: z.string({ error: QUICK_MESSAGES.password2 }).regex(/^\d{2}$/, QUICK_MESSAGES.password2),
});

/**
 * POST body: the order, the card, and a key the browser makes once per order, so that a request
 * repeated after a dropped answer returns the first order instead of charging again.
 */
export const quickOrderBody = quickOrderFields
  .extend({
    card: quickCardBody,
    requestKey: z.uuid({ error: '주문 요청 번호가 올바르지 않습니다. 처음부터 다시 주문해주세요.' }),
  })
  .meta({ id: 'QuickOrderBody' });

/** QK-YYYYMMDD-XXXXXX: the Seoul date and six characters that cannot be mistaken for each other. */
export const QUICK_ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const QUICK_ORDER_NO_PATTERN = /^QK-\d{8}-[A-HJ-NP-Z2-9]{6}$/;
export function quickOrderNo(now: Date, random: () => number): string {
  const day = seoulDateString(now).replaceAll('-', '');
  const alphabet = QUICK_ORDER_NO_ALPHABET;
  const tail = Array.from({ length: 6 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return `QK-${day}-${tail}`;
}

export const quickLookupBody = z
  .object({
    orderNo: z
      .string({ error: QUICK_MESSAGES.orderNo })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(QUICK_ORDER_NO_PATTERN, QUICK_MESSAGES.orderNo)),
    phone: cellPhoneSchema,
  })
  .meta({ id: 'QuickLookupBody' });

/** An order as the visitor and the operator see it. */
export const quickOrderRecord = z
  .object({
    id: z.string(),
    orderNo: field(z.string(), { label: '주문번호' }),
    status: field(z.enum(QUICK_ORDER_STATUSES), {
      label: '진행 상태',
      input: 'select',
      filter: true,
      choices: QUICK_ORDER_STATUS_CHOICES,
    }),
    senderName: field(z.string(), { label: '보내는 분' }),
    senderPhone: field(z.string(), { label: '보내는 분 휴대폰', list: false }),
    fromDistrict: field(z.string(), { label: '출발' }),
    fromAddress: field(z.string(), { label: '출발지 주소', list: false }),
    receiverName: field(z.string(), { label: '받는 분', list: false }),
    receiverPhone: field(z.string(), { label: '받는 분 휴대폰', list: false }),
    toDistrict: field(z.string(), { label: '도착' }),
    toAddress: field(z.string(), { label: '도착지 주소', list: false }),
    item: field(z.string(), { label: '물건' }),
    vehicle: field(z.enum(VEHICLE_KEYS), {
      label: '차량',
      input: 'select',
      choices: VEHICLE_KEYS.map((id) => ({ id, name: VEHICLES[id].label })),
    }),
    urgent: field(z.boolean(), { label: '긴급' }),
    memo: field(z.string(), { label: '요청 사항', list: false }),
    km: field(z.number(), { label: '거리(km)', list: false }),
    amount: field(z.number().int(), { label: '결제 금액', input: 'money' }),
    approvalNo: field(z.string(), { label: '승인번호', list: false }),
    cardLast4: field(z.string(), { label: '카드 끝자리', list: false }),
    paidAt: field(z.string(), { label: '결제 시각', list: false }),
    createdAt: field(z.string(), { label: '주문 시각', sortable: true }),
  })
  .meta({ id: 'QuickOrder' });
export type QuickOrderRecord = z.infer<typeof quickOrderRecord>;

export const quickStatusBody = z
  .object({ status: z.enum(QUICK_ORDER_STATUSES, { error: '바꿀 진행 상태를 골라주세요.' }) })
  .meta({ id: 'QuickStatusBody' });

/** The fare of a parsed order (its districts are known, so there always is one). */
export const fareOf = (order: z.output<typeof quickOrderFields>) =>
  estimateFare(order.fromDistrict, order.toDistrict, order.vehicle, order.urgent)!;
