import { count } from 'drizzle-orm';
import type { Db } from '../client';
import {
  banners,
  branches,
  companies,
  companyMembers,
  companyServices,
  constants,
  menuCategories,
  menus,
  virtualAccounts,
} from '../schema';
import { hashPassword } from '../../services/secrets';
import { seedProvider } from './provider';
import { seedGift } from './gift';
import { seedBuy24 } from './buy24';
import { seedBilling } from './billing';
import { seedServices } from './services';
import { seedPendingSignup } from './signup';
import { DEMO_WMS_AUDITOR, DEMO_WMS_WORKER, seedWms } from './wms';
import { DEMO_COMPANIES, DEMO_SERVICES, REGULAR_BRANCHES } from './companies';
import { DEMO_BANNERS, DEMO_CONSTANTS, DEMO_MENU_CATEGORIES, DEMO_MENUS } from './content';
import { BRANDED_CHART, REGULAR_CHART, seedChart } from './organisation';
import { RANKS, dateBetween, koreanName, seededRandom } from './random';

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_LOGINS = [
  { email: 'demo-admin@example.com', description: '관리자 (주식회사 한빛솔루션, 모든 권한)' },
  { email: 'demo-member@example.com', description: '일반 구성원 (주식회사 한빛솔루션)' },
  { email: 'demo-nike@example.com', description: '관리자 (브랜드 바이어: 에이스스포츠코리아)' },
  { email: 'demo-wms@example.com', description: '관리자 (소담상회, WMS 사용)' },
  { email: 'demo-provider@example.com', description: '포털24 운영자 (운영 콘솔 /provider)' },
  { email: 'demo-provider2@example.com', description: '두 번째 포털24 운영자 (문의를 나눠 맡는 사람)' },
  { email: DEMO_WMS_WORKER, description: '창고 작업자 (소담상회, 창고 앱 /wms)' },
  {
    email: DEMO_WMS_AUDITOR,
    description: '두 번째 창고 작업자 (소담상회: 대기 중인 재고 이동을 요청한 사람)',
  },
];
export const REGULAR_MEMBER_COUNT = 200;

const ALL_AUTHORITY = {
  companyMemberRole: '관리자' as const,
  hasMasterAuthority: true,
  hasAdminAuthority: true,
  hasBuyRequestAuthority: true,
  hasCategoryItemAuthority: true,
  hasManagerAuthority: true,
};

