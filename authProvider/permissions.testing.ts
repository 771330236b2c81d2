import type { ClientMember } from './memberRules';

/**
 * A plain member with every flag off, for tests of the gates and the admin shell. Overrides switch on
 * what a test is about, so each test reads as "a member who has X".
 */
export function buildMember(overrides: Partial<ClientMember> = {}): ClientMember {
  return {
    companyMemberEncrypted: 'm-enc',
    companyEncrypted: 'c-enc',
    buyerNo: 'B1001',
    companyType: 'CORPORATION',
    name: '김지원',
    companyName: '주식회사 한빛솔루션',
    email: 'jiwon@example.com',
    cellPhone: '01041237788',
    officePhone: '0215447788',
    registNumber: '1208812345',
    representative: '박대표',
    address1: '서울특별시 강남구 테헤란로 123',
    address2: '4층',
    zoneCode: '06236',
    branchList: [],
    serviceList: [],
    isCreditCardPaymentAvailable: false,
    hasKioskService: false,
    companyMemberRole: '멤버',
    serviceUsageStatusMenuDisplayable: 'N',
    unpaidManagement: false,
    wmsUse: false,
    wmsAndBillingUse: false,
    wmsStockTransferAuditingUse: false,
    wmsFixedPriceAuditingUse: false,
    wmsFriendlyCategoryUse: false,
    wmsPaymentDay: 0,
    cutTime: null,
    virtualAccount: null,
    buy24: false,
    isNike: false,
    hasMasterAuthority: false,
    hasAdminAuthority: false,
    hasBuyRequestAuthority: false,
    hasCategoryItemAuthority: false,
    hasManagerAuthority: false,
    officeOrderRevieweesByDepartment: [],
    officeOrderRevieweesByMember: [],
    birthCustomInfo: false,
    isBudgetAlertEnabled: true,
    isBirthV2: false,
    isOrderBillIssueAlert: false,
    isPremium: false,
    smsAlertYN: 'Y',
    emailAlertYN: 'Y',
    ...overrides,
  };
}

/** The same member with the administrator role value. */
export const buildAdministrator = (overrides: Partial<ClientMember> = {}) =>
  buildMember({ companyMemberRole: '관리자', ...overrides });
