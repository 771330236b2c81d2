import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CompanyMember,
  CompanyMemberInfoResponse,
  ProfileUpdateBody,
} from '../../schemas/companyMember';
import type { ServiceKey } from '../../schemas/services';
import type { AppContext } from '../context';
import { branches, companies, companyMembers, companyServices, virtualAccounts } from '../db/schema';
import { notFound } from '../errors';
import { perDatabase } from '../db/perDatabase';

/**
 * One prepared statement (drizzle aggregates the related rows as JSON): this call runs on every page
 * load, and preparing it halves its cost on the embedded database.
 */
const memberInfoQuery = perDatabase((db) =>
  db.query.companyMembers
    .findFirst({
      where: and(
        eq(companyMembers.id, sql.placeholder('memberId')),
        eq(companyMembers.companyId, sql.placeholder('companyId')),
      ),
      with: {
        company: {
          with: {
            branches: { orderBy: asc(branches.id) },
            services: { orderBy: asc(companyServices.id) },
            virtualAccounts: { where: eq(virtualAccounts.active, true), limit: 1 },
          },
        },
      },
    })
    .prepare('company_member_info'),
);

/** Everything GET /homepage/v2/company-member/info returns, for the session's member. */
export async function loadMemberInfo(
  ctx: AppContext,
  memberId: number,
  companyId: number,
): Promise<CompanyMemberInfoResponse> {
  const member = await memberInfoQuery(ctx.db).execute({ memberId, companyId });
  if (!member) throw notFound('회원 정보를 찾을 수 없습니다.');
  const { company } = member;
  const branchRows = company.branches;
  const serviceRows = company.services;
  const activeAccount = company.virtualAccounts[0];
  const account = activeAccount ? toVirtualAccount(activeAccount) : null;

  const companyMember: CompanyMember = {
    companyMemberEncrypted: ctx.ids.encode('member', member.id),
    companyEncrypted: ctx.ids.encode('company', company.id),
    buyerNo: company.buyerNo,
    companyType: company.companyType,
    name: member.name,
    companyName: company.name,
    email: member.email,
    cellPhone: member.cellPhone,
    officePhone: member.officePhone ?? company.officePhone,
    registNumber: company.registNumber,
    representative: company.representative,
    address1: company.address1,
    address2: company.address2,
    zoneCode: company.zoneCode,
    branchList: branchRows.map((branch) => ({
      branchEncrypted: ctx.ids.encode('branch', branch.id),
      name: branch.name,
      zoneCode: branch.zoneCode,
      address1: branch.address1,
      address2: branch.address2,
    })),
    serviceList: serviceRows.map((service) => ({
      serviceEncrypted: ctx.ids.encode('service', service.id),
      service: service.service as ServiceKey,
      serviceType: service.serviceType,
      useYN: service.useYN,
      status: service.status,
      startedAt: service.startedAt?.toISOString() ?? null,
    })),
    isCreditCardPaymentAvailable: company.isCreditCardPaymentAvailable,
    hasKioskService: company.hasKioskService,
    companyMemberRole: member.companyMemberRole,
    serviceUsageStatusMenuDisplayable: company.serviceUsageStatusMenuDisplayable ? 'Y' : 'N',
    unpaidManagement: company.unpaidManagement,
    wmsUse: company.wmsUse,
    wmsAndBillingUse: company.wmsAndBillingUse,
    wmsStockTransferAuditingUse: company.wmsStockTransferAuditingUse,
    wmsFixedPriceAuditingUse: company.wmsFixedPriceAuditingUse,
    wmsFriendlyCategoryUse: company.wmsFriendlyCategoryUse,
    wmsPaymentDay: company.wmsPaymentDay,
    cutTime: company.cutTime,
    virtualAccount: account,
    buy24: serviceRows.some((service) => service.service === 'buy24' && service.useYN === 'Y'),
    isNike: company.isNike,
    hasMasterAuthority: member.hasMasterAuthority,
    hasAdminAuthority: member.hasAdminAuthority,
    hasBuyRequestAuthority: member.hasBuyRequestAuthority,
    hasCategoryItemAuthority: member.hasCategoryItemAuthority,
    hasManagerAuthority: member.hasManagerAuthority,
    officeOrderRevieweesByDepartment: member.officeOrderRevieweesByDepartment,
    officeOrderRevieweesByMember: member.officeOrderRevieweesByMember,
    birthCustomInfo: member.birthCustomInfo,
    isBudgetAlertEnabled: member.isBudgetAlertEnabled,
    isBirthV2: company.isBirthV2,
    isOrderBillIssueAlert: company.isOrderBillIssueAlert,
    isPremium: company.isPremium,
    smsAlertYN: member.smsAlertYN,
    emailAlertYN: member.emailAlertYN,
  };
  return {
    companyMember,
    useBirthV2: company.isBirthV2,
    isOrderBillIssueAlert: company.isOrderBillIssueAlert,
  };
}

