import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  branches,
  companies,
  companyMembers,
  companyServices,
  mealTicketUses,
  mealTickets,
  serviceApplications,
  serviceDeliveries,
  snackItems,
} from '../schema';
import { seoulDateString } from '../../../lib/seoulTime';
import { addDays, plannedDates } from '../../services/serviceApply/deliveries';

/** A company with no service yet: its administrator applies for snack24 (README "서비스 신청"). */
export const NEW_COMPANY = {
  company: {
    buyerNo: 'B-2026-00117',
    companyType: 'CORPORATION' as const,
    name: '주식회사 봄길랩',
    registNumber: '105-87-32196',
    representative: '한봄길',
    zoneCode: '04056',
    address1: '서울특별시 마포구 양화로 45',
    address2: '메세나폴리스 11층',
    officePhone: '0233341100',
    isCreditCardPaymentAvailable: true,
    cutTime: '15:00',
  },
  email: 'demo-new@example.com',
  name: '한봄길',
  cellPhone: '01024681357',
};

const CATALOGUE: Array<[string, string, number, string]> = [
  ['SNACK', '허니버터칩 60g', 1_500, '봉'],
  ['SNACK', '새우깡 90g', 1_400, '봉'],
  ['SNACK', '초코파이 12개입', 4_800, '상자'],
  ['SNACK', '빼빼로 오리지널', 1_700, '갑'],
  ['SNACK', '포카칩 오리지널 66g', 1_600, '봉'],
  ['SNACK', '맛동산 90g', 1_500, '봉'],
  ['DRINK', '제주 삼다수 500ml', 700, '병'],
  ['DRINK', '콜드브루 아메리카노 275ml', 1_800, '병'],
  ['DRINK', '옥수수수염차 500ml', 1_300, '병'],
  ['DRINK', '스파클링 레몬 350ml', 1_200, '캔'],
  ['DRINK', '바나나맛 우유 240ml', 1_500, '개'],
  ['HEALTHY', '하루견과 20g', 900, '봉'],
  ['HEALTHY', '그래놀라바 35g', 1_100, '개'],
  ['HEALTHY', '곤약젤리 복숭아', 1_200, '개'],
  ['HEALTHY', '구운 계란 2구', 1_600, '팩'],
  ['HEALTHY', '프로틴바 초코', 2_300, '개'],
  ['BAKERY', '버터 크루아상', 2_200, '개'],
  ['BAKERY', '통밀 베이글', 2_000, '개'],
  ['BAKERY', '마들렌 4입', 3_500, '팩'],
  ['BAKERY', '치즈 케이크 조각', 4_200, '개'],
  ['INSTANT', '컵라면 육개장', 1_100, '개'],
  ['INSTANT', '즉석 컵밥 김치', 3_300, '개'],
  ['INSTANT', '전자레인지 떡볶이', 2_900, '개'],
];

