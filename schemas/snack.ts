import { z } from 'zod';
import { withParticle } from '../lib/korean';
import { serviceKey, serviceStatus } from './services';
import { snack24Application } from './serviceApply/snack24';
import { text } from './text';

/** Payloads of the /homepage/v2/snack calls and the delivery-date change (spec 1 §5). */

const stepSchema = (key: string) => snack24Application.steps.find((step) => step.key === key)!.schema;

/** basic-info = the application's applicant step. */
export const snackBasicInfo = stepSchema('applicant').meta({ id: 'SnackBasicInfo' });
/** delivery-info = the application's delivery step. */
export const snackDeliveryInfo = stepSchema('deliveryVisit').meta({ id: 'SnackDeliveryInfo' });

export const snackServiceItem = z
  .object({
    serviceEncrypted: z.string(),
    service: serviceKey,
    status: serviceStatus,
    useYN: z.enum(['Y', 'N']),
    /** Deliveries scheduled from today on (the banner TAG rule opens the order page when above 0). */
    orderScheduleCountFromToday: z.number().int(),
  })
  .meta({ id: 'SnackServiceItem' });
export const snackServiceListResponse = z
  .object({ serviceList: z.array(snackServiceItem) })
  .meta({ id: 'SnackServiceList' });

export const snackBasicInfoResponse = z
  .object({ basicInfo: snackBasicInfo.partial().nullable() })
  .meta({ id: 'SnackBasicInfoResponse' });
export const snackDeliveryInfoResponse = z
  .object({ deliveryInfo: snackDeliveryInfo.partial().nullable() })
  .meta({ id: 'SnackDeliveryInfoResponse' });

export const facilitiesResponse = z
  .object({ facilities: z.array(z.object({ code: z.string(), name: z.string() })) })
  .meta({ id: 'SnackFacilities' });

export const SNACK_CATEGORIES = [
  { id: 'SNACK', name: '과자' },
  { id: 'DRINK', name: '음료' },
  { id: 'HEALTHY', name: '건강 간식' },
  { id: 'BAKERY', name: '베이커리' },
  { id: 'INSTANT', name: '간편식' },
] as const;
export const snackCategory = z.enum(SNACK_CATEGORIES.map((c) => c.id) as [string, ...string[]], {
  error: '분류가 올바르지 않습니다.',
});

export const snackItem = z
  .object({
    itemEncrypted: z.string(),
    category: z.string(),
    categoryName: z.string(),
    name: z.string(),
    price: z.number().int(),
    unit: z.string(),
  })
  .meta({ id: 'SnackItem' });
export type SnackItem = z.infer<typeof snackItem>;

const digits = (label: string, max: number) =>
  z.coerce
    .number({ error: `${withParticle(label, '을/를')} 숫자로 입력해주세요.` })
    .int(`${withParticle(label, '을/를')} 정수로 입력해주세요.`)
    .min(0, `${withParticle(label, '은/는')} 0 이상이어야 합니다.`)
    .max(max, `${withParticle(label, '이/가')} 너무 큽니다.`);

export const itemQuery = z.object({
  category: snackCategory.optional(),
  q: text({ max: 50, label: '검색어', trim: true }).optional(),
});
export const itemListResponse = z.object({ itemList: z.array(snackItem) }).meta({ id: 'SnackItemList' });

export const curationQuery = z.object({
  headcount: digits('임직원 수', 100_000).default(30),
  monthlyBudget: digits('월 예산', 50_000_000).default(500_000),
  packageType: z
    .enum(['BASIC', 'HEALTHY', 'PREMIUM'], { error: '간식 구성이 올바르지 않습니다.' })
    .default('BASIC'),
});
export const curationResponse = z
  .object({
    weeklyBudget: z.number().int(),
    items: z.array(snackItem.extend({ quantity: z.number().int() })),
    total: z.number().int(),
  })
  .meta({ id: 'SnackCuration' });

export const availabilityQuery = z.object({
  zoneCode: z
    .string({ error: '우편번호를 입력해주세요.' })
    .regex(/^\d{5}$/, '우편번호 5자리를 입력해주세요.'),
});
export const availabilityResponse = z
  .object({
    available: z.boolean(),
    region: z.string().nullable(),
    weekdays: z.array(z.string()),
    message: z.string(),
  })
  .meta({ id: 'SnackDeliveryAvailability' });

