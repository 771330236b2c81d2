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
