import { z } from 'zod';
import { ADMINISTRATOR_ROLE, MEMBER_ROLE } from '../lib/memberRules';
import { cellPhoneSchema } from './common';
import { serviceEntry } from './services';
import { text } from './text';

export const companyMemberRole = z.enum([ADMINISTRATOR_ROLE, MEMBER_ROLE]);
export const COMPANY_TYPES = ['CORPORATION', 'SOLE_PROPRIETOR'] as const;

export const branchEntry = z
  .object({
    branchEncrypted: z.string(),
    name: z.string(),
    zoneCode: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
  })
  .meta({ id: 'Branch' });
export type BranchEntry = z.infer<typeof branchEntry>;

export const virtualAccount = z
  .object({ bank: z.string(), accountNumber: z.string(), holder: z.string(), issuedAt: z.string() })
  .meta({ id: 'VirtualAccount' });
export type VirtualAccount = z.infer<typeof virtualAccount>;

/** Every Member field of spec 1 §3. */
export const companyMember = z
  .object({
    companyMemberEncrypted: z.string(),
    companyEncrypted: z.string(),
    buyerNo: z.string(),
    companyType: z.enum(COMPANY_TYPES),
    name: z.string(),
    companyName: z.string(),
    email: z.string(),
    cellPhone: z.string().nullable(),
    officePhone: z.string().nullable(),
    registNumber: z.string(),
    representative: z.string(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    zoneCode: z.string().nullable(),
    branchList: z.array(branchEntry),
    serviceList: z.array(serviceEntry),
    isCreditCardPaymentAvailable: z.boolean(),
    hasKioskService: z.boolean(),
    companyMemberRole,
    serviceUsageStatusMenuDisplayable: z.enum(['Y', 'N']),
    unpaidManagement: z.boolean(),
    wmsUse: z.boolean(),
    wmsAndBillingUse: z.boolean(),
    wmsStockTransferAuditingUse: z.boolean(),
    wmsFixedPriceAuditingUse: z.boolean(),
    wmsFriendlyCategoryUse: z.boolean(),
    wmsPaymentDay: z.number().int(),
    cutTime: z.string().nullable().meta({ description: '주문 마감 시각 (HH:mm)' }),
    virtualAccount: virtualAccount.nullable(),
    buy24: z.boolean(),
    isNike: z.boolean(),
    hasMasterAuthority: z.boolean(),
    hasAdminAuthority: z.boolean(),
    hasBuyRequestAuthority: z.boolean(),
    hasCategoryItemAuthority: z.boolean(),
    hasManagerAuthority: z.boolean(),
    officeOrderRevieweesByDepartment: z.array(z.string()),
    officeOrderRevieweesByMember: z.array(z.string()),
    birthCustomInfo: z.boolean().meta({ description: '생일 맞춤 정보(프로모션) 수신 동의' }),
    isBudgetAlertEnabled: z.boolean(),
    isBirthV2: z.boolean(),
    isOrderBillIssueAlert: z.boolean(),
    isPremium: z.boolean(),
    smsAlertYN: z.enum(['Y', 'N']),
    emailAlertYN: z.enum(['Y', 'N']),
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof companyMember>;

/** GET /homepage/v2/company-member/info */
export const companyMemberInfoResponse = z
  .object({ companyMember, useBirthV2: z.boolean(), isOrderBillIssueAlert: z.boolean() })
  .meta({ id: 'CompanyMemberInfoResponse' });
export type CompanyMemberInfoResponse = z.infer<typeof companyMemberInfoResponse>;

/** GET /homepage/v2/company-member/wefun-info: the gift-service ("wefun") view of the member. */
export const wefunInfoResponse = z
  .object({
    isServiceUsed: z.boolean(),
    serviceEncrypted: z.string().nullable(),
    companyName: z.string(),
    memberName: z.string(),
  })
  .meta({ id: 'WefunInfoResponse' });

/** POST /homepage/v1/profile: a member edits their own profile on mypage/update. */
export const profileUpdateBody = z
  .object({
    name: text({ max: 30, trim: true, label: '이름', tooLong: '이름은 30자까지 입력할 수 있습니다.' }).min(
      1,
      '이름을 입력해주세요.',
    ),
    cellPhone: cellPhoneSchema,
    officePhone: z
      .string()
      .regex(/^\d{0,11}$/, '사무실 전화번호는 숫자 11자리 이내로 입력해주세요.')
      .optional()
      .default(''),
    smsAlertYN: z.enum(['Y', 'N']).default('Y'),
    emailAlertYN: z.enum(['Y', 'N']).default('Y'),
  })
  .meta({ id: 'ProfileUpdateBody' });
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