export const DELIVERY_STATUSES = ['SCHEDULED', 'DELIVERED', 'CANCELLED'] as const;
export const snackDelivery = z
  .object({
    deliveryEncrypted: z.string(),
    deliveryDate: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    amount: z.number().int(),
    itemCount: z.number().int(),
  })
  .meta({ id: 'ServiceDelivery' });
export type SnackDelivery = z.infer<typeof snackDelivery>;

export const subscriptionResponse = z
  .object({
    applicationStatus: z.enum(['NONE', 'DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED']),
    serviceStatus: serviceStatus.nullable(),
    startDate: z.string().nullable(),
    rejectReason: z.string().nullable(),
    packageType: z.string().nullable(),
    monthlyBudget: z.number().int().nullable(),
    /** The applicant's head count: the curation is sized for it. */
    headcount: z.number().int().nullable(),
    weekdays: z.array(z.string()),
    cutTime: z.string().nullable(),
    paymentLabel: z.string().nullable(),
    upcoming: z.array(snackDelivery),
  })
  .meta({ id: 'SnackSubscription' });
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

export const subscriptionCompleteResponse = z
  .object({ applicationStatus: z.literal('SUBMITTED'), message: z.string() })
  .meta({ id: 'SnackSubscriptionComplete' });

export const deliveryDateChangeResponse = z
  .object({
    cutTime: z.string(),
    deliveries: z.array(snackDelivery.extend({ changeable: z.boolean(), cutOffAt: z.string() })),
  })
  .meta({ id: 'DeliveryDateChangeList' });

export const deliveryDateChangeBody = z
  .object({
    deliveryEncrypted: z
      .string({ error: '변경할 배송을 선택해주세요.' })
      .min(1, '변경할 배송을 선택해주세요.')
      .max(200),
    newDate: z
      .string({ error: '변경할 날짜를 입력해주세요.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, '변경할 날짜를 YYYY-MM-DD 형식으로 입력해주세요.'),
  })
  .meta({ id: 'DeliveryDateChangeBody' });
export type DeliveryDateChangeBody = z.infer<typeof deliveryDateChangeBody>;

/** PUT /homepage/v2/snack/deliveries/{id}: the delivery in the path, its new date in the body. */
export const deliveryMoveBody = z
  .object({ newDate: deliveryDateChangeBody.shape.newDate })
  .meta({ id: 'DeliveryMoveBody' });

/** How far ahead a delivery can be moved, in days from today (Seoul). */
export const DELIVERY_CHANGE_WINDOW_DAYS = 30;

/** The rules of moving a snack delivery (대체 배송), said the same way by the browser and the server. */
export const DELIVERY_MOVE_TEXT = {
  notFound: '배송 일정을 찾을 수 없습니다.',
  notScheduled: '예정된 배송만 날짜를 바꿀 수 있습니다. 이미 출발했거나 취소된 배송입니다.',
  cutOffPassed: (cutTime: string) =>
    `배송일 변경 마감 시간(배송 전날 ${cutTime})이 지나 날짜를 바꿀 수 없습니다. 고객센터로 문의해주세요.`,
  invalidDate: '변경할 날짜가 올바르지 않습니다.',
  weekend: '주말에는 배송하지 않습니다. 평일을 선택해주세요.',
  sameDate: '지금과 다른 날짜를 선택해주세요.',
  notInWindow: (cutTime: string) =>
    `변경할 날짜는 마감 시간(전날 ${cutTime}) 전이고 ${DELIVERY_CHANGE_WINDOW_DAYS}일 이내여야 합니다.`,
  taken: '그 날짜에는 이미 배송이 예정되어 있습니다.',
} as const;

/**
 * The new date's own problem, before asking the server (a real calendar day, not a weekend, not the
 * current date); null when the server is to decide the rest (window, cut-off, a taken day).
 */
export function deliveryDateProblem(newDate: string, currentDate?: string): string | null {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(newDate) ? new Date(`${newDate}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== newDate)
    return DELIVERY_MOVE_TEXT.invalidDate;
  const day = parsed.getUTCDay();
  if (day === 0 || day === 6) return DELIVERY_MOVE_TEXT.weekend;
  if (currentDate && newDate === currentDate) return DELIVERY_MOVE_TEXT.sameDate;
  return null;
}