export async function loadVirtualAccount(ctx: AppContext, companyId: number) {
  const account = await ctx.db
    .select()
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.companyId, companyId), eq(virtualAccounts.active, true)))
    .then((rows) => rows[0]);
  return account ? toVirtualAccount(account) : null;
}

function toVirtualAccount(account: typeof virtualAccounts.$inferSelect) {
  return {
    bank: account.bank,
    accountNumber: account.accountNumber,
    holder: account.holder,
    issuedAt: new Date(account.issuedAt).toISOString(),
  };
}

/**
 * Reissues the company's virtual account: the old one is closed and a new number issued in one
 * transaction, so the company never has zero or two active accounts.
 */
export async function reissueVirtualAccount(ctx: AppContext, companyId: number) {
  const company = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]);
  if (!company) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(virtualAccounts)
      .where(and(eq(virtualAccounts.companyId, companyId), eq(virtualAccounts.active, true)))
      .then((rows) => rows[0]);
    await tx.update(virtualAccounts).set({ active: false }).where(eq(virtualAccounts.companyId, companyId));
    await tx.insert(virtualAccounts).values({
      companyId,
      bank: current?.bank ?? '신한은행',
      accountNumber: makeAccountNumber(companyId, ctx.now()),
      holder: company.name,
      issuedAt: ctx.now(),
    });
  });
  return loadVirtualAccount(ctx, companyId);
}

/** A 14-digit virtual account number, unique per company and moment, in the bank's 3-3-6 layout. */
function makeAccountNumber(companyId: number, now: Date): string {
  const digits = `562${String(companyId).padStart(5, '0')}${String(now.getTime()).slice(-6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** mypage/update: a member edits their own name, phones and alert preferences. */
export async function updateProfile(
  ctx: AppContext,
  memberId: number,
  companyId: number,
  body: Required<ProfileUpdateBody>,
) {
  await ctx.db
    .update(companyMembers)
    .set({
      name: body.name,
      cellPhone: body.cellPhone,
      officePhone: body.officePhone || null,
      smsAlertYN: body.smsAlertYN,
      emailAlertYN: body.emailAlertYN,
    })
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, companyId)));
  return loadMemberInfo(ctx, memberId, companyId);
}

/** GET .../company-member/wefun-info: whether the company uses the gift service, with the names it shows. */
export async function loadGiftServiceInfo(ctx: AppContext, auth: { memberId: number; companyId: number }) {
  const row = await ctx.db
    .select({ memberName: companyMembers.name, companyName: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.id, auth.memberId), eq(companyMembers.companyId, auth.companyId)))
    .then((rows) => rows[0]);
  if (!row) throw notFound();
  const gift = await ctx.db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, auth.companyId), eq(companyServices.service, 'birth24')))
    .then((rows) => rows[0]);
  return {
    isServiceUsed: gift?.useYN === 'Y' && gift.status === 'IN_USE',
    serviceEncrypted: gift ? ctx.ids.encode('service', gift.id) : null,
    companyName: row.companyName,
    memberName: row.memberName,
  };
}