/** Which services of the regular company get a history, and how (weekdays, cost per delivery). */
const HISTORY: Array<{ service: string; weekdays: string[]; amount: number; note?: string }> = [
  { service: 'snack24', weekdays: ['MON', 'WED', 'FRI'], amount: 320_000 },
  { service: 'breakfast24', weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'], amount: 240_000 },
  { service: 'clean24', weekdays: ['THU'], amount: 180_000, note: '정기 청소 방문' },
  { service: 'meal24', weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'], amount: 410_000, note: '식권 사용' },
  { service: 'coffee24', weekdays: ['TUE'], amount: 60_000, note: '커피 머신 점검' },
];

const applicant = (company: string, name: string, phone: string, email: string) => ({
  companyName: company,
  contactName: name,
  contactPhone: phone,
  contactEmail: email,
});

/**
 * The services' demo data, inside the seed's transaction with one insert per table: the snack
 * catalogue, a year of deliveries and four weeks ahead for the regular company (its companyServices
 * rows come from DEMO_SERVICES), a pending breakfast application for the small company, and a new
 * company without services.
 */
export async function seedServices(
  tx: Db,
  ids: { regular: number; small: number },
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  const admins = await tx
    .select({ id: companyMembers.id, email: companyMembers.email })
    .from(companyMembers)
    .where(inArray(companyMembers.email, ['demo-admin@example.com', 'demo-wms@example.com']));
  const adminId = (email: string) => admins.find((row) => row.email === email)?.id ?? null;
  await tx
    .insert(snackItems)
    .values(CATALOGUE.map(([category, name, price, unit]) => ({ category, name, price, unit })));

  const today = seoulDateString(now);
  const yearAgo = addDays(today, -365);
  const startDate = addDays(yearAgo, -1);
  await tx.insert(serviceDeliveries).values(
    HISTORY.flatMap(({ service, weekdays, amount, note }) =>
      plannedDates(weekdays, yearAgo, 365 + 28).map((deliveryDate, index) => ({
        companyId: ids.regular,
        service,
        deliveryDate,
        status: deliveryDate < today ? ('DELIVERED' as const) : ('SCHEDULED' as const),
        // Deterministic variation: weeks differ a little, like real orders.
        amount: amount + ((index * 7919) % 9) * 5_000,
        itemCount: Math.round(amount / 2_500),
        note: note ?? null,
      })),
    ),
  );

  await seedMealTickets(tx, ids.regular, today);

  const hanbit = applicant('주식회사 한빛솔루션', '김지원', '01041237788', 'demo-admin@example.com');
  const decided = new Date(`${startDate}T10:00:00+09:00`);
  await tx.insert(serviceApplications).values([
    {
      companyId: ids.regular,
      service: 'snack24',
      status: 'APPROVED',
      step: 'result',
      applicantId: adminId('demo-admin@example.com'),
      answers: {
        applicant: { ...hanbit, headcount: 200 },
        deliveryVisit: {
          zoneCode: '06236',
          address1: '서울특별시 강남구 테헤란로 152',
          address2: '강남파이낸스센터 18층',
          weekdays: ['MON', 'WED', 'FRI'],
          visitTime: 'MORNING',
          facility: '18층 탕비실 냉장고',
        },
        deliveryPackage: { packageType: 'HEALTHY', monthlyBudget: 4_000_000, request: '' },
      },
      submittedAt: decided,
      decidedAt: decided,
      startDate,
    },
    {
      companyId: ids.small,
      service: 'breakfast24',
      status: 'SUBMITTED',
      step: 'result',
      applicantId: adminId('demo-wms@example.com'),
      answers: {
        applicant: applicant('소담상회', '윤소담', '01077452093', 'demo-wms@example.com'),
        plan: {
          zoneCode: '48058',
          address1: '부산광역시 해운대구 센텀중앙로 78',
          address2: '센텀그린타워 3층 301호',
          servings: 12,
          weekdays: ['MON', 'WED', 'FRI'],
          menuType: 'SANDWICH',
          request: '',
        },
      },
      submittedAt: now,
    },
  ]);
  await tx.insert(companyServices).values({
    companyId: ids.small,
    service: 'breakfast24',
    useYN: 'N',
    status: 'APPLIED',
  });

  const n = NEW_COMPANY;
  const [company] = await tx.insert(companies).values(n.company).returning({ id: companies.id });
  const [branch] = await tx
    .insert(branches)
    .values({
      companyId: company!.id,
      name: '본사',
      zoneCode: n.company.zoneCode,
      address1: n.company.address1,
      address2: n.company.address2,
    })
    .returning({ id: branches.id });
  await tx.insert(companyMembers).values({
    companyId: company!.id,
    branchId: branch!.id,
    name: n.name,
    email: n.email,
    cellPhone: n.cellPhone,
    passwordHash,
    rank: '대표',
    companyMemberRole: '관리자',
    hasMasterAuthority: true,
    hasAdminAuthority: true,
  });
}

const STORES = ['한솥도시락 테헤란점', '김밥천국 역삼점', '본죽 강남파이낸스점', '서브웨이 역삼역점'];

/** 식권24 of the regular company: tickets for the first members of a workspace, a month of uses. */
async function seedMealTickets(tx: Db, companyId: number, today: string) {
  const members = await tx
    .select({ id: companyMembers.id, branchId: companyMembers.branchId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNotNull(companyMembers.branchId)))
    .orderBy(asc(companyMembers.id))
    .limit(3);
  if (members.length === 0) return;
  const validFrom = `${today.slice(0, 7)}-01`;
  const tickets = await tx
    .insert(mealTickets)
    .values(
      members.map((member) => ({
        companyId,
        branchId: member.branchId,
        memberId: member.id,
        amount: 9_000,
        validFrom,
        validTo: addDays(validFrom, 90),
      })),
    )
    .returning({ id: mealTickets.id });
  const days = plannedDates(['MON', 'TUE', 'WED', 'THU', 'FRI'], addDays(today, -20), 20);
  await tx.insert(mealTicketUses).values(
    tickets.flatMap((ticket, t) =>
      days.map((day, d) => ({
        ticketId: ticket.id,
        usedAt: new Date(`${day}T12:${String((t * 7 + d * 3) % 60).padStart(2, '0')}:00+09:00`),
        store: STORES[(t + d) % STORES.length]!,
        amount: 7_000 + ((t + d) % 3) * 1_000,
      })),
    ),
  );
}