/** Seeds the demo data when the database has no company yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}

/** The deterministic demo data, in one transaction (a failed seed leaves an empty database). */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = seededRandom(20261121);
  const startedAt = new Date('2024-03-01T00:00:00+09:00');

  await db.transaction(async (tx) => {
    const [regular, branded, small] = await tx
      .insert(companies)
      .values([DEMO_COMPANIES.regular, DEMO_COMPANIES.brandedBuyer, DEMO_COMPANIES.small])
      .returning();
    if (!regular || !branded || !small) throw new Error('seed: companies not inserted');

    const regularBranches = await tx
      .insert(branches)
      .values(REGULAR_BRANCHES.map((branch) => ({ ...branch, companyId: regular.id })))
      .returning();
    const [brandedBranch, smallBranch] = await tx
      .insert(branches)
      .values([
        {
          companyId: branded.id,
          name: '본사',
          zoneCode: branded.zoneCode,
          address1: branded.address1,
          address2: branded.address2,
        },
        {
          companyId: small.id,
          name: '센텀 매장',
          zoneCode: small.zoneCode,
          address1: small.address1,
          address2: small.address2,
        },
      ])
      .returning();

    const companyIds = { regular: regular.id, brandedBuyer: branded.id, small: small.id };
    await tx.insert(companyServices).values(
      Object.entries(DEMO_SERVICES).flatMap(([key, services]) =>
        services.map(({ service, status }) => ({
          companyId: companyIds[key as keyof typeof companyIds],
          service,
          serviceType: service === 'quick24' || service === 'flower24' ? 'ONE_TIME' : 'SUBSCRIPTION',
          useYN: status === 'PAUSED' ? ('N' as const) : ('Y' as const),
          status: status ?? ('IN_USE' as const),
          startedAt: status === 'APPLIED' ? null : startedAt,
        })),
      ),
    );
    await tx.insert(virtualAccounts).values([
      {
        companyId: regular.id,
        bank: '신한은행',
        accountNumber: '562-004-17204511',
        holder: regular.name,
        issuedAt: startedAt,
      },
      {
        companyId: small.id,
        bank: '기업은행',
        accountNumber: '562-022-10338270',
        holder: small.name,
        issuedAt: startedAt,
      },
    ]);

    const headOffice = regularBranches[0]!.id;
    // Every member of the regular company sits in a department; demo-admin runs 인사팀.
    const regularChart = await seedChart(tx, regular.id, REGULAR_CHART);
    const brandedChart = await seedChart(tx, branded.id, BRANDED_CHART);
    const department = (chart: typeof regularChart, name: string) => chart.byName.get(name)!;
    await tx.insert(companyMembers).values([
      {
        companyId: regular.id,
        branchId: headOffice,
        name: '김지원',
        email: 'demo-admin@example.com',
        groupId: department(regularChart, '인사팀'),
        cellPhone: '01041237788',
        officePhone: '0215447788',
        passwordHash,
        rank: '팀장',
        gender: '여',
        eventDate: '19880315',
        lunar: '양력',
        joinDate: '20190902',
        birthCustomInfo: true,
        ...ALL_AUTHORITY,
      },
      {
        companyId: regular.id,
        branchId: headOffice,
        name: '박서준',
        email: 'demo-member@example.com',
        groupId: department(regularChart, '플랫폼팀'),
        cellPhone: '01052846610',
        passwordHash,
        rank: '대리',
        gender: '남',
        eventDate: '19930721',
        lunar: '양력',
        joinDate: '20220103',
      },
      {
        companyId: branded.id,
        branchId: brandedBranch!.id,
        name: '이하늘',
        email: 'demo-nike@example.com',
        groupId: department(brandedChart, '브랜드사업팀'),
        cellPhone: '01063917402',
        passwordHash,
        rank: '과장',
        gender: '여',
        eventDate: '19900504',
        lunar: '음력',
        joinDate: '20200601',
        ...ALL_AUTHORITY,
      },
      {
        companyId: small.id,
        branchId: smallBranch!.id,
        name: '윤소담',
        email: 'demo-wms@example.com',
        cellPhone: '01077452093',
        passwordHash,
        rank: '대표',
        gender: '여',
        eventDate: '19851111',
        lunar: '양력',
        joinDate: '20230301',
        ...ALL_AUTHORITY,
      },
    ]);

    // The rest of the regular company: 198 more members, spread over the three workspaces.
    const generated = Array.from({ length: REGULAR_MEMBER_COUNT - 2 }, (_, index) => {
      const number = String(index + 1).padStart(3, '0');
      return {
        companyId: regular.id,
        branchId: regularBranches[index % regularBranches.length]!.id,
        groupId: regularChart.leaves[index % regularChart.leaves.length],
        name: koreanName(random),
        email: `member${number}@hanbit.example.com`,
        cellPhone: `010${String(20000000 + index * 7919).slice(0, 8)}`,
        rank: random.pick(RANKS),
        gender: random.next() < 0.5 ? ('남' as const) : ('여' as const),
        eventDate: dateBetween(random, 1968, 2001),
        lunar: random.next() < 0.12 ? ('음력' as const) : ('양력' as const),
        joinDate: dateBetween(random, 2012, 2025),
      };
    });
    await tx.insert(companyMembers).values(generated);

    await tx.insert(banners).values(DEMO_BANNERS);
    await tx.insert(menuCategories).values(DEMO_MENU_CATEGORIES);
    await tx.insert(menus).values(DEMO_MENUS);
    await tx.insert(constants).values(DEMO_CONSTANTS);
    await seedProvider(tx, passwordHash);
    await seedGift(tx, regular.id);
    await seedServices(tx, { regular: regular.id, small: small.id }, passwordHash);
    await seedPendingSignup(tx, passwordHash);
    await seedBuy24(tx, regular.id);
    await seedWms(tx, small.id, passwordHash);
    await seedBilling(tx, { regular: regular.id, branded: branded.id, small: small.id });
  });
}
