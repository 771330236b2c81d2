import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { seoulDateString } from '../../../lib/seoulTime';
import {
  SNACK_CATEGORIES,
  type SnackDelivery,
  type SnackItem,
  type SubscriptionResponse,
} from '../../../schemas/snack';
import type { curationQuery, itemQuery } from '../../../schemas/snack';
import type { ApplicationAnswers } from '../../../schemas/serviceApply/define';
import type { z } from 'zod';
import type { AppContext, SessionAuth } from '../../context';
import { companyMembers, companyServices, snackItems } from '../../db/schema';
import { AppError } from '../../errors';
import { containsPattern } from '../listQuery';
import { getApplication, saveDraft, submitApplication } from './applications';
import {
  addDays,
  changeDeliveryDate,
  cutTimeOf,
  deliveriesBetween,
  scheduledFromToday,
  toDelivery,
} from './deliveries';
import { paymentLabel } from './payments';
import { withParticle } from '../../../lib/korean';

/** GET /homepage/v2/snack/: the company's snack services; null when it has none (a 204). */
export async function snackServiceList(ctx: AppContext, session: SessionAuth) {
  const rows = await ctx.db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, session.companyId), eq(companyServices.service, 'snack24')));
  if (rows.length === 0) return null;
  return {
    serviceList: await Promise.all(
      rows.map(async (row) => ({
        serviceEncrypted: ctx.ids.encode('service', row.id),
        service: 'snack24' as const,
        status: row.status,
        useYN: row.useYN,
        orderScheduleCountFromToday: await scheduledFromToday(ctx, session.companyId, 'snack24'),
      })),
    ),
  };
}

/** One step of the snack application's answers (basic-info = applicant, delivery-info = deliveryVisit). */
export async function snackStep(ctx: AppContext, session: SessionAuth, step: string) {
  const application = await getApplication(ctx, session, 'snack24');
  return (application?.answers[step] as Record<string, unknown> | undefined) ?? null;
}

/**
 * Writes one step of the snack draft. POST creates it and PUT changes it; both keep the other steps'
 * answers, so the wizard and these calls edit the same draft.
 */
export async function writeSnackStep(
  ctx: AppContext,
  session: SessionAuth,
  step: string,
  answer: Record<string, unknown>,
  mode: 'create' | 'update',
) {
  const application = await getApplication(ctx, session, 'snack24');
  const answers: ApplicationAnswers = application?.status === 'DRAFT' ? { ...application.answers } : {};
  if (mode === 'update' && answers[step] === undefined) {
    throw new AppError(409, 'NOTHING_TO_UPDATE', '저장된 배송 정보가 없습니다. 먼저 등록해주세요.');
  }
  answers[step] = answer;
  const saved = await saveDraft(ctx, session, 'snack24', {
    step: application?.status === 'DRAFT' ? application.step : step,
    answers,
  });
  return saved.answers[step] as Record<string, unknown>;
}

export const FACILITIES = [
  { code: 'PANTRY', name: '탕비실' },
  { code: 'FRIDGE', name: '냉장고' },
  { code: 'SHELF', name: '간식 진열대' },
  { code: 'LOUNGE', name: '라운지' },
  { code: 'NONE', name: '보관 시설 없음 (박스 배송)' },
];

const categoryName = (id: string) => SNACK_CATEGORIES.find((c) => c.id === id)?.name ?? id;

function toItem(ctx: AppContext, row: typeof snackItems.$inferSelect): SnackItem {
  return {
    itemEncrypted: ctx.ids.encode('snackItem', row.id),
    category: row.category,
    categoryName: categoryName(row.category),
    name: row.name,
    price: row.price,
    unit: row.unit,
  };
}

/** The catalogue, by category and name search. */
export async function snackCatalogue(ctx: AppContext, query: z.output<typeof itemQuery>) {
  const conditions = [];
  if (query.category) conditions.push(eq(snackItems.category, query.category));
  if (query.q) conditions.push(or(ilike(snackItems.name, containsPattern(query.q)))!);
  const rows = await ctx.db
    .select()
    .from(snackItems)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(snackItems.category), asc(snackItems.name))
    .limit(200);
  return { itemList: rows.map((row) => toItem(ctx, row)) };
}

const PACKAGE_CATEGORIES: Record<string, string[]> = {
  BASIC: ['SNACK', 'DRINK', 'INSTANT'],
  HEALTHY: ['HEALTHY', 'DRINK'],
  PREMIUM: ['BAKERY', 'SNACK', 'HEALTHY', 'DRINK'],
};

/**
 * The default curation: a week's share of the monthly budget spread over the package's categories,
 * cheapest items first so each category gets several kinds.
 */
