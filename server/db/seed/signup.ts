import type { Db } from '../client';
import { branches, companies, companyMembers, companySignups } from '../schema';

/** The pending sign-up of the demo data: its administrator logs in once the provider approves. */
export const PENDING_SIGNUP = {
  company: {
    buyerNo: 'B-2026-00001',
    companyType: 'CORPORATION' as const,
    name: '주식회사 새봄푸드',
    // 220-81-62517 has a right check digit, so it is "already registered" to a new sign-up.
    registNumber: '220-81-62517',
    representative: '정새봄',
    zoneCode: '04524',
    address1: '서울특별시 중구 세종대로 110',
    address2: '새봄빌딩 7층',
    officePhone: '0237001234',
  },
  email: 'demo-pending@example.com',
  name: '정새봄',
  cellPhone: '01038471290',
};

/** One company waiting for the provider's review (one insert per table, inside the seed's transaction). */
export async function seedPendingSignup(tx: Db, passwordHash: string): Promise<void> {
  const p = PENDING_SIGNUP;
  const [company] = await tx.insert(companies).values(p.company).returning({ id: companies.id });
  const [branch] = await tx
    .insert(branches)
    .values({
      companyId: company!.id,
      name: '본사',
      zoneCode: p.company.zoneCode,
      address1: p.company.address1,
      address2: p.company.address2,
    })
    .returning({ id: branches.id });
  const [member] = await tx
    .insert(companyMembers)
    .values({
      companyId: company!.id,
      branchId: branch!.id,
      name: p.name,
      email: p.email,
      cellPhone: p.cellPhone,
      officePhone: p.company.officePhone,
      passwordHash,
      companyMemberRole: '관리자',
      hasMasterAuthority: true,
      hasAdminAuthority: true,
      hasBuyRequestAuthority: true,
      hasCategoryItemAuthority: true,
      hasManagerAuthority: true,
    })
    .returning({ id: companyMembers.id });
  await tx.insert(companySignups).values({
    companyId: company!.id,
    memberId: member!.id,
    applicantName: p.name,
    email: p.email,
    cellPhone: p.cellPhone,
    service: 'snack24',
    registDigits: p.company.registNumber.replaceAll('-', ''),
    createdAt: new Date('2026-11-20T10:15:00+09:00'),
  });
}