export async function curationDefault(ctx: AppContext, query: z.output<typeof curationQuery>) {
  const weeklyBudget = Math.floor(query.monthlyBudget / 4);
  const categories = PACKAGE_CATEGORIES[query.packageType] ?? PACKAGE_CATEGORIES.BASIC!;
  const rows = await ctx.db.select().from(snackItems).orderBy(asc(snackItems.price), asc(snackItems.id));
  const share = Math.floor(weeklyBudget / categories.length);
  const items: Array<SnackItem & { quantity: number }> = [];
  for (const category of categories) {
    const candidates = rows.filter((row) => row.category === category).slice(0, 3);
    if (candidates.length === 0) continue;
    const each = Math.floor(share / candidates.length);
    for (const row of candidates) {
      const quantity = Math.max(0, Math.min(Math.floor(each / row.price), query.headcount * 2));
      if (quantity > 0) items.push({ ...toItem(ctx, row), quantity });
    }
  }
  return { weeklyBudget, items, total: items.reduce((sum, item) => sum + item.price * item.quantity, 0) };
}

/** Regions the test logistics network serves, by the first digits of the postcode. */
const REGIONS: Array<{ prefix: RegExp; name: string; weekdays: string[] }> = [
  { prefix: /^0[0-9]/, name: '서울', weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
  { prefix: /^1[0-8]/, name: '경기·인천', weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] },
  { prefix: /^4[6-9]/, name: '부산·경남', weekdays: ['TUE', 'THU'] },
];

export function deliveryAvailability(zoneCode: string) {
  const region = REGIONS.find((entry) => entry.prefix.test(zoneCode));
  if (!region) {
    return {
      available: false,
      region: null,
      weekdays: [],
      message: '아직 배송하지 않는 지역입니다. 상담을 신청해주세요.',
    };
  }
  return {
    available: true,
    region: region.name,
    weekdays: region.weekdays,
    message: `${region.name} 지역은 ${region.weekdays.length === 5 ? '평일 매일' : '화·목요일'} 배송합니다.`,
  };
}

const UPCOMING_DAYS = 56;

/** GET snack-subscription: the application's state, the running plan and the next deliveries. */
export async function snackSubscription(
  ctx: AppContext,
  session: SessionAuth,
): Promise<SubscriptionResponse> {
  const application = await getApplication(ctx, session, 'snack24');
  const [service] = await ctx.db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, session.companyId), eq(companyServices.service, 'snack24')));
  const today = seoulDateString(ctx.now());
  // Eight weeks ahead: a start date a few weeks out still shows its first deliveries.
  const upcoming = (
    await deliveriesBetween(ctx, session.companyId, 'snack24', today, addDays(today, UPCOMING_DAYS))
  ).map((row) => toDelivery(ctx, row));
  const answers = application?.answers ?? {};
  const visit = answers.deliveryVisit ?? {};
  const plan = answers.deliveryPackage ?? {};
  return {
    applicationStatus: application?.status ?? 'NONE',
    serviceStatus: service?.status ?? null,
    startDate: application?.startDate ?? (service?.startedAt ? seoulDateString(service.startedAt) : null),
    rejectReason: application?.rejectReason ?? null,
    packageType: typeof plan.packageType === 'string' ? plan.packageType : null,
    monthlyBudget: typeof plan.monthlyBudget === 'number' ? plan.monthlyBudget : null,
    headcount: typeof answers.applicant?.headcount === 'number' ? answers.applicant.headcount : null,
    weekdays: Array.isArray(visit.weekdays) ? visit.weekdays.map(String) : [],
    cutTime: await cutTimeOf(ctx.db, session.companyId),
    paymentLabel: await paymentLabel(ctx, session.companyId, answers.payment?.paymentEncrypted),
    upcoming,
  };
}

/** Where a date-change message goes: the member who made the change. */
async function memberPhone(ctx: AppContext, session: SessionAuth): Promise<string | null> {
  const [member] = await ctx.db
    .select({ cellPhone: companyMembers.cellPhone })
    .from(companyMembers)
    .where(eq(companyMembers.id, session.memberId));
  return member?.cellPhone ?? null;
}

const SUBMITTED = '신청이 접수되었습니다. 운영팀 확인 후 첫 배송일을 안내해드립니다.';
const dateChangedText = (from: string, to: string) =>
  `[포털] 스낵24 배송일이 ${from}에서 ${withParticle(to, '으로/로')} 변경되었습니다.`;

/** POST snack-subscription/complete: the saved application is submitted for the operators' review. */
export async function completeSnackSubscription(ctx: AppContext, session: SessionAuth) {
  await submitApplication(ctx, session, 'snack24');
  return { applicationStatus: 'SUBMITTED' as const, message: SUBMITTED };
}

/**
 * Moves a snack delivery (POST deliverydate-change by its encrypted id in the body, PUT
 * snack/deliveries/{id} by the path); the member who moved it gets an SMS (outbox).
 */
export async function changeSnackDeliveryDate(
  ctx: AppContext,
  session: SessionAuth,
  id: number | null,
  newDate: string,
): Promise<SnackDelivery> {
  const { moved, from } = await changeDeliveryDate(ctx, session, id, newDate);
  const phone = await memberPhone(ctx, session);
  if (phone) {
    await ctx.sender.send(
      {
        companyId: session.companyId,
        channel: 'SMS',
        recipient: phone,
        body: dateChangedText(from, moved.deliveryDate),
        purpose: 'delivery-date-changed',
      },
      ctx.db,
    );
  }
  return toDelivery(ctx, moved);
}
